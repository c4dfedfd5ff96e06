import { describe, expect, it } from 'vitest';
import type { PersonAnalysis } from '../analysis/person-analysis.schema';
import { emptySelections } from '../studio/selections.schema';
import { cardContent, cardDate, recipeGroups } from './card-content';

const look = {
  ...emptySelections,
  hairstyle: 'Pixie Cut',
  hairColor: 'Copper',
  hairColorVariant: 'Balayage',
  hairTexture: 'Default',
  lipstickStyle: 'Classic Matte',
  lipstickColor: 'Classic Red',
  eyebrowStyle: 'None',
  procedures: ['Botox'],
  dentalProcedure: 'Teeth Whitening',
};

const person = {
  faceShape: 'Oval',
  skinTone: 'Light',
  undertone: 'Warm',
  eyeColor: 'Hazel',
  eyeShapeAndPlacement: 'Almond, balanced',
  boneStructure: 'Soft',
  lipAnalysis: { lipShape: 'Heart', lipVolume: 'Medium' },
  eyebrowAnalysis: { naturalShapeAndArch: 'Soft arch' },
  colorAnalysis: {
    season: 'Autumn',
    dominantCharacteristic: 'Warm',
    bestColors: [{ name: 'Olive' }, { name: 'Rust' }],
    avoidColors: [{ name: 'Icy Pink' }],
  },
  dentalFeatures: ['Even smile line'],
  cosmeticFeatures: ['Fine lines at the eyes'],
  cosmeticRecommendations: [{ name: 'Botox', rationale: 'Softens the fine lines.' }],
} as unknown as PersonAnalysis;

const base = {
  makeoverName: 'Autumn Glow',
  date: new Date(2026, 10, 25, 12),
  look,
  person,
  styleGoal: '  Office ready  ',
  siteUrl: 'https://looklab.example',
};

describe('card content', () => {
  it('groups the recipe Hair / Makeup / Other and skips None values', () => {
    expect(recipeGroups(look)).toEqual([
      { group: 'Hair', items: ['Hairstyle: Pixie Cut', 'Hair Color: Copper, Balayage'] },
      { group: 'Makeup', items: ['Lipstick: Classic Matte, Classic Red'] },
      { group: 'Other', items: ['Dental: Teeth Whitening', 'Procedures: Botox'] },
    ]);
    expect(recipeGroups(emptySelections)).toEqual([]);
  });

  it('titles the card with the name and date and lists analysis, goal and colours', () => {
    const card = cardContent({ ...base, level: 'Spark' });
    expect(card.title).toBe('Autumn Glow');
    expect(card.date).toBe('November 25, 2026');
    expect(cardDate(new Date(2027, 0, 3))).toBe('January 3, 2027');
    expect(card.analysis).toContain('Skin Tone: Light (Warm undertone)');
    expect(card.analysis).toContain('Lips: Heart, Medium');
    expect(card.styleGoal).toBe('Office ready');
    expect(card.assessment).toEqual([
      'Dental: Even smile line',
      'Cosmetic: Fine lines at the eyes',
      'Consider Botox: Softens the fine lines.',
    ]);
    expect(card.colors).toEqual({
      summary: 'Autumn — Warm',
      best: ['Olive', 'Rust'],
      avoid: ['Icy Pink'],
    });
  });

  it('gives non-Pro cards a QR code and the site line, and Pro cards neither', () => {
    for (const level of ['Freemium', 'Spark', undefined]) {
      expect(cardContent({ ...base, level }).footer).toEqual({
        qrUrl: 'https://looklab.example',
        siteLine: 'Generated with LookLab · looklab.example',
      });
    }
    expect(cardContent({ ...base, level: 'Pro' }).footer).toBeNull();
  });

  it('leaves out what is missing', () => {
    const card = cardContent({ ...base, person: null, styleGoal: ' ', level: 'Pro' });
    expect(card.analysis).toEqual([]);
    expect(card.assessment).toEqual([]);
    expect(card.colors).toBeNull();
    expect(card.styleGoal).toBeNull();
  });
});
