import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySelections, makeoverSchema } from '@looklab/shared';
import {
  hairstyleImage as image,
  lookWith as look,
  memoryPhoto as photo,
  personWithId as person,
} from '../testing/studio-fixtures';
import { currentSelections } from './selection-rules';
import { LAST_CHANGE_HIGHLIGHT_MS, useStudioStore } from './studio-store';

const store = () => useStudioStore.getState();

beforeEach(() => {
  vi.useFakeTimers();
  store().reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('selections history', () => {
  it('records a change: history grows, dirty, the changed category flagged for 600 ms', () => {
    store().changeSelections(look({ hairColor: 'Auburn' }));
    expect(store().history).toHaveLength(2);
    expect(store().historyIndex).toBe(1);
    expect(currentSelections(store()).hairColor).toBe('Auburn');
    expect(store().isDirty).toBe(true);
    expect(store().lastChangedKey).toBe('hairColor');
    vi.advanceTimersByTime(LAST_CHANGE_HIGHLIGHT_MS - 1);
    expect(store().lastChangedKey).toBe('hairColor');
    vi.advanceTimersByTime(1);
    expect(store().lastChangedKey).toBeNull();
  });

  it('skips a change to the same selections', () => {
    store().changeSelections(look({ hairColor: 'Auburn' }));
    store().changeSelections(look({ hairColor: 'Auburn' }));
    expect(store().history).toHaveLength(2);
  });

  it('keeps the AI rationale given with a change and clears it on the next change', () => {
    store().changeSelections(look({ lipstickStyle: 'Matte' }), 'Warm tones suit you.');
    expect(store().lastAIRationale).toBe('Warm tones suit you.');
    store().changeSelections(look({ lipstickStyle: 'Gloss' }));
    expect(store().lastAIRationale).toBeNull();
  });

  it('undoes and redoes, flagging the category that changed back', () => {
    store().changeSelections(look({ hairColor: 'Auburn' }));
    store().changeSelections(look({ hairColor: 'Auburn', lipstickStyle: 'Matte' }));
    vi.advanceTimersByTime(LAST_CHANGE_HIGHLIGHT_MS);
    store().undo();
    expect(currentSelections(store())).toEqual(look({ hairColor: 'Auburn' }));
    expect(store().lastChangedKey).toBe('lipstickStyle');
    store().undo();
    expect(currentSelections(store())).toEqual(emptySelections);
    expect(store().lastChangedKey).toBe('hairColor');
    store().undo();
    expect(store().historyIndex).toBe(0);
    store().redo();
    store().redo();
    expect(currentSelections(store()).lipstickStyle).toBe('Matte');
    store().redo();
    expect(store().historyIndex).toBe(2);
  });

  it('drops the redo tail when a new change follows an undo', () => {
    store().changeSelections(look({ hairColor: 'Auburn' }));
    store().changeSelections(look({ hairColor: 'Black' }));
    store().undo();
    store().changeSelections(look({ hairColor: 'Blonde' }));
    expect(store().history.map((s) => s.hairColor)).toEqual([null, 'Auburn', 'Blonde']);
    store().redo();
    expect(currentSelections(store()).hairColor).toBe('Blonde');
  });

  it('marks undo as a change and clears the AI suggestion', () => {
    store().changeSelections(look({ hairColor: 'Auburn' }), 'Suits you.');
    store().saved();
    store().undo();
    expect(store().isDirty).toBe(true);
    expect(store().lastAIRationale).toBeNull();
  });
});

describe('hairstyle generation', () => {
  it('queues, sends and fills a hairstyle; the first one becomes the active image', () => {
    store().startGenerating('Bob');
    expect(store().generating.Bob?.phase).toBe('waiting');
    store().generationSent('Bob', 1234);
    expect(store().generating.Bob).toEqual({ phase: 'generating', since: 1234 });
    store().finishGenerating('Bob', { image: image('bob', 'Bob') });
    expect(store().generating).toEqual({});
    expect(store().intermediateImages.map((i) => i.id)).toEqual(['bob']);
    expect(store().activeImageId).toBe('bob');
    expect(store().isDirty).toBe(true);
    store().finishGenerating('Pixie Cut', { image: image('pixie', 'Pixie Cut') });
    expect(store().activeImageId).toBe('bob');
  });

  it('keeps a failure per style, without an image and without a change', () => {
    store().startGenerating('Bob');
    store().startGenerating('Pixie Cut');
    store().finishGenerating('Bob', { error: 'Failed to generate Bob. Please try again.' });
    expect(store().generationErrors).toEqual({ Bob: 'Failed to generate Bob. Please try again.' });
    expect(Object.keys(store().generating)).toEqual(['Pixie Cut']);
    expect(store().intermediateImages).toEqual([]);
    expect(store().isDirty).toBe(false);
  });

  it('clears a style’s error when it is tried again', () => {
    store().startGenerating('Bob');
    store().finishGenerating('Bob', { error: 'Failed to generate Bob.' });
    store().startGenerating('Bob');
    expect(store().generationErrors).toEqual({});
    expect(store().generating.Bob?.phase).toBe('waiting');
  });

  it('puts a busy answer back to waiting, and ignores news of a style no longer generating', () => {
    store().startGenerating('Bob');
    store().generationSent('Bob', 10);
    store().generationWaiting('Bob');
    expect(store().generating.Bob?.phase).toBe('waiting');
    store().generationSent('Lob', 10);
    expect(store().generating.Lob).toBeUndefined();
  });

  it('removes an intermediate: the next one becomes active, its generated looks go', () => {
    store().finishGenerating('A', { image: image('a') });
    store().finishGenerating('B', { image: image('b') });
    store().generatedLookReady('a|x', photo);
    store().generatedLookReady('b|x', photo);
    store().removeIntermediate('a');
    expect(store().activeImageId).toBe('b');
    expect(Object.keys(store().generatedLooks)).toEqual(['b|x']);
    store().removeIntermediate('b');
    expect(store().activeImageId).toBeNull();
  });

  it('counts custom styles and reports their failure apart', () => {
    store().customStarted();
    expect(store().customGenerating).toBe(true);
    store().customFinished({ ...image('c1', 'Custom Style 1'), isCustom: true });
    expect(store().customCount).toBe(1);
    expect(store().customGenerating).toBe(false);
    store().customStarted();
    store().customFailed('Failed to generate Custom Style 2.');
    expect(store().customCount).toBe(1);
    expect(store().customError).toBe('Failed to generate Custom Style 2.');
    store().customStarted();
    expect(store().customError).toBeNull();
  });
});

describe('final images', () => {
  beforeEach(() => {
    store().setFinalImages([image('a'), image('b'), image('c')]);
    store().saved();
  });

  it('reorders within bounds only', () => {
    store().reorderFinal(0, 2);
    expect(store().finalImages.map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(store().isDirty).toBe(true);
    store().reorderFinal(2, 3);
    expect(store().finalImages.map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });

  it('renames and removes, each a change', () => {
    store().renameFinal('b', 'Best');
    expect(store().finalImages.find((i) => i.id === 'b')?.name).toBe('Best');
    expect(store().isDirty).toBe(true);
    store().saved();
    store().removeFinal('a');
    expect(store().finalImages.map((i) => i.id)).toEqual(['b', 'c']);
    expect(store().isDirty).toBe(true);
  });
});

describe('photo, makeover and saving', () => {
  it('starts over on a new photo and selects its only person', () => {
    store().changeSelections(look({ hairColor: 'Auburn' }));
    store().finishGenerating('A', { image: image('a') });
    store().analysisStarted();
    store().analysisFinished(photo, [person('p1')]);
    expect(store().selectedPersonId).toBe('p1');
    expect(store().history).toEqual([emptySelections]);
    expect(store().intermediateImages).toEqual([]);
    expect(store().isAnalyzing).toBe(false);
    expect(store().isDirty).toBe(true);
    store().analysisFinished(photo, [person('p1'), person('p2')]);
    expect(store().selectedPersonId).toBeNull();
  });

  it('returns to choosing a photo when the analysis fails', () => {
    store().setPendingUpload({ base64: 'QUJD', mimeType: 'image/jpeg', width: 4, height: 4 });
    store().analysisStarted();
    store().analysisFailed();
    expect(store().isAnalyzing).toBe(false);
    expect(store().pendingUpload).toBeNull();
  });

  it('is clean once the analysed photo is a saved makeover', () => {
    store().analysisFinished(photo, [person('p1')]);
    store().makeoverCreated({
      id: 'm1',
      name: 'Makeover #1',
      createdAt: 5,
      originalImage: { ...photo, url: '/api/files/o.jpg', storagePath: 'o.jpg' },
    });
    expect(store().currentMakeoverId).toBe('m1');
    expect(store().makeoverName).toBe('Makeover #1');
    expect(store().originalImage?.storagePath).toBe('o.jpg');
    expect(store().originalImage?.base64).toBe('QUJD');
    expect(store().isDirty).toBe(false);
  });

  it('keeps a fetched original without marking a change', () => {
    store().makeoverCreated({
      id: 'm1',
      name: 'M',
      createdAt: 5,
      originalImage: { base64: null, mimeType: 'image/jpeg', url: '/o.jpg', storagePath: 'o.jpg' },
    });
    store().originalFetched({ base64: 'QUJD', mimeType: 'image/jpeg' });
    expect(store().originalImage).toEqual({
      base64: 'QUJD',
      mimeType: 'image/jpeg',
      url: '/o.jpg',
      storagePath: 'o.jpg',
    });
    expect(store().isDirty).toBe(false);
  });

  it('saves: loading while it runs, clean after; a failure leaves it dirty', () => {
    store().selectPerson('p1');
    store().savingStarted();
    expect(store().isUserDataLoading).toBe(true);
    store().savingFailed();
    expect(store().isUserDataLoading).toBe(false);
    expect(store().isDirty).toBe(true);
    store().savingStarted();
    store().saved();
    expect(store().isUserDataLoading).toBe(false);
    expect(store().isDirty).toBe(false);
  });

  it('loads a makeover in place of everything before it', () => {
    store().changeSelections(look({ hairColor: 'Auburn' }));
    store().startGenerating('Bob');
    store().loadingStarted();
    store().makeoverLoaded(
      makeoverSchema.parse({
        id: 'm2',
        createdAt: 7,
        name: 'Saved',
        originalImage: { url: '/o.jpg', storagePath: 'o.jpg', mimeType: 'image/jpeg' },
        people: [],
        selectedPersonId: null,
        creativityLevel: 1,
        styleGoal: '',
        intermediateImages: [],
        finalImages: [],
        customizations: {},
        userProducts: [],
        aiStyleSuggestion: null,
        aiStyleSuggestionRationale: null,
        ...look({ lipstickStyle: 'Matte' }),
      }),
    );
    expect(store().currentMakeoverId).toBe('m2');
    expect(store().history).toEqual([look({ lipstickStyle: 'Matte' })]);
    expect(store().generating).toEqual({});
    expect(store().isUserDataLoading).toBe(false);
    expect(store().isDirty).toBe(false);
  });

  it('discards changes when the user leaves without saving', () => {
    store().selectPerson('p1');
    store().changesDiscarded();
    expect(store().isDirty).toBe(false);
  });
});
