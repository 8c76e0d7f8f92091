// End-to-end tests: Debian's Chromium (never a downloaded browser) drives the real server
// (`node --import tsx server.ts`, after `npm run build`) on a fresh database.
//   chromium project: every tests/e2e/**/*.spec.ts except *.nojs.spec.ts, JavaScript on
//   no-js project:    tests/e2e/**/*.nojs.spec.ts, JavaScript off (forms must work without it)
// `npm test` (scripts/test.ts) builds first, picks free ports (E2E_PORT, E2E_GOOGLE_PORT,
// E2E_OAUTH_DOUBLE_PORT), makes a fresh PostgreSQL database when DATABASE_URL is set, and sets
// LEDGERLINE_E2E_DATA_DIR.
//
// Three servers, started in this order: the OAuth provider double (standing in for Google), the
// app as a new user runs it (no Google sign-in), and a second app with Google sign-in pointed at
// the double, for tests/e2e/auth-google*.spec.ts (its URL is E2E_GOOGLE_BASE_URL). The login page
// of the second one shows the Google button; every other spec uses the first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const ci = Boolean(process.env.CI) && process.env.CI !== "false";
const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://localhost:${port}`;
const googlePort = Number(process.env.E2E_GOOGLE_PORT || port + 1);
const oauthDoublePort = Number(process.env.E2E_OAUTH_DOUBLE_PORT || port + 2);
const oauthDouble = `http://127.0.0.1:${oauthDoublePort}`;
const oauthClient = { id: "ledgerline-e2e-client", secret: "ledgerline-e2e-secret" };
process.env.E2E_GOOGLE_BASE_URL = `http://localhost:${googlePort}`;

// A fresh embedded-database folder for the server. Playwright loads this config in its main
// process and again in each worker; workers inherit the main process's environment, so the
// folder is made once and shared through LEDGERLINE_E2E_DATA_DIR.
if (!process.env.LEDGERLINE_E2E_DATA_DIR) {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-e2e-"));
  process.env.LEDGERLINE_E2E_DATA_DIR = made;
  process.once("exit", () => fs.rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.LEDGERLINE_E2E_DATA_DIR;

const serverEnv: Record<string, string> = {
  PORT: String(port),
  LEDGERLINE_DATA_DIR: dataDir,
  NODE_ENV: "production",
};
if (process.env.DATABASE_URL) serverEnv.DATABASE_URL = process.env.DATABASE_URL;

// The Google-enabled app: its own embedded database folder (one process per folder); on
// PostgreSQL it shares the run's database (it starts after the first app has migrated it).
const googleServerEnv: Record<string, string> = {
  ...serverEnv,
  PORT: String(googlePort),
  LEDGERLINE_DATA_DIR: path.join(dataDir, "google"),
  GOOGLE_CLIENT_ID: oauthClient.id,
  GOOGLE_CLIENT_SECRET: oauthClient.secret,
  GOOGLE_REDIRECT_URI: `${process.env.E2E_GOOGLE_BASE_URL}/auth/google/callback`,
  GOOGLE_AUTHORIZATION_URL: `${oauthDouble}/authorize`,
  GOOGLE_TOKEN_URL: `${oauthDouble}/token`,
  GOOGLE_USERINFO_URL: `${oauthDouble}/userinfo`,
};

const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  // Not test-results/ itself: Playwright empties its outputDir at start, and the runners'
  // JSON reports live in test-results/.
  outputDir: "test-results/e2e-artifacts",
  fullyParallel: false,
  forbidOnly: ci,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: ci ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || "test-results/e2e.json" }]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: chromiumArgs,
    },
    // Recording a trace of every test costs about a third of the run's CPU on two cores: in CI
    // only the retry of a failed test records one (that is the trace worth reading).
    trace: ci ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testMatch: /.*\.spec\.ts$/,
      testIgnore: /.*\.nojs\.spec\.ts$/,
      use: { javaScriptEnabled: true },
    },
    {
      name: "no-js",
      testMatch: /.*\.nojs\.spec\.ts$/,
      use: { javaScriptEnabled: false },
    },
  ],
  webServer: [
    {
      command: "node --import tsx tests/support/oauth-provider-double.ts",
      url: `${oauthDouble}/health`,
      env: {
        OAUTH_DOUBLE_PORT: String(oauthDoublePort),
        OAUTH_DOUBLE_CLIENT_ID: oauthClient.id,
        OAUTH_DOUBLE_CLIENT_SECRET: oauthClient.secret,
      },
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      command: "node --import tsx server.ts",
      port,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 120_000,
      // SIGTERM lets the server close the database (and release the embedded database's lock).
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      stderr: "pipe",
    },
    {
      command: "node --import tsx server.ts",
      port: googlePort,
      env: googleServerEnv,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      stderr: "pipe",
    },
  ],
});
