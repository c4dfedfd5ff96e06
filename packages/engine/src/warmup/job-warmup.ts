/**
 * Warming a worker's hair jobs, not only the renderer's loops (render-warmup.ts), before its first
 * photo. V8 compiles a function for the shapes (hidden classes) of the objects it has seen: a
 * render called directly on the painted portrait sees the portrait's own masks and prep, but a
 * photo's tiles get their prep and people from the engine's main thread — copies made by the
 * structured clone of a worker message, objects of other shapes — so their first renders threw
 * the compiled code away ("wrong map" deoptimisations in removal, fill, strands and the hair
 * mask: 2–3× a later render's CPU) and compiled it again. Here the portrait goes through the
 * jobs a photo's first clicks take, with the same messages: its prep (segmentation and the
 * photo's own hair) in a prepare job, sent through a message channel, then each warm-up style
 * as a hairstyle tile (rendered with that prep, its hair layer kept, encoded), and one quick
 * preview made from a tile's layer, sent back as the engine sends it. Nothing made is kept.
 */
import { MessageChannel } from 'node:worker_threads';
import { emptySelections, hairstylesFor, type Selections } from '@looklab/shared';
import type { EngineCore } from '../engine-core';
import { encodePng } from '../image/raw-image';
import { keepMasks, SAME_SIZE } from '../person-masks';
import type { WorkerRequest, WorkerResult } from '../worker/protocol';
import { forgetDecodedPhoto, prepareInWorker, renderInWorker } from '../worker/render-job';
import { warmupPortrait } from './portrait';
import { WARMUP_WIDTH, warmupStyles } from './render-warmup';

/** The warm-up photo's key in the worker's decoded-photo cache (dropped when it is done). */
export const WARMUP_PHOTO_KEY = 'engine-warmup-portrait';

/** The colour of the warm-up's quick preview: a hair colour, so the layer is recoloured. */
const WARMUP_PREVIEW_COLOR = 'Copper';

/**
 * The warm-up's received messages, kept for the worker's life. An object received from another
 * thread gets its shape (map) by adding its fields one by one; V8 keeps such shapes only while an
 * object has them, and the compiled code checks for them. Were the warm-up's copies collected,
 * the first photo's prep and people would be given new shapes and throw that code away again.
 * (~1 MB at the warm-up's size.)
 */
const received: unknown[] = [];

/** `value` as another thread receives it (the structured clone of a worker message), kept. */
export function asMessage<T>(value: T): Promise<T> {
  const { port1, port2 } = new MessageChannel();
  return new Promise<T>((resolve) => {
    port2.once('message', (copy: T) => {
      port1.close();
      port2.close();
      received.push(copy);
      resolve(copy);
    });
    port1.postMessage(value);
  });
}

/** How many of the warm-up's messages are kept (for tests). */
export function receivedKept(): number {
  return received.length;
}

type RenderRequest = Extract<WorkerRequest, { kind: 'render' }>;

function expectRender(r: WorkerResult): Extract<WorkerResult, { kind: 'render' }> {
  if (r.kind !== 'render') throw new Error(`warm-up: a render answered ${r.kind}`);
  return r;
}

/**
 * Runs a photo's first jobs on the painted portrait, as the engine sends them: its prep, each
 * warm-up style as a tile, a preview from the last tile's layer. Returns the tiles rendered.
 */
export async function warmHairJobs(core: EngineCore, width = WARMUP_WIDTH): Promise<number> {
  const { image, face, person, personMask } = warmupPortrait(width);
  const bytes = new Uint8Array(await encodePng(image));
  // its painted segmentation rather than the model's guess at a painting, as the engine keeps
  // an analysis's (the portrait is its own detection image)
  const masks = await asMessage(keepMasks({ [person.id]: personMask }, SAME_SIZE));
  // the face as the engine's detection cache sends it: the prepare job analyses the person
  const faces = await asMessage([face]);
  const photo = {
    id: 0,
    image: bytes,
    personId: person.id,
    faces,
    masks,
    photoKey: WARMUP_PHOTO_KEY,
  };
  try {
    const prepared = await prepareInWorker(core, { ...photo, kind: 'prepare' });
    if (prepared.kind !== 'prepare' || !prepared.people)
      throw new Error('warm-up: the prepare job answered otherwise');
    const prep = await asMessage(prepared.prep);
    // the people that job analysed, as the engine keeps them for the photo's later jobs
    const base = { ...photo, people: await asMessage(prepared.people) };
    const styles = warmupStyles([...hairstylesFor('female'), ...hairstylesFor('male')]);
    let last: { look: Selections; result: Extract<WorkerResult, { kind: 'render' }> } | null = null;
    for (const hairstyle of styles) {
      const look: Selections = { ...emptySelections, hairstyle };
      const tile: RenderRequest = { ...base, kind: 'render', look, encoding: 'png', prep };
      last = { look, result: expectRender(await renderInWorker(core, tile)) };
    }
    const layer = last?.result.layer && (await asMessage(last.result.layer));
    if (last && layer) {
      const look = { ...last.look, hairColor: WARMUP_PREVIEW_COLOR };
      const preview: RenderRequest = {
        ...base,
        kind: 'render',
        look,
        encoding: 'jpeg',
        prep,
        layer,
      };
      expectRender(await renderInWorker(core, preview));
    }
    return styles.length;
  } finally {
    forgetDecodedPhoto(WARMUP_PHOTO_KEY);
  }
}
