/**
 * The local look renderer: turns a structured look (shared Selections) into an edited copy of
 * the photo. Only the selected person's face/hair region is touched; other people are
 * protected and every untouched pixel stays byte-identical.
 */
import { installSharedCatalogue } from './catalogue-source';
import type { PersonAnalysis, Selections } from '@looklab/shared';
import type { RawImage } from '../image/raw-image';
import {
  isNoChange,
  lookupItem,
  resolveColor,
  selectionColor,
  type RenderCategory,
} from './catalogue-adapter';
import { createContext, type RenderContext } from './context';
import { applyDentistry } from './teeth';
import { applyEyebrows } from './brows';
import { applyEyeliner, applyEyeshadow, applyMascara } from './eye-makeup';
import {
  applyBlush,
  applyBronzer,
  applyConcealer,
  applyContour,
  applyFoundation,
  applyHighlighter,
} from './face-makeup';
import { applyFacialHair } from './facial-hair';
import { buildHairMask, buildHairModel } from './hair-mask';
import { recolorHair } from './hair-color';
import { applyHairstyle, applyHairTexture, type HairstyleRequest } from './hairstyle';
import { analyzeReference, type ReferenceInfo, type ReferenceStyle } from './reference';
import { applyLipLiner, applyLipstick, applyLipTint, lipStyleOpacity } from './lips';
import { NOTES, type RenderMeta } from './meta';
import { applyProcedures } from './procedures';
import {
  commitWork,
  cloneWork,
  loadWork,
  releaseWork,
  type Rect,
  type WorkImage,
} from './work-image';
import { releaseFloats } from './buffer-pool';
import { faceFrame } from './geometry';
import type { Finish } from './paint';
import type { Rgb } from './color';

export type { RenderMeta } from './meta';
export type { ReferenceInfo } from './reference';
export { watermark, watermarkGeometry } from './watermark';
export { setCatalogueSource } from './catalogue-adapter';
export { installSharedCatalogue } from './catalogue-source';

// the shared catalogue is the default source of colours, finishes and hair shapes
installSharedCatalogue();

export type RenderInput = {
  image: RawImage;
  person: PersonAnalysis;
  people: PersonAnalysis[];
  look: Selections;
  reference?: ReferenceInfo;
};

const MAKEUP_KEYS = [
  'lipstickStyle',
  'lipLinerStyle',
  'lipTintStyle',
  'foundationStyle',
  'concealerStyle',
  'blushStyle',
  'contourStyle',
  'highlighterStyle',
  'bronzerStyle',
  'eyeshadowStyle',
  'eyelinerStyle',
  'mascaraStyle',
] as const;
const EYE_KEYS = ['eyeshadowStyle', 'eyelinerStyle', 'mascaraStyle'] as const;

export function hasSunglasses(person: PersonAnalysis): boolean {
  return person.prominentFeatures.some((f) => /sunglass/i.test(f));
}

/** The region that can change: the head with room for long hair and big styles. */
export function workRect(person: PersonAnalysis, image: RawImage, faceOnly = false): Rect {
  const f = faceFrame(person.landmarks);
  // face-only looks need the face and brows; hair looks need room for long hair and big styles
  const corners = faceOnly
    ? [f.toPx(-0.85, -1.0), f.toPx(0.85, -1.0), f.toPx(-0.85, 1.45), f.toPx(0.85, 1.45)]
    : [f.toPx(-1.45, -1.9), f.toPx(1.45, -1.9), f.toPx(-1.45, 3.2), f.toPx(1.45, 3.2)];
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const x1 = Math.min(image.width, Math.ceil(Math.max(...xs)));
  const y1 = Math.min(image.height, Math.ceil(Math.max(...ys)));
  return { x: x0, y: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) };
}

/**
 * 1 over other people's faces (expanded), with a soft margin, so their pixels never change and
 * there is no hard edge where an edit meets the protected area.
 */
function protectionFor(
  work: WorkImage,
  person: PersonAnalysis,
  people: PersonAnalysis[],
): Float32Array | undefined {
  const others = people.filter((p) => p.id !== person.id);
  if (others.length === 0) return undefined;
  const prot = new Float32Array(work.width * work.height);
  let any = false;
  for (const o of others) {
    const b = o.faceBox;
    const padX = b.width * 0.25;
    const padY = b.height * 0.3;
    const soft = Math.max(2, b.width * 0.2);
    const ix0 = b.x - padX - work.x0;
    const iy0 = b.y - padY - work.y0;
    const ix1 = b.x + b.width + padX - work.x0;
    const iy1 = b.y + b.height + padY - work.y0;
    const x0 = Math.max(0, Math.floor(ix0 - soft));
    const y0 = Math.max(0, Math.floor(iy0 - soft));
    const x1 = Math.min(work.width, Math.ceil(ix1 + soft));
    const y1 = Math.min(work.height, Math.ceil(iy1 + soft));
    for (let y = y0; y < y1; y++) {
      const dy = Math.max(0, iy0 - y, y - iy1);
      for (let x = x0; x < x1; x++) {
        const dx = Math.max(0, ix0 - x, x - ix1);
        const d = Math.hypot(dx, dy);
        const v = d <= 0 ? 1 : Math.max(0, 1 - d / soft);
        const i = y * work.width + x;
        if (v > prot[i]) prot[i] = v;
      }
    }
    if (x1 > x0 && y1 > y0) any = true;
  }
  return any ? prot : undefined;
}

function finishOf(category: RenderCategory, style: string): Finish {
  return lookupItem(category, style).finish ?? 'satin';
}

type Step = { key: keyof Selections; run: () => boolean | void };

/** The renderer's contract is async so a later implementation may use sharp or workers. */
export function renderLook(input: RenderInput): Promise<{ image: RawImage; meta: RenderMeta }> {
  try {
    return Promise.resolve(renderLookSync(input));
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
}

export function renderLookSync(input: RenderInput): { image: RawImage; meta: RenderMeta } {
  const { image, person, people, look } = input;
  const out: RawImage = {
    data: new Uint8Array(image.data),
    width: image.width,
    height: image.height,
    channels: 4,
  };
  const meta: RenderMeta = {
    engine: 'local-preview',
    personId: person.id,
    width: image.width,
    height: image.height,
    applied: [],
    skipped: [],
    notes: [],
    timings: {},
  };
  if (person.landmarks.length < 468) {
    meta.notes.push('No face mesh for this person; the photo is unchanged.');
    return { image: out, meta };
  }
  const t0 = performance.now();
  const hairWork =
    Boolean(input.reference) ||
    (['hairstyle', 'hairColor', 'hairTexture', 'facialHairStyle'] as const).some(
      (k) => typeof look[k] === 'string' && !isNoChange(look[k]),
    ) ||
    look.procedures.some((p) => /hair/i.test(p));
  const work = loadWork(image, workRect(person, image, !hairWork));
  const original = cloneWork(work);
  const ctx = createContext(work, person, meta.notes, meta.applied);
  meta.timings.load = performance.now() - t0;

  const female = person.gender === 'female';
  const male = person.gender === 'male';
  const sunglasses = hasSunglasses(person);
  const set = (k: keyof Selections): string | null => {
    const v = look[k];
    return typeof v === 'string' && !isNoChange(v) ? v : null;
  };
  const skip = (key: string, reason: string): void => {
    meta.skipped.push({ key, reason });
  };

  // gender and sunglasses rules (spec §5)
  const makeupAllowed = new Set<string>();
  for (const k of MAKEUP_KEYS) {
    if (!set(k)) continue;
    if (!female) skip(k, NOTES.makeupFemaleOnly);
    else if (sunglasses && (EYE_KEYS as readonly string[]).includes(k)) skip(k, NOTES.sunglasses);
    else makeupAllowed.add(k);
  }
  if (!female && MAKEUP_KEYS.some((k) => set(k))) meta.notes.push(NOTES.makeupFemaleOnly);
  if (sunglasses && female && EYE_KEYS.some((k) => set(k))) meta.notes.push(NOTES.sunglasses);
  const facialHair = set('facialHairStyle');
  if (facialHair && !male) {
    skip('facialHairStyle', NOTES.facialHairMaleOnly);
    meta.notes.push(NOTES.facialHairMaleOnly);
  }

  const color = (
    cat: RenderCategory,
    styleKey: keyof Selections,
    colorKey: keyof Selections | null,
    fallback: string,
  ): Rgb => selectionColor(cat, set(styleKey), colorKey ? set(colorKey) : null, fallback);
  const colorOrNull = (
    cat: RenderCategory,
    styleKey: keyof Selections,
    colorKey: keyof Selections,
  ): Rgb | null =>
    set(colorKey) || lookupItem(cat, set(styleKey) ?? '').defaultColor
      ? selectionColor(cat, set(styleKey), set(colorKey), '#c8a080')
      : null;
  const mk = (k: (typeof MAKEUP_KEYS)[number]): boolean => makeupAllowed.has(k);

  const reference: ReferenceStyle | null = input.reference
    ? analyzeReference(input.reference)
    : null;

  const steps: Step[] = [
    {
      key: 'procedures',
      run: () => look.procedures.length > 0 && applyProcedures(ctx, look.procedures, meta),
    },
    {
      key: 'foundationStyle',
      run: () =>
        mk('foundationStyle') &&
        applyFoundation(
          ctx,
          set('foundationStyle')!,
          colorOrNull('foundation', 'foundationStyle', 'foundationColor'),
          finishOf('foundation', set('foundationStyle')!),
        ),
    },
    {
      key: 'concealerStyle',
      run: () =>
        mk('concealerStyle') &&
        applyConcealer(
          ctx,
          set('concealerStyle')!,
          colorOrNull('concealer', 'concealerStyle', 'concealerColor'),
        ),
    },
    {
      key: 'contourStyle',
      run: () =>
        mk('contourStyle') &&
        applyContour(
          ctx,
          set('contourStyle')!,
          color('contour', 'contourStyle', 'contourColor', '#7a5a48'),
        ),
    },
    {
      key: 'bronzerStyle',
      run: () =>
        mk('bronzerStyle') &&
        applyBronzer(
          ctx,
          set('bronzerStyle')!,
          color('bronze', 'bronzerStyle', 'bronzerColor', '#a8703c'),
          finishOf('bronze', set('bronzerStyle')!),
        ),
    },
    {
      key: 'blushStyle',
      run: () =>
        mk('blushStyle') &&
        applyBlush(
          ctx,
          set('blushStyle')!,
          color('blush', 'blushStyle', 'blushColor', '#e0808a'),
          finishOf('blush', set('blushStyle')!),
        ),
    },
    {
      key: 'highlighterStyle',
      run: () =>
        mk('highlighterStyle') &&
        applyHighlighter(
          ctx,
          set('highlighterStyle')!,
          color('highlighter', 'highlighterStyle', 'highlighterColor', '#f2e2c8'),
          finishOf('highlighter', set('highlighterStyle')!),
        ),
    },
    {
      key: 'eyeshadowStyle',
      run: () =>
        mk('eyeshadowStyle') &&
        applyEyeshadow(ctx, set('eyeshadowStyle')!, finishOf('eyeshadow', set('eyeshadowStyle')!)),
    },
    {
      key: 'eyelinerStyle',
      run: () =>
        mk('eyelinerStyle') &&
        applyEyeliner(
          ctx,
          set('eyelinerStyle')!,
          color('eyeliner', 'eyelinerStyle', 'eyelinerColor', '#141214'),
        ),
    },
    {
      key: 'mascaraStyle',
      run: () =>
        mk('mascaraStyle') &&
        applyMascara(
          ctx,
          set('mascaraStyle')!,
          color('mascara', 'mascaraStyle', 'mascaraColor', '#121012'),
        ),
    },
    {
      key: 'eyebrowStyle',
      run: () => {
        const style = set('eyebrowStyle');
        const c = set('eyebrowColor');
        if (!style && !c) return false;
        applyEyebrows(ctx, style, c ? selectionColor('eyebrow', style, c, '#3b2a20') : null);
        if (c && !style) meta.applied.push('eyebrowColor');
        return Boolean(style);
      },
    },
    {
      key: 'lipTintStyle',
      run: () =>
        mk('lipTintStyle') &&
        applyLipTint(
          ctx,
          color('lipTint', 'lipTintStyle', 'lipTintColor', '#c4506a'),
          finishOf('lipTint', set('lipTintStyle')!),
        ),
    },
    {
      key: 'lipstickStyle',
      run: () => {
        if (!mk('lipstickStyle')) return false;
        const style = set('lipstickStyle')!;
        const finish = finishOf('lipstick', style);
        applyLipstick(
          ctx,
          color('lipstick', 'lipstickStyle', 'lipstickColor', '#b01e2a'),
          finish,
          lipStyleOpacity(style, finish),
        );
      },
    },
    {
      key: 'lipLinerStyle',
      run: () =>
        mk('lipLinerStyle') &&
        applyLipLiner(ctx, color('lipLiner', 'lipLinerStyle', 'lipLinerColor', '#8a3a40')),
    },
    {
      key: 'dentalProcedure',
      run: () => {
        const d = set('dentalProcedure');
        if (!d) return false;
        const ok = applyDentistry(ctx, d);
        if (!ok) {
          meta.notes.push(NOTES.mouthClosed);
          skip('dentalProcedure', NOTES.mouthClosed);
        }
        return ok;
      },
    },
    {
      key: 'hairstyle',
      run: () => {
        const style = set('hairstyle');
        const fullHair = person.hairStatus !== 'full_hair';
        if (!style && !reference) return false;
        const req: HairstyleRequest = {
          style,
          color: set('hairColor')
            ? resolveColor(set('hairColor')!, 'hairColor')
            : (reference?.color ?? null),
          variant: set('hairColorVariant'),
          texture: set('hairTexture'),
          reference,
          fullHair,
        };
        applyHairstyle(ctx, req);
        if (fullHair) meta.notes.push(NOTES.fullHair);
        if (reference && !style) meta.applied.push('customStyle');
        return Boolean(style);
      },
    },
    {
      key: 'hairTexture',
      run: () => {
        const tex = set('hairTexture');
        if (!tex || set('hairstyle') || reference) return false;
        return applyHairTexture(ctx, tex);
      },
    },
    {
      key: 'hairColor',
      run: () => {
        const c = set('hairColor');
        if (!c) return false;
        if (set('hairstyle') || reference) return true; // painted by the hairstyle already
        const model = buildHairModel(ctx);
        if (!model.present) {
          meta.notes.push(NOTES.noHairFound);
          skip('hairColor', NOTES.noHairFound);
          return false;
        }
        ctx.hairMask = buildHairMask(ctx, model);
        recolorHair(
          ctx,
          ctx.hairMask,
          resolveColor(set('hairColor')!, 'hairColor'),
          set('hairColorVariant'),
        );
        if (set('hairColorVariant')) meta.applied.push('hairColorVariant');
      },
    },
    {
      key: 'facialHairStyle',
      run: () =>
        Boolean(facialHair && male) &&
        applyFacialHair(
          ctx,
          facialHair!,
          set('hairColor') ? resolveColor(set('hairColor')!, 'hairColor') : null,
        ),
    },
  ];

  for (const step of steps) {
    const ts = performance.now();
    const r = step.run();
    if (r !== false) meta.applied.push(step.key);
    const dt = performance.now() - ts;
    if (dt > 0.05) meta.timings[step.key] = Math.round(dt * 10) / 10;
  }

  const tc = performance.now();
  commitWork(work, original, out, protectionFor(work, person, people));
  releaseWork(work);
  releaseWork(original);
  releaseFloats(ctx.scratch);
  meta.timings.commit = performance.now() - tc;
  meta.timings.total = performance.now() - t0;
  if (
    meta.applied.some((k) =>
      ['hairstyle', 'hairTexture', 'facialHairStyle', 'procedures', 'customStyle'].includes(k),
    )
  ) {
    meta.notes.push(NOTES.preview);
  }
  return { image: out, meta };
}

export type { RenderContext };
