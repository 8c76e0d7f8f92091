// `npm test`: build, the checks (each command of CHECKS counts as one test), unit + integration + CLI
// tests (vitest), browser tests (Playwright with Debian's Chromium), then one closing line
// `N passed, N failed, N skipped` summed from the runners' own JSON reports (CI reads that line;
// vitest and Playwright print none it knows).
//
//   npm test                    everything
//   npm test -- --unit-only     the checks and vitest (no build, no browser)
//   npm test -- --no-checks     leave out the checks (CI's second run: they do not depend on the database)
//   npm test -- --embedded-suite  vitest on EMBEDDED_SUITE only (CI's second run, on PGlite; ADR 0083)
//
// Env: DATABASE_URL   a PostgreSQL server: every run makes new databases there (never uses the one named)
//      TEST_LABEL     names test-results/summary-<label>.json (default "all"), so CI can sum several runs
//      CHROMIUM_PATH  the browser (default /usr/bin/chromium)
//      E2E_PORT       the port of the server under test (default: a free one)
//      E2E_GOOGLE_PORT, E2E_OAUTH_DOUBLE_PORT   the Google-enabled server and the OAuth provider
//                     double it signs in against (default: free ones)
//      CI             with CI=true a missing Chromium fails the run
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createScratchDatabase, type ScratchDatabase } from "../tests/support/postgres";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const root = fileURLToPath(new URL("..", import.meta.url));
process.chdir(root);

const args = process.argv.slice(2);
const unknown = args.filter((arg) => !["--unit-only", "--no-checks", "--embedded-suite"].includes(arg));
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(" ")}\nUsage: npm test [-- --unit-only] [--no-checks] [--embedded-suite]`);
  process.exit(2);
}
const embeddedSuite = args.includes("--embedded-suite");
const unitOnly = args.includes("--unit-only") || embeddedSuite;
const withChecks = !args.includes("--no-checks");
const ci = Boolean(process.env.CI) && !["false", "0"].includes(process.env.CI!.toLowerCase());
const label = (process.env.TEST_LABEL || "all").replace(/[^A-Za-z0-9_.-]/g, "_");
const resultsDir = path.join(root, "test-results");
const vitestReport = path.join(resultsDir, `vitest-${label}.json`);
const e2eReport = path.join(resultsDir, `e2e-${label}.json`);
const summaryFile = path.join(resultsDir, `summary-${label}.json`);
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

/**
 * Checks that are not test runners: each is one command, one test in the summary, passed when it
 * exits 0; its output is shown when it fails. Add a linter or a formatter check here.
 */
const CHECKS: { name: string; command: string; args: string[] }[] = [
  { name: "layer rules (dependency-cruiser, .dependency-cruiser.cjs)", command: "npm", args: ["run", "--silent", "check:layers"] },
  { name: "types (tsc --noEmit)", command: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "lint (ESLint, eslint.config.js)", command: "npm", args: ["run", "--silent", "lint:code"] },
  { name: "formatting (Prettier, .prettierrc.json)", command: "npm", args: ["run", "--silent", "lint:format"] },
];

/**
 * CI's second run (ADR 0083): the test files that say whether the embedded database (PGlite, what
 * `npm start` and the CLI use by default) behaves as PostgreSQL does, run again on it. The first run
 * runs every file on PostgreSQL; unit tests touch no database, so running them twice proved nothing.
 * Kept here: every CLI test (the CLI is local-first on the embedded database), the database layer,
 * the ledger's guards and triggers, one posting round trip per document family, the concurrency
 * tests (PGlite serves one connection: locks and version checks must still hold), the statements
 * against hledger, and the schema's distribution and purge.
 */
const EMBEDDED_SUITE = [
  "tests/cli/",
  "tests/integration/db.test.ts",
  "tests/integration/ledger.test.ts",
  "tests/integration/entry-guards.test.ts",
  "tests/integration/posted-books-guards.test.ts",
  "tests/integration/concurrent-edits.test.ts",
  "tests/integration/company-setup.test.ts",
  "tests/integration/auth-and-companies.test.ts",
  "tests/integration/purchasing.test.ts",
  "tests/integration/write-check.test.ts",
  "tests/integration/sales-documents.test.ts",
  "tests/integration/receivables.test.ts",
  "tests/integration/inventory-stock.test.ts",
  "tests/integration/banking.test.ts",
  "tests/integration/bank-statements.test.ts",
  "tests/integration/reconciliation.test.ts",
  "tests/integration/statements.test.ts",
  "tests/integration/fixed-assets.test.ts",
  "tests/integration/recurring.test.ts",
  "tests/integration/merges.test.ts",
  "tests/integration/import-csv.test.ts",
  "tests/integration/company-purge.test.ts",
];

function heading(text: string) {
  console.log(`\n── ${text} ${"─".repeat(Math.max(0, 70 - text.length))}`);
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/** Run a command with its output streaming through; resolves with its exit code. */
function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: "inherit", env });
    child.once("error", (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Run a command quietly; resolves with its exit code and everything it printed. */
function capture(
  command: string,
  commandArgs: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"], env });
    let output = "";
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", (error) => resolve({ code: 127, output: `${output}\n${error.message}`, stdout }));
    child.once("exit", (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output, stdout }));
  });
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** A runner that failed without a failing test in its report still counts as one failure. */
function atLeastOneFailureIfExitFailed(counts: Counts, exitCode: number, runner: string): Counts {
  if (exitCode !== 0 && counts.failed === 0) {
    console.log(`${runner} exited with code ${exitCode} without a failing test in its report: counted as 1 failed`);
    return { ...counts, failed: 1 };
  }
  return counts;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    startTime?: number;
    endTime?: number;
    assertionResults: { status: string }[];
  }[];
}

function vitestCounts(exitCode: number): Counts {
  const report = readJson(vitestReport) as VitestReport | undefined;
  if (!report || typeof report.numPassedTests !== "number") {
    console.log(`vitest left no report (${path.relative(root, vitestReport)}): counted as 1 failed`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  let failed = report.numFailedTests;
  // A test file that fails to load (syntax error, failing import, failing beforeAll) fails with
  // no failing test inside it: count each such file as one failure.
  for (const file of report.testResults ?? []) {
    if (file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed")) {
      console.log(`vitest: ${path.relative(root, file.name)} failed outside its tests: counted as 1 failed`);
      failed += 1;
    }
  }
  const counts = { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
  return atLeastOneFailureIfExitFailed(counts, exitCode, "vitest");
}

interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightSuite {
  specs?: { tests?: unknown[] }[];
  suites?: PlaywrightSuite[];
}

function playwrightCounts(exitCode: number): Counts {
  const report = readJson(e2eReport) as PlaywrightReport | undefined;
  if (!report?.stats) {
    console.log(`Playwright left no report (${path.relative(root, e2eReport)}): counted as 1 failed`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const { expected, unexpected, flaky, skipped } = report.stats;
  let counts: Counts = { passed: expected + flaky, failed: unexpected, skipped };
  if (counts.failed === 0 && (report.errors?.length ?? 0) > 0) {
    console.log(`Playwright reported ${report.errors!.length} error(s) outside the tests: counted as 1 failed`);
    counts = { ...counts, failed: 1 };
  }
  return atLeastOneFailureIfExitFailed(counts, exitCode, "Playwright");
}

function countSpecs(suites: PlaywrightSuite[] = []): number {
  return suites.reduce(
    (sum, suite) => sum + (suite.specs ?? []).reduce((n, spec) => n + (spec.tests?.length ?? 0), 0) + countSpecs(suite.suites),
    0,
  );
}

/** How many browser tests there are (each spec once per project), without running them. */
async function listedBrowserTests(): Promise<number | undefined> {
  const env = { ...process.env };
  delete env.PLAYWRIGHT_JSON_OUTPUT_NAME; // with it set, the JSON would go to that file, not stdout
  delete env.PLAYWRIGHT_JSON_OUTPUT_FILE;
  const { code, stdout, output } = await capture(bin("playwright"), ["test", "--list", "--reporter=json"], env);
  try {
    return countSpecs((JSON.parse(stdout) as PlaywrightReport).suites);
  } catch {
    console.log(`playwright test --list failed (exit ${code}):\n${output}`);
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `count` different free ports. */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

async function build(): Promise<boolean> {
  heading("build (npm run build)");
  const started = Date.now();
  const { code, output } = await capture("npm", ["run", "build"]);
  if (code !== 0) {
    console.log(output);
    console.log(`The build failed (exit ${code}) after ${seconds(started)}: browser tests not run, counted as 1 failed`);
    return false;
  }
  console.log(`built in ${seconds(started)}`);
  return true;
}

async function runChecks(): Promise<Counts> {
  heading("checks");
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const check of CHECKS) {
    const started = Date.now();
    const { code, output } = await capture(check.command, check.args);
    if (code === 0) {
      counts.passed += 1;
      console.log(`passed: ${check.name} (${seconds(started)})`);
    } else {
      counts.failed += 1;
      console.log(output.trimEnd());
      console.log(`FAILED: ${check.name} (exit ${code}, ${seconds(started)}): counted as 1 failed`);
    }
  }
  return counts;
}

async function runVitest(): Promise<Counts> {
  heading("unit, integration and CLI tests (vitest)");
  const exitCode = await run(bin("vitest"), [
    "run",
    "--config",
    "vitest.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
    ...(embeddedSuite ? EMBEDDED_SUITE : []),
  ]);
  return vitestCounts(exitCode);
}

async function runPlaywright(): Promise<Counts> {
  heading("browser tests (Playwright + Chromium)");
  const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!isExecutable(chromium)) {
    const listed = await listedBrowserTests();
    console.log(`Chromium not found at ${chromium} (apt-get install -y chromium): ${listed ?? 0} browser tests counted as skipped`);
    const counts: Counts = { passed: 0, failed: listed === undefined ? 1 : 0, skipped: listed ?? 0 };
    if (ci) {
      console.log("CI=true: a missing browser fails the run (counted as 1 failed)");
      counts.failed += 1;
    }
    return counts;
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-e2e-"));
  let database: ScratchDatabase | undefined;
  try {
    const ports = await freePorts(3);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CHROMIUM_PATH: chromium,
      E2E_PORT: process.env.E2E_PORT || String(ports[0]),
      E2E_GOOGLE_PORT: process.env.E2E_GOOGLE_PORT || String(ports[1]),
      E2E_OAUTH_DOUBLE_PORT: process.env.E2E_OAUTH_DOUBLE_PORT || String(ports[2]),
      LEDGERLINE_E2E_DATA_DIR: dataDir,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
    };
    if (process.env.DATABASE_URL) {
      try {
        database = await createScratchDatabase(process.env.DATABASE_URL, "ledgerline_e2e");
      } catch (error) {
        console.log(`Could not create the e2e database on DATABASE_URL's server: ${(error as Error).message}`);
        return { passed: 0, failed: 1, skipped: 0 };
      }
      console.log(`e2e database: ${database.name}`);
      env.DATABASE_URL = database.url;
    }
    const exitCode = await run(bin("playwright"), ["test"], env);
    return playwrightCounts(exitCode);
  } finally {
    if (database) {
      await database.drop().catch((error: Error) => console.log(`Could not drop ${database!.name}: ${error.message}`));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Wall-clock time of each step of this run, printed at the end so a slow layer shows in the log. */
const stepTimes: { step: string; ms: number; detail?: string }[] = [];

async function timed<T>(step: string, work: () => Promise<T>, detail?: () => string | undefined): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    stepTimes.push({ step, ms: Date.now() - started, detail: detail?.() });
  }
}

/** Vitest's files are run two at a time: the summed time of each layer's files says where it goes. */
function vitestLayers(): string | undefined {
  const report = readJson(vitestReport) as VitestReport | undefined;
  if (!report?.testResults) return undefined;
  const layers = new Map<string, { files: number; ms: number }>();
  for (const file of report.testResults) {
    const relative = path.relative(root, file.name);
    const layer = relative.startsWith("tests/integration/") ? "integration" : relative.startsWith("tests/cli/") ? "CLI" : "unit";
    const entry = layers.get(layer) ?? { files: 0, ms: 0 };
    entry.files += 1;
    entry.ms += Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0));
    layers.set(layer, entry);
  }
  return [...layers].map(([layer, { files, ms }]) => `${layer} ${files} files ${(ms / 1000).toFixed(0)} s`).join(", ");
}

function printStepTimes() {
  heading("time per layer");
  for (const { step, ms, detail } of stepTimes) {
    console.log(`${step.padEnd(34)} ${`${(ms / 1000).toFixed(1)} s`.padStart(8)}${detail ? `   (${detail})` : ""}`);
  }
}

function add(a: Counts, b: Counts): Counts {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

async function main() {
  fs.mkdirSync(resultsDir, { recursive: true });
  for (const file of [vitestReport, e2eReport, summaryFile]) fs.rmSync(file, { force: true });
  console.log(
    `Tests on ${process.env.DATABASE_URL ? "PostgreSQL (a new database per test file on DATABASE_URL's server)" : "the embedded database (PGlite)"}` +
      (embeddedSuite ? ", the embedded suite only" : unitOnly ? ", unit/integration only" : ""),
  );

  let total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const built = unitOnly ? true : await timed("build", build);
  if (!built) total.failed += 1;

  if (withChecks) total = add(total, await timed("checks (layers, types, lint, format)", runChecks));
  total = add(total, await timed("vitest (unit, integration, CLI)", runVitest, vitestLayers));
  if (!unitOnly && built) total = add(total, await timed("browser tests (Playwright)", runPlaywright));

  printStepTimes();
  fs.writeFileSync(summaryFile, `${JSON.stringify({ label, ...total }, null, 2)}\n`);
  heading(`summary (${path.relative(root, summaryFile)})`);
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exitCode = total.failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  console.log("0 passed, 1 failed, 0 skipped");
  process.exitCode = 1;
});
