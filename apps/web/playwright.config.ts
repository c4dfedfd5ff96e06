import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_STRIPE_WEBHOOK_SECRET } from './e2e/fixtures/billing';
import { BLOCKED_STYLE, FAKE_GEMINI_KEY } from './e2e/fixtures/generative-setup';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, '../..');
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;
// The generative specs: a second product server (AI=gemini) and the fake Gemini it calls.
const generativePort = Number(process.env.E2E_GENERATIVE_PORT ?? port + 1000);
const fakeGeminiPort = Number(process.env.E2E_FAKE_GEMINI_PORT ?? port + 2000);
const generativeURL = `http://127.0.0.1:${generativePort}`;
const fakeGeminiURL = `http://127.0.0.1:${fakeGeminiPort}`;

// A fresh, empty data directory per run, created once here; workers inherit the variable so
// tests can read the server's e-mail outbox. e2e/serve.ts removes it when the server exits.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-e2e-'));
process.env.E2E_GENERATIVE_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-e2e-gen-'));

/** Debian's Chromium; Playwright never downloads a browser here. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: path.join(webDir, 'e2e'),
  // Artifacts (traces, failure shots) are wiped at each run; e2e screenshots for people to look
  // at go to test-results/screenshots beside them and are kept.
  outputDir:
    process.env.E2E_OUTPUT_DIR ??
    path.join(
      repoRoot,
      process.env.E2E_PORT ? `test-results/playwright-${port}` : 'test-results/playwright',
    ),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [
        ['list'],
        ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }],
      ]
    : 'list',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /generative\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // The studio with a generative image service (the fake Gemini below).
      name: 'generative',
      testMatch: /generative\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: generativeURL,
      },
    },
  ],
  webServer: [
    {
      // The built product (npm run test:e2e builds the web app first) on a fresh temp DATA_DIR.
      command: 'node --import tsx apps/web/e2e/serve.ts',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        // Billing webhooks are signed with this test secret (e2e/tiers.spec.ts signs events with
        // the SDK's helper); no secret key, so the pricing page shows the administrator's way.
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
        // The embedded engine is on by default (the studio tests need it); E2E_AI=off skips it.
        ...(process.env.E2E_AI ? { AI: process.env.E2E_AI } : {}),
      },
    },
    {
      // The fake Gemini wire format: the photo back, shifted and tinted; BLOCKED_STYLE refused.
      command: `node --import tsx apps/server/test/fakes/serve-fake.ts gemini --port ${fakeGeminiPort} --key ${FAKE_GEMINI_KEY} --block "${BLOCKED_STYLE}"`,
      cwd: repoRoot,
      // the model check without a key answers 400: the fake is up
      url: `${fakeGeminiURL}/v1beta/models/gemini-2.5-flash-image`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The product with AI=gemini on its own port and temp DATA_DIR.
      command: 'node --import tsx apps/web/e2e/serve.ts',
      cwd: repoRoot,
      url: `${generativeURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(generativePort),
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        E2E_DATA_DIR: process.env.E2E_GENERATIVE_DATA_DIR,
        AI: 'gemini',
        GEMINI_API_KEY: FAKE_GEMINI_KEY,
        GEMINI_BASE_URL: fakeGeminiURL,
      },
    },
  ],
});
