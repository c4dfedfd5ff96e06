import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEFAULT_PASSWORD, e2eDataDir, photosDir, uniqueEmail } from '../fixtures';

type StoredFile = { url: string; storagePath: string };
type Person = { id: string; analyzedPersonDescription: string } & Record<string, unknown>;
type MakeoverReply = { id: string; name: string } & Record<string, unknown>;

/**
 * The product's HTTP API driven from a test, with the page's cookies (page.request shares the
 * browser context): fast set-up of accounts and saved makeovers for the screens under test.
 */
export class AccountApi {
  constructor(
    private readonly page: Page,
    private readonly photosDir: string,
    private readonly dataDir: string,
  ) {}

  private origin(): string {
    return `http://127.0.0.1:${process.env.E2E_PORT ?? 4180}`;
  }

  /** Creates an account and signs this page's browser context in. */
  async signUp(email: string, password: string): Promise<void> {
    const res = await this.page.request.post('/api/auth/sign-up/email', {
      data: { email, password, name: '' },
      headers: { Origin: this.origin() },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  /** The signed-in user's id. */
  async userId(): Promise<string> {
    const res = await this.page.request.get('/api/auth/get-session');
    expect(res.ok(), await res.text()).toBe(true);
    const body = (await res.json()) as { user?: { id?: string } } | null;
    const id = body?.user?.id;
    if (!id) throw new Error('no signed-in user');
    return id;
  }

  /** Merge-writes the user's preferences (PATCH /api/settings). */
  async updateSettings(patch: Record<string, unknown>): Promise<void> {
    const res = await this.page.request.patch('/api/settings', { data: patch });
    expect(res.ok(), await res.text()).toBe(true);
  }

  /** Sets a membership level as the admin command does (loopback + the DATA_DIR token). */
  async setLevel(email: string, level: 'Freemium' | 'Spark' | 'Pro'): Promise<void> {
    const token = fs.readFileSync(path.join(this.dataDir, 'admin-token'), 'utf8').trim();
    const res = await this.page.request.post('/api/admin/set-level', {
      data: { email, level },
      headers: { 'x-admin-token': token },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  photoBase64(file: string): string {
    return fs.readFileSync(path.join(this.photosDir, file)).toString('base64');
  }

  async upload(file: string, folder: 'originals' | 'generated'): Promise<StoredFile> {
    const res = await this.page.request.post('/api/files', {
      data: { base64: this.photoBase64(file), contentType: 'image/jpeg', folder },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as StoredFile;
  }

  /** The people the embedded engine finds in a fixture photo. */
  async analyze(file: string): Promise<Person[]> {
    const res = await this.page.request.post('/api/ai/analyze', {
      data: { image: { base64: this.photoBase64(file), mimeType: 'image/jpeg' } },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { people: Person[] }).people;
  }

  async createMakeover(payload: Record<string, unknown>): Promise<MakeoverReply> {
    const res = await this.page.request.post('/api/makeovers', { data: payload });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as MakeoverReply;
  }

  async getMakeover(id: string): Promise<MakeoverReply> {
    const res = await this.page.request.get(`/api/makeovers/${id}`);
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as MakeoverReply;
  }
}

/** A new account at a level, signed in in this page's browser context. */
export async function signedInAs(
  page: Page,
  level: 'Freemium' | 'Spark' | 'Pro',
  label: string,
): Promise<AccountApi> {
  const api = new AccountApi(page, photosDir, e2eDataDir());
  const email = uniqueEmail(label);
  await api.signUp(email, DEFAULT_PASSWORD);
  if (level !== 'Freemium') await api.setLevel(email, level);
  return api;
}
