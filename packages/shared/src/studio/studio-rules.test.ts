import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue/catalogue';
import { applyLook } from './apply-look';
import {
  beforeAfterFileName,
  cardFileName,
  comparisonFileName,
  singleImageFileName,
} from './download-names';
import { gateSelectionsByGender, isCategoryAllowedFor } from './gender-gating';
import { appliedCustomizations, customizationSubtitle, formatProcedures } from './look-text';
import {
  acceptRename,
  customStyleName,
  defaultMakeoverName,
  makeoverNameFromPreset,
} from './makeover-naming';
import { emptySelections, type Selections } from './selections.schema';
import {
  deviceClass,
  isStepEnabled,
  stageFromPath,
  stepPath,
  studioConstants,
  watermarkGeometry,
} from './studio-constants';
import { searchStyles } from './style-search';

const fullLook: Selections = {
  ...emptySelections,
  hairstyle: 'Pixie Cut',
  facialHairStyle: 'Full Beard',
  eyebrowStyle: 'High Arch',
  lipstickStyle: 'Classic Matte',
  lipstickColor: 'Classic Red',
  foundationStyle: 'Skin Tint',
  foundationColor: 'Honey',
  concealerStyle: 'Spot Cover',
  concealerColor: 'Tan',
  eyeshadowStyle: 'Halo Eye',
  procedures: ['Rhinoplasty'],
};

describe('gender gating (spec §5)', () => {
  it('facial hair only for men', () => {
    expect(gateSelectionsByGender(fullLook, 'female').facialHairStyle).toBeNull();
    expect(gateSelectionsByGender(fullLook, 'male').facialHairStyle).toBe('Full Beard');
  });
  it('makeup other than eyebrows only for women; hair and procedures for everyone', () => {
    const male = gateSelectionsByGender(fullLook, 'male');
    expect(male.lipstickStyle).toBeNull();
    expect(male.lipstickColor).toBeNull();
    expect(male.eyeshadowStyle).toBeNull();
    expect(male.foundationStyle).toBeNull();
    expect(male.eyebrowStyle).toBe('High Arch');
    expect(male.hairstyle).toBe('Pixie Cut');
    expect(male.procedures).toEqual(['Rhinoplasty']);
  });
  it('foundation and concealer colours are kept without a gender check', () => {
    const male = gateSelectionsByGender(fullLook, 'male');
    expect(male.foundationColor).toBe('Honey');
    expect(male.concealerColor).toBe('Tan');
  });
  it('category permissions', () => {
    expect(isCategoryAllowedFor('beard', 'female')).toBe(false);
    expect(isCategoryAllowedFor('lipstick', 'male')).toBe(false);
    expect(isCategoryAllowedFor('eyebrow', 'male')).toBe(true);
    expect(isCategoryAllowedFor('dentalProcedure', 'female')).toBe(true);
  });
});

describe('style search (spec §5)', () => {
  it('matches style or colour names, case-insensitive and trimmed', () => {
    const hits = searchStyles(catalogue.lipstick, '  CLASSIC  ');
    expect(hits.map((i) => i.name)).toContain('Classic Matte');
    const byColour = searchStyles(catalogue.lipstick, 'ruby woo');
    expect(byColour.length).toBeGreaterThan(0);
    expect(byColour.every((i) => i.colors?.some((c) => c.name === 'Ruby Woo'))).toBe(true);
    expect(searchStyles(catalogue.lipstick, '')).toHaveLength(catalogue.lipstick.length);
    expect(searchStyles(catalogue.lipstick, 'zzz-nothing')).toEqual([]);
  });
});

describe('makeover names', () => {
  it('Makeover #N, from a preset, custom styles', () => {
    expect(defaultMakeoverName([])).toBe('Makeover #1');
    expect(defaultMakeoverName(['Makeover #1', 'Summer'])).toBe('Makeover #3');
    expect(defaultMakeoverName(['Makeover #7'])).toBe('Makeover #8');
    expect(makeoverNameFromPreset('Bridal Glow')).toBe('Makeover from Bridal Glow');
    expect(customStyleName(2)).toBe('Custom Style 2');
  });
  it('rename needs a trimmed, non-empty, different name', () => {
    expect(acceptRename('Makeover #1', '  Summer  ')).toBe('Summer');
    expect(acceptRename('Makeover #1', '   ')).toBeNull();
    expect(acceptRename('Makeover #1', ' Makeover #1 ')).toBeNull();
  });
});

describe('download file names (spec §9)', () => {
  it('single image: hairstyle with underscores + _makeover.png', () => {
    expect(singleImageFileName('Long Curtain Bangs')).toBe('Long_Curtain_Bangs_makeover.png');
  });
  it('before/after: prefix + selected parts, underscores, lowercased', () => {
    expect(
      beforeAfterFileName({
        hairstyle: 'Pixie Cut',
        hairTexture: 'Wavy',
        hairColor: 'Copper',
        facialHairStyle: 'Original',
        eyebrowStyle: 'None',
        lipstickStyle: 'Classic Matte',
        procedures: ['Lip Filler'],
      }),
    ).toBe('looklab_pixie_cut_wavy_copper_classic_matte_lip_filler.png');
    expect(beforeAfterFileName({})).toBe('looklab.png');
  });
  it('comparison and card files', () => {
    expect(comparisonFileName()).toBe('looklab_comparison.png');
    expect(cardFileName('My Makeover', 'pdf')).toBe('My_Makeover_card.pdf');
    expect(cardFileName('My Makeover', 'png')).toBe('My_Makeover_card.png');
    expect(cardFileName('My Makeover', 'png', { index: 2, total: 2 })).toBe(
      'My_Makeover_card_page_2.png',
    );
  });
});

describe('look text', () => {
  it('procedures as comma text or None', () => {
    expect(formatProcedures([])).toBe('None');
    expect(formatProcedures(null)).toBe('None');
    expect(formatProcedures(['Botox', 'Lip Filler'])).toBe('Botox, Lip Filler');
    expect(formatProcedures('None')).toBe('None');
  });
  it('customization subtitle joins with a bullet and skips none values', () => {
    const record = {
      hairColor: 'Copper',
      hairColorVariant: 'Balayage',
      hairTexture: 'Default',
      lipstickStyle: 'Classic Matte',
      lipstickColor: 'Classic Red',
      procedures: ['Botox'],
      dentalProcedure: 'None',
    };
    expect(appliedCustomizations(record)).toEqual([
      'Copper (Balayage)',
      'Lipstick: Classic Matte, Classic Red',
      'Procedures: Botox',
    ]);
    expect(customizationSubtitle(record)).toBe(
      'Copper (Balayage) • Lipstick: Classic Matte, Classic Red • Procedures: Botox',
    );
  });
});

describe('workflow and constants', () => {
  it('derives the stage from the path', () => {
    expect(stageFromPath('/')).toBe('upload');
    expect(stageFromPath('/select-person')).toBe('select_person');
    expect(stageFromPath('/hairstyles/abc')).toBe('select_hairstyles');
    expect(stageFromPath('/customize')).toBe('customize_looks');
    expect(stageFromPath('/results/x')).toBe('results');
  });
  it('enables steps per the frame rules', () => {
    const none = {
      hasImage: false,
      hasSelectedPerson: false,
      intermediateImageCount: 0,
      finalImageCount: 0,
    };
    expect(isStepEnabled('upload', none)).toBe(true);
    expect(isStepEnabled('hairstyles', none)).toBe(false);
    const picked = { ...none, hasImage: true, hasSelectedPerson: true };
    expect(isStepEnabled('hairstyles', picked)).toBe(true);
    expect(isStepEnabled('customize', picked)).toBe(false);
    expect(isStepEnabled('customize', { ...picked, intermediateImageCount: 1 })).toBe(true);
    expect(isStepEnabled('results', { ...picked, intermediateImageCount: 1 })).toBe(false);
    expect(stepPath('results', 'm1')).toBe('/results/m1');
    expect(stepPath('upload', 'm1')).toBe('/');
  });
  it('watermark geometry and breakpoints', () => {
    expect(watermarkGeometry(300)).toEqual({ fontSize: 12, margin: 8 });
    expect(watermarkGeometry(1500)).toEqual({ fontSize: 20, margin: 15 });
    expect(deviceClass(767)).toBe('mobile');
    expect(deviceClass(768)).toBe('tablet');
    expect(deviceClass(1024)).toBe('desktop');
    expect(studioConstants.undoHighlightMs).toBe(600);
    expect(studioConstants.makeoverPageSize).toBe(10);
  });
});

describe('applyLook (presets, favorites, suggestions)', () => {
  const look = {
    hairstyle: 'Classic Lob',
    hairColor: 'Copper',
    lipstickStyle: 'Classic Matte',
    lipstickColor: 'Classic Red',
    blushStyle: 'Draping',
    facialHairStyle: 'Full Beard',
    procedures: ['Botox'],
  };
  it('applies only the categories enabled in the style preferences (defaults)', () => {
    const next = applyLook(emptySelections, look, { gender: 'female', stylePreferences: {} });
    expect(next.hairstyle).toBe('Classic Lob');
    expect(next.hairColor).toBe('Copper');
    expect(next.lipstickStyle).toBe('Classic Matte');
    expect(next.blushStyle).toBeNull();
    expect(next.facialHairStyle).toBeNull();
    expect(next.procedures).toEqual(['Botox']);
  });
  it('respects explicit flags and gender', () => {
    const next = applyLook(emptySelections, look, {
      gender: 'male',
      stylePreferences: { male_hairColor: false },
    });
    expect(next.hairColor).toBeNull();
    expect(next.facialHairStyle).toBe('Full Beard');
    expect(next.lipstickStyle).toBeNull();
  });
});
