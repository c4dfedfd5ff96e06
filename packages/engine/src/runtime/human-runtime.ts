import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config, FaceResult, Human as HumanClass, Result, Tensor } from '@vladmandic/human';
import type { RawImage } from '../image/raw-image';
import { isGreyscale } from '../image/sample';
import { describeFaces } from './face-description';
import { loadFusedFaceRes, type FaceResTf, type GraphModel } from './faceres-graph';
import { installLazyRotation, withLazyRotation } from './lazy-rotation';
import { skipMeshContours } from './mesh-outputs';
import { bodyRect, tilesWhereFacesCouldBe } from './tile-content';
import { tensorFilledInPlace } from './wasm-heap';
import {
  dedupeFaces,
  faceInsideTile,
  fullPassMinFace,
  overlapMin,
  planTiles,
  smallestSought,
  withinBudget,
  type Tile,
  type TileMode,
} from './tiles';

const require = createRequire(import.meta.url);

type HumanModule = { Human: new (config?: Partial<Config>) => HumanClass };

/** Human's package `exports` map is malformed, so resolve files by path inside the package. */
function humanPackageDir(): string {
  // resolving the package's main entry only computes a path; it does not load it
  return path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');
}

export function humanModelsDir(): string {
  return path.join(humanPackageDir(), 'models');
}

function wasmDistDir(): string {
  return path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
}

let fetchPatched = false;
/** Node's fetch has no file:// support; serve model files straight from disk. */
function installFileFetch(): void {
  if (fetchPatched) return;
  fetchPatched = true;
  const original = globalThis.fetch;
  const patched = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('file://')) {
      const body = await readFile(fileURLToPath(url));
      const type = url.endsWith('.json') ? 'application/json' : 'application/octet-stream';
      return new Response(body, { status: 200, headers: { 'content-type': type } });
    }
    return original(input, init);
  };
  globalThis.fetch = patched;
}

export type HumanRuntimeOptions = {
  /** Run the description model (age, gender, descriptor). Default true. */
  description?: boolean;
  /** Run the iris model. Default true. */
  iris?: boolean;
};

export type HumanRuntime = {
  human: HumanClass;
  options: Required<HumanRuntimeOptions>;
  /** the description model, fused (faceres-graph.ts); null when loaded without description */
  faceres: GraphModel | null;
  /** whether detectPeople describes faces now (setFaceModels switches it) */
  describe: boolean;
};

export function humanConfig(opts: Required<HumanRuntimeOptions>): Partial<Config> {
  const modelBasePath = pathToFileURL(humanModelsDir()).href + '/';
  return {
    backend: 'wasm',
    wasmPath: wasmDistDir() + path.sep,
    modelBasePath,
    cacheSensitivity: 0,
    cacheModels: false,
    skipAllowed: false,
    debug: false,
    async: true,
    warmup: 'none',
    deallocate: false,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: {
        enabled: true,
        rotation: true,
        maxDetected: 60,
        minConfidence: 0.35,
        iouThreshold: 0.1,
        minSize: 0,
        scale: 1.4,
        return: false,
        skipFrames: 0,
        skipTime: 0,
      },
      mesh: { enabled: true },
      attention: { enabled: false },
      iris: { enabled: opts.iris },
      // Human never runs its own description model: detectPeople runs a fused copy, batched
      description: { enabled: false, minConfidence: 0.05, skipFrames: 0, skipTime: 0 },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      gear: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  };
}

/** Loads Human on the TensorFlow.js WASM backend with models from the installed package. */
export async function loadHuman(options: HumanRuntimeOptions = {}): Promise<HumanRuntime> {
  installFileFetch();
  const opts: Required<HumanRuntimeOptions> = {
    description: options.description ?? true,
    iris: options.iris ?? true,
  };
  const mod = require(path.join(humanPackageDir(), 'dist', 'human.node-wasm.js')) as HumanModule;
  const human = new mod.Human(humanConfig(opts));
  await human.init();
  await human.load();
  installLazyRotation(human.tf as FaceResTf);
  skipMeshContours(human);
  const faceres = opts.description
    ? (await loadFusedFaceRes(human.tf as FaceResTf, humanModelsDir())).model
    : null;
  return { human, options: opts, faceres, describe: opts.description };
}

/**
 * Runs every loaded face model once on zeros of its input size, so the first photo does not pay
 * for the backend's first-run set-up of each model (the detector alone runs on a photo without
 * faces, the others only once a face is found).
 */
export async function warmModels(rt: HumanRuntime): Promise<void> {
  const tf = rt.human.tf as FaceResTf;
  const models = [...Object.values(rt.human.models.models), rt.faceres];
  for (const m of models) {
    const shape = m?.inputs[0]?.shape;
    if (!m || !shape) continue;
    const input = tf.zeros(shape.map((d) => (d > 0 ? d : 1)));
    const out = m.execute(input);
    const outs = Array.isArray(out) ? out : [out];
    await Promise.all(outs.map((t) => t.data()));
    tf.dispose([input, ...outs]);
  }
}

/** One detected face, coordinates in pixels of the image passed to detectPeople. */
export type DetectedFace = {
  score: number;
  box: { x: number; y: number; width: number; height: number };
  /** 478 points [x, y, z] (468 mesh + 10 iris) in pixels; z is relative depth. */
  mesh: [number, number, number][];
  age: number | null;
  gender: 'female' | 'male' | null;
  genderScore: number;
  embedding: number[] | null;
  rotation: { roll: number; yaw: number; pitch: number } | null;
};

export type DetectOptions = {
  /** Run extra passes on overlapping tiles to find small faces (default: auto). */
  tiles?: boolean | 'auto';
  /** Faces scoring below this get no description (age, gender, descriptor): they will not be
   * people (default 0: every face is described). */
  describeMinScore?: number;
};

/** The few TensorFlow.js functions used here (Human types `human.tf` as untyped). */
type TfSubset = {
  tensor(data: Float32Array, shape: number[], dtype: 'float32'): Tensor;
  dispose(t: Tensor | Tensor[]): void;
};
export function tfOf(human: HumanClass): TfSubset {
  return human.tf as TfSubset;
}

type Rect = { x: number; y: number; width: number; height: number };

/** Writes a tile of the photo as RGB floats (0…255) into `rgb`, grey over already-found faces. */
function fillTile(rgb: Float32Array, img: RawImage, tile: Tile, masks: Rect[]): void {
  let o = 0;
  for (let y = tile.y; y < tile.y + tile.height; y++) {
    let i = (y * img.width + tile.x) * 4;
    for (let x = 0; x < tile.width; x++, i += 4) {
      rgb[o++] = img.data[i]!;
      rgb[o++] = img.data[i + 1]!;
      rgb[o++] = img.data[i + 2]!;
    }
  }
  for (const m of masks) {
    const x0 = Math.max(tile.x, Math.floor(m.x));
    const y0 = Math.max(tile.y, Math.floor(m.y));
    const x1 = Math.min(tile.x + tile.width, Math.ceil(m.x + m.width));
    const y1 = Math.min(tile.y + tile.height, Math.ceil(m.y + m.height));
    for (let y = y0; y < y1; y++) {
      let j = ((y - tile.y) * tile.width + (x0 - tile.x)) * 3;
      for (let x = x0; x < x1; x++, j += 3) {
        rgb[j] = 128;
        rgb[j + 1] = 128;
        rgb[j + 2] = 128;
      }
    }
  }
}

/**
 * Copies a tile to an RGB tensor, painting grey over already-found faces. Float32 (0…255), the
 * type Human computes in: an int32 tensor would be cast to a float copy on every pass. Written
 * straight into the backend's memory (wasm-heap.ts), not through a JS array copied in after.
 */
function toTensor(human: HumanClass, img: RawImage, tile: Tile, masks: Rect[]): Tensor {
  const shape = [1, tile.height, tile.width, 3];
  const inPlace = tensorFilledInPlace(human.tf as FaceResTf, shape, (rgb) =>
    fillTile(rgb, img, tile, masks),
  );
  if (inPlace) return inPlace;
  const rgb = new Float32Array(tile.width * tile.height * 3);
  fillTile(rgb, img, tile, masks);
  return tfOf(human).tensor(rgb, shape, 'float32');
}

/** A face found by one pass, with the crop the mesh saw when the description is wanted. */
type Found = DetectedFace & { crop: Tensor | null };

function convertFace(f: FaceResult, tile: Tile): Found | null {
  if (!f.mesh || f.mesh.length < 468) return null;
  const mesh = f.mesh.map(
    (p) => [p[0] + tile.x, p[1] + tile.y, p[2] ?? 0] as [number, number, number],
  );
  const [bx, by, bw, bh] = f.box;
  return {
    score: f.score,
    box: { x: bx + tile.x, y: by + tile.y, width: bw, height: bh },
    mesh,
    age: null,
    gender: null,
    genderScore: 0,
    embedding: null,
    rotation: f.rotation?.angle ?? null,
    crop: f.tensor ?? null,
  };
}

/** One detector pass (detector, mesh, iris) over a tile; `crops` collects every face crop. */
async function detectTile(
  rt: HumanRuntime,
  img: RawImage,
  tile: Tile,
  masks: Rect[],
  crops: Tensor[],
): Promise<Found[]> {
  const tensor = toTensor(rt.human, img, tile, masks);
  try {
    const res: Result = await withLazyRotation(() => rt.human.detect(tensor));
    const out: Found[] = [];
    for (const f of res.face) {
      if (f.tensor) crops.push(f.tensor);
      const c = convertFace(f, tile);
      if (c) out.push(c);
    }
    return out;
  } finally {
    tfOf(rt.human).dispose(tensor);
  }
}

/** Grows a face box a little so a masked face is not found again from its edges. */
function maskRect(b: Rect): Rect {
  const g = 0.15;
  return {
    x: b.x - b.width * g,
    y: b.y - b.height * g,
    width: b.width * (1 + 2 * g),
    height: b.height * (1 + 2 * g),
  };
}

type Scored = { box: Rect; score: number };

/**
 * A full-frame pass, then (planTiles) passes over tiles where small faces could be: tiles with
 * skin or texture outside the faces already found (tile-content.ts), most promising first,
 * within the search's time budget (withinBudget). Faces already found are painted out of every
 * tile, so nobody is searched for twice.
 */
async function searchFaces<T extends Scored>(
  img: RawImage,
  pass: (tile: Tile, masks: Rect[]) => Promise<T[]>,
  mode: TileMode,
): Promise<T[]> {
  const full: Tile = { x: 0, y: 0, width: img.width, height: img.height };
  let faces = dedupeFaces(await pass(full, []));
  const boxes = faces.map((f) => f.box);
  const grid = planTiles(img.width, img.height, boxes, mode);
  if (grid.length === 0) return faces;
  // faces bigger than any the tiles look for are nearer: nobody sought stands over their bodies
  const sought = fullPassMinFace(img.width, img.height);
  const bodies = boxes.filter((b) => b.width > sought).map((b) => bodyRect(b, img.height));
  const masks = [...boxes.map(maskRect), ...bodies];
  const tiles = withinBudget(
    tilesWhereFacesCouldBe(img, grid, masks, smallestSought(boxes), isGreyscale(img)),
  );
  for (const tile of tiles) {
    const inTile = faces.filter((f) => overlapMin(f.box, tile) > 0);
    const found = await pass(
      tile,
      inTile.map((f) => maskRect(f.box)),
    );
    const accepted = found.filter((f) => faceInsideTile(f.box, tile, img.width, img.height));
    faces = dedupeFaces([...faces, ...accepted]);
  }
  return faces;
}

/**
 * Finds every face in the image. A full-frame pass is followed, when faces smaller than it sees
 * could be in the photo, by passes over overlapping tiles (searchFaces). The description model
 * then runs once, batched, over the faces kept (not per pass, not on duplicates, not on faces
 * scoring below `describeMinScore`).
 */
export async function detectPeople(
  rt: HumanRuntime,
  img: RawImage,
  opts: DetectOptions = {},
): Promise<DetectedFace[]> {
  const face = rt.human.config.face;
  face.detector ??= {};
  const model = rt.describe ? rt.faceres : null;
  const minConfidence = face.description?.minConfidence ?? 0.05;
  const savedReturn = face.detector.return ?? false;
  face.detector.return = model !== null;
  const crops: Tensor[] = [];
  try {
    const faces = await searchFaces(
      img,
      (tile, masks) => detectTile(rt, img, tile, masks, crops),
      opts.tiles ?? 'auto',
    );
    if (model) {
      const minScore = opts.describeMinScore ?? 0;
      const chosen = faces.filter((f) => f.crop && f.score >= minScore);
      const described = await describeFaces(
        rt.human.tf as FaceResTf,
        model,
        chosen.map((f) => f.crop as Tensor),
        minConfidence,
      );
      chosen.forEach((f, k) => Object.assign(f, described[k]));
    }
    return faces.map(({ crop: _crop, ...f }) => f);
  } finally {
    tfOf(rt.human).dispose(crops);
    face.detector.return = savedReturn;
  }
}

export type ModelSwitches = { mesh: boolean; iris: boolean; description: boolean };

/** Turns face models on or off at run time; returns the previous switches. */
export function setFaceModels(rt: HumanRuntime, on: ModelSwitches): ModelSwitches {
  const face = rt.human.config.face;
  face.mesh ??= {};
  face.iris ??= {};
  const prev: ModelSwitches = {
    mesh: face.mesh.enabled ?? true,
    iris: face.iris.enabled ?? true,
    description: rt.describe,
  };
  face.mesh.enabled = on.mesh;
  face.iris.enabled = on.iris;
  rt.describe = on.description;
  return prev;
}

/**
 * Face boxes only (detector, no mesh/iris/description) with the same search: a cheap look at
 * how many faces there are and where, used to split big group photos over workers.
 */
export async function detectBoxes(rt: HumanRuntime, img: RawImage): Promise<Rect[]> {
  const saved = setFaceModels(rt, { mesh: false, iris: false, description: false });
  try {
    const boxesOf = async (tile: Tile, masks: Rect[]) => {
      const tensor = toTensor(rt.human, img, tile, masks);
      try {
        const res: Result = await withLazyRotation(() => rt.human.detect(tensor));
        return res.face.map((f) => ({
          score: f.score,
          box: { x: f.box[0] + tile.x, y: f.box[1] + tile.y, width: f.box[2], height: f.box[3] },
        }));
      } finally {
        tfOf(rt.human).dispose(tensor);
      }
    };
    return (await searchFaces(img, boxesOf, 'auto')).map((f) => f.box);
  } finally {
    setFaceModels(rt, saved);
  }
}
