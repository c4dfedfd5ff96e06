import { z } from 'zod';
import { fileDeleteRequestSchema, fileUploadRequestSchema } from '@looklab/shared';
import type { CurrentUserResolver } from '../auth/current-user';
import type { FileService } from '../services/file.service';
import type { SettingsService } from '../services/settings.service';
import type { ZodApp } from './route-types';

const filePathParams = z.object({ '*': z.string().min(1).max(512) });

export function registerFileRoutes(
  app: ZodApp,
  deps: { users: CurrentUserResolver; settings: SettingsService; files: FileService },
): void {
  const { users, files } = deps;

  app.post('/api/files', { schema: { body: fileUploadRequestSchema } }, async (req, reply) => {
    const user = await users.require(req);
    const { membershipLevel } = await deps.settings.get(user.id);
    const stored = await files.upload(user.id, membershipLevel, {
      base64: req.body.base64,
      folder: req.body.folder,
    });
    return reply.status(201).send(stored);
  });

  app.delete('/api/files', { schema: { body: fileDeleteRequestSchema } }, async (req, reply) => {
    const user = await users.require(req);
    await files.delete(user.id, req.body.storagePath);
    return reply.status(204).send();
  });

  // Private files: served to their owner only.
  app.get('/api/files/*', { schema: { params: filePathParams } }, async (req, reply) => {
    const user = await users.require(req);
    const file = await files.read(user.id, req.params['*']);
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
