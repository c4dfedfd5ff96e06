import { describe, expect, it } from 'vitest';
import {
  needsPublicLinkWarning,
  sharedImagePath,
  sharePlatformUrl,
  sharePlatforms,
  shareText,
  shareUrl,
  siteAddress,
} from './share-links';

const link = 'https://looklab.example/share/Ab_c-1';
const text = shareText({ siteUrl: 'https://looklab.example', hairstyle: 'Pixie Cut' });

/** The query parameters of an intent URL, decoded (shared has no URL class: no DOM, no Node). */
const params = (url: string): Record<string, string> =>
  Object.fromEntries(
    (url.split('?')[1] ?? '').split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key, decodeURIComponent(value)];
    }),
  );
/** Scheme and host of a URL. */
const origin = (url: string) => /^[a-z]+:\/\/[^/]+/.exec(url)?.[0];

describe('share text and links', () => {
  it('names the look, carries the hashtags and ends with the site link', () => {
    expect(text).toBe(
      'Check out my new Pixie Cut look, created with LookLab! #LookLab #VirtualMakeover #NewLook #AIMakeover https://looklab.example',
    );
    expect(shareText({ siteUrl: 'https://x.test', hairstyle: 'Original' })).toMatch(
      /^Check out my new look, created/,
    );
  });

  it('builds the public page and image paths from the share id', () => {
    expect(shareUrl('https://looklab.example/', 'Ab_c-1')).toBe(link);
    expect(sharedImagePath('Ab_c-1')).toBe('/api/shares/Ab_c-1.png');
    expect(siteAddress('https://looklab.example/')).toBe('looklab.example');
    expect(siteAddress('http://127.0.0.1:4193')).toBe('127.0.0.1:4193');
  });

  it('opens each platform’s intent URL with the link and the text', () => {
    const urls = Object.fromEntries(
      sharePlatforms.map((p) => [
        p,
        sharePlatformUrl(p, { url: link, text, imageUrl: `${link}.png` }),
      ]),
    );
    expect(origin(urls.microblog ?? '')).toBe('https://twitter.com');
    expect(params(urls.microblog ?? '')).toEqual({ text, url: link });
    expect(params(urls.socialNetwork ?? '')).toEqual({ u: link, quote: text });
    expect(origin(urls.forum ?? '')).toBe('https://www.reddit.com');
    expect(params(urls.forum ?? '')).toEqual({ url: link, title: text });
    expect(params(urls.pinboard ?? '')).toEqual({
      url: link,
      description: text,
      media: `${link}.png`,
    });
    expect(params(urls.messaging ?? '')).toEqual({ text: `${text} ${link}` });
    expect(params(urls.professionalNetwork ?? '')).toEqual({ url: link });
    const mail = urls.email ?? '';
    expect(mail.startsWith('mailto:?')).toBe(true);
    expect(params(mail)).toEqual({
      subject: 'My LookLab makeover',
      body: `${text}\n\n${link}`,
    });
  });

  it('warns before a public link unless the platform is e-mail or the user opted out', () => {
    expect(needsPublicLinkWarning('email', false)).toBe(false);
    expect(needsPublicLinkWarning('forum', false)).toBe(true);
    expect(needsPublicLinkWarning('copyLink', false)).toBe(true);
    expect(needsPublicLinkWarning('forum', true)).toBe(false);
  });
});
