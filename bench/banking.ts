// Benchmark of the register (issue 27, item 10: a page deep in the history of an account with
// 1,000,000 lines, running balance included, ≤ 1.5× a window-function SQL floor), on PostgreSQL.
//
// The books: one Bank account whose 1,000,000 lines come from 1,000,000 two-line entries (deposits
// Dr Checking / Cr Sales, one in four a payment Dr Fees / Cr Checking), dated over six years, a few
// a day, bulk-loaded by INSERT … SELECT in transactions of 100,000 entries (the ledger's balance
// triggers check each at commit), then VACUUM ANALYZE as autovacuum would after a load.
//
// Measured: `registerPage` — the register's own function, with its payee, check number and cleared
// mark per line — for pages of 50 lines, newest first as the register opens: the first page, the
// middle one, and one 90 % of the way back (deep in the history), through the app's knex handle.
// Floor: the plain SQL a register page needs, through a bare pg client — the count of the account's
// lines (for the pages) and one window-function query, `sum(debit - credit) OVER (ORDER BY
// entry_date, id)` over the account's lines in date order up to the page (OFFSET to it, LIMIT 50),
// joined to the entries for the number and type. Each side's balances are checked to be the same.
import fs from "node:fs";
import type { Knex } from "knex";
import type pg from "pg";
import { fromDecimal } from "../app/lib/money";
import { createAccount } from "../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../app/modules/accounts/schema";
import { confirmSuggestedMatches } from "../app/modules/banking/match.server";
import { registerPage, type RegisterAccount } from "../app/modules/banking/register.server";
import { importStatement } from "../app/modules/banking/statement-import.server";
import { ownerAndCompany } from "../tests/support/books";
import { fmtInt, Progress } from "./lib/progress";
import { markdownTable, median } from "./lib/report";

export interface BankingBenchOptions {
  /** Lines of the bank account */
  lines: number;
  /** Lines per register page */
  perPage: number;
  runs: number;
  /** Lines of the statement imported and matched against the account */
  statementLines: number;
  /** Only the statement import and matching (BENCH_BANKING=statement): the register pages are not measured */
  statementOnly?: boolean;
}

interface Timing {
  runsMs: number[];
  medianMs: number;
}

export interface BankingBenchResult {
  options: BankingBenchOptions;
  loadSeconds: number;
  pages: { name: string; page: number; linesBefore: number; app: Timing; floor: Timing }[];
  statement: {
    lines: number;
    fileMB: number;
    importSeconds: number;
    matchSeconds: number;
    matched: number;
    /** CPU seconds of this Node process and of the database's server processes (null when /proc cannot tell), import then match */
    nodeCpu: [number, number];
    serverCpu: [number, number] | null;
  };
}

const fmt = (n: number, digits: number) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const say = (text: string) => process.stderr.write(`${text}\n`);
const ENTRIES_PER_TRANSACTION = 100_000;

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** `count` two-line entries from entry `first` on, touching the bank account once each (one in four a payment): one statement. */
async function loadEntries(
  trx: Knex.Transaction,
  companyId: number,
  accounts: { bank: number; sales: number; fees: number },
  first: number,
  count: number,
  total: number,
) {
  // Dates run from 2021-01-01 over six years in entry order, a few entries a day; amounts 1.00–999.99.
  await trx.raw(
    `WITH e AS (
       INSERT INTO journal_entries (company_id, entry_type, entry_no, entry_date, comments, status, source_type, posted_at)
       SELECT ?, 'JE', 'JE-' || lpad(g::text, 7, '0'), date '2021-01-01' + ((g - 1)::bigint * 2190 / ?)::int,
              'Bench ' || g, 'posted', 'journal', now()
         FROM generate_series(?::int, ?::int) AS g
       RETURNING company_id, id, entry_no, entry_date)
     INSERT INTO journal_lines (company_id, journal_entry_id, line_no, account_id, entry_date, debit, credit, memo)
     SELECT e.company_id, e.id, side.line_no, side.account_id, e.entry_date, side.debit, side.credit, side.memo
       FROM e
       CROSS JOIN LATERAL (SELECT substr(e.entry_no, 4)::int AS g) n
       CROSS JOIN LATERAL (SELECT (100 + (n.g::bigint * 7919) % 99900) / 100.0 AS amount, n.g % 4 = 1 AS payment) a
       CROSS JOIN LATERAL (VALUES
         (1, CASE WHEN a.payment THEN ?::int ELSE ?::int END, a.amount, 0::numeric, CASE WHEN a.payment THEN 'Fee ' ELSE 'Takings ' END || n.g),
         (2, CASE WHEN a.payment THEN ?::int ELSE ?::int END, 0::numeric, a.amount, '')
       ) AS side(line_no, account_id, debit, credit, memo)`,
    [companyId, total, first, first + count - 1, accounts.fees, accounts.bank, accounts.bank, accounts.sales],
  );
}

export async function runBankingBenchmark(db: Knex, client: pg.Client, options: BankingBenchOptions): Promise<BankingBenchResult> {
  const { ctx } = await ownerAndCompany(db);
  const account = async (fields: Record<string, unknown>) => (await createAccount(db, ctx, accountCreateSchema.parse(fields))).id;
  const accounts = {
    bank: await account({
      accountType: "Bank",
      accountNumber: "1010",
      accountName: "Checking",
      bankName: "First Bank",
      bankAccountType: "Checking",
      bankAccountNumber: "B-1",
    }),
    sales: await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" }),
    fees: await account({ accountType: "Expense", accountNumber: "6200", accountName: "Bank Fees" }),
  };
  say(`register: loading ${fmtInt(options.lines)} lines of Checking (${fmtInt(options.lines)} two-line entries)`);
  const progress = new Progress("bulk loading", options.lines, "entries");
  const loadStarted = performance.now();
  for (let first = 1; first <= options.lines; first += ENTRIES_PER_TRANSACTION) {
    const count = Math.min(ENTRIES_PER_TRANSACTION, options.lines - first + 1);
    await db.transaction((trx) => loadEntries(trx, ctx.companyId, accounts, first, count, options.lines));
    progress.tick(count);
  }
  progress.finish();
  await db("documentCounters")
    .insert({ companyId: ctx.companyId, documentType: "JE", lastValue: options.lines })
    .onConflict(["companyId", "documentType"])
    .merge();
  say("   VACUUM ANALYZE (as autovacuum would after a load) …");
  await client.query("VACUUM ANALYZE journal_lines");
  await client.query("VACUUM ANALYZE journal_entries");
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const { rows: counted } = await client.query<{ n: string }>(
    "SELECT count(*) AS n FROM journal_lines WHERE company_id = $1 AND account_id = $2",
    [ctx.companyId, accounts.bank],
  );
  const total = Number(counted[0].n);
  if (total !== options.lines) throw new Error(`expected ${options.lines} lines of Checking, found ${total}`);

  const bank: RegisterAccount = { id: accounts.bank, accountType: "Bank" };
  const query = { from: null, to: null, search: "", order: "newest" as const };
  const pageCount = Math.ceil(total / options.perPage);
  const floorSql = `
    SELECT p.id, p.entry_date, e.entry_no, e.entry_type, p.debit, p.credit, p.running
      FROM (SELECT l.id, l.journal_entry_id, l.entry_date, l.debit, l.credit,
                   sum(l.debit - l.credit) OVER (ORDER BY l.entry_date, l.id) AS running
              FROM journal_lines l
             WHERE l.company_id = $1 AND l.account_id = $2
             ORDER BY l.entry_date, l.id
             OFFSET $3 LIMIT $4) p
      JOIN journal_entries e ON e.company_id = $1 AND e.id = p.journal_entry_id
     ORDER BY p.entry_date DESC, p.id DESC`;
  const pages: BankingBenchResult["pages"] = [];
  const measured = [
    ["the first page (the newest lines)", 1],
    ["the middle page", Math.ceil(pageCount / 2)],
    ["a page 90 % of the way back (deep in the history)", Math.ceil(pageCount * 0.9)],
  ] as const;
  for (const [name, page] of options.statementOnly ? [] : measured) {
    const skip = (page - 1) * options.perPage;
    const size = Math.min(options.perPage, total - skip);
    const linesBefore = total - skip - size;
    let appBalances: number[] = [];
    let floorBalances: number[] = [];
    const runApp = () =>
      time(async () => {
        const result = await registerPage(db, ctx.companyId, bank, query, { page, perPage: options.perPage });
        appBalances = result.items.map((l) => l.balance ?? NaN);
      });
    const runFloor = () =>
      time(async () => {
        await client.query("SELECT count(*) FROM journal_lines WHERE company_id = $1 AND account_id = $2", [ctx.companyId, accounts.bank]);
        const { rows } = await client.query<{ running: string }>(floorSql, [ctx.companyId, accounts.bank, linesBefore, size]);
        floorBalances = rows.map((r) => fromDecimal(r.running));
      });
    say(`   ${name} (page ${fmtInt(page)} of ${fmtInt(pageCount)}): 1 warm-up and ${options.runs} timed runs each, alternating`);
    await runApp();
    await runFloor();
    const appMs: number[] = [];
    const floorMs: number[] = [];
    for (let i = 0; i < options.runs; i++) {
      if (i % 2 === 0) {
        appMs.push(await runApp());
        floorMs.push(await runFloor());
      } else {
        floorMs.push(await runFloor());
        appMs.push(await runApp());
      }
    }
    if (JSON.stringify(appBalances) !== JSON.stringify(floorBalances))
      throw new Error(`${name}: the register's balances and the floor's differ`);
    pages.push({
      name,
      page,
      linesBefore,
      app: { runsMs: appMs, medianMs: median(appMs) },
      floor: { runsMs: floorMs, medianMs: median(floorMs) },
    });
  }
  return { options, loadSeconds, pages, statement: await importAndMatch(db, client, ctx, accounts.bank, options.statementLines) };
}

/** CPU seconds used so far by the server processes of the benchmark's database (its connections), from /proc; null elsewhere. */
async function serverCpuSeconds(client: pg.Client): Promise<number | null> {
  const { rows } = await client.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database()");
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100 a second)
    } catch {
      return null;
    }
  }
  return ticks / 100;
}

const nodeCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * Item 10's second measure: a CSV statement of the account's newest `count` lines (date, the bank's
 * description, the signed amount) imported by importStatement — read, checked, deduplicated,
 * written 25,000 lines per INSERT — then every line matched by confirmSuggestedMatches (the
 * candidates of every line in one statement joining the lines on their amount, within days, the
 * nearest date first; picked one-to-one; the matches and cleared marks written in bulk), as Import
 * and Confirm All Suggested do. Every line must find its own ledger line.
 */
async function importAndMatch(db: Knex, client: pg.Client, ctx: Parameters<typeof importStatement>[1], accountId: number, count: number) {
  const newest: { entryDate: string; debit: string; credit: string; memo: string }[] = await db("journalLines")
    .where({ companyId: ctx.companyId, accountId })
    .orderBy([
      { column: "entryDate", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(count)
    .select(db.raw("to_char(entry_date, 'MM/DD/YYYY') as entry_date"), "debit", "credit", "memo");
  const rows = newest.map(
    (l, i) => `${l.entryDate},"${l.memo || "Payment"} ${i}",${((fromDecimal(l.debit) - fromDecimal(l.credit)) / 100).toFixed(2)}`,
  );
  const content = `Date,Description,Amount\n${rows.join("\n")}\n`;
  const mapping = {
    dateColumn: "Date",
    descriptionColumn: "Description",
    amountColumn: "Amount",
    debitColumn: "",
    creditColumn: "",
    checkNumberColumn: "",
    memoColumn: "",
    dateFormat: "MM/DD/YYYY" as const,
    amountsInverted: false,
  };
  say(`statement: importing ${fmtInt(count)} lines (${fmt(content.length / 1e6, 1)} MB of CSV), then matching them against the account`);
  const [node0, server0] = [nodeCpuSeconds(), await serverCpuSeconds(client)];
  const importStarted = performance.now();
  const imported = await importStatement(db, ctx, accountId, { fileName: "bench.csv", format: "csv", content, mapping, dryRun: false });
  const importSeconds = (performance.now() - importStarted) / 1000;
  const [node1, server1] = [nodeCpuSeconds(), await serverCpuSeconds(client)];
  if (imported.added !== count) throw new Error(`expected ${count} statement lines added, got ${imported.added}`);
  const matchStarted = performance.now();
  const { matched } = await confirmSuggestedMatches(db, ctx, accountId);
  const matchSeconds = (performance.now() - matchStarted) / 1000;
  const [node2, server2] = [nodeCpuSeconds(), await serverCpuSeconds(client)];
  if (matched !== count) throw new Error(`expected ${count} statement lines matched, got ${matched}`);
  const serverCpu: [number, number] | null =
    server0 === null || server1 === null || server2 === null ? null : [server1 - server0, server2 - server1];
  return {
    lines: count,
    fileMB: content.length / 1e6,
    importSeconds,
    matchSeconds,
    matched,
    nodeCpu: [node1 - node0, node2 - node1] as [number, number],
    serverCpu,
  };
}

/** The issue's target for a page deep in the history: at most 1.5× the floor's time. */
const TARGET = 1.5;

export function bankingRows(r: BankingBenchResult) {
  const header = ["register page of 50 lines, newest first (median ms)", "Ledgerline", "floor (same run)", "ratio (Ledgerline / floor)"];
  const body = r.pages.map((p, index) => {
    const ratio = p.app.medianMs / p.floor.medianMs;
    const target = index === r.pages.length - 1 ? ` — target ≤ ${TARGET}×: ${ratio <= TARGET ? "met" : "**not met**"}` : "";
    return [
      `${p.name}, ${fmtInt(p.linesBefore)} lines before it`,
      fmt(p.app.medianMs, 1),
      fmt(p.floor.medianMs, 1),
      `${fmt(ratio, 2)}×${target}`,
    ];
  });
  const st = r.statement;
  const perSecond = st.lines / (st.importSeconds + st.matchSeconds);
  body.push([
    `statement of ${fmtInt(st.lines)} lines imported, then matched against the ${fmtInt(r.options.lines)} lines (lines/s)`,
    fmtInt(Math.round(perSecond)),
    "—",
    `import ${fmt(st.importSeconds, 1)} s + match ${fmt(st.matchSeconds, 1)} s (CPU: Node ${fmt(st.nodeCpu[0], 1)} + ${fmt(st.nodeCpu[1], 1)} s, ` +
      `PostgreSQL ${st.serverCpu ? `${fmt(st.serverCpu[0], 1)} + ${fmt(st.serverCpu[1], 1)} s` : "not measured"}) — target ≥ 10,000 lines/s: ${perSecond >= 10_000 ? "met" : "**not met**"}`,
  ]);
  return { header, body };
}

export function bankingMarkdown(r: BankingBenchResult, seconds: number): string {
  const { header, body } = bankingRows(r);
  return `## Banking: the register (issue 27)

${markdownTable(header, body)}

**Books.** One Bank account with ${fmtInt(r.options.lines)} lines: ${fmtInt(r.options.lines)} two-line entries (deposits Dr Checking / Cr Sales,
one in four a payment Dr Bank Fees / Cr Checking), dated over six years, bulk-loaded by \`INSERT … SELECT\` in transactions of
${fmtInt(ENTRIES_PER_TRANSACTION)} entries (the ledger's balance triggers check each entry at commit) in ${fmt(r.loadSeconds, 0)} s, then \`VACUUM ANALYZE\`.

**Measured.** \`registerPage\` (app/modules/banking/register.server.ts) — the register's own function, with each line's payee,
check number and cleared mark — for a page of ${r.options.perPage} lines, newest first, through the app's knex handle: a count of
the account's lines, then one statement that finds the page by its place in (date, line) order from the nearer end, sums the
lines before it (one aggregate over the account's index) and adds a window function over the page. **Floor:** through a bare
\`pg\` client, the count and the one window-function query a register page needs — \`sum(debit - credit) OVER (ORDER BY
entry_date, id)\` over the account's lines in date order up to the page (\`OFFSET\` to it, \`LIMIT ${r.options.perPage}\`), joined to
the entries — with nothing else. Both give the same balances (checked). One warm-up, then ${r.options.runs} runs each, alternating;
the median is reported. **Statement.** A CSV of the account's newest ${fmtInt(r.statement.lines)} lines (${fmt(r.statement.fileMB, 1)} MB: date, a
description, the signed amount) imported by \`importStatement\` (read, checked, deduplicated, written 25,000 lines per
\`INSERT … SELECT\` from \`json_to_recordset\`) and then every line matched by \`confirmSuggestedMatches\` (Confirm All
Suggested: the candidates of every line in one statement — the account's lines of the statement's dates, a range of its date
index, hash-joined to the statement lines on the amount, within days, the nearest date first —, picked one-to-one in JavaScript,
each batch's matches and cleared marks written by one statement): ${fmtInt(r.statement.matched)} of the ${fmtInt(r.statement.lines)} lines matched. CPU: this Node process's own (\`process.cpuUsage\`) and the server
processes' of the benchmark's connections (from /proc; parallel query workers are not counted), the wall time being that plus waiting
for a core on a shared machine. Runs (ms): ${r.pages
    .map(
      (p) =>
        `${p.name}: register ${p.app.runsMs.map((ms) => fmt(ms, 1)).join(", ")}; floor ${p.floor.runsMs.map((ms) => fmt(ms, 1)).join(", ")}`,
    )
    .join(". ")}. This part took ${fmt(seconds / 60, 1)} min.
`;
}
