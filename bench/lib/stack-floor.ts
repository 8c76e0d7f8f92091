// The stack's own floor: what the app server takes to answer a whole HTML page that runs no SQL at
// all. The sign-in page for a visitor who is not signed in goes through everything a screen does
// (Express, compression, Remix's route matching, the root and route loaders, React rendering the
// document, the streamed data) except the database. Measured by the same load loop, on the same
// server, in the same run as the pages it is set beside: a page whose p99 target (n× its SQL's
// floor) is below this page's p99 asks for a screen with SQL to be answered faster than this server
// answers a screen without any.
import { runLoad, type LoadResult } from "./load";

export const SIGN_IN_PAGE = {
  name: "Sign-in page, signed out (HTML, no SQL)",
  path: "/login",
  expect: "Sign in to Ledgerline",
};

type Get = (url: string, headers: Record<string, string>) => Promise<string>;

/** The sign-in page under the same load as the pages: no cookie, so no session lookup and no SQL. */
export async function measureStackFloor(
  get: Get,
  base: string,
  options: { concurrency: number; warmupMs: number; durationMs: number },
): Promise<LoadResult> {
  const url = `${base}${SIGN_IN_PAGE.path}`;
  const once = async () => {
    const html = await get(url, {});
    if (!html.includes(SIGN_IN_PAGE.expect)) throw new Error(`${url} is not the sign-in page`);
  };
  await once();
  process.stderr.write(`  ${SIGN_IN_PAGE.name}…`);
  const result = await runLoad(once, options);
  process.stderr.write(" done\n");
  return result;
}

const fmt = (n: number, digits: number) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

type Page = { name: string; floor: LoadResult };

/** Each page whose floor answered: the p99 its target allows, and whether that is below the stack's p99. */
function allowances(stack: LoadResult, pages: readonly Page[], p99Target: number) {
  return pages
    .filter((page) => page.floor.requests > 0)
    .map((page) => {
      const allowedMs = p99Target * page.floor.p99Ms;
      return { name: page.name, allowedMs, belowStack: allowedMs < stack.p99Ms };
    });
}

/**
 * Report rows: the sign-in page's throughput and latency, then for each page with a p99 target
 * the latency the target allows beside the sign-in page's p99. Rows of four cells, as the tables
 * they join (measure, Ledgerline, floor, ratio).
 */
export function stackFloorRows(stack: LoadResult, pages: readonly Page[], p99Target: number): string[][] {
  const rows = [
    [`${SIGN_IN_PAGE.name}, requests/s`, fmt(stack.requestsPerSecond, 1), "", ""],
    ["   median latency, ms", fmt(stack.medianMs, 1), "", ""],
    ["   p99 latency, ms", fmt(stack.p99Ms, 1), "", ""],
  ];
  for (const { name, allowedMs, belowStack } of allowances(stack, pages, p99Target)) {
    const verdict = belowStack
      ? `below the sign-in page's p99 (${fmt(stack.p99Ms / allowedMs, 2)}× the target)`
      : `above the sign-in page's p99 (the sign-in page at ${fmt(stack.p99Ms / allowedMs, 2)} of it)`;
    rows.push([`   ${name}: p99 allowed by its target (${p99Target}× its floor), ms`, fmt(allowedMs, 1), "", verdict]);
  }
  return rows;
}

/** The report's paragraph on the stack's floor: what it is and which pages' targets fall below it. */
export function stackFloorMarkdown(stack: LoadResult, pages: readonly Page[], p99Target: number): string {
  const below = allowances(stack, pages, p99Target).filter((page) => page.belowStack);
  const reading = below.length
    ? `The p99 target of ${below.map((page) => `${page.name} (${fmt(page.allowedMs, 1)} ms)`).join(", ")} is below it: it asks
for a screen that runs SQL to be answered faster than this server answers one that runs none, so no work on the
screen itself can meet it here; only not rendering the page at all (serving a stored copy) would.`
    : `Every page's p99 target is above it.`;
  return `**The stack's own floor.** The ${SIGN_IN_PAGE.name.split(",")[0].toLowerCase()} for a visitor who is not signed in (\`GET ${SIGN_IN_PAGE.path}\`, no
cookie), under the same load on the same server in the same run: a whole HTML document through everything a screen
goes through — Express, compression, Remix's route matching, the root and route loaders, React rendering the document,
the streamed data — but no SQL at all (bench/lib/stack-floor.ts). Its p99 was ${fmt(stack.p99Ms, 1)} ms at ${fmt(stack.requestsPerSecond, 0)} requests/s.
${reading}`;
}
