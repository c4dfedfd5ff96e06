import { describe, expect, it } from 'vitest';
import { selectionsEqual } from './selections-equal';
import { emptySelections } from './selections.schema';
import {
  applySelectionChange,
  toggleColor,
  toggleProcedure,
  toggleStyle,
  type EditableLook,
} from './toggle-selection';

describe('toggleStyle (spec §4 selection toggles)', () => {
  it('selects a style and sets its default colour', () => {
    const next = toggleStyle(emptySelections, 'lipstick', 'Classic Matte');
    expect(next.lipstickStyle).toBe('Classic Matte');
    expect(next.lipstickColor).toBe('Classic Red');
    expect(emptySelections.lipstickStyle).toBeNull();
  });
  it('toggling the same style again deselects it and its colour', () => {
    const once = toggleStyle(emptySelections, 'lipstick', 'Classic Matte');
    const twice = toggleStyle(once, 'lipstick', 'Classic Matte');
    expect(twice.lipstickStyle).toBeNull();
    expect(twice.lipstickColor).toBeNull();
  });
  it('None/Original clears the style and its colour', () => {
    const chosen = toggleStyle(emptySelections, 'eyebrow', 'High Arch');
    expect(chosen.eyebrowColor).toBe('Dark Brown');
    const cleared = toggleStyle(chosen, 'eyebrow', 'None');
    expect(cleared.eyebrowStyle).toBeNull();
    expect(cleared.eyebrowColor).toBeNull();
    expect(
      toggleStyle(
        toggleStyle(emptySelections, 'femaleHairstyles', 'Pixie Cut'),
        'femaleHairstyles',
        'Original',
      ).hairstyle,
    ).toBeNull();
  });
  it('switching styles replaces the colour with the new default', () => {
    const a = toggleStyle(emptySelections, 'lipstick', 'Classic Matte');
    const b = toggleStyle(a, 'lipstick', 'Sheer Balm');
    expect(b.lipstickColor).toBe('Peach Nude');
  });
  it('uses the catalogue spelling and clears the colour when there is no default', () => {
    expect(toggleStyle(emptySelections, 'femaleHairstyles', 'pixie cut').hairstyle).toBe(
      'Pixie Cut',
    );
    const eyeshadow = toggleStyle(emptySelections, 'eyeshadow', 'Cut Crease');
    expect(eyeshadow.eyeshadowStyle).toBe('Cut Crease');
  });
  it('facial hair categories share one key', () => {
    const beard = toggleStyle(emptySelections, 'beard', 'Full Beard');
    const mustache = toggleStyle(beard, 'mustache', 'Pencil Mustache');
    expect(mustache.facialHairStyle).toBe('Pencil Mustache');
  });
});

describe('toggleColor', () => {
  it('sets and clears a colour', () => {
    const styled = toggleStyle(emptySelections, 'blush', 'Draping');
    const pink = toggleColor(styled, 'blush', 'Soft Pink');
    expect(pink.blushColor).toBe('Soft Pink');
    expect(toggleColor(pink, 'blush', 'Soft Pink').blushColor).toBeNull();
    expect(toggleColor(pink, 'eyeshadow', 'Soft Pink')).toBe(pink);
  });
});

describe('procedures multi-select', () => {
  it('adds, removes and None empties', () => {
    const one = toggleProcedure(emptySelections, 'Lip Filler');
    const two = toggleProcedure(one, 'Rhinoplasty');
    expect(two.procedures).toEqual(['Lip Filler', 'Rhinoplasty']);
    expect(toggleProcedure(two, 'Lip Filler').procedures).toEqual(['Rhinoplasty']);
    expect(toggleProcedure(two, 'None').procedures).toEqual([]);
    expect(toggleStyle(two, 'femaleProcedures', 'Botox').procedures).toEqual([
      'Lip Filler',
      'Rhinoplasty',
      'Botox',
    ]);
  });
});

describe('applySelectionChange', () => {
  const state: EditableLook = {
    selections: emptySelections,
    isDirty: false,
    aiStyleSuggestion: { hairstyle: 'Bob' },
    lastAIRationale: 'Because',
  };
  it('marks dirty and clears the AI suggestion and rationale', () => {
    const next = applySelectionChange(state, toggleStyle(emptySelections, 'hairColor', 'Copper'));
    expect(next.isDirty).toBe(true);
    expect(next.aiStyleSuggestion).toBeNull();
    expect(next.lastAIRationale).toBeNull();
    expect(next.selections.hairColor).toBe('Copper');
  });
  it('no-op changes leave the state untouched', () => {
    expect(applySelectionChange(state, { ...emptySelections, procedures: [] })).toBe(state);
    expect(selectionsEqual(emptySelections, { ...emptySelections, procedures: ['x'] })).toBe(false);
  });
});
