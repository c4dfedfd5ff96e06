import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine, type LocalEngine } from '@looklab/engine';
import { failedToGenerate, generateResponseSchema, generationDetails } from '@looklab/shared';
import {
  jpegPayload,
  lookWith,
  photo,
  postGenerate,
  rgbOf,
  startGenerativeServer,
} from './helpers/generation';
import type { StartedServer } from './helpers/start-server';

const cli = path.resolve(import.meta.dirname, 'fakes/serve-fake.ts');
const PHOTO = 'ai-upper.jpg';

/** Starts the CLI as its own process and reads the URL it prints. */
function serveFake(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.on('exit', (code) => reject(new Error(`serve-fake exited with ${code}: ${out}`)));
  });
}

let engine: LocalEngine;
let fake: { child: ChildProcess; url: string };
let server: StartedServer;

beforeAll(async () => {
  engine = await createLocalEngine({ workers: 1 });
  fake = await serveFake(['gemini', '--port', '0', '--block', 'Pixie Cut']);
  server = await startGenerativeServer({
    engine,
    wire: 'gemini',
    key: 'fake-key',
    baseUrl: fake.url,
  });
}, 180_000);

afterAll(async () => {
  await server?.close();
  fake?.child.kill('SIGTERM');
  await engine?.close();
});

const generate = (style: string) =>
  postGenerate(server.url, {
    image: jpegPayload(photo(PHOTO)),
    personId: 'person-1',
    look: lookWith({ hairstyle: style, hairColor: 'Copper' }),
    styleName: style,
  });

describe('serve-fake CLI (for end-to-end tests)', () => {
  it('refuses a prompt naming a --block style and answers others with a fittable image', async () => {
    const blocked = await generate('Pixie Cut');
    expect(blocked.status).toBe(422);
    expect(JSON.parse(blocked.text)).toMatchObject({
      message: failedToGenerate('Pixie Cut', generationDetails.blocked),
    });
    const ok = await generate('Long Layers');
    expect(ok.status, ok.text.slice(0, 200)).toBe(200);
    const out = generateResponseSchema.parse(JSON.parse(ok.text));
    const result = await rgbOf(Buffer.from(out.image.base64, 'base64'));
    const original = await rgbOf(photo(PHOTO));
    expect([result.width, result.height]).toEqual([original.width, original.height]);
    expect(Number(out.meta.alignmentErrorPx)).toBeLessThanOrEqual(1.5);
  });
});
