// Bytes per page: what a browser downloads to open each screen. For every screen it records the
// HTML document as the server sends it (uncompressed, and on the wire when the browser accepts
// gzip or brotli) and the JavaScript the page makes the browser load: the module scripts and
// modulepreloads the document names, plus every chunk they import statically, each at its gzip
// size (zlib's default level, as the server's compression sends it) read from public/build. Route
// modules fetched later for client-side navigation are not counted: only what opening the screen
// costs.
//
//   node --import tsx bench/page-weight.ts      after `npm run build`: starts the built app on a fresh
//                                               embedded database, signs up, makes a company with a
//                                               few vendors and an entry, signs in, prints the table
//     --only "new vendor,journal"               only the screens whose name contains one of these
//     --save FILE                               also write each screen's JS gzip bytes to FILE (JSON)
//     --compare FILE                            add columns: JS gzip as saved in FILE, and the change
//     --modules[=N]                             per screen, the N (default 30) heaviest modules of its
//                                               JavaScript, gzip bytes shared out by source map
//                                               (build with `npx remix build --sourcemap` first);
//     --files                                   with --modules: files of packages, not whole packages
//     --js-only                                 no server: only the table of every screen's JavaScript,
//                                               read from the build (bench/lib/page-weight.ts); --only
//                                               then matches URLs and route files ("new vendor" finds
//                                               new-vendor), --save/--compare/--modules key by URL
//
// Before the screens it opens, it prints every screen's JavaScript (every route that renders one,
// whatever data it needs), read from the build by bench/lib/page-weight.ts — the same computation
// as the test that holds each screen under 150 KB gzip (tests/e2e/page-weight.spec.ts, ADR 0027).
//
// The vendors benchmark (bench/vendors.ts) calls measurePageWeights on its own seeded company, and
// `npm run bench` writes the table into bench/RESULTS.md.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { parseArgs } from "node:util";
import { startAppServer } from "./lib/app-server";
import { gzipBytesPerModule } from "./lib/js-modules";
import { BUILD_IMPORT, ClientBuild, PAGE_JS_BUDGET_BYTES, type ScreenScripts } from "./lib/page-weight";
import { BROWSER_ACCEPT_ENCODING, decodeBody } from "./lib/load";
import { markdownTable, textTable } from "./lib/report";
import { benchCompanyFields } from "./lib/company";

// The project folder the app server runs from (bench/lib/app-server.ts starts `server.ts` there).
const ROOT = process.cwd();
const PUBLIC = path.join(ROOT, "public");

export interface Screen {
  name: string;
  path: string;
  /** Opened without the session cookie (the sign-in page). */
  anonymous?: boolean;
}

export interface PageWeight extends Screen {
  status: number;
  /** The HTML document, uncompressed. */
  htmlBytes: number;
  /** On the wire when the request says `Accept-Encoding: gzip`. */
  gzipBytes: number;
  /** On the wire when the request says `Accept-Encoding: br`. */
  brBytes: number;
  /** The JavaScript files the page loads (named by the page or imported by those). */
  jsFiles: number;
  /** Their size as built (minified). */
  jsBytes: number;
  /** Their size gzipped. */
  jsGzipBytes: number;
  /** Their URLs (/build/…). */
  scripts: string[];
}

/** The screens measured, for a company with a vendor (`vendorId`) and a journal entry (`entryId`). */
export function pageWeightScreens(companyId: number, ids: { vendorId: number; entryId: number }): Screen[] {
  const d = `/company/${companyId}/dashboard`;
  return [
    { name: "Sign in", path: "/login", anonymous: true },
    { name: "Companies", path: "/home" },
    { name: "Dashboard", path: d },
    { name: "Overview", path: `${d}/overview` },
    { name: "Vendors list", path: `${d}/vendors/list` },
    { name: "Vendor Center", path: `${d}/vendors/center` },
    { name: "New vendor", path: `${d}/vendors/new-vendor` },
    { name: "Edit vendor", path: `${d}/vendors/edit/${ids.vendorId}` },
    { name: "Account List", path: `${d}/company-account-list` },
    { name: "New account", path: `${d}/new-account` },
    { name: "Journal entries", path: `${d}/journal-entries` },
    { name: "Journal entry", path: `${d}/journal-entries/${ids.entryId}` },
    { name: "New journal entry", path: `${d}/journalentry` },
    { name: "Vendor groups", path: `${d}/company/support-lists/vendor-group` },
    { name: "Payment terms", path: `${d}/company/support-lists/payment-term` },
    { name: "Custom fields", path: `${d}/custom-fields` },
    { name: "Trial balance", path: `${d}/reports/company-finance/trial-balance` },
    { name: "General ledger", path: `${d}/reports/company-finance/general-ledger` },
  ];
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire (still compressed). */
  body: Buffer;
}

function getRaw(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

const IMPORT = BUILD_IMPORT;

/** The /build/*.js URLs a document names: modulepreload links, script sources, and the static imports of its inline module scripts. */
export function scriptsOfDocument(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href?.startsWith("/build/")) found.add(href);
  }
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src?.startsWith("/build/")) found.add(src);
    if (/\btype="module"/.test(attributes)) for (const [, url] of body.matchAll(IMPORT)) found.add(url);
  }
  return [...found];
}

// The built files, read once: sizes, gzip sizes and imports (bench/lib/page-weight.ts).
let build: ClientBuild | undefined;
const clientBuild = () => (build ??= new ClientBuild(ROOT));
const builtFile = (url: string) => clientBuild().file(url);

/** Every script the browser loads for these URLs: them and their static imports, transitively. */
export const scriptClosure = (urls: string[]): string[] => clientBuild().closure(urls);

/** The stylesheet(s) the document links, gzipped (the same file on every page). */
function stylesheetGzipBytes(html: string): number {
  let total = 0;
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\brel="stylesheet"/.test(tag) ? /\bhref="([^"]+)"/.exec(tag)?.[1] : undefined;
    if (href?.startsWith("/build/")) total += zlib.gzipSync(fs.readFileSync(path.join(PUBLIC, href))).length;
  }
  return total;
}

export interface PageWeights {
  pages: PageWeight[];
  /** The stylesheet, gzipped, once for the whole app (cached after the first page). */
  cssGzipBytes: number;
  /** The encoding the server chose when the request accepts what a browser does (gzip, deflate, br). */
  browserEncoding: string;
}

/** Open each screen three times (identity, gzip, br) with the session cookie and weigh it. */
export async function measurePageWeights(base: string, cookie: string, screens: Screen[]): Promise<PageWeights> {
  const pages: PageWeight[] = [];
  let cssGzipBytes = 0;
  let browserEncoding = "";
  for (const screen of screens) {
    const headers = (encoding: string): Record<string, string> => ({
      "Accept-Encoding": encoding,
      ...(screen.anonymous ? {} : { Cookie: cookie }),
    });
    const plain = await getRaw(base + screen.path, headers("identity"));
    const gzip = await getRaw(base + screen.path, headers("gzip"));
    const br = await getRaw(base + screen.path, headers("br"));
    if (plain.status !== 200) throw new Error(`${screen.name} (${screen.path}) answered ${plain.status}`);
    const html = plain.body.toString("utf8");
    if (decodeBody(gzip.body, gzip.headers["content-encoding"]).length < html.length * 0.9) {
      throw new Error(`${screen.name}: the gzip answer decodes to much less than the plain one`);
    }
    if (!browserEncoding) {
      const browser = await getRaw(base + screen.path, headers(BROWSER_ACCEPT_ENCODING));
      browserEncoding = browser.headers["content-encoding"] ?? "identity";
    }
    cssGzipBytes ||= stylesheetGzipBytes(html);
    const scripts = scriptClosure(scriptsOfDocument(html));
    pages.push({
      ...screen,
      status: plain.status,
      htmlBytes: plain.body.length,
      gzipBytes: gzip.body.length,
      brBytes: br.body.length,
      jsFiles: scripts.length,
      jsBytes: scripts.reduce((sum, url) => sum + builtFile(url).bytes, 0),
      jsGzipBytes: scripts.reduce((sum, url) => sum + builtFile(url).gzipBytes, 0),
      scripts,
    });
  }
  return { pages, cssGzipBytes, browserEncoding };
}

const kb = (bytes: number) => (bytes / 1024).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function pageWeightRows(weights: PageWeights) {
  const header = ["screen", "HTML, KB", "HTML gzip, KB", "HTML br, KB", "JS files", "JS, KB", "JS gzip, KB"];
  const body = weights.pages.map((p) => [
    p.name,
    kb(p.htmlBytes),
    kb(p.gzipBytes),
    kb(p.brBytes),
    String(p.jsFiles),
    kb(p.jsBytes),
    kb(p.jsGzipBytes),
  ]);
  return { header, body };
}

export function pageWeightText(weights: PageWeights): string {
  const { header, body } = pageWeightRows(weights);
  return `${textTable(header, body)}\nstylesheet (every page, cached): ${kb(weights.cssGzipBytes)} KB gzip; a browser accepting gzip, deflate and br gets ${weights.browserEncoding}`;
}

/** Every screen's JavaScript, read from the build (bench/lib/page-weight.ts), heaviest first. */
export function everyScreenRows(screens: ScreenScripts[]) {
  const header = ["screen (URL)", "route file", "JS files", "JS, KB", "JS gzip, KB", "over 150 KB"];
  const body = [...screens]
    .sort((a, b) => b.jsGzipBytes - a.jsGzipBytes)
    .map((s) => [
      s.url,
      s.file.replace(/^app\/routes\//, ""),
      String(s.scripts.length),
      kb(s.jsBytes),
      kb(s.jsGzipBytes),
      s.jsGzipBytes > PAGE_JS_BUDGET_BYTES ? "OVER" : "",
    ]);
  return { header, body };
}

/** The "JavaScript of every screen" section of bench/RESULTS.md, from the build in the project folder. */
export function everyScreenMarkdown(screens: ScreenScripts[] = clientBuild().screens()): string {
  const { header, body } = everyScreenRows(screens);
  const heaviest = Math.max(...screens.map((s) => s.jsGzipBytes));
  return `## JavaScript of every screen (issue 24)

${markdownTable(header, body)}

Every route that renders a screen, read from the production build alone (\`bench/lib/page-weight.ts\`): the client entry
and the modules of the route's chain (root, layouts, the route) with every chunk they import, at gzip size — what the
document's modulepreloads name. ${screens.length} screens; the heaviest loads ${kb(heaviest)} KB. The budget is 150 KB (ADR 0027),
held by \`tests/e2e/page-weight.spec.ts\`.
`;
}

/** The "Bytes per page" section of bench/RESULTS.md. */
export function pageWeightMarkdown(weights: PageWeights): string {
  const { header, body } = pageWeightRows(weights);
  const largestHtml = Math.max(...weights.pages.map((p) => p.gzipBytes));
  const largestJs = Math.max(...weights.pages.map((p) => p.jsGzipBytes));
  return `## Bytes per page (issue 12)

${markdownTable(header, body)}

Measured by \`bench/page-weight.ts\` on the vendors benchmark's company (${"the list's page 1 of 10 rows"}), signed in,
against the production build. **HTML**: the document as the server sends it with \`Accept-Encoding: identity\`, then on
the wire with \`gzip\` and with \`br\` (a browser that accepts gzip, deflate and br gets ${weights.browserEncoding}).
**JS**: every script the document makes the browser load — its module scripts and modulepreloads, and every chunk
they import — summed at the gzip size of the built file (zlib's default level, as the server sends it); route modules
fetched later for client-side navigation are not counted. The stylesheet, the same file on every page and cached
immutably, is ${kb(weights.cssGzipBytes)} KB gzip. Largest here: ${kb(largestHtml)} KB of gzip HTML, ${kb(largestJs)} KB of gzip JS.
Run it alone with \`node --import tsx bench/page-weight.ts\` after \`npm run build\`.
`;
}

// Standalone: a fresh embedded database, a user, a company with a page of vendors and an entry.

async function send(base: string, method: string, url: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(base + url, {
    method,
    headers: { "Content-Type": "application/json", Origin: base, ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Sign in through the login form as a browser does; the session cookie. */
export async function signInCookie(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`Signing in answered ${response.status}`);
  return cookie;
}

/** The --modules listing for one screen: its heaviest modules, gzip KB each, and the rest summed. */
function moduleBreakdown(page: Pick<PageWeight, "name" | "scripts" | "jsGzipBytes" | "jsFiles">, top: number, grouped: boolean): string {
  const perModule = gzipBytesPerModule(
    PUBLIC,
    page.scripts.map((url) => ({ url, gzipBytes: builtFile(url).gzipBytes })),
    grouped,
  );
  const sorted = [...perModule].sort((a, b) => b[1] - a[1]);
  const rows = sorted.slice(0, top).map(([name, bytes]) => [name, kb(bytes)]);
  const rest = sorted.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0);
  if (rest > 0) rows.push([`(${sorted.length - top} more)`, kb(rest)]);
  return `${page.name}: ${kb(page.jsGzipBytes)} KB gzip JS in ${page.jsFiles} files\n${textTable(["module", "gzip, KB"], rows)}`;
}

function options() {
  const { values } = parseArgs({
    options: {
      only: { type: "string", multiple: true },
      save: { type: "string" },
      compare: { type: "string" },
      modules: { type: "string" },
      files: { type: "boolean" },
      "js-only": { type: "boolean" },
    },
    // `--modules` alone means the default count
    args: process.argv.slice(2).map((arg) => (arg === "--modules" ? "--modules=30" : arg)),
  });
  const only = (values.only ?? [])
    .flatMap((o) => o.split(","))
    .map((o) => o.trim().toLowerCase())
    .filter(Boolean);
  const modules = values.modules === undefined ? 0 : Number(values.modules);
  if (!Number.isInteger(modules) || modules < 0) throw new Error(`--modules takes a count, not "${values.modules}"`);
  return { only, save: values.save, compare: values.compare, modules, files: values.files ?? false, jsOnly: values["js-only"] ?? false };
}

/** The table with the saved run's JS gzip beside each screen's (--compare). */
function comparisonText(weights: PageWeights, before: Record<string, number>): string {
  const { header, body } = pageWeightRows(weights);
  const rows = body.map((row, i) => {
    const page = weights.pages[i];
    const old = before[page.name];
    if (old === undefined) return [...row, "", ""];
    const change = page.jsGzipBytes - old;
    return [...row, kb(old), `${change > 0 ? "+" : ""}${kb(change)}`];
  });
  return textTable([...header, "was, KB", "change, KB"], rows);
}

/** The every-screen table with the saved run's JS gzip beside each screen's (--js-only --compare). */
function everyScreenComparisonText(screens: ScreenScripts[], before: Record<string, number>): string {
  const { header, body } = everyScreenRows(screens);
  const byUrl = new Map(screens.map((s) => [s.url, s]));
  const rows = body.map((row) => {
    const old = before[row[0]];
    if (old === undefined) return [...row, "", ""];
    const change = byUrl.get(row[0])!.jsGzipBytes - old;
    return [...row, kb(old), `${change > 0 ? "+" : ""}${kb(change)}`];
  });
  return textTable([...header, "was, KB", "change, KB"], rows);
}

/** --js-only: every screen's JavaScript from the build, no server. */
function everyScreen(opts: ReturnType<typeof options>) {
  const screens = clientBuild()
    .screens()
    .filter((s) => opts.only.length === 0 || opts.only.some((o) => `${s.url} ${s.file}`.toLowerCase().includes(o.replace(/\s+/g, "-"))));
  if (screens.length === 0) throw new Error(`No screen's URL or route file contains ${opts.only.join(" or ")}`);
  if (opts.compare) {
    console.log(everyScreenComparisonText(screens, JSON.parse(fs.readFileSync(opts.compare, "utf8")) as Record<string, number>));
  } else {
    const { header, body } = everyScreenRows(screens);
    const over = screens.filter((s) => s.jsGzipBytes > PAGE_JS_BUDGET_BYTES).length;
    console.log(`${textTable(header, body)}\n${screens.length} screens, ${over} over ${kb(PAGE_JS_BUDGET_BYTES)} KB gzip`);
  }
  if (opts.save) {
    fs.writeFileSync(opts.save, `${JSON.stringify(Object.fromEntries(screens.map((s) => [s.url, s.jsGzipBytes])), null, 2)}\n`);
  }
  if (opts.modules > 0) {
    for (const s of screens) {
      const page = { name: s.url, scripts: s.scripts, jsGzipBytes: s.jsGzipBytes, jsFiles: s.scripts.length };
      console.log(`\n${moduleBreakdown(page, opts.modules, !opts.files)}`);
    }
  }
}

async function main() {
  const opts = options();
  for (const built of ["build/index.js", "public/build"]) {
    if (!fs.existsSync(path.join(ROOT, built))) throw new Error(`No ${built}: run \`npm run build\` first`);
  }
  if (opts.jsOnly) return everyScreen(opts);
  const every = everyScreenRows(clientBuild().screens());
  console.log(
    `Every screen's JavaScript, from the build:\n${textTable(every.header, every.body)}\n\nThe screens opened on a company, HTML and JavaScript:`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-page-weight-"));
  const server = await startAppServer({ LEDGERLINE_DATA_DIR: dataDir, DATABASE_URL: "", SESSION_SECRET: "ledgerline-page-weight" });
  try {
    const { base } = server;
    const email = "page-weight@example.com";
    const password = "correct horse battery";
    const signup = await send(base, "POST", "/api/client/signup", { email, password, firstName: "Page", lastName: "Weight" }, {});
    const auth = { Authorization: `Bearer ${signup.token as string}` };
    const company = (
      await send(
        base,
        "POST",
        "/api/company",
        benchCompanyFields("Page Weight Co", { legalName: "Page Weight Co", email: "books@example.com" }),
        auth,
      )
    ).data as { id: number };
    let vendorId = 0;
    for (let n = 1; n <= 12; n++) {
      const created = await send(
        base,
        "POST",
        "/api/vendor/vendors",
        {
          companyId: company.id,
          vendorId: `V${String(n).padStart(3, "0")}`,
          vendorName: `Birch Supplies ${n}`,
          openingBalance: `${n * 10}.25`,
        },
        auth,
      );
      vendorId ||= (created.vendor as { id: number }).id;
    }
    const accounts = (await (await fetch(`${base}/api/company-account/company/${company.id}`, { headers: auth })).json()) as {
      accounts: { id: number }[];
    };
    const entry = await send(
      base,
      "POST",
      `/api/journal-entry/company/${company.id}`,
      {
        entryDate: new Date().toISOString().slice(0, 10),
        comments: "Page weight",
        entries: [
          { accountId: accounts.accounts[0].id, debit: "100.00", credit: "0" },
          { accountId: accounts.accounts[1].id, debit: "0", credit: "100.00" },
        ],
      },
      auth,
    );
    const entryId = (entry.journalEntry as { id: number }).id;
    const cookie = await signInCookie(base, email, password);
    const screens = pageWeightScreens(company.id, { vendorId, entryId }).filter(
      (screen) => opts.only.length === 0 || opts.only.some((o) => screen.name.toLowerCase().includes(o)),
    );
    if (screens.length === 0) throw new Error(`No screen's name contains ${opts.only.join(" or ")}`);
    const weights = await measurePageWeights(base, cookie, screens);
    if (opts.compare) {
      const before = JSON.parse(fs.readFileSync(opts.compare, "utf8")) as Record<string, number>;
      console.log(comparisonText(weights, before));
    } else {
      console.log(pageWeightText(weights));
    }
    if (opts.save) {
      fs.writeFileSync(opts.save, `${JSON.stringify(Object.fromEntries(weights.pages.map((p) => [p.name, p.jsGzipBytes])), null, 2)}\n`);
    }
    if (opts.modules > 0) {
      for (const page of weights.pages) console.log(`\n${moduleBreakdown(page, opts.modules, !opts.files)}`);
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
