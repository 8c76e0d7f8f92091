// Benchmark of the financial statements (issue 28, item 8: ≤ 1.5× their floors), on PostgreSQL,
// over LINES journal lines of one company (the ledger benchmark's chart and entries, 2024–2026,
// bulk-loaded):
//   A. the Profit and Loss of 2026 by month (twelve month columns and the total) through
//      profitAndLoss, against a floor: one hand-written GROUP BY with the same thirteen FILTER sums
//      through the bare pg client;
//   B. the Balance Sheet as of 12/31/2026 through balanceSheet, against a floor: one hand-written
//      GROUP BY of each account's balance and its balance before the fiscal year (what Retained
//      Earnings needs) through the bare pg client.
// Each is run RUNS times, alternating with its floor; the medians are compared.
import type { Knex } from "knex";
import type pg from "pg";
import { createUser } from "../app/modules/auth/auth.server";
import { signupSchema } from "../app/modules/auth/schema";
import { createCompany, type CompanyContext } from "../app/modules/companies/companies.server";
import { companyCreateSchema } from "../app/modules/companies/schema";
import { balanceSheet, profitAndLoss } from "../app/modules/reports/statements.server";
import { splitPeriod } from "../app/modules/reports/statement-types";
import { companyFields } from "../tests/support/company-fields";
import { createChart, generateEntriesWithLines, insertPlain } from "./lib/ledger-data";
import { seededRng } from "./lib/prng";
import { fmtInt, Progress } from "./lib/progress";
import { markdownTable, median } from "./lib/report";

export interface StatementsBenchOptions {
  lines: number;
  batch: number;
  runs: number;
  seed: number;
}

interface Timed {
  runsMs: number[];
  medianMs: number;
}

export interface StatementsBenchResult {
  options: StatementsBenchOptions;
  lines: number;
  profitAndLoss: Timed;
  profitAndLossFloor: Timed;
  balanceSheet: Timed;
  balanceSheetFloor: Timed;
}

const say = (text: string) => process.stderr.write(`${text}\n`);
const fmt = (n: number, digits: number) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** `runs` timings of each, alternating which goes first (bench/sales-books.ts uses it too). */
export async function alternate(runs: number, measure: () => Promise<unknown>, floor: () => Promise<unknown>) {
  const a: number[] = [];
  const b: number[] = [];
  await measure(); // warm both: the first run reads the pages from disk
  await floor();
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      a.push(await time(measure));
      b.push(await time(floor));
    } else {
      b.push(await time(floor));
      a.push(await time(measure));
    }
  }
  return [
    { runsMs: a, medianMs: median(a) },
    { runsMs: b, medianMs: median(b) },
  ] as const;
}

export async function runStatementsBenchmark(db: Knex, client: pg.Client, options: StatementsBenchOptions): Promise<StatementsBenchResult> {
  const rng = seededRng(options.seed);
  const user = await createUser(
    db,
    signupSchema.parse({ email: "statements@example.com", password: "correct horse battery", firstName: "Bench", lastName: "Runner" }),
  );
  const company = await createCompany(db, user.id, companyCreateSchema.parse(companyFields({ companyName: "Statements Bench" })));
  const ctx: CompanyContext = { companyId: company.id, userId: user.id, today: "2026-12-31" };
  const accounts = await createChart(db, ctx);
  const entries = generateEntriesWithLines(rng, options.lines);
  say(`Statements: loading ${fmtInt(options.lines)} lines (${fmtInt(entries.length)} balanced entries) by bulk INSERTs`);
  const load = new Progress("bulk loading", options.lines, "lines");
  for (let start = 0; start < entries.length; start += options.batch) {
    const batch = entries.slice(start, start + options.batch);
    await db.transaction((trx) => insertPlain(trx, company.id, accounts, batch, start + 1));
    load.tick(batch.reduce((s, e) => s + e.lines.length, 0));
  }
  load.finish();
  await client.query("VACUUM ANALYZE journal_lines");

  const year = { from: "2026-01-01", to: "2026-12-31" };
  const months = splitPeriod(year, "month", company.fiscalYearStart);
  const sums = [...months, year].map((_, i) => `sum(debit - credit) FILTER (WHERE entry_date BETWEEN $${2 + 2 * i} AND $${3 + 2 * i})`);
  const floorPl = () =>
    client.query(
      `SELECT account_id, ${sums.join(", ")} FROM journal_lines WHERE company_id = $1 AND entry_date BETWEEN $2 AND $${3 + 2 * months.length} GROUP BY account_id`,
      [company.id, ...[...months, year].flatMap((m) => [m.from, m.to])],
    );
  say(`A. Profit and Loss of 2026 by month, ${options.runs} runs and its floor's`);
  const [pl, plFloor] = await alternate(
    options.runs,
    () => profitAndLoss(db, company.id, { ...year, columns: "month", compare: "none", basis: "accrual" }, company.fiscalYearStart),
    floorPl,
  );
  const floorBs = () =>
    client.query(
      `SELECT account_id, sum(debit - credit), sum(debit - credit) FILTER (WHERE entry_date < $2)
         FROM journal_lines WHERE company_id = $1 AND entry_date <= $3 GROUP BY account_id`,
      [company.id, year.from, year.to],
    );
  say(`B. Balance Sheet as of 12/31/2026, ${options.runs} runs and its floor's`);
  const [bs, bsFloor] = await alternate(options.runs, () => balanceSheet(db, company.id, year.to, company.fiscalYearStart), floorBs);
  // The statements' figures are the floors' (the same books read two ways).
  const report = await balanceSheet(db, company.id, year.to, company.fiscalYearStart);
  if (report.totals.assets !== report.totals.liabilities + report.totals.equity) throw new Error("The Balance Sheet does not balance");
  return { options, lines: options.lines, profitAndLoss: pl, profitAndLossFloor: plFloor, balanceSheet: bs, balanceSheetFloor: bsFloor };
}

export function statementsRows(r: StatementsBenchResult) {
  const header = ["measure", "Ledgerline, median ms", "floor (same run), median ms", "ratio (Ledgerline / floor)", "target ≤ 1.5×"];
  const row = (label: string, a: Timed, b: Timed) => {
    const ratio = a.medianMs / b.medianMs;
    return [label, fmt(a.medianMs, 1), fmt(b.medianMs, 1), fmt(ratio, 2), ratio <= 1.5 ? "met" : "**not met**"];
  };
  return {
    header,
    body: [
      row(`A. Profit and Loss of a year by month over ${fmtInt(r.lines)} lines`, r.profitAndLoss, r.profitAndLossFloor),
      row(`B. Balance Sheet over ${fmtInt(r.lines)} lines`, r.balanceSheet, r.balanceSheetFloor),
    ],
  };
}

export function statementsMarkdown(r: StatementsBenchResult, seconds: number): string {
  const { header, body } = statementsRows(r);
  return `## Financial statements (issue 28)

${markdownTable(header, body)}

**How.** One company of ${fmtInt(r.lines)} journal lines (the ledger benchmark's chart of 20 accounts and its entries of 2–6
lines over 2024–2026, bulk-loaded, then VACUUM ANALYZE). A: \`profitAndLoss\` of 2026 by month (12 month columns and the
total, accrual basis), against one hand-written GROUP BY with the same 13 FILTER sums through the bare pg client. B:
\`balanceSheet\` as of 12/31/2026 (with Retained Earnings and Net Income computed), against one GROUP BY of each account's
balance and its balance before the fiscal year. Each ${r.options.runs} runs after a warm-up, alternating with its floor;
medians compared. This part took ${fmt(seconds, 0)} s.
`;
}
