import type http from 'node:http';
import {
  notAnImage,
  sendJson,
  sendMalformed,
  startFake,
  type FakeAnswer,
  type FakeImageServer,
  type FakeOptions,
  type FakeRequest,
} from './fake-answers';

/*
 * A fake of the OpenAI Images API: POST /v1/images/edits as multipart form data (model, prompt,
 * image or image[], input_fidelity, n) with a bearer key; answers { created, data: [{ b64_json }],
 * usage }. GET /v1/models (the list) for the model check. Self-hosted OpenAI-compatible servers speak
 * the same.
 */

/** gpt-image-1's output tokens for a 1024² image at high quality. */
const OUTPUT_IMAGE_TOKENS = 4160;
/** Input image tokens per image with input_fidelity high (a rough figure for 1024²). */
const INPUT_IMAGE_TOKENS = 4160;

const openAiError = (
  res: http.ServerResponse,
  status: number,
  body: { message: string; type: string; code: string | null },
) => sendJson(res, status, { error: { ...body, param: null } });

const badKey = (res: http.ServerResponse) =>
  openAiError(res, 401, {
    message: 'Incorrect API key provided.',
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  });

const moderation = (res: http.ServerResponse) =>
  openAiError(res, 400, {
    message: 'Your request was rejected as a result of our safety system.',
    type: 'image_generation_user_error',
    code: 'moderation_blocked',
  });

function answer(res: http.ServerResponse, request: FakeRequest, a: FakeAnswer): void {
  const created = Math.floor(Date.now() / 1000);
  const textTokens = Math.ceil(request.prompt.length / 4);
  const usage = {
    input_tokens: textTokens + INPUT_IMAGE_TOKENS * request.images.length,
    input_tokens_details: {
      image_tokens: INPUT_IMAGE_TOKENS * request.images.length,
      text_tokens: textTokens,
    },
    output_tokens: OUTPUT_IMAGE_TOKENS,
    total_tokens: textTokens + INPUT_IMAGE_TOKENS * request.images.length + OUTPUT_IMAGE_TOKENS,
  };
  switch (a.kind) {
    case 'image':
    case 'not_image': {
      const bytes = a.kind === 'image' ? a.image : notAnImage;
      return sendJson(res, 200, {
        created,
        data: [{ b64_json: bytes.toString('base64') }],
        usage,
        output_format: 'png',
        quality: 'high',
        size: '1024x1024',
      });
    }
    case 'block':
    case 'image_safety':
      return moderation(res);
    case 'no_image':
      return sendJson(res, 200, { created, data: [] });
    case 'text_only':
      return sendJson(res, 200, { created, data: [{ url: 'https://images.example/abc.png' }] });
    case 'quota':
      return openAiError(res, 429, {
        message: 'You exceeded your current quota, please check your plan and billing details.',
        type: 'insufficient_quota',
        code: 'insufficient_quota',
      });
    case 'server_error':
      return openAiError(res, a.status, {
        message: a.status === 503 ? 'The engine is currently overloaded.' : 'Internal error.',
        type: 'server_error',
        code: null,
      });
    case 'hang':
      return;
    case 'malformed':
      return sendMalformed(res);
  }
}

/** Starts the OpenAI fake on 127.0.0.1; configure OPENAI_BASE_URL with its `url` (…/v1). */
export function startFakeOpenAi(options: FakeOptions): Promise<FakeImageServer> {
  return startFake(
    options,
    (origin) => `${origin}/v1`,
    async (req, body, res, fake) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const auth = req.headers.authorization ?? '';
      const apiKey = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : null;
      if (url.pathname === '/v1/models' && req.method === 'GET') {
        fake.checks.push({ path: url.pathname, apiKey });
        if (apiKey !== options.apiKey) return badKey(res);
        return sendJson(res, 200, {
          object: 'list',
          data: options.models.map((id) => ({
            id,
            object: 'model',
            created: 1_700_000_000,
            owned_by: 'fake',
          })),
        });
      }
      if (url.pathname !== '/v1/images/edits' || req.method !== 'POST')
        return openAiError(res, 404, {
          message: 'Not found.',
          type: 'invalid_request_error',
          code: null,
        });
      const form = await new Response(body, {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData();
      const fields: Record<string, unknown> = {};
      const images: FakeRequest['images'] = [];
      for (const [name, value] of form) {
        if (typeof value === 'string') fields[name] = value;
        else if (name === 'image' || name === 'image[]') {
          fields[name] = [...((fields[name] as string[] | undefined) ?? []), value.name];
          images.push({ mimeType: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
        }
      }
      const model = typeof fields.model === 'string' ? fields.model : '';
      const request: FakeRequest = {
        path: url.pathname,
        apiKey,
        model,
        prompt: typeof fields.prompt === 'string' ? fields.prompt : '',
        images,
        fields,
      };
      fake.requests.push(request);
      if (apiKey !== options.apiKey) return badKey(res);
      if (!options.models.includes(model))
        return openAiError(res, 404, {
          message: `The model '${model}' does not exist`,
          type: 'invalid_request_error',
          code: 'model_not_found',
        });
      answer(res, request, await fake.respond(request));
    },
  );
}
