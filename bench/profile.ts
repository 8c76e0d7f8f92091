// `npm run bench -- --profile`: where the time goes, so the next slow path can be diagnosed in
// minutes. On a fresh benchmark database (PostgreSQL, DATABASE_URL as bench/run.ts):
//   posting  postEntries in transactions of 1,000 entries, split into the Node process's own work
//            (checking the postings, building the rows and the JSON) and each kind of SQL
//            statement (the accounts check, reserving the numbers, writing the entries, the lines)
//            and COMMIT, where the deferred balance check runs once per entry;
//   a page   the Vendors list page (page 1 of 2,000 vendors) rendered by the production build
//            in this process, split into its loaders (side by side, from the first one's start to
//            the last one's end: the time a statement was in flight, and the rest), rendering and
//            serializing the HTML, and compressing it as the server does for a browser (brotli).
//            For a page under load, BENCH_CPU_PROF=<folder> profiles the benchmarked server.
// PROFILE_ENTRIES (default 20,000) and PROFILE_REQUESTS (default 200) set the sizes.
import zlib from "node:zlib";
import type { Knex } from "knex";
import { createUser } from "../app/modules/auth/auth.server";
import { signupSchema } from "../app/modules/auth/schema";
import { createCompany, type CompanyContext } from "../app/modules/companies/companies.server";
import { companyCreateSchema } from "../app/modules/companies/schema";
import { postEntries } from "../app/modules/ledger/ledger.server";
import { createChart, generateEntry, toPosting } from "./lib/ledger-data";
import { seededRng } from "./lib/prng";
import { textTable } from "./lib/report";
import { timeSql } from "./lib/sql-timer";
import { BROTLI_PARAMS } from "../app/utils/compression.server";
import { withRequestScope } from "../app/utils/request-scope.server";
import { benchCompanyFields, benchOwnedCompany, SAN_JOSE, vendorAccounts } from "./lib/company";

const fmt = (n: number, digits = 1) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

const companyFields = (name: string) =>
  benchCompanyFields(name, { ...SAN_JOSE, legalName: name, addressLine1: "1 Main St", email: "profile@bench.test" });

/** The statement kinds of posting. */
function postingStatement(sql: string): string {
  const text = sql.toLowerCase();
  if (text.includes("company_accounts")) return "check the accounts (SELECT)";
  if (text.includes("document_counters")) return "reserve the numbers (counter UPSERT)";
  if (text.includes("insert into journal_entries")) return "write the entries (INSERT … json_to_recordset)";
  if (text.includes("insert into journal_lines")) return "write the lines (INSERT … json_to_recordset)";
  return "other SQL";
}

export async function profilePosting(db: Knex, entries: number): Promise<string> {
  const user = await createUser(
    db,
    signupSchema.parse({ email: "profile@example.com", password: "correct horse battery", firstName: "Pro", lastName: "File" }),
  );
  const company = await createCompany(db, user.id, companyCreateSchema.parse(companyFields("Profile Books")));
  const ctx: CompanyContext = { companyId: company.id, userId: user.id, today: "2026-11-25" };
  const accounts = await createChart(db, ctx);
  const rng = seededRng(7);
  const postings = Array.from({ length: entries }, () => toPosting(generateEntry(rng), accounts));
  const lines = postings.reduce((sum, p) => sum + p.lines.length, 0);

  const sql = timeSql(db, postingStatement);
  const batch = 1_000;
  let wall = 0;
  let commit = 0;
  let begin = 0;
  const cpu = process.cpuUsage();
  for (let start = 0; start < postings.length; start += batch) {
    const started = performance.now();
    const trx = await db.transaction();
    begin += performance.now() - started;
    try {
      await postEntries(trx, ctx, postings.slice(start, start + batch));
    } catch (error) {
      await trx.rollback();
      throw error;
    }
    const committing = performance.now();
    await trx.commit();
    commit += performance.now() - committing;
    wall += performance.now() - started;
  }
  const used = process.cpuUsage(cpu);
  sql.stop();
  const sqlTotal = sql.total();
  const node = wall - sqlTotal - commit - begin;
  const per = (ms: number) => fmt((ms / entries) * 1000, 0);
  const share = (ms: number) => `${fmt((ms / wall) * 100)} %`;
  const rows = [
    ["Node: check the postings, build rows and JSON, the driver", per(node), share(node)],
    ...[...sql.byLabel].map(([label, { ms }]) => [`SQL: ${label}`, per(ms), share(ms)]),
    ["BEGIN", per(begin), share(begin)],
    ["COMMIT (the deferred balance check, once per entry)", per(commit), share(commit)],
    ["total", per(wall), "100 %"],
  ];
  return `### Posting: ${entries.toLocaleString("en-US")} entries (${lines.toLocaleString("en-US")} lines), postEntries in transactions of ${batch.toLocaleString("en-US")}

${fmt(entries / (wall / 1000), 0)} entries/s; Node process CPU ${fmt((used.user + used.system) / 1000 / 1000, 2)} s of ${fmt(wall / 1000, 2)} s wall.

${textTable(["step", "µs per entry", "share of the time"], rows)}
`;
}

/** How the time of one page request splits; the page is rendered by the production build in this process. */
export interface PageProfileInput {
  label: string;
  /**
   * Render the page once and say how long its loaders took (from the first one's start to the last
   * one's end) and, of that, how long a statement was in flight.
   */
  render(): Promise<{ html: string; loaderMs: number; sqlMs: number; dataBytes: number; serializeMs: number }>;
}

export async function profilePage(page: PageProfileInput, requests: number): Promise<string> {
  for (let i = 0; i < 5; i++) await page.render(); // warm-up: JIT, caches, prepared plans
  let wall = 0;
  let loaders = 0;
  let sqlMs = 0;
  let serialize = 0;
  let compressMs = 0;
  let htmlBytes = 0;
  let brBytes = 0;
  let dataBytes = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const result = await page.render();
    wall += performance.now() - started;
    loaders += result.loaderMs;
    sqlMs += result.sqlMs;
    serialize += result.serializeMs;
    const zipping = performance.now();
    const zipped = zlib.brotliCompressSync(result.html, { params: BROTLI_PARAMS });
    compressMs += performance.now() - zipping;
    htmlBytes = Buffer.byteLength(result.html);
    brBytes = zipped.length;
    dataBytes = result.dataBytes;
  }
  const per = (ms: number) => fmt(ms / requests, 2);
  const render = wall - loaders;
  const rows = [
    ["loaders, side by side (first start to last end): a statement in flight", per(sqlMs)],
    ["loaders: the rest (session, checks, building statements, shaping rows)", per(loaders - sqlMs)],
    ["route matching, rendering the HTML (React), streaming it", per(render - serialize)],
    ["serializing the loaders' data (measured as JSON.stringify of it)", per(serialize)],
    ["compress (brotli, as the server does for a browser)", per(compressMs)],
    ["total", per(wall + compressMs)],
  ];
  return `### Page: ${page.label}, ${requests} requests one after another

HTML ${htmlBytes.toLocaleString("en-US")} bytes (${brBytes.toLocaleString("en-US")} br), of which loader data ${dataBytes.toLocaleString("en-US")} bytes of JSON.

${textTable(["step", "ms per request"], rows)}
`;
}

/**
 * The Vendors list page of a company with `vendors` vendors and ten postings each, rendered by the
 * production build (build/index.js, `npm run build` first) through Remix's own request handler in
 * this process, each route's loader wrapped to time it.
 */
export async function vendorsListPage(db: Knex, vendors: number): Promise<PageProfileInput> {
  const path = await import("node:path");
  const { pathToFileURL } = await import("node:url");
  const { createRequestHandler } = await import("@remix-run/node");
  const { signIn } = await import("../app/modules/auth/session.server");
  const { seedPostings, seedVendors } = await import("./vendors");
  process.env.SESSION_SECRET ??= "ledgerline-profile-session-secret";

  const { user, company, ctx } = await benchOwnedCompany(
    db,
    { email: "profile-page@example.com", firstName: "Pro", lastName: "Page" },
    companyFields("Profile Vendors"),
  );
  const accounts = await vendorAccounts(db, ctx, "Supplies", "PROFILE-1");
  await seedVendors(db, company.id, vendors);
  await seedPostings(db, company.id, accounts, vendors * 10);
  await db.raw("VACUUM ANALYZE");

  globalThis.__ledgerlineDb = Promise.resolve(db);
  const cookie = (await signIn(new Request("http://localhost/"), user.id, "/")).headers.get("Set-Cookie")!.split(";")[0];

  type Loader = (args: unknown) => Promise<unknown>;
  // The production builds of React and React Router, as the server runs them (npm run bench does not
  // set NODE_ENV): they are first loaded by this import.
  process.env.NODE_ENV = "production";
  const build = await import(pathToFileURL(path.resolve("build/index.js")).href);
  // The loaders run side by side: what they cost the page is the span from the first one's start
  // to the last one's end, not the sum of their times.
  let loadersFrom = Infinity;
  let loadersTo = -Infinity;
  let serializeMs = 0;
  let dataBytes = 0;
  const routes = Object.fromEntries(
    Object.entries(build.routes as Record<string, { module: Record<string, unknown> }>).map(([id, route]) => {
      const loader = route.module.loader as Loader | undefined;
      if (!loader) return [id, route];
      const timed: Loader = async (args) => {
        loadersFrom = Math.min(loadersFrom, performance.now());
        try {
          const data = await loader(args);
          if (!(data instanceof Response)) {
            const serializing = performance.now();
            dataBytes += Buffer.byteLength(JSON.stringify(data) ?? "");
            serializeMs += performance.now() - serializing;
          }
          return data;
        } finally {
          loadersTo = Math.max(loadersTo, performance.now());
        }
      };
      return [id, { ...route, module: { ...route.module, loader: timed } }];
    }),
  );
  const handle = createRequestHandler({ ...build, routes }, "production");
  const sql = timeSql(db, () => "sql");
  const url = `http://localhost/company/${company.id}/dashboard/vendors/list`;
  return {
    label: `Vendors list (page 1 of ${vendors.toLocaleString("en-US")} vendors)`,
    async render() {
      loadersFrom = Infinity;
      loadersTo = -Infinity;
      serializeMs = 0;
      dataBytes = 0;
      sql.reset();
      // As server.ts does: the request's loaders share one session and company lookup.
      const response = await withRequestScope(() => handle(new Request(url, { headers: { Cookie: cookie } })));
      const html = await response.text();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      return { html, loaderMs: Math.max(0, loadersTo - loadersFrom), sqlMs: sql.inFlight(), serializeMs, dataBytes };
    },
  };
}
