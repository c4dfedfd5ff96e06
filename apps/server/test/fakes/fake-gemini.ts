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
 * A fake of the Gemini API (v1beta) for image editing: POST
 * /v1beta/models/{model}:generateContent with the key in x-goog-api-key, JSON contents[].parts[]
 * of text and inlineData{mimeType,data}; answers candidates[].content.parts[], finishReason,
 * promptFeedback.blockReason and usageMetadata. GET /v1beta/models/{model} for the model check.
 */

/** Tokens Gemini counts per input image, and per generated image (gemini-2.5-flash-image). */
const INPUT_IMAGE_TOKENS = 258;
const OUTPUT_IMAGE_TOKENS = 1290;

type Part = { text?: string; inlineData?: { mimeType?: string; data?: string } };
type GenerateBody = {
  contents?: { role?: string; parts?: Part[] }[];
  generationConfig?: Record<string, unknown>;
};

const googleError = (res: http.ServerResponse, code: number, status: string, message: string) =>
  sendJson(res, code, { error: { code, message, status } });

function badKey(res: http.ServerResponse): void {
  sendJson(res, 400, {
    error: {
      code: 400,
      message: 'API key not valid. Please pass a valid API key.',
      status: 'INVALID_ARGUMENT',
      details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }],
    },
  });
}

function usage(request: FakeRequest, output: number) {
  const prompt = INPUT_IMAGE_TOKENS * request.images.length + Math.ceil(request.prompt.length / 4);
  return {
    promptTokenCount: prompt,
    candidatesTokenCount: output,
    totalTokenCount: prompt + output,
  };
}

function answer(res: http.ServerResponse, request: FakeRequest, a: FakeAnswer): void {
  const candidate = (parts: Part[] | null, finishReason: string) => ({
    ...(parts ? { content: { role: 'model', parts } } : {}),
    finishReason,
    index: 0,
  });
  const ok = (body: Record<string, unknown>) =>
    sendJson(res, 200, { ...body, modelVersion: request.model, responseId: 'fake-response' });
  switch (a.kind) {
    case 'image':
    case 'not_image': {
      const bytes = a.kind === 'image' ? a.image : notAnImage;
      const parts: Part[] = [
        { text: 'Here is the edited photo.' },
        { inlineData: { mimeType: 'image/png', data: bytes.toString('base64') } },
      ];
      return ok({
        candidates: [candidate(parts, 'STOP')],
        usageMetadata: usage(request, OUTPUT_IMAGE_TOKENS),
      });
    }
    case 'block':
      return ok({
        promptFeedback: { blockReason: 'PROHIBITED_CONTENT' },
        usageMetadata: usage(request, 0),
      });
    case 'image_safety':
      return ok({
        candidates: [candidate(null, 'IMAGE_SAFETY')],
        usageMetadata: usage(request, 0),
      });
    case 'no_image':
      return ok({ candidates: [candidate(null, 'NO_IMAGE')], usageMetadata: usage(request, 0) });
    case 'text_only':
      return ok({
        candidates: [candidate([{ text: 'I can describe the new look instead.' }], 'STOP')],
        usageMetadata: usage(request, 12),
      });
    case 'quota':
      return googleError(
        res,
        429,
        'RESOURCE_EXHAUSTED',
        'Resource has been exhausted (e.g. check quota).',
      );
    case 'server_error':
      return a.status === 503
        ? googleError(res, 503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.')
        : googleError(res, 500, 'INTERNAL', 'An internal error has occurred.');
    case 'hang':
      return; // the socket stays open until the client aborts or the fake closes
    case 'malformed':
      return sendMalformed(res);
  }
}

/** Starts the Gemini fake on 127.0.0.1; configure GEMINI_BASE_URL with its `url`. */
export function startFakeGemini(options: FakeOptions): Promise<FakeImageServer> {
  return startFake(
    options,
    (origin) => origin,
    async (req, body, res, fake) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const apiKey = (req.headers['x-goog-api-key'] as string | undefined) ?? null;
      const generate = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(url.pathname);
      const lookup = /^\/v1beta\/models\/([^/:]+)$/.exec(url.pathname);
      const model = decodeURIComponent((generate ?? lookup)?.[1] ?? '');
      if (lookup && req.method === 'GET') {
        fake.checks.push({ path: url.pathname, apiKey });
        if (apiKey !== options.apiKey) return badKey(res);
        if (!options.models.includes(model))
          return googleError(res, 404, 'NOT_FOUND', `models/${model} is not found.`);
        return sendJson(res, 200, {
          name: `models/${model}`,
          displayName: model,
          supportedGenerationMethods: ['generateContent'],
        });
      }
      if (!generate || req.method !== 'POST')
        return googleError(res, 404, 'NOT_FOUND', 'Not found.');
      const parsed = JSON.parse(body.toString('utf8')) as GenerateBody;
      const parts = parsed.contents?.flatMap((c) => c.parts ?? []) ?? [];
      const request: FakeRequest = {
        path: url.pathname,
        apiKey,
        model,
        prompt: parts
          .map((p) => p.text ?? '')
          .join('\n')
          .trim(),
        images: parts.flatMap((p) =>
          p.inlineData?.data
            ? [
                {
                  mimeType: p.inlineData.mimeType ?? '',
                  bytes: Buffer.from(p.inlineData.data, 'base64'),
                },
              ]
            : [],
        ),
        fields: {
          generationConfig: parsed.generationConfig,
          roles: parsed.contents?.map((c) => c.role),
        },
      };
      fake.requests.push(request);
      if (apiKey !== options.apiKey) return badKey(res);
      if (!options.models.includes(model))
        return googleError(res, 404, 'NOT_FOUND', `models/${model} is not found.`);
      answer(res, request, await fake.respond(request));
    },
  );
}
