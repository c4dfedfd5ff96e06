import { describe, expect, it } from 'vitest';
import { emptySelections, type Selections } from './selections.schema';
import {
  canRedo,
  canUndo,
  changedCategories,
  changedKeys,
  createHistory,
  currentSelections,
  pushHistory,
  redo,
  undo,
} from './selection-history';

const withHair = (hairstyle: string): Selections => ({ ...emptySelections, hairstyle });

describe('undo/redo history', () => {
  it('undoes and redoes', () => {
    let h = createHistory(emptySelections);
    h = pushHistory(h, withHair('Pixie Cut'));
    h = pushHistory(h, withHair('Classic Lob'));
    expect(canUndo(h)).toBe(true);
    h = undo(h);
    expect(currentSelections(h).hairstyle).toBe('Pixie Cut');
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(currentSelections(h).hairstyle).toBe('Classic Lob');
    expect(redo(h)).toBe(h);
  });
  it('skips duplicates', () => {
    let h = createHistory(emptySelections);
    h = pushHistory(h, withHair('Pixie Cut'));
    h = pushHistory(h, withHair('Pixie Cut'));
    h = pushHistory(h, { ...withHair('Pixie Cut'), procedures: [] });
    expect(h.entries).toHaveLength(2);
  });
  it('a new change drops the redo tail', () => {
    let h = createHistory(emptySelections);
    h = pushHistory(h, withHair('A'));
    h = pushHistory(h, withHair('B'));
    h = undo(undo(h));
    h = pushHistory(h, withHair('C'));
    expect(h.entries.map((e) => e.hairstyle)).toEqual([null, 'C']);
    expect(canRedo(h)).toBe(false);
  });
  it('keeps at most the limit, dropping the oldest', () => {
    let h = createHistory(emptySelections);
    for (let i = 0; i < 10; i++) h = pushHistory(h, withHair(`S${i}`), 4);
    expect(h.entries).toHaveLength(4);
    expect(currentSelections(h).hairstyle).toBe('S9');
    expect(h.entries[0]?.hairstyle).toBe('S6');
  });
  it('reports the changed keys for the highlight', () => {
    expect(changedKeys(emptySelections, { ...withHair('A'), procedures: ['Botox'] })).toEqual([
      'hairstyle',
      'procedures',
    ]);
    expect(changedKeys(emptySelections, emptySelections)).toEqual([]);
    expect(
      changedCategories(emptySelections, { ...emptySelections, lipstickColor: 'Coral' }),
    ).toEqual(['lipstick']);
    expect(
      changedCategories(emptySelections, { ...emptySelections, facialHairStyle: 'Goatee' }),
    ).toEqual(['beard', 'mustache', 'sideburns']);
  });
});
