import { describe, expect, it } from 'vitest';
import {
  canSaveMakeover,
  canSeeItemLevel,
  canUseFeature,
  cardIncludesQrAndSiteLine,
  fitWithin,
  makeoverCap,
  needsBeforeAfterWatermark,
  normalizeLevel,
  routeDecision,
  storageQuota,
  storedImageMaxDimension,
  uploadMaxDimension,
} from './membership';

describe('normalizeLevel', () => {
  it('keeps known levels and maps anything else to Freemium', () => {
    expect(normalizeLevel('Pro')).toBe('Pro');
    expect(normalizeLevel('spark')).toBe('Spark');
    expect(normalizeLevel(' Pro ')).toBe('Pro');
    expect(normalizeLevel('Platinum')).toBe('Freemium');
    expect(normalizeLevel(undefined)).toBe('Freemium');
    expect(normalizeLevel(null)).toBe('Freemium');
    expect(normalizeLevel(3)).toBe('Freemium');
  });
});

describe('catalogue visibility (spec §6)', () => {
  it('Freemium sees only unlevelled and Freemium items', () => {
    expect(canSeeItemLevel(undefined, 'Freemium')).toBe(true);
    expect(canSeeItemLevel('Freemium', 'Freemium')).toBe(true);
    expect(canSeeItemLevel('Spark', 'Freemium')).toBe(false);
    expect(canSeeItemLevel('Pro', 'Freemium')).toBe(false);
  });
  it('Spark sees all but Pro; Pro sees all', () => {
    expect(canSeeItemLevel('Spark', 'Spark')).toBe(true);
    expect(canSeeItemLevel('Pro', 'Spark')).toBe(false);
    expect(canSeeItemLevel('Pro', 'Pro')).toBe(true);
  });
  it('an unknown user level counts as Freemium', () => {
    expect(canSeeItemLevel('Spark', 'Gold')).toBe(false);
    expect(canSeeItemLevel(null, undefined)).toBe(true);
  });
});

describe('saved-makeover cap', () => {
  it('is 3, 20 and unlimited', () => {
    expect(makeoverCap('Freemium')).toBe(3);
    expect(makeoverCap('Spark')).toBe(20);
    expect(makeoverCap('Pro')).toBeNull();
    expect(makeoverCap('nonsense')).toBe(3);
  });
  it('allows saving below the cap only', () => {
    expect(canSaveMakeover('Freemium', 2)).toBe(true);
    expect(canSaveMakeover('Freemium', 3)).toBe(false);
    expect(canSaveMakeover('Spark', 19)).toBe(true);
    expect(canSaveMakeover('Spark', 20)).toBe(false);
    expect(canSaveMakeover('Pro', 10_000)).toBe(true);
  });
});

describe('upload dimensions', () => {
  it('caps the longest side by level; signed out is 720', () => {
    expect(uploadMaxDimension(null)).toBe(720);
    expect(uploadMaxDimension('Freemium')).toBe(720);
    expect(uploadMaxDimension('Spark')).toBe(1024);
    expect(uploadMaxDimension('Pro')).toBe(2048);
    expect(uploadMaxDimension('weird')).toBe(720);
  });
  it('fits keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 720)).toEqual({ width: 720, height: 540, resized: true });
    expect(fitWithin(600, 800, 720)).toEqual({ width: 540, height: 720, resized: true });
    expect(fitWithin(500, 400, 720)).toEqual({ width: 500, height: 400, resized: false });
  });
});

describe('watermark and card rules', () => {
  it('watermarks the before/after only for Freemium or unset', () => {
    expect(needsBeforeAfterWatermark(undefined)).toBe(true);
    expect(needsBeforeAfterWatermark('Freemium')).toBe(true);
    expect(needsBeforeAfterWatermark('Spark')).toBe(false);
    expect(needsBeforeAfterWatermark('Pro')).toBe(false);
  });
  it('cards carry the QR code for everyone but Pro', () => {
    expect(cardIncludesQrAndSiteLine('Spark')).toBe(true);
    expect(cardIncludesQrAndSiteLine('Pro')).toBe(false);
  });
});

describe('route access (spec §2, §6)', () => {
  const freemium = { level: 'Freemium' };
  it('public pages are open to everybody', () => {
    for (const path of ['/', '/faq', '/explore/styles', '/share/abc', '/auth/signin']) {
      expect(routeDecision(path, null)).toBe('ok');
    }
  });
  it('signed-in pages send visitors to sign in', () => {
    for (const path of [
      '/profile',
      '/profile/makeovers',
      '/hairstyles/abc',
      '/results',
      '/makeover/x',
    ]) {
      expect(routeDecision(path, null)).toBe('signIn');
      expect(routeDecision(path, freemium)).toBe('ok');
    }
  });
  it('favorite styles need Spark, but editing one needs only sign-in', () => {
    expect(routeDecision('/profile/styles', freemium)).toBe('home');
    expect(routeDecision('/profile/styles/new', { level: 'Spark' })).toBe('ok');
    expect(routeDecision('/profile/styles/f1/edit', freemium)).toBe('ok');
  });
  it('the product library needs Pro', () => {
    expect(routeDecision('/product-library', { level: 'Spark' })).toBe('home');
    expect(routeDecision('/product-library', { level: 'Pro' })).toBe('ok');
    expect(routeDecision('/product-library', null)).toBe('signIn');
  });
});

describe('feature levels, stored sizes and storage quotas', () => {
  it('favorite styles need Spark and the Makeup Library Pro', () => {
    expect(canUseFeature('Freemium', 'favoriteStyles')).toBe(false);
    expect(canUseFeature('Spark', 'favoriteStyles')).toBe(true);
    expect(canUseFeature('Spark', 'productLibrary')).toBe(false);
    expect(canUseFeature('Pro', 'productLibrary')).toBe(true);
    expect(canUseFeature(undefined, 'favoriteStyles')).toBe(false);
  });
  it('keeps photos and results at the level’s size, references at 1024, icons at 512', () => {
    expect(storedImageMaxDimension('originals', 'Freemium')).toBe(720);
    expect(storedImageMaxDimension('generated', 'Spark')).toBe(1024);
    expect(storedImageMaxDimension('originals', 'Pro')).toBe(2048);
    expect(storedImageMaxDimension('references', 'Freemium')).toBe(1024);
    expect(storedImageMaxDimension('favorite-icons', 'Pro')).toBe(512);
  });
  it('grows the storage quota with the level', () => {
    expect(storageQuota('Freemium')).toBe(200 * 1024 * 1024);
    expect(storageQuota('Spark')).toBeGreaterThan(storageQuota('Freemium'));
    expect(storageQuota('Pro')).toBeGreaterThan(storageQuota('Spark'));
    expect(storageQuota('nonsense')).toBe(storageQuota('Freemium'));
  });
});
