// Pages measured at N concurrent against a floor: the very SQL the page's loader sends, recorded
// once from the same module calls the loader makes, run one statement after another on a bare pg
// client from a pool of N (no session, no company check, no rendering, no HTTP, no compression).
// Used by the purchasing and inventory benchmarks; a page joins by being listed in theirs.
import http from "node:http";
import type { Knex } from "knex";
import pg from "pg";
import { processCpuMs, startAppServer } from "./app-server";
import { httpGetter, runLoad, type LoadResult } from "./load";
import { fmtInt } from "./progress";
import { measureStackFloor, RENDER_AFRESH } from "./stack-floor";

/** One page measured at N concurrent against the SQL its loader sends. */
export interface PageMeasurement {
  name: string;
  /** The page's path (a session cookie is sent). */
  path: string;
  /** Text the answer must contain: a row of data, not only the screen's frame. */
  expect: string;
  /** The module calls the page's loader makes: the SQL they send, recorded once, is the floor. */
  loaderCalls: (db: Knex) => Promise<unknown>;
}

export interface PageScenario {
  name: string;
  app: LoadResult;
  floor: LoadResult;
  /** Statements the floor sends per request. */
  statements: number;
  /** The page's HTML, bytes. */
  pageBytes: number;
  /** The same load rendered afresh every time (RENDER_AFRESH), measured beside the stack's floor. */
  rendered?: LoadResult;
}

export interface LoadOptions {
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

/** The SQL some module calls send (as the pg driver receives it), recorded once. */
export async function recordSql(db: Knex, calls: () => Promise<unknown>): Promise<{ sql: string; bindings: unknown[] }[]> {
  const statements: { sql: string; bindings: unknown[] }[] = [];
  const onQuery = (data: { sql: string; bindings?: unknown[] }) => {
    const bindings = [...(data.bindings ?? [])];
    const sql =
      /\$\d/.test(data.sql) || !bindings.length
        ? data.sql
        : db
            .raw(data.sql, bindings as Knex.RawBinding[])
            .toSQL()
            .toNative().sql;
    statements.push({ sql, bindings });
  };
  db.on("query", onQuery);
  try {
    await calls();
  } finally {
    db.off("query", onQuery);
  }
  return statements;
}

export interface PagesResult {
  scenarios: PageScenario[];
  /** The sign-in page on the same server (bench/lib/stack-floor.ts), when asked for; and rendered afresh every time. */
  stackFloor?: LoadResult;
  stackFloorRendered?: LoadResult;
}

/**
 * Start the app server (production build) and measure each page against its floor; with
 * `stackFloor`, first the sign-in page, the stack's own floor (bench/lib/stack-floor.ts), and every
 * page (the sign-in page too) a second time rendered afresh on every request (RENDER_AFRESH).
 */
export async function measurePages(
  db: Knex,
  databaseUrl: string,
  env: { SESSION_SECRET: string; cookie: string },
  measurements: readonly PageMeasurement[],
  options: LoadOptions & { stackFloor?: boolean },
): Promise<PagesResult> {
  const floors = [];
  for (const m of measurements) floors.push(await recordSql(db, () => m.loaderCalls(db)));

  const server = await startAppServer({ DATABASE_URL: databaseUrl, SESSION_SECRET: env.SESSION_SECRET });
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const plainGet = httpGetter(agent);
  // The app server's CPU time per request it answered (bench/lib/app-server.ts).
  let answered = 0;
  const get: typeof plainGet = async (url, headers) => {
    const body = await plainGet(url, headers);
    answered++;
    return body;
  };
  const withServerCpu = async (run: () => Promise<LoadResult>): Promise<LoadResult> => {
    const [cpu0, answered0] = [processCpuMs(server.child.pid), answered];
    const result = await run();
    const cpu1 = processCpuMs(server.child.pid);
    const count = answered - answered0;
    return cpu0 === null || cpu1 === null || !count ? result : { ...result, serverCpuMsPerRequest: (cpu1 - cpu0) / count };
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.concurrency });
  const scenarios: PageScenario[] = [];
  let stackFloor: LoadResult | undefined;
  let stackFloorRendered: LoadResult | undefined;
  try {
    if (options.stackFloor) {
      stackFloor = await withServerCpu(() => measureStackFloor(get, server.base, options));
      stackFloorRendered = await withServerCpu(() => measureStackFloor(get, server.base, options, RENDER_AFRESH));
    }
    for (const [i, m] of measurements.entries()) {
      const url = `${server.base}${m.path}`;
      const page = await get(url, { Cookie: env.cookie });
      if (!page.includes(m.expect)) throw new Error(`${m.name}: the page does not show ${m.expect}`);
      const statements = floors[i];
      const app =
        (headers: Record<string, string> = {}) =>
        async () => {
          const html = await get(url, { Cookie: env.cookie, ...headers });
          if (!html.includes(m.expect)) throw new Error(`${m.name}: the page does not show ${m.expect}`);
        };
      // The loader's statements, one after another on one connection (the app's pool may run some at once).
      const floor = async () => {
        const client = await pool.connect();
        try {
          for (const s of statements) await client.query(s.sql, s.bindings);
        } finally {
          client.release();
        }
      };
      process.stderr.write(`  ${m.name}: app…`);
      const appResult = await withServerCpu(() => runLoad(app(), options));
      process.stderr.write(" floor…");
      const floorResult = await runLoad(floor, options);
      let rendered: LoadResult | undefined;
      if (options.stackFloor) {
        process.stderr.write(" rendered afresh…");
        rendered = await withServerCpu(() => runLoad(app(RENDER_AFRESH), options));
      }
      process.stderr.write(" done\n");
      scenarios.push({
        name: m.name,
        app: appResult,
        floor: floorResult,
        statements: statements.length,
        pageBytes: Buffer.byteLength(page),
        rendered,
      });
    }
  } finally {
    agent.destroy();
    await pool.end();
    await server.stop();
  }
  return { scenarios, stackFloor, stackFloorRendered };
}

const fmt = (n: number, digits: number) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** " (target ≤ n×: met)" after a p99 ratio; a side with no request finished has not met it. */
export function p99TargetNote(app: LoadResult, floor: LoadResult, p99Target: number): string {
  const met = app.requests > 0 && floor.requests > 0 && app.p99Ms / floor.p99Ms <= p99Target;
  return ` (target ≤ ${p99Target}×: ${met ? "met" : "**not met**"})`;
}

/** The report's rows of each page: requests/s, median and p99 latency against the floor (and the p99 target, when one is set), HTML size. */
export function pageRows(scenarios: readonly PageScenario[], concurrency: number, p99Target?: number): string[][] {
  // A side with no request finished inside the measured window has no latency to show.
  const ms = (run: LoadResult, value: number) => (run.requests ? fmt(value, 1) : `none finished in ${fmt(run.seconds, 0)} s`);
  const times = (app: LoadResult, floor: LoadResult, a: number, f: number) =>
    app.requests && floor.requests ? `${fmt(a / f, 2)}× the floor's time` : "n/a";
  return scenarios.flatMap((s) => {
    const target = p99Target === undefined ? "" : p99TargetNote(s.app, s.floor, p99Target);
    return [
      [
        `${s.name}, requests/s (${concurrency} concurrent)`,
        fmt(s.app.requestsPerSecond, 1),
        fmt(s.floor.requestsPerSecond, 1),
        s.floor.requests ? fmt(s.app.requestsPerSecond / s.floor.requestsPerSecond, 3) : "n/a",
      ],
      [
        "   median latency, ms",
        ms(s.app, s.app.medianMs),
        ms(s.floor, s.floor.medianMs),
        times(s.app, s.floor, s.app.medianMs, s.floor.medianMs),
      ],
      [
        "   p99 latency, ms",
        ms(s.app, s.app.p99Ms),
        ms(s.floor, s.floor.p99Ms),
        `${times(s.app, s.floor, s.app.p99Ms, s.floor.p99Ms)}${target}`,
      ],
      ["   the page's HTML, KB (uncompressed)", fmtInt(s.pageBytes / 1024), "", ""],
      ...(s.app.serverCpuMsPerRequest === undefined
        ? []
        : [["   the app server's CPU time per request, ms", fmt(s.app.serverCpuMsPerRequest, 2), "", ""]]),
    ];
  });
}
