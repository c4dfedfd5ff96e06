import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_STRIPE_WEBHOOK_SECRET } from './e2e/fixtures/billing';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, '../..');
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh, empty data directory per run, created once here; workers inherit the variable so
// tests can read the server's e-mail outbox. e2e/serve.ts removes it when the server exits.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'looklab-e2e-'));

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
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
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
});
