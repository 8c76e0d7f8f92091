// Benchmark C (issue 4): the Vendors list under load. A company of 10,000 vendors and 200,000 vendor
// postings (bills and payments on Accounts Payable, tagged with the vendor); the app server runs in
// its own process (`node --import tsx server.ts`, the production build) and is asked, by 32
// concurrent keep-alive connections, for
//   1. the Vendors list page, server-rendered HTML, page 1;
//   2. the same page with a search;
//   3. GET /api/vendor/vendors?companyId= (JSON, bearer token);
// each against a floor: the very SQL the list runs (the AP account lookup, the count and the page —
// built by vendorListQueries, the function listVendors uses) through a pool of 32 bare pg clients.
// The requests say `Accept-Encoding: gzip, deflate, br` as a browser does, and read the answers
// decoded; the floor stays the bare SQL (no HTTP, no compression: see bench/RESULTS.md). Before the
// load, bench/page-weight.ts weighs each screen's HTML and JavaScript on this company.
import http from "node:http";
import type { Knex } from "knex";
import pg from "pg";
import { createApiToken } from "../app/modules/auth/auth.server";
import { vendorListQueries } from "../app/modules/vendors/vendors.server";
import { findAccountsPayableAccount } from "../app/modules/accounts/system-accounts.server";
import { signIn } from "../app/modules/auth/session.server";
import { startAppServer } from "./lib/app-server";
import { BROWSER_ACCEPT_ENCODING, httpGetter, runLoad, type LoadResult } from "./lib/load";
import { measurePageWeights, pageWeightScreens, type PageWeights } from "./page-weight";
import { loadInBatches } from "./lib/progress";
import { isHtmlPage, measureStackFloor, RENDER_AFRESH } from "./lib/stack-floor";
import { benchCompanyFields, benchOwnedCompany, vendorAccounts } from "./lib/company";

export interface VendorBenchOptions {
  vendors: number;
  postings: number;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

export interface VendorScenario {
  name: string;
  app: LoadResult;
  floor: LoadResult;
  /** An HTML page's same load rendered afresh every time (RENDER_AFRESH). */
  rendered?: LoadResult;
}

export interface VendorBenchResult {
  options: VendorBenchOptions;
  search: string;
  searchMatches: number;
  /** The Vendors list page's HTML (page 1), in bytes: uncompressed, and on the wire as the benchmark asks for it. */
  pageBytes: number;
  pageWireBytes: number;
  /** The Content-Encoding the server chose for the benchmark's requests. */
  pageEncoding: string;
  /** Bytes per page: the HTML and JavaScript of each screen, on this company (bench/page-weight.ts). */
  weights: PageWeights;
  scenarios: VendorScenario[];
  /** The sign-in page on the same server: the stack's own floor (bench/lib/stack-floor.ts); and rendered afresh every time. */
  stackFloor: LoadResult;
  stackFloorRendered?: LoadResult;
  seedSeconds: number;
}

const ENTRIES_PER_TRANSACTION = 20_000;
const SESSION_SECRET = "ledgerline-bench-session-secret";

/** Vendors with deterministic names ("Birch Supplies 00042"), one in ten inactive. */
export async function seedVendors(db: Knex, companyId: number, count: number) {
  await loadInBatches({ label: "vendors", unit: "vendors" }, count, 5_000, async (first, last) => {
    await db.raw(
      `INSERT INTO vendors (company_id, vendor_id, vendor_name, active, email, phone)
       SELECT ?, 'V' || lpad(g::text, 5, '0'),
              (ARRAY['Birch','Cedar','Maple','Oak','Pine','Willow','Aspen','Elm'])[1 + g % 8] || ' Supplies ' || lpad(g::text, 5, '0'),
              g % 10 <> 0, 'ap' || g || '@vendor.test', '555-' || lpad(g::text, 5, '0')
       FROM generate_series(?::int, ?::int) AS g`,
      [companyId, first, last],
    );
  });
}

/**
 * Postings: entry g is a bill (Dr an expense, Cr Accounts Payable for vendor 1 + g·7919 mod N) or,
 * one in five, a payment (Dr Accounts Payable for the vendor, Cr the bank), dated over 2025–2026,
 * written with INSERT … SELECT in transactions of 20,000 entries (the deferred balance check runs).
 */
export async function seedPostings(db: Knex, companyId: number, accounts: { ap: number; expense: number; bank: number }, count: number) {
  const vendorIds: number[] = await db("vendors").where({ companyId }).orderBy("id").pluck("id");
  const firstVendor = vendorIds[0];
  await loadInBatches({ label: "vendor postings", unit: "entries" }, count, ENTRIES_PER_TRANSACTION, async (first, last) => {
    await db.transaction(async (trx) => {
      await trx.raw(
        `INSERT INTO journal_entries (company_id, entry_type, entry_no, entry_date, comments, status, posted_at)
         SELECT ?, CASE WHEN g % 5 = 0 THEN 'PB' ELSE 'BILL' END, 'BN-' || lpad(g::text, 7, '0'),
                DATE '2025-01-01' + (g * 37) % 700, 'bench', 'posted', now()
         FROM generate_series(?::int, ?::int) AS g`,
        [companyId, first, last],
      );
      // Two lines per entry: line 1 the debit, line 2 the credit; the AP line carries the vendor.
      await trx.raw(
        `INSERT INTO journal_lines (company_id, journal_entry_id, line_no, account_id, entry_date, debit, credit, vendor_id)
         SELECT e.company_id, e.id, side.line_no,
                CASE WHEN side.line_no = 1 THEN (CASE WHEN e.entry_type = 'PB' THEN ?::int ELSE ?::int END)
                     ELSE (CASE WHEN e.entry_type = 'PB' THEN ?::int ELSE ?::int END) END,
                e.entry_date,
                CASE WHEN side.line_no = 1 THEN amount.value ELSE 0 END,
                CASE WHEN side.line_no = 2 THEN amount.value ELSE 0 END,
                CASE WHEN (side.line_no = 1) = (e.entry_type = 'PB') THEN (?::int + (n.g::bigint * 7919) % ?::int)::int END
         FROM journal_entries e
         -- bigint products: g reaches 200,000, and g · 104729 does not fit an int
         CROSS JOIN LATERAL (SELECT substr(e.entry_no, 4)::int AS g) n
         CROSS JOIN LATERAL (SELECT (((n.g::bigint * 104729) % 100000) + 1) / 100.0 AS value) amount
         CROSS JOIN (VALUES (1), (2)) AS side(line_no)
         WHERE e.company_id = ? AND e.entry_no LIKE 'BN-%' AND substr(e.entry_no, 4)::int BETWEEN ? AND ?`,
        [accounts.ap, accounts.expense, accounts.bank, accounts.ap, firstVendor, vendorIds.length, companyId, first, last],
      );
    });
  });
}

export async function runVendorBenchmark(db: Knex, databaseUrl: string, options: VendorBenchOptions): Promise<VendorBenchResult> {
  const seedStarted = performance.now();
  process.env.SESSION_SECRET = SESSION_SECRET;
  const { user, company, ctx } = await benchOwnedCompany(
    db,
    { email: "bench-vendors@example.com", firstName: "Bench", lastName: "Vendors" },
    benchCompanyFields("Vendor Bench Co", { legalName: "Vendor Bench Co" }),
  );
  const accounts = await vendorAccounts(db, ctx, "Office Supplies", "BENCH-1");
  await seedVendors(db, company.id, options.vendors);
  await seedPostings(db, company.id, accounts, options.postings);
  await db.raw("VACUUM ANALYZE");
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  globalThis.__ledgerlineDb = Promise.resolve(db); // signIn stores the session through the app's handle
  const cookie = (await signIn(new Request("http://localhost/"), user.id, "/")).headers.get("Set-Cookie")!.split(";")[0];
  const { token } = await createApiToken(db, user.id, "bench");
  const search = "Supplies 001"; // 100 vendors (00100–00199), 90 of them active
  const searchMatches = Number(
    (await db("vendors").where({ companyId: company.id, active: true }).whereILike("vendorName", `%${search}%`).count({ n: "*" }))[0].n,
  );

  // The floor's SQL: exactly what listVendors sends for the same request.
  const listQuery = { view: "active" as const, page: 1, perPage: 10, today: ctx.today };
  const floorSql = (q: string) => {
    const apLookup = db("companyAccounts")
      .where({ companyId: company.id, accountType: "Current Liability" })
      .whereRaw("lower(btrim(account_name)) = lower(?)", ["Accounts Payable"])
      .orderBy("id")
      .first("id")
      .toSQL()
      .toNative();
    const { count, page } = vendorListQueries(db, company.id, accounts.ap, { ...listQuery, q });
    return [apLookup, count.toSQL().toNative(), page.toSQL().toNative()];
  };
  if ((await findAccountsPayableAccount(db, company.id)) !== accounts.ap)
    throw new Error("The floor's AP lookup would not match listVendors'");

  const server = await startAppServer({ DATABASE_URL: databaseUrl, SESSION_SECRET });
  const { base } = server;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const get = httpGetter(agent);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.concurrency });
  const floor = (q: string) => {
    const statements = floorSql(q);
    return async () => {
      const client = await pool.connect();
      try {
        await client.query(statements[0].sql, statements[0].bindings as unknown[]);
        await client.query(statements[1].sql, statements[1].bindings as unknown[]);
        const rows = await client.query(statements[2].sql, statements[2].bindings as unknown[]);
        if (!rows.rowCount) throw new Error("The floor's page came back empty");
      } finally {
        client.release();
      }
    };
  };
  const listPath = `${base}/company/${company.id}/dashboard/vendors/list`;
  // The page's size on the wire, as the load below asks for it.
  const wireBytes = (url: string, headers: Record<string, string>) =>
    new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
      http
        .get(url, { headers: { "Accept-Encoding": BROWSER_ACCEPT_ENCODING, ...headers } }, (response) => {
          let bytes = 0;
          response.on("data", (chunk: Buffer) => (bytes += chunk.length));
          response.on("end", () => resolve({ bytes, encoding: response.headers["content-encoding"] ?? "identity" }));
        })
        .on("error", reject);
    });
  // The HTML pages' loads take extra headers: RENDER_AFRESH measures them rendered afresh every time.
  const scenarios: { name: string; app: (headers?: Record<string, string>) => () => Promise<void>; floor: () => Promise<void> }[] = [
    {
      name: "Vendors list page 1 (HTML)",
      app: (headers) => async () => {
        const html = await get(listPath, { Cookie: cookie, ...headers });
        if (!html.includes("Supplies")) throw new Error("The Vendors list page shows no vendor");
      },
      floor: floor(""),
    },
    {
      name: `Vendors list, search "${search}" (HTML)`,
      app: (headers) => async () => {
        const html = await get(`${listPath}?q=${encodeURIComponent(search)}`, { Cookie: cookie, ...headers });
        if (!html.includes("Supplies 0010")) throw new Error("The search page shows no match"); // a row, not the search box
      },
      floor: floor(search),
    },
    {
      name: "GET /api/vendor/vendors (JSON)",
      app: () => async () => {
        const body = await get(`${base}/api/vendor/vendors?companyId=${company.id}`, { Authorization: `Bearer ${token}` });
        if (!body.includes('"vendors"')) throw new Error("The API answered without vendors");
      },
      floor: floor(""),
    },
  ];

  const results: VendorScenario[] = [];
  let pageBytes = 0;
  let page = { bytes: 0, encoding: "" };
  let weights: PageWeights = { pages: [], cssGzipBytes: 0, browserEncoding: "" };
  let stackFloor: LoadResult | undefined;
  let stackFloorRendered: LoadResult | undefined;
  try {
    pageBytes = Buffer.byteLength(await get(listPath, { Cookie: cookie }));
    page = await wireBytes(listPath, { Cookie: cookie });
    const firstVendor = (await db("vendors").where({ companyId: company.id }).orderBy("id").first("id")) as { id: number };
    const firstEntry = (await db("journalEntries").where({ companyId: company.id }).orderBy("id").first("id")) as { id: number };
    weights = await measurePageWeights(base, cookie, pageWeightScreens(company.id, { vendorId: firstVendor.id, entryId: firstEntry.id }));
    stackFloor = await measureStackFloor(get, base, options);
    stackFloorRendered = await measureStackFloor(get, base, options, RENDER_AFRESH);
    for (const scenario of scenarios) {
      process.stderr.write(`  ${scenario.name}: app…`);
      const appResult = await runLoad(scenario.app(), options);
      process.stderr.write(` floor…`);
      const floorResult = await runLoad(scenario.floor, options);
      let rendered: LoadResult | undefined;
      if (isHtmlPage(scenario)) {
        process.stderr.write(` rendered afresh…`);
        rendered = await runLoad(scenario.app(RENDER_AFRESH), options);
      }
      process.stderr.write(` done\n`);
      results.push({ name: scenario.name, app: appResult, floor: floorResult, rendered });
    }
  } finally {
    agent.destroy();
    await pool.end();
    await server.stop();
  }
  if (!stackFloor) throw new Error("The sign-in page was not measured");
  return {
    options,
    search,
    searchMatches,
    pageBytes,
    pageWireBytes: page.bytes,
    pageEncoding: page.encoding,
    weights,
    scenarios: results,
    stackFloor,
    stackFloorRendered,
    seedSeconds,
  };
}
