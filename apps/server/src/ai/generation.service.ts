import { EngineError, type LocalEngine } from '@looklab/engine';
import { buildEditPrompt, personNotInPhoto } from '@looklab/shared';
import { quickPreviewSide, renderMaxSide, type RenderUse } from './render-size';
import type { AdmissionTicket, AiAdmission } from './admission';
import {
  AiProviderError,
  toAiProviderError,
  type AiLogger,
  type GenerateInput,
  type GenerateOutput,
} from './ai-provider';
import { FitFailedError } from './generation-errors';
import { callCostUsd, type ModelPrice } from './image-cost';
import {
  ImageEditError,
  type ImageBytes,
  type ImageEditAnswer,
  type ImageEditProvider,
} from './image-edit-provider';
import { inspectAnswer } from './photo-input';
import { callProvider, Deadline } from './remote-call';

/** What generation needs from the embedded engine: the analysis (prompt) and the fit-back. */
export type GenerationEngine = Pick<LocalEngine, 'analyze' | 'fit'>;

export type RemoteGeneration = {
  engine: GenerationEngine;
  /** a generative service (Gemini, OpenAI or OpenAI-compatible) */
  provider: ImageEditProvider;
  /** queue wait and provider calls (retry included) end within this */
  timeoutMs: number;
  price: ModelPrice | null;
};

export type GenerationServiceDeps = {
  /** the embedded engine's provider: previews, and everything when no service is configured */
  local: ImageEditProvider;
  /** engine work and provider calls wait here for a slot */
  admission: AiAdmission;
  remote?: RemoteGeneration;
  /**
   * After a hairstyle tile rendered at the tiles' size: its look's hair layer painted at the
   * screen's size in the background (render-size.ts prepareScreenLook)
   */
  afterTile?: (input: GenerateInput) => void;
};

/** Engine fit refusals the client hears about in the engine's own words. */
const fitRefusals = new Set(['FIT_NO_FACE', 'FIT_IDENTITY']);

const since = (t: number) => performance.now() - t;

/** `timings` with the entry `from` named `to`. */
function renamed(timings: Record<string, number>, from: string, to: string) {
  const { [from]: value, ...rest } = timings;
  return value === undefined ? rest : { ...rest, [to]: value };
}

const ticketOf = (input: GenerateInput): AdmissionTicket => ({
  caller: input.caller,
  ...(input.signal ? { signal: input.signal } : {}),
});

/**
 * Generates a look: previews (and every image without a configured service) render on the
 * embedded engine; otherwise the prompt is built from the person's analysis, the service is
 * called within the limits and the deadline, and its answer is always fitted back onto the
 * photo by the engine before it is returned — never a raw answer. Photos come from the photo
 * sessions, already checked and at their plan's size; previews render at most at
 * PREVIEW_MAX_DIMENSION and hairstyle tiles (drafts) at TILE_MAX_DIMENSION (render-size.ts).
 * Each piece of engine work and each provider call holds a slot of the admission only while it
 * runs.
 */
export class GenerationService {
  constructor(private readonly deps: GenerationServiceDeps) {}

  async generate(input: GenerateInput): Promise<GenerateOutput> {
    const remote = input.preview ? undefined : this.deps.remote;
    if (!remote) return this.renderLocally(input);
    return this.generateRemotely(remote, input);
  }

  private async renderLocally(input: GenerateInput): Promise<GenerateOutput> {
    const { photo, reference } = input;
    // hairstyle tiles (drafts) render at the tiles' size, previews at the screen's
    const use: RenderUse =
      input.preview === true ? 'screen' : input.draft === true ? 'tile' : 'full';
    const maxSide = renderMaxSide(photo.maxSide, use);
    const draft = use === 'tile' && maxSide !== undefined;
    const draftMaxSide =
      use === 'screen' && input.quick === true ? quickPreviewSide(photo.maxSide) : undefined;
    const t0 = performance.now();
    let admitted = t0;
    const answer = await this.deps.admission.run('engine', ticketOf(input), () => {
      admitted = performance.now();
      return this.deps.local
        .edit({
          photo,
          ...(reference ? { reference } : {}),
          prompt: '',
          look: input.look,
          personId: input.personId,
          preview: input.preview === true,
          photoId: photo.id,
          ...(maxSide ? { maxSide } : {}),
          ...(draftMaxSide ? { draftMaxSide } : {}),
          signal: input.signal ?? new AbortController().signal,
        })
        .catch((err: unknown) => Promise.reject(toAiProviderError(err)));
    });
    if (answer.kind !== 'rendered')
      throw new AiProviderError('FAILED', 'local answer not rendered');
    if (draft && !reference) this.deps.afterTile?.(input);
    // the answer's usage count (a database write) before it leaves: `count`
    const counting = performance.now();
    await input.onProviderCall?.();
    const count = performance.now() - counting;
    return {
      image: answer.image,
      mimeType: answer.mimeType,
      meta: { ...answer.meta, ...(draft ? { draft: true } : {}) },
      // the wait for an engine slot, then the engine's stages (its own total as `engine`)
      timings: { admit: admitted - t0, ...renamed(answer.timings, 'total', 'engine'), count },
    };
  }

  private async generateRemotely(
    remote: RemoteGeneration,
    input: GenerateInput,
  ): Promise<GenerateOutput> {
    const t0 = performance.now();
    const deadline = new Deadline(remote.timeoutMs);
    const { provider } = remote;
    const { admission } = this.deps;
    const ticket = ticketOf(input);
    try {
      const { photo, reference } = input;
      const prompt = await admission.run('engine', ticket, () =>
        this.promptFor(remote.engine, input, reference !== undefined),
      );
      const analyzed = performance.now();
      let queued = analyzed;
      const { answer, attempts } = await admission.run(
        'provider',
        ticket,
        () => {
          queued = performance.now();
          return callProvider(
            provider,
            {
              photo,
              ...(reference ? { reference } : {}),
              prompt,
              look: input.look,
              personId: input.personId,
              preview: false,
            },
            {
              deadline,
              ...(input.signal ? { client: input.signal } : {}),
              ...(input.onProviderCall ? { onAnswer: input.onProviderCall } : {}),
              ...(input.log ? { log: input.log } : {}),
            },
          );
        },
        deadline.remainingMs(),
      );
      const called = performance.now();
      if (answer.kind !== 'generated')
        throw new AiProviderError('FAILED', `${provider.id} answered a rendered image`);
      logCost(input.log, provider, answer, remote.price, attempts);
      await inspectAnswer(answer.image, provider.id);
      const fitted = await admission.run('engine', ticket, () =>
        this.fit(remote.engine, input, answer.image, photo),
      );
      return {
        image: fitted.image,
        mimeType: fitted.mimeType,
        meta: { ...fitted.meta, engine: provider.id, model: provider.model ?? undefined },
        timings: {
          analyze: analyzed - t0,
          queue: queued - analyzed,
          provider: called - queued,
          fit: since(called),
          total: since(t0),
        },
      };
    } finally {
      deadline.clear();
    }
  }

  /** The prompt from the selected person's analysis (detections are cached per photo). */
  private async promptFor(
    engine: GenerationEngine,
    input: GenerateInput,
    hasReference: boolean,
  ): Promise<string> {
    const people = await engine
      .analyze(input.photo.bytes, { level: 'Pro', photoId: input.photo.id })
      .catch((err: unknown) => Promise.reject(toAiProviderError(err)));
    if (people.length === 0) throw new AiProviderError('NO_PEOPLE', 'No people in the photo.');
    const person = people.find((p) => p.id === input.personId);
    if (!person) throw new AiProviderError('PERSON_NOT_FOUND', personNotInPhoto(input.personId));
    return buildEditPrompt({ look: input.look, person, peopleCount: people.length, hasReference });
  }

  /** The answer resized, aligned and composited back onto the photo by the engine. */
  private async fit(
    engine: GenerationEngine,
    input: GenerateInput,
    generated: ImageBytes,
    photo: GenerateInput['photo'],
  ) {
    try {
      return await engine.fit({
        image: photo.bytes,
        photoId: photo.id,
        personId: input.personId,
        generated: generated.bytes,
        encoding: 'png',
        ...(input.signal ? { signal: input.signal } : {}),
      });
    } catch (err) {
      if (err instanceof EngineError && err.code && fitRefusals.has(err.code))
        throw new FitFailedError(err.message, err.code);
      if (err instanceof EngineError && err.code === 'BAD_IMAGE')
        throw new ImageEditError('bad_output', `fit could not read the answer: ${err.message}`);
      throw toAiProviderError(err);
    }
  }
}

/** One log line per generated image with its token usage and what it cost. */
function logCost(
  log: AiLogger | undefined,
  provider: ImageEditProvider,
  answer: Extract<ImageEditAnswer, { kind: 'generated' }>,
  price: ModelPrice | null,
  attempts: number,
): void {
  const cost = callCostUsd(answer.usage, price);
  log?.info(
    {
      provider: provider.id,
      model: provider.model,
      attempts,
      inputTokens: answer.usage?.inputTokens,
      outputTokens: answer.usage?.outputTokens,
      costUsd: cost === null ? null : Number(cost.toFixed(5)),
    },
    cost === null
      ? 'generated image (cost unknown: no usage or price for this model)'
      : `generated image: $${cost.toFixed(4)}`,
  );
}
