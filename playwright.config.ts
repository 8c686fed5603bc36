import { defineConfig, devices } from '@playwright/test';

/** Port of the production build served for end-to-end tests. */
const port = Number(process.env.E2E_PORT ?? 4173);

/** Debian's Chromium with the flags these machines need (no sandbox as root, no GPU, no background network). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    colorScheme: 'light',
    // No service worker unless a test asks for one (portal.spec's offline test): precaching in every fresh context
    // would slow the suite, and page.route could not see the requests a worker answers.
    serviceWorkers: 'block',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: {
    command: `node --import tsx scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), ...(process.env.E2E_DIST_DIR ? { E2E_DIST_DIR: process.env.E2E_DIST_DIR } : {}) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
