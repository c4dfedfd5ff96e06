import type { CatalogueItem, ProcedureKind } from './catalogue-item.schema';
import {
  dentalSvg,
  procedureSvg,
  type DentalGlyph,
  type ProcedureAction,
  type ProcedureArea,
} from '../icons/procedure-icons';
import { makeItem, noneItem } from './define-item';

interface ProcedureSeed {
  name: string;
  /** What the procedure does: the preview is chosen by this, not by the name. */
  procedure: ProcedureKind;
  group: 'Face' | 'Eyes & Brows' | 'Nose' | 'Lips' | 'Skin' | 'Hair' | 'Jaw & Neck';
  area: ProcedureArea;
  /** What it does; drawn as a badge so procedures on the same area look different. */
  action: ProcedureAction;
  description: string;
  /** Also offered to men: the women's item then carries a male icon (iconUrlMale). */
  unisex?: boolean;
}

/*
 * Every cosmetic procedure is Pro (spec §6: "all procedures except teeth whitening").
 * Descriptions explain the visible result a preview can show, not medical advice.
 */
function procedures(seeds: readonly ProcedureSeed[], male: boolean): CatalogueItem[] {
  return seeds.map((seed) =>
    makeItem(
      {
        name: seed.name,
        description: seed.description,
        group: seed.group,
        level: 'Pro',
        procedure: seed.procedure,
      },
      () => procedureSvg(seed.name, seed.area, male, seed.action),
      !male && seed.unisex
        ? () => procedureSvg(seed.name, seed.area, true, seed.action)
        : undefined,
    ),
  );
}

const womenSeeds: readonly ProcedureSeed[] = [
  {
    name: 'Facelift',
    procedure: 'facelift',
    action: 'lift',
    group: 'Face',
    area: 'face',
    description: 'Lifts sagging cheeks and jowls for a firmer, more youthful contour.',
    unisex: true,
  },
  {
    name: 'Thread Lift',
    procedure: 'thread-lift',
    action: 'needle',
    group: 'Face',
    area: 'face',
    description: 'A subtle lift of the mid-face and jaw with dissolvable threads.',
  },
  {
    name: 'Cheek Fillers',
    procedure: 'cheek-filler',
    action: 'add',
    group: 'Face',
    area: 'cheeks',
    description: 'Adds volume to the cheekbones for lift and a more sculpted mid-face.',
    unisex: true,
  },
  {
    name: 'Botox',
    procedure: 'botox',
    action: 'smooth',
    group: 'Face',
    area: 'forehead',
    description: 'Softens forehead lines, frown lines and crow’s feet for smoother skin.',
    unisex: true,
  },
  {
    name: 'Buccal Fat Removal',
    procedure: 'buccal-fat-removal',
    action: 'remove',
    group: 'Face',
    area: 'cheeks',
    description: 'Slims the lower cheeks for a more defined, contoured face.',
  },
  {
    name: 'Blepharoplasty',
    procedure: 'blepharoplasty',
    action: 'remove',
    group: 'Eyes & Brows',
    area: 'eyes',
    description: 'Eyelid surgery that removes hooding or under-eye bags for a brighter look.',
    unisex: true,
  },
  {
    name: 'Brow Lift',
    procedure: 'brow-lift',
    action: 'lift',
    group: 'Eyes & Brows',
    area: 'brows',
    description: 'Raises low or heavy brows to open the eyes.',
    unisex: true,
  },
  {
    name: 'Under-Eye Filler',
    procedure: 'under-eye-filler',
    action: 'add',
    group: 'Eyes & Brows',
    area: 'under-eyes',
    description: 'Fills hollows under the eyes to soften dark circles and tiredness.',
    unisex: true,
  },
  {
    name: 'Rhinoplasty',
    procedure: 'rhinoplasty',
    action: 'reshape',
    group: 'Nose',
    area: 'nose',
    description: 'Reshapes the nose: refines the tip, straightens the bridge or narrows it.',
    unisex: true,
  },
  {
    name: 'Non-Surgical Rhinoplasty',
    procedure: 'rhinoplasty',
    action: 'needle',
    group: 'Nose',
    area: 'nose',
    description: 'Filler smooths a bump or lifts the tip without surgery.',
  },
  {
    name: 'Lip Filler',
    procedure: 'lip-filler',
    action: 'add',
    group: 'Lips',
    area: 'lips',
    description: 'Adds volume and definition to the lips, from subtle to full.',
  },
  {
    name: 'Lip Lift',
    procedure: 'lip-lift',
    action: 'lift',
    group: 'Lips',
    area: 'lips',
    description: 'Shortens the space under the nose so more of the upper lip shows.',
  },
  {
    name: 'Lip Flip',
    procedure: 'lip-flip',
    action: 'needle',
    group: 'Lips',
    area: 'lips',
    description: 'Relaxes the upper lip muscle so the lip rolls out slightly fuller.',
  },
  {
    name: 'Chin Augmentation',
    procedure: 'chin-augmentation',
    action: 'add',
    group: 'Jaw & Neck',
    area: 'chin',
    description: 'Projects a small chin to balance the profile.',
    unisex: true,
  },
  {
    name: 'Jawline Contouring',
    procedure: 'jawline-contouring',
    action: 'reshape',
    group: 'Jaw & Neck',
    area: 'jaw',
    description: 'Filler defines the jaw angle for a sharper lower face.',
    unisex: true,
  },
  {
    name: 'Neck Lift',
    procedure: 'neck-lift',
    action: 'lift',
    group: 'Jaw & Neck',
    area: 'neck',
    description: 'Tightens loose neck skin and bands for a smoother neckline.',
  },
  {
    name: 'Chemical Peel',
    procedure: 'chemical-peel',
    action: 'smooth',
    group: 'Skin',
    area: 'skin',
    description: 'Resurfaces the top layer of skin for a brighter, more even tone.',
    unisex: true,
  },
  {
    name: 'Laser Resurfacing',
    procedure: 'laser-resurfacing',
    action: 'laser',
    group: 'Skin',
    area: 'skin',
    description: 'Smooths fine lines, scars and sun damage for refined texture.',
    unisex: true,
  },
  {
    name: 'Microneedling',
    procedure: 'microneedling',
    action: 'needle',
    group: 'Skin',
    area: 'skin',
    description: 'Stimulates collagen to improve texture, pores and acne marks.',
  },
  {
    name: 'Hairline Lowering',
    procedure: 'hairline-lowering',
    action: 'reshape',
    group: 'Hair',
    area: 'hairline',
    description: 'Brings a high hairline forward to shorten a tall forehead.',
  },
];

const menSeeds: readonly ProcedureSeed[] = [
  {
    name: 'Cheek Fillers',
    procedure: 'cheek-filler',
    action: 'add',
    group: 'Face',
    area: 'cheeks',
    description: 'Adds structure to flat cheekbones.',
  },
  {
    name: 'Botox',
    procedure: 'botox',
    action: 'smooth',
    group: 'Face',
    area: 'forehead',
    description: 'Relaxes forehead and frown lines for a rested expression.',
  },
  {
    name: 'Facelift',
    procedure: 'facelift',
    action: 'lift',
    group: 'Face',
    area: 'face',
    description: 'Tightens the lower face and jowls while keeping a natural look.',
  },
  {
    name: 'Otoplasty',
    procedure: 'otoplasty',
    action: 'reshape',
    group: 'Face',
    area: 'ears',
    description: 'Pins back prominent ears closer to the head.',
  },
  {
    name: 'Blepharoplasty',
    procedure: 'blepharoplasty',
    action: 'remove',
    group: 'Eyes & Brows',
    area: 'eyes',
    description: 'Removes heavy eyelids or under-eye bags for a fresher look.',
  },
  {
    name: 'Brow Lift',
    procedure: 'brow-lift',
    action: 'lift',
    group: 'Eyes & Brows',
    area: 'brows',
    description: 'Lifts a heavy brow for a more open, alert look.',
  },
  {
    name: 'Under-Eye Filler',
    procedure: 'under-eye-filler',
    action: 'add',
    group: 'Eyes & Brows',
    area: 'under-eyes',
    description: 'Softens hollows and dark circles under the eyes.',
  },
  {
    name: 'Rhinoplasty',
    procedure: 'rhinoplasty',
    action: 'reshape',
    group: 'Nose',
    area: 'nose',
    description: 'Reshapes the nose: straightens the bridge, refines the tip or narrows it.',
  },
  {
    name: 'Jawline Contouring',
    procedure: 'jawline-contouring',
    action: 'reshape',
    group: 'Jaw & Neck',
    area: 'jaw',
    description: 'Filler or implants build a stronger, squarer jaw.',
  },
  {
    name: 'Chin Augmentation',
    procedure: 'chin-augmentation',
    action: 'add',
    group: 'Jaw & Neck',
    area: 'chin',
    description: 'Projects the chin for a balanced, masculine profile.',
  },
  {
    name: 'Neck Liposuction',
    procedure: 'neck-liposuction',
    action: 'remove',
    group: 'Jaw & Neck',
    area: 'neck',
    description: 'Removes fat under the chin for a clean jaw-to-neck angle.',
  },
  {
    name: 'Chemical Peel',
    procedure: 'chemical-peel',
    action: 'smooth',
    group: 'Skin',
    area: 'skin',
    description: 'Evens tone and texture by resurfacing the skin.',
  },
  {
    name: 'Laser Resurfacing',
    procedure: 'laser-resurfacing',
    action: 'laser',
    group: 'Skin',
    area: 'skin',
    description: 'Reduces scars, lines and sun damage for smoother skin.',
  },
  {
    name: 'Hair Transplant',
    procedure: 'hair-transplant',
    action: 'add',
    group: 'Hair',
    area: 'hairline',
    description: 'Restores a full hairline and crown from the patient’s own donor hair.',
  },
  {
    name: 'Beard Transplant',
    procedure: 'beard-transplant',
    action: 'add',
    group: 'Hair',
    area: 'beard',
    description: 'Fills patchy beard areas for even, dense growth.',
  },
];

export const femaleProcedures: CatalogueItem[] = [
  noneItem('None', 'No cosmetic procedures.'),
  ...procedures(womenSeeds, false),
];

export const maleProcedures: CatalogueItem[] = [
  noneItem('None', 'No cosmetic procedures.'),
  ...procedures(menSeeds, true),
];

/** The six cosmetic-dentistry procedures of the spec, exactly; only whitening is not Pro. */
const dentalSeeds: readonly {
  name: string;
  procedure: ProcedureKind;
  glyph: DentalGlyph;
  description: string;
}[] = [
  {
    name: 'Teeth Whitening',
    procedure: 'teeth-whitening',
    glyph: 'whitening',
    description: 'Brightens teeth several shades for a fresh, bright smile.',
  },
  {
    name: 'Dental Veneers',
    procedure: 'veneers',
    glyph: 'veneers',
    description: 'Thin porcelain shells give front teeth an even shape, size and colour.',
  },
  {
    name: 'Dental Bonding',
    procedure: 'bonding',
    glyph: 'bonding',
    description: 'Tooth-coloured resin repairs chips, gaps and uneven edges.',
  },
  {
    name: 'Invisalign Clear Aligners',
    procedure: 'aligners',
    glyph: 'aligners',
    description: 'Clear aligners straighten crooked or gapped teeth; preview the final alignment.',
  },
  {
    name: 'Gum Contouring',
    procedure: 'gum-contouring',
    glyph: 'gums',
    description: 'Reshapes the gum line to reduce a gummy smile and even tooth length.',
  },
  {
    name: 'Cosmetic Crowns',
    procedure: 'crowns',
    glyph: 'crowns',
    description: 'Natural-looking crowns restore damaged or discoloured teeth.',
  },
];

export const dentalProcedures: CatalogueItem[] = [
  noneItem('None', 'No dental changes.'),
  ...dentalSeeds.map((seed) =>
    makeItem(
      {
        name: seed.name,
        description: seed.description,
        procedure: seed.procedure,
        ...(seed.name !== 'Teeth Whitening' && { level: 'Pro' as const }),
      },
      () => dentalSvg(seed.name, seed.glyph),
    ),
  ),
];
