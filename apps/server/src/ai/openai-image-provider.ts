import OpenAI, { APIError, APIUserAbortError, toFile } from 'openai';
import { z } from 'zod';
import type { ImageServiceConfig } from '../config';
import {
  callAndRead,
  decodeAnswerImage,
  failureForStatus,
  ImageEditError,
  isAbort,
  isNetworkFailure,
  requireClient,
  type ImageBytes,
  type ImageEditProvider,
} from './image-edit-provider';

const OPENAI_URL = 'https://api.openai.com/v1';
/**
 * The SDK's own per-request timeout, above any deadline we set: our AbortSignal decides when to
 * give up (the SDK's default is 10 minutes and it would retry twice).
 */
const SDK_TIMEOUT_MS = 15 * 60_000;

/** The parts of an images.edit answer we read. */
const answerSchema = z.object({
  data: z
    .array(z.object({ b64_json: z.string().optional(), url: z.string().optional() }))
    .optional(),
  usage: z
    .object({
      input_tokens: z.number(),
      output_tokens: z.number(),
      input_tokens_details: z.object({ image_tokens: z.number() }).partial().optional(),
    })
    .optional(),
});

const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
const upload = (image: ImageBytes, name: string) =>
  toFile(image.bytes, `${name}.${extension[image.mimeType]}`, { type: image.mimeType });

function mapError(err: unknown): never {
  if (err instanceof ImageEditError) throw err;
  if (err instanceof APIUserAbortError || isAbort(err))
    throw new ImageEditError('cancelled', 'openai call aborted', { cause: err });
  if (err instanceof APIError && typeof err.status === 'number') {
    // OpenAI's safety system answers 400 with code moderation_blocked
    const kind = err.code === 'moderation_blocked' ? 'safety' : failureForStatus(err.status);
    throw new ImageEditError(kind, `openai HTTP ${err.status}: ${err.message}`, {
      status: err.status,
      cause: err,
    });
  }
  if (err instanceof APIError || isNetworkFailure(err))
    throw new ImageEditError('unavailable', `openai unreachable: ${String(err)}`, { cause: err });
  if (err instanceof SyntaxError)
    throw new ImageEditError('malformed', `openai answer unreadable: ${String(err)}`, {
      answered: true,
      cause: err,
    });
  throw new ImageEditError('unavailable', `openai call failed: ${String(err)}`, { cause: err });
}

/**
 * OpenAI image editing (`openai` images.edit, multipart), or any OpenAI-compatible server at
 * OPENAI_BASE_URL (a self-hosted one may need no key).
 */
export function createOpenAiImageProvider(config: ImageServiceConfig): ImageEditProvider {
  // a self-hosted server without auth still gets a bearer header: the SDK insists on a key
  const apiKey = config.apiKey ?? (config.baseUrl ? 'unused' : undefined);
  const client = apiKey
    ? new OpenAI({
        apiKey,
        baseURL: config.baseUrl ?? OPENAI_URL,
        maxRetries: 0,
        timeout: SDK_TIMEOUT_MS,
      })
    : null;

  return {
    id: 'openai',
    model: config.model,
    remote: true,
    async edit({ photo, reference, prompt, signal }) {
      const service = requireClient(client, 'OPENAI_API_KEY');
      const photoFile = await upload(photo, 'photo');
      // one image goes as `image`, two as `image[]` (the SDK names array fields so)
      const image = reference ? [photoFile, await upload(reference, 'reference')] : photoFile;
      const answer = await callAndRead(
        'openai',
        () =>
          service.images.edit(
            { model: config.model, prompt, image, input_fidelity: 'high', n: 1 },
            { signal },
          ),
        answerSchema,
        mapError,
      );
      const b64 = answer.data?.[0]?.b64_json;
      // a URL answer is not fetched: the server would reach wherever it points
      if (!b64)
        throw new ImageEditError('no_image', 'openai answered without b64_json', {
          answered: true,
        });
      const usage = answer.usage;
      return {
        kind: 'generated',
        image: decodeAnswerImage(b64, 'openai'),
        usage: usage
          ? {
              inputTokens: usage.input_tokens,
              outputTokens: usage.output_tokens,
              ...(usage.input_tokens_details?.image_tokens !== undefined
                ? { inputImageTokens: usage.input_tokens_details.image_tokens }
                : {}),
            }
          : null,
      };
    },
    async check(signal) {
      const service = requireClient(client, 'OPENAI_API_KEY');
      // the list, not GET /models/{id}: OpenAI-compatible servers (vLLM) serve only the list
      let listed = false;
      try {
        for await (const model of service.models.list({ signal })) {
          if (model.id === config.model) listed = true;
        }
      } catch (err) {
        mapError(err);
      }
      if (!listed)
        throw new ImageEditError('not_configured', `openai model ${config.model} is not listed`, {
          status: 404,
        });
    },
  };
}
