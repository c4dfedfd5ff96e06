/**
 * Hairstyle silhouette parameters: from the shared catalogue when it has the item, otherwise
 * inferred from the style name with the same parameter set the catalogue icons use.
 */
import type { FacialHairShape, ScalpHairShape } from '@looklab/shared';
import { baseFacialShape, baseScalpShape } from '@looklab/shared';
import { facialShapeOf, scalpShapeOf } from '../catalogue/catalogue-adapter';

export function scalpParams(name: string): ScalpHairShape {
  const fromCatalogue = scalpShapeOf(name);
  if (fromCatalogue) return fromCatalogue;
  const n = name.toLowerCase();
  const p: ScalpHairShape = { ...baseScalpShape };
  const set = (q: Partial<ScalpHairShape>): void => void Object.assign(p, q);
  if (/buzz|shaved|skin|bald/.test(n))
    set({ shape: 'shaved', length: 0.05, volume: 0, sides: 1, crownHeight: 0 });
  else if (/crew|crop|caesar|ivy|short back|military/.test(n))
    set({ shape: 'crop', length: 0.25, volume: 0.15, sides: 0.6 });
  else if (/pixie/.test(n))
    set({
      shape: 'pixie',
      length: 0.35,
      volume: 0.3,
      sides: 0.6,
      fringe: 'side-swept',
      fringeLength: 0.4,
    });
  else if (/lob|long bob/.test(n)) set({ shape: 'bob', length: 1.3, volume: 0.35 });
  else if (/bob/.test(n)) set({ shape: 'bob', length: 0.95, volume: 0.35 });
  else if (/shag|wolf|mullet/.test(n))
    set({ shape: 'shag', length: 1.3, volume: 0.6, crownHeight: 0.12 });
  else if (/bun|knot|chignon/.test(n))
    set({
      shape: 'bun',
      length: 0.3,
      volume: 0.15,
      sides: 0.3,
      gather: /low|nape|chignon/.test(n) ? 'nape' : 'top',
    });
  else if (/pony/.test(n))
    set({ shape: 'ponytail', length: 0.4, volume: 0.15, sides: 0.3, gather: 'crown' });
  else if (/updo|twist|beehive/.test(n))
    set({
      shape: 'updo',
      length: 0.35,
      volume: 0.3,
      crownHeight: /beehive/.test(n) ? 0.5 : 0.2,
      gather: 'crown',
    });
  else if (/braid|cornrow/.test(n)) set({ shape: 'braid', length: 1.8, volume: 0.2 });
  else if (/afro/.test(n))
    set({ shape: 'afro', length: 0.9, volume: 1, curl: 1, crownHeight: 0.35 });
  else if (/mohawk|mohican|faux/.test(n))
    set({ shape: 'mohawk', length: 0.3, volume: 0.3, sides: 0.05, crownHeight: 0.45 });
  else if (/undercut|fade/.test(n))
    set({ shape: 'undercut', length: 0.35, volume: 0.35, sides: 0.1, crownHeight: 0.15 });
  else if (/slick|comb over|side part|gentleman/.test(n))
    set({ shape: 'slick', length: 0.35, volume: 0.15, sides: 0.5, parting: 'left' });
  else if (/quiff|pompadour/.test(n))
    set({ shape: 'quiff', length: 0.35, volume: 0.3, crownHeight: 0.3, sides: 0.4 });
  else if (/loc|dread/.test(n)) set({ shape: 'locs', length: 1.8, volume: 0.5, curl: 0.8 });
  else if (/long|mermaid|waterfall/.test(n)) set({ shape: 'straight', length: 2.1, volume: 0.35 });
  else if (/medium|shoulder|mid/.test(n)) set({ shape: 'layered', length: 1.5, volume: 0.4 });
  else if (/short/.test(n)) set({ shape: 'crop', length: 0.4, volume: 0.25, sides: 0.7 });
  if (/wav|beach/.test(n)) p.curl = Math.max(p.curl, 0.33);
  if (/curl|ringlet|perm/.test(n)) p.curl = Math.max(p.curl, 0.66);
  if (/coil|kinky/.test(n)) p.curl = 1;
  if (/bang|fringe/.test(n)) {
    p.fringe = /curtain/.test(n)
      ? 'curtain'
      : /side/.test(n)
        ? 'side-swept'
        : /wisp/.test(n)
          ? 'wispy'
          : 'blunt';
    p.fringeLength = Math.max(p.fringeLength, 0.7);
  }
  if (/asym/.test(n)) p.asymmetry = 0.6;
  return p;
}

export function facialParams(name: string): FacialHairShape {
  const fromCatalogue = facialShapeOf(name);
  if (fromCatalogue) return fromCatalogue;
  const n = name.toLowerCase();
  const p: FacialHairShape = { ...baseFacialShape };
  const set = (q: Partial<FacialHairShape>): void => void Object.assign(p, q);
  if (/stubble|5 o|shadow/.test(n))
    set({
      mustache: 'natural',
      chin: 1,
      cheeks: 0.6,
      length: 0,
      density: 0.3,
      sideburns: 1,
      sideburnWidth: 0.08,
      connected: true,
      shape: 'rounded',
    });
  else if (/goatee|van dyke|anchor/.test(n))
    set({
      mustache: /van dyke|anchor/.test(n) ? 'natural' : 'none',
      chin: 0.32,
      cheeks: 0,
      length: 0.08,
      density: 0.85,
      sideburns: 0,
      connected: /circle|goatee/.test(n),
      shape: 'rounded',
    });
  else if (/full|lumberjack|garibaldi|bandholz|long|viking/.test(n))
    set({
      mustache: 'natural',
      chin: 1,
      cheeks: 0.7,
      length: /long|garibaldi|bandholz|viking/.test(n) ? 0.35 : 0.15,
      density: 0.95,
      sideburns: 1,
      sideburnWidth: 0.1,
      connected: true,
      shape: /garibaldi/.test(n) ? 'rounded' : /viking/.test(n) ? 'forked' : 'rounded',
    });
  else if (/short|boxed|corporate|ducktail/.test(n))
    set({
      mustache: 'natural',
      chin: 1,
      cheeks: 0.5,
      length: 0.06,
      density: 0.85,
      sideburns: 1,
      sideburnWidth: 0.08,
      connected: true,
      shape: /duck/.test(n) ? 'pointed' : 'square',
    });
  else if (/chin strap|chinstrap/.test(n))
    set({
      mustache: 'none',
      chin: 1,
      cheeks: 0,
      length: 0.02,
      density: 0.85,
      sideburns: 1,
      sideburnWidth: 0.04,
      connected: false,
      shape: 'rounded',
    });
  else if (/mutton|chop/.test(n))
    set({
      mustache: 'horseshoe',
      chin: 0,
      cheeks: 0.6,
      length: 0.02,
      density: 0.85,
      sideburns: 1,
      sideburnWidth: 0.16,
      connected: false,
      shape: 'none',
    });
  else if (/sideburn/.test(n))
    set({
      mustache: 'none',
      chin: 0,
      cheeks: 0,
      length: 0,
      density: 0.85,
      sideburns: 0.8,
      sideburnWidth: 0.06,
      connected: false,
      shape: 'none',
    });
  else if (
    /mustache|moustache|handlebar|pencil|walrus|horseshoe|chevron|fu manchu|toothbrush|english/.test(
      n,
    )
  ) {
    const kind = /handlebar/.test(n)
      ? 'handlebar'
      : /pencil/.test(n)
        ? 'pencil'
        : /walrus/.test(n)
          ? 'walrus'
          : /horseshoe/.test(n)
            ? 'horseshoe'
            : /chevron/.test(n)
              ? 'chevron'
              : /fu/.test(n)
                ? 'fu-manchu'
                : /toothbrush/.test(n)
                  ? 'toothbrush'
                  : /english/.test(n)
                    ? 'english'
                    : 'natural';
    set({
      mustache: kind,
      chin: 0,
      cheeks: 0,
      length: 0,
      density: 0.9,
      sideburns: 0,
      connected: false,
      shape: 'none',
    });
  }
  return p;
}
