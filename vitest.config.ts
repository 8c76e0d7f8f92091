// Vitest runs unit tests (beside the code in app/), integration tests and CLI tests. The
// Playwright specs in tests/e2e are never picked up here: they run through playwright.config.ts.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const appDir = fileURLToPath(new URL("./app/", import.meta.url));
// The compiler's virtual route table, read from app/routes instead (app/utils/route-manifest.server.ts).
const serverBuild = fileURLToPath(new URL("./tests/support/server-build.ts", import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^~\//, replacement: appDir },
      { find: /^@remix-run\/dev\/server-build$/, replacement: serverBuild },
    ],
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "print-daemon/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/cli/**/*.test.ts"],
    exclude: ["**/node_modules/**", "tests/e2e/**", "build/**", "public/build/**"],
    // Server code and database tests run in Node; component tests opt into a DOM with a
    // `// @vitest-environment jsdom` comment at the top of the file.
    environment: "node",
    // One migrated database per run; every test database is a copy of it.
    globalSetup: ["tests/support/database-template.ts"],
    // A test during which something logs console.error fails (tests/setup/console-error.ts).
    setupFiles: ["tests/setup/console-error.ts"],
    // Each test file is its own process: PGlite (WASM) and knex pools do not leak between files.
    pool: "forks",
    // Two cores: at most two test files at once (each may start an embedded database).
    fileParallelism: true,
    maxWorkers: 2,
    // PGlite takes 2–5 s to start and migrations run per test database.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
