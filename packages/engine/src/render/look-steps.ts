/**
 * The ordered render steps of a look: one entry per selection key, each painting its category
 * (or deciding it does not apply) through the category painters.
 */
import { renderNotes } from '@looklab/shared';
import type { PersonAnalysis, Selections } from '@looklab/shared';
import {
  lookupItem,
  resolveColor,
  selectionColor,
  type RenderCategory,
} from './catalogue/catalogue-adapter';
import type { RenderContext } from './context';
import { applyDentistry } from './procedures/teeth';
import { applyEyebrows } from './brows/brows';
import { fitBrows } from './brows/fit';
import { fitUpperLids } from './eyes/lids';
import { applyEyeliner, applyEyeshadow, applyMascara } from './eyes/eye-makeup';
import {
  applyBlush,
  applyBronzer,
  applyConcealer,
  applyContour,
  applyFoundation,
  applyHighlighter,
} from './makeup/face-makeup';
import { applyFacialHair } from './facial-hair/facial-hair';
import { buildHairMask, buildHairModel } from './hair-mask/hair-mask';
import { recolorHair } from './hair-color/hair-color';
import { photoHair, type PhotoPrep } from './photo-prep';
import { applyHairstyle, applyHairTexture, type HairstyleRequest } from './hairstyle/hairstyle';
import type { ReferenceStyle } from './hairstyle/reference';
import { applyLipLiner, applyLipstick, applyLipTint, lipStyleOpacity } from './makeup/lips';
import type { RenderMeta } from './meta';
import { applyProcedures } from './procedures/procedures';
import { BEARD_TRANSPLANT_STYLE } from './procedures/params';
import type { Finish } from '../image/paint';
import type { Rgb } from '../image/color';
import type { MAKEUP_KEYS } from './scope';

/** A look's edit (keyed by its selection; 'hairAnalysis' finds the hair and edits nothing). */
export type Step = { key: keyof Selections | 'hairAnalysis'; run: () => boolean | void };

export type StepEnv = {
  ctx: RenderContext;
  person: PersonAnalysis;
  look: Selections;
  meta: RenderMeta;
  reference: ReferenceStyle | null;
  /** the selection's value, or null when unset / "no change" */
  set: (k: keyof Selections) => string | null;
  skip: (key: string, reason: string) => void;
  /** makeup categories allowed by the gender and sunglasses rules */
  makeupAllowed: ReadonlySet<string>;
  /** the facial hair style when set (men only is checked here) */
  facialHair: string | null;
  /** per-photo work of earlier renders of this photo, size and person (photo-prep.ts) */
  prep?: PhotoPrep;
};

function finishOf(category: RenderCategory, style: string): Finish {
  return lookupItem(category, style).finish ?? 'satin';
}

export function lookSteps(env: StepEnv): Step[] {
  const { ctx, person, look, meta, reference, set, skip, makeupAllowed, facialHair, prep } = env;
  const male = person.gender === 'male';
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
  // eye make-up follows the photo's lash line, not only the mesh's lid (once per render)
  let lidsFitted = false;
  const lids = (): true => {
    if (!lidsFitted) fitUpperLids(ctx);
    lidsFitted = true;
    return true;
  };

  return [
    {
      key: 'procedures',
      run: () =>
        look.procedures.length > 0 &&
        applyProcedures(ctx, look.procedures, meta, {
          growBeard: () => applyFacialHair(ctx, BEARD_TRANSPLANT_STYLE, null),
        }),
    },
    {
      // the hair is found in the photo as it is before makeup (foundation smooths the face whose
      // texture sets what counts as strands; brows are redrawn), after procedures (which move it)
      key: 'hairAnalysis',
      run: () => {
        const painted = Boolean(set('hairstyle') || reference);
        const colour = Boolean(set('hairColor') || set('hairTexture')) && !painted;
        if (!colour && !painted && !(facialHair && male)) return false;
        // the photo's own hair, for colour and for the style that replaces it (cached on the
        // context, and across renders of the photo in its prep)
        photoHair(ctx, prep, colour || painted);
        return false;
      },
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
        lids() &&
        applyEyeshadow(ctx, set('eyeshadowStyle')!, finishOf('eyeshadow', set('eyeshadowStyle')!)),
    },
    {
      key: 'eyelinerStyle',
      run: () =>
        mk('eyelinerStyle') &&
        lids() &&
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
        lids() &&
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
        fitBrows(ctx);
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
          meta.notes.push(renderNotes.mouthClosed);
          skip('dentalProcedure', renderNotes.mouthClosed);
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
        if (fullHair) meta.notes.push(renderNotes.fullHair);
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
          meta.notes.push(renderNotes.noHairFound);
          skip('hairColor', renderNotes.noHairFound);
          return false;
        }
        recolorHair(
          ctx,
          buildHairMask(ctx, model),
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
}
