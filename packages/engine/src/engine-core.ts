import type { MembershipLevel, PersonAnalysis } from '@looklab/shared';
import { analyzeFaces, MIN_FACE_SCORE } from './analysis/analyze-image';
import { cropImage, decodeImageAt, resizeImage, type RawImage, type Size } from './image/raw-image';
import {
  detectBoxes,
  detectPeople,
  loadHuman,
  setFaceModels,
  warmModels,
  type DetectedFace,
  type HumanRuntime,
} from './runtime/human-runtime';
import type { StylistCatalogue } from './stylist/catalogue';
import { loadSegmenter, type PersonSegmenter } from './runtime/segmentation';
import {
  loadDescriber,
  meshOnSquare,
  type FaceDescriber,
  type FaceSquare,
  type SourceMap,
  type SquareMesh,
} from './runtime/face-square';
import type { PersonMask } from './render';
import { fitsPerson, type PersonMasks } from './person-masks';
import type { PhotoSide } from './fit/photo-side';
import { personKey, RecentMap } from './recent-map';

/** Longest side the detector works at (faces are then measured at this size too). */
export const DETECT_MAX_SIDE = 1024;

/** Faces that cannot be people (analysis/analyze-image.ts) are not described. */
const PEOPLE_ONLY = { describeMinScore: MIN_FACE_SCORE };

export type Timings = Record<string, number>;

export type AnalyzeResult = {
  people: PersonAnalysis[];
  /** the faces analysed, in detection-image pixels (as given, or as detected here) */
  faces: DetectedFace[];
  /** the decoded original image (full size) */
  image: RawImage;
  /** the person segmentations the hair step used, by person id, in detection-image pixels (as
   * `faces`); none on photos of more than MASKED_HAIR_PEOPLE faces */
  masks: PersonMasks;
  /** the size of the detection image (where `faces` and `masks` are) */
  detected: { width: number; height: number };
  timings: Timings;
};

export type AnalyzeOptions = {
  /** build personProfile and cosmetic recommendations (default true) */
  withProfile?: boolean;
  /** the hair step's segmentations made earlier (the engine keeps them), in detection-image
   * pixels: taken instead of running the model again when they fit the person */
  masks?: PersonMasks;
  /** false: the hair is judged without the segmentation (a custom style's reference photo) */
  segment?: boolean;
};

/** A vertical strip in detection-image pixels; faces whose centre is in [own0, own1) are kept. */
export type Strip = { x0: number; x1: number; own0: number; own1: number };

export type StripResult = { faces: DetectedFace[] };

/** The size of the image the detector sees: at most DETECT_MAX_SIDE on the long side. */
export function detectionSize(image: { width: number; height: number }): {
  width: number;
  height: number;
} {
  const scale = Math.min(1, DETECT_MAX_SIDE / Math.max(image.width, image.height));
  return scale < 1
    ? { width: Math.round(image.width * scale), height: Math.round(image.height * scale) }
    : { width: image.width, height: image.height };
}

/** The image the detector sees: at most DETECT_MAX_SIDE on the long side. */
export async function detectionImage(image: RawImage): Promise<RawImage> {
  const size = detectionSize(image);
  return size.width !== image.width || size.height !== image.height
    ? resizeImage(image, size.width, size.height)
    : image;
}

/** The photo's detection image decoded straight from its bytes (the same pixels as
 * detectionImage of the decoded photo), and the photo's full size. */
export function decodeForDetection(buf: Buffer): Promise<{ image: RawImage; full: Size }> {
  return decodeImageAt(buf, detectionSize);
}

/** One Human instance plus the analysis pipeline; lives inside a worker thread. */
export class EngineCore {
  private constructor(
    private readonly rt: HumanRuntime,
    private readonly catalogue: StylistCatalogue,
  ) {}

  private segmenter: PersonSegmenter | null | undefined;
  /** recent masks by photo size and face mesh (live previews re-render the same person) */
  private readonly masks = new RecentMap<PersonMask>(16);
  /** recent photo sides of fits (several answers are fitted onto one photo and person) */
  readonly fitSides = new RecentMap<PhotoSide>(8);
  /** recent photos of fits, decoded, by their bytes' hash (tiles and finals share a photo) */
  readonly fitPhotos = new RecentMap<Promise<RawImage>>(4);
  private describer: FaceDescriber | undefined;

  /** Human's face mesh on a square where a face is known to be (no detector). */
  meshOnSquare(image: RawImage, sq: FaceSquare, map: SourceMap = null): Promise<SquareMesh> {
    return meshOnSquare(this.rt, image, sq, map);
  }

  /** The face descriptor of a square (the model loads on first use). */
  describeSquare(image: RawImage, sq: FaceSquare): Promise<number[]> {
    this.describer ??= loadDescriber(this.rt);
    return this.describer(image, sq);
  }

  /**
   * The person's segmentation for hair edits (~30–80 ms), or undefined when the model cannot be
   * loaded (the renderer then falls back to colour models alone).
   */
  personMask(image: RawImage, person: PersonAnalysis): PersonMask | undefined {
    const segmenter = this.segmenterOf();
    if (!segmenter) return undefined;
    return this.masks.get(personKey(image, person), () => segmenter.segment(image, person));
  }

  /** The segmentation model, loaded on first use; null when it cannot be loaded. */
  private segmenterOf(): PersonSegmenter | null {
    if (this.segmenter === undefined) {
      try {
        this.segmenter = loadSegmenter(this.rt);
      } catch {
        this.segmenter = null;
      }
    }
    return this.segmenter;
  }

  static async create(catalogue: StylistCatalogue): Promise<EngineCore> {
    const rt = await loadHuman();
    return new EngineCore(rt, catalogue);
  }

  /** Runs the pipeline on a synthetic face-like image and every model (segmentation included)
   * once, so the first request is not slow. */
  async warmup(): Promise<void> {
    const w = 256;
    const data = new Uint8Array(w * w * 4);
    for (let i = 0; i < w * w; i++) {
      const x = i % w;
      const y = Math.floor(i / w);
      const d = Math.hypot(x - w / 2, (y - w / 2) * 0.8) / (w / 3);
      const v = d < 1 ? 200 - d * 40 : 60;
      data[i * 4] = v;
      data[i * 4 + 1] = v * 0.8;
      data[i * 4 + 2] = v * 0.7;
      data[i * 4 + 3] = 255;
    }
    await detectPeople(this.rt, { data, width: w, height: w, channels: 4 }, { tiles: false });
    await warmModels(this.rt);
    // the segmentation of hair looks too: the first look's prep would load and compile it
    this.segmenterOf()?.warm();
  }

  /** Face boxes only, in detection-image pixels (cheap: detector alone). */
  async boxes(buf: Buffer): Promise<{ boxes: DetectedFace['box'][]; width: number }> {
    const { image: small } = await decodeForDetection(buf);
    return { boxes: await detectBoxes(this.rt, small), width: small.width };
  }

  /** Every face in the photo, in detection-image pixels (as analyze detects them). */
  async detectFaces(image: RawImage): Promise<DetectedFace[]> {
    return detectPeople(this.rt, await detectionImage(image), PEOPLE_ONLY);
  }

  /**
   * The faces in a small image (a crop around one face): one pass, no tiles, no iris model
   * (its eye contours are not needed), the description model only when asked for.
   */
  async detectInCrop(crop: RawImage, description: boolean): Promise<DetectedFace[]> {
    const saved = setFaceModels(this.rt, { mesh: true, iris: false, description });
    try {
      return await detectPeople(this.rt, crop, { tiles: false });
    } finally {
      setFaceModels(this.rt, saved);
    }
  }

  /** Detects faces in one vertical strip of the photo (the caller merges strips). */
  async detectStrip(buf: Buffer, strip: Strip): Promise<StripResult> {
    const { image: small } = await decodeForDetection(buf);
    const x0 = Math.max(0, Math.floor(strip.x0));
    const x1 = Math.min(small.width, Math.ceil(strip.x1));
    const crop = cropImage(small, x0, 0, x1 - x0, small.height);
    const found = (await detectPeople(this.rt, crop, PEOPLE_ONLY)).map((f) => shiftFace(f, x0));
    const faces = found.filter((f) => {
      const cx = f.box.x + f.box.width / 2;
      return cx >= strip.own0 && cx < strip.own1;
    });
    return { faces };
  }

  /** Decodes the photo at the detector's size only (its full size is never needed here),
   * detects (unless faces are given) and analyses everyone. */
  async analyzeBuffer(
    buf: Buffer,
    level: MembershipLevel,
    faces?: DetectedFace[],
    opts: AnalyzeOptions = {},
  ): Promise<Omit<AnalyzeResult, 'image'>> {
    const t0 = performance.now();
    const { image: small, full } = await decodeForDetection(buf);
    const decode = performance.now() - t0;
    const result = await this.analyzeDetected(small, full, level, faces, opts);
    return { ...result, timings: { ...result.timings, decode } };
  }

  /** Detects (unless faces are given, in detection-image pixels) and analyses everyone. */
  async analyzeImage(
    image: RawImage,
    level: MembershipLevel,
    given?: DetectedFace[],
    opts: AnalyzeOptions = {},
  ): Promise<AnalyzeResult> {
    const t0 = performance.now();
    const small = await detectionImage(image);
    const resize = performance.now() - t0;
    const result = await this.analyzeDetected(small, image, level, given, opts);
    return { ...result, image, timings: { ...result.timings, resize } };
  }

  /** Detects (unless given) and analyses everyone on the photo's detection image `small`. */
  private async analyzeDetected(
    small: RawImage,
    original: Size,
    level: MembershipLevel,
    given?: DetectedFace[],
    opts: AnalyzeOptions = {},
  ): Promise<Omit<AnalyzeResult, 'image'>> {
    const t1 = performance.now();
    const faces = given ?? (await detectPeople(this.rt, small, PEOPLE_ONLY));
    const t2 = performance.now();
    const masks: PersonMasks = {};
    // ms in the segmentation model (part of the analysis's)
    let segmentMs = 0;
    const segmented = (img: RawImage, person: { landmarks: DetectedFace['mesh'] }) => {
      const ts = performance.now();
      const mask = this.segmenterOf()?.segment(img, person);
      segmentMs += performance.now() - ts;
      return mask;
    };
    const people = analyzeFaces({
      image: small,
      faces,
      original: { width: original.width, height: original.height },
      level,
      catalogue: this.catalogue,
      ...(opts.withProfile === false ? { withProfile: false } : {}),
      ...(opts.segment === false
        ? {}
        : {
            segment: (img: RawImage, face: DetectedFace, id: string) => {
              const person = { landmarks: face.mesh };
              const kept = opts.masks?.[id];
              const mask = kept && fitsPerson(kept, person) ? kept : segmented(img, person);
              if (mask) masks[id] = mask;
              return mask;
            },
          }),
    });
    const t3 = performance.now();
    return {
      people,
      faces,
      masks,
      detected: { width: small.width, height: small.height },
      timings: { detect: t2 - t1, analysis: t3 - t2, segment: segmentMs },
    };
  }
}

function shiftFace(f: DetectedFace, dx: number): DetectedFace {
  return {
    ...f,
    box: { ...f.box, x: f.box.x + dx },
    mesh: f.mesh.map(([x, y, z]) => [x + dx, y, z] as [number, number, number]),
  };
}
