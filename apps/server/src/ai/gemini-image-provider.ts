import { ApiError, GoogleGenAI, type Part } from '@google/genai';
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
  type ImageEditFailure,
  type ImageEditProvider,
} from './image-edit-provider';

/** The parts of a generateContent answer we read; anything else there is ignored. */
const answerSchema = z.object({
  promptFeedback: z.object({ blockReason: z.string().optional() }).optional(),
  candidates: z
    .array(
      z.object({
        finishReason: z.string().optional(),
        content: z
          .object({
            parts: z
              .array(
                z.object({
                  text: z.string().optional(),
                  inlineData: z
                    .object({ mimeType: z.string().optional(), data: z.string().optional() })
                    .optional(),
                }),
              )
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
  usageMetadata: z
    .object({
      promptTokenCount: z.number().optional(),
      candidatesTokenCount: z.number().optional(),
    })
    .optional(),
});

/** finishReasons that mean the answer was stopped by a safety or policy filter. */
const safetyStops = new Set([
  'SAFETY',
  'IMAGE_SAFETY',
  'PROHIBITED_CONTENT',
  'IMAGE_PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
  'RECITATION',
  'IMAGE_RECITATION',
]);

/** Google answers a bad key with 400 API_KEY_INVALID rather than 401. */
function failureOf(err: ApiError): ImageEditFailure {
  if (err.status === 400 && /API_KEY_INVALID|API key not valid/i.test(err.message))
    return 'not_configured';
  return failureForStatus(err.status);
}

/** SDK and fetch errors → ImageEditError (technical text for the log). */
function mapError(err: unknown): never {
  if (err instanceof ImageEditError) throw err;
  if (err instanceof ApiError)
    throw new ImageEditError(failureOf(err), `gemini HTTP ${err.status}: ${err.message}`, {
      status: err.status,
      cause: err,
    });
  if (isAbort(err)) throw new ImageEditError('cancelled', 'gemini call aborted', { cause: err });
  if (isNetworkFailure(err))
    throw new ImageEditError('unavailable', `gemini unreachable: ${String(err)}`, { cause: err });
  if (err instanceof SyntaxError || err instanceof TypeError)
    throw new ImageEditError('malformed', `gemini answer unreadable: ${String(err)}`, {
      answered: true,
      cause: err,
    });
  throw new ImageEditError('unavailable', `gemini call failed: ${String(err)}`, { cause: err });
}

/**
 * Gemini image editing (`@google/genai`, v1beta generateContent): the photo, the reference
 * and the prompt as parts, the answer's first image part as the result.
 */
export function createGeminiImageProvider(config: ImageServiceConfig): ImageEditProvider {
  const client = config.apiKey
    ? new GoogleGenAI({
        apiKey: config.apiKey,
        vertexai: false,
        apiVersion: 'v1beta',
        ...(config.baseUrl ? { httpOptions: { baseUrl: config.baseUrl } } : {}),
      })
    : null;

  return {
    id: 'gemini',
    model: config.model,
    remote: true,
    async edit({ photo, reference, prompt, signal }) {
      const service = requireClient(client, 'GEMINI_API_KEY');
      const parts: Part[] = [
        { inlineData: { mimeType: photo.mimeType, data: photo.bytes.toString('base64') } },
        ...(reference
          ? [
              {
                inlineData: {
                  mimeType: reference.mimeType,
                  data: reference.bytes.toString('base64'),
                },
              },
            ]
          : []),
        { text: prompt },
      ];
      const answer = await callAndRead(
        'gemini',
        () =>
          service.models.generateContent({
            model: config.model,
            contents: [{ role: 'user', parts }],
            config: { responseModalities: ['TEXT', 'IMAGE'], abortSignal: signal },
          }),
        answerSchema,
        mapError,
      );
      const blockReason = answer.promptFeedback?.blockReason;
      if (blockReason)
        throw new ImageEditError('blocked', `gemini blocked the prompt: ${blockReason}`, {
          answered: true,
        });
      const candidate = answer.candidates?.[0];
      const finish = candidate?.finishReason ?? 'none';
      if (safetyStops.has(finish))
        throw new ImageEditError('safety', `gemini stopped the image: ${finish}`, {
          answered: true,
        });
      const data = candidate?.content?.parts?.find((p) => p.inlineData?.data)?.inlineData?.data;
      if (!data) {
        const text = candidate?.content?.parts?.some((p) => p.text) ? 'text only' : 'no parts';
        throw new ImageEditError(
          'no_image',
          `gemini answered without an image (${finish}, ${text})`,
          { answered: true },
        );
      }
      const usage = answer.usageMetadata;
      return {
        kind: 'generated',
        image: decodeAnswerImage(data, 'gemini'),
        usage: usage
          ? {
              inputTokens: usage.promptTokenCount ?? 0,
              outputTokens: usage.candidatesTokenCount ?? 0,
            }
          : null,
      };
    },
    async check(signal) {
      const service = requireClient(client, 'GEMINI_API_KEY');
      try {
        await service.models.get({ model: config.model, config: { abortSignal: signal } });
      } catch (err) {
        mapError(err);
      }
    },
  };
}
