import type {
  MembershipLevel,
  PersonAnalysis,
  Selections,
  StyleSuggestion,
  SuggestInput,
} from '@looklab/shared';
import { EngineError } from '@looklab/engine';
import type { ImageBytes } from './image-edit-provider';

/** Why a provider call failed, so routes can pick the status and text. */
export type AiErrorCode = 'BAD_IMAGE' | 'NO_PEOPLE' | 'PERSON_NOT_FOUND' | 'ABORTED' | 'FAILED';

export class AiProviderError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

/** Minimal logger (pino's shape), so the AI layer logs through the request's logger. */
export type AiLogger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

/** Whose AI limits apply and how large a photo of theirs the engine sees. */
type CallerWork = {
  /** whose limits apply: `user:…`, or `ip:…` for a signed-out client */
  caller: string;
  /** the client went away: work not yet started is dropped */
  signal?: AbortSignal;
  /** longest side of the photo the engine works on: the caller's plan (spec §5) */
  maxSide: number;
};

export type AnalyzeInput = CallerWork & {
  image: Buffer;
  /** the caller's level (signed out: Freemium) */
  level: MembershipLevel;
  /** the id the photo will be kept under (the engine's caches are keyed by it) */
  photoId: string;
};

/** A photo the server keeps (a photo session), already at its plan's size (`maxSide`). */
export type KeptPhoto = ImageBytes & { id: string; maxSide: number };

export type GenerateInput = CallerWork & {
  photo: KeptPhoto;
  personId: string;
  look: Selections;
  reference?: KeptPhoto;
  /** a quick on-screen preview: JPEG, always on the embedded engine (stored images are PNG) */
  preview?: boolean;
  /**
   * a quick preview that may come at the tiles' size (meta.draft) while the look is not yet
   * ready at the screen's (render-size.ts quickPreviewSide)
   */
  quick?: boolean;
  /** a hairstyle tile: on the embedded engine at most TILE_MAX_DIMENSION large */
  draft?: boolean;
  /** called once per provider call that got an answer (usage counts each) */
  onProviderCall?: () => Promise<void>;
  log?: AiLogger;
};

export type GenerateOutput = {
  image: Buffer;
  mimeType: 'image/png' | 'image/jpeg';
  meta: { engine: string; notes?: string[] } & Record<string, unknown>;
  /** where the time went (ms), for the Server-Timing header */
  timings?: Record<string, number>;
};

/** What the AI routes need; the embedded engine is one implementation, a generative service another. */
export interface AiProvider {
  readonly name: string;
  /** The people in the photo, and the photo as it was analysed (fitted to `maxSide`). */
  analyze(input: AnalyzeInput): Promise<{ people: PersonAnalysis[]; photo: ImageBytes }>;
  /** The photo checked and fitted to `maxSide` within an engine slot, to be kept. */
  fitPhoto(input: CallerWork & { image: Buffer }): Promise<ImageBytes>;
  suggest(input: SuggestInput): Promise<StyleSuggestion>;
  generate(input: GenerateInput): Promise<GenerateOutput>;
  close(): Promise<void>;
}

/** Engine errors → AiProviderError (the codes the routes map to statuses). */
export function toAiProviderError(err: unknown): AiProviderError {
  if (err instanceof AiProviderError) return err;
  if (err instanceof EngineError) {
    const code: AiErrorCode =
      err.code === 'BAD_IMAGE' ||
      err.code === 'NO_PEOPLE' ||
      err.code === 'PERSON_NOT_FOUND' ||
      err.code === 'ABORTED'
        ? err.code
        : 'FAILED';
    return new AiProviderError(code, err.message);
  }
  return new AiProviderError('FAILED', err instanceof Error ? err.message : String(err));
}
