import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors';
import {
  failedToFinalizeLooks,
  failedToGenerate,
  generationErrorText,
  hairstyleNotFoundForOneClick,
  makeoverLimit,
  messages,
  parseErrorToast,
  splitAnnouncement,
} from './messages';
import { elapsedSeconds, photorealInProgress } from './studio-messages';

describe('messages (spec §8)', () => {
  it('quotes the spec texts exactly', () => {
    expect(messages.noPeople).toBe('Could not detect any people in the photo. Please try another.');
    expect(messages.auth.wrongPassword).toBe('Incorrect password. Please try again.');
    expect(makeoverLimit(3, 'Freemium')).toBe(
      'You have reached your limit of 3 saved makeovers for the Freemium plan.',
    );
    expect(failedToGenerate('Pixie Cut', 'Timeout')).toBe('Failed to generate Pixie Cut. Timeout');
    expect(failedToGenerate('Pixie Cut', '')).toBe('Failed to generate Pixie Cut.');
    expect(hairstyleNotFoundForOneClick('Bob')).toBe('Hairstyle Bob not found for 1-click style.');
  });
});

describe('authErrorMessage', () => {
  it('maps known codes, keeps other coded messages, and falls back', () => {
    expect(authErrorMessage({ code: 'auth/wrong-password', message: 'x' })).toBe(
      'Incorrect password. Please try again.',
    );
    expect(authErrorMessage({ code: 'emailAlreadyInUse' })).toBe(
      'An account already exists with this email address.',
    );
    expect(authErrorMessage({ code: 'auth/quota', message: 'Too many tries' })).toBe(
      'Too many tries',
    );
    expect(authErrorMessage(new Error('boom'))).toBe('An unexpected error occurred.');
    expect(authErrorMessage('nope')).toBe('An unexpected error occurred.');
  });
});

describe('toast helpers', () => {
  it('splits the announcement title before the first colon', () => {
    expect(splitAnnouncement('AI Stylist: try a bob')).toEqual({
      title: 'AI Stylist',
      body: 'try a bob',
    });
    expect(splitAnnouncement('Link copied to clipboard!')).toEqual({
      title: null,
      body: 'Link copied to clipboard!',
    });
  });
  it('extracts code, message and status from an embedded JSON error', () => {
    const parsed = parseErrorToast(
      'Generation failed. {"code":"QUOTA","message":"Too many","status":429}',
    );
    expect(parsed).toEqual({
      lead: 'Generation failed.',
      details: { code: 'QUOTA', message: 'Too many', status: '429' },
    });
    expect(parseErrorToast('Plain {not json').details).toBeNull();
  });
});

describe('generation failure texts', () => {
  it("keeps the server's text when it names the style, wraps any other", () => {
    const server = 'Failed to generate Pixie Cut. The image service declined this request.';
    expect(generationErrorText('Pixie Cut', server)).toBe(server);
    expect(generationErrorText('Pixie Cut', 'No image data available for Pixie Cut')).toBe(
      'No image data available for Pixie Cut',
    );
    expect(generationErrorText('Pixie Cut', 'Could not reach the server.')).toBe(
      'Failed to generate Pixie Cut. Could not reach the server.',
    );
    // another style's text is not this style's
    expect(generationErrorText('Bob', server)).toBe(`Failed to generate Bob. ${server}`);
  });

  it("names each failed look after 'Failed to finalize images.'", () => {
    expect(failedToFinalizeLooks([])).toBe('Failed to finalize images.');
    expect(
      failedToFinalizeLooks([
        'Failed to generate Bob. Please try again.',
        'Failed to generate Lob.',
      ]),
    ).toBe(
      'Failed to finalize images. Failed to generate Bob. Please try again. Failed to generate Lob.',
    );
  });

  it('counts whole seconds in the progress texts', () => {
    expect(elapsedSeconds(7.9)).toBe('7 s');
    expect(elapsedSeconds(-1)).toBe('0 s');
    expect(photorealInProgress(12.2)).toBe('Photoreal look 12 s');
  });
});
