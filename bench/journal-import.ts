// Benchmark of journal import (issue 12), on PostgreSQL: ENTRIES generated entries of 2–6 lines
// (bench/lib/ledger-data.ts, seeded) written to a CSV file and to a ledger journal as `journal
// export` writes it, then each file read and imported by the service `ledgerline journal import`
// and POST /api/journal-entry/import call (importJournal: read, check every line, one accounts
// query, post through postEntries in one transaction):
//   A. the CSV into a company that has the chart;
//   B. the ledger journal into an empty company, its accounts created from their journal names;
// against a floor: the same entries and lines written by plain multi-row INSERTs in one
// transaction (no reading, no checks, no counter row).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Knex } from "knex";
import type pg from "pg";
import { toDecimal } from "../app/lib/money";
import { createUser } from "../app/modules/auth/auth.server";
import { signupSchema } from "../app/modules/auth/schema";
import { createCompany, type CompanyContext } from "../app/modules/companies/companies.server";
import { companyCreateSchema } from "../app/modules/companies/schema";
import { parseJournalCsv, parseLedgerJournal } from "../app/modules/journal/journal-file";
import { importJournal, type JournalImportResult } from "../app/modules/journal/journal-import.server";
import { ledgerAccountNames } from "../app/modules/ledger/ledger-names";
import { CHART, createChart, generateEntry, insertPlain, type GenEntry } from "./lib/ledger-data";
import { seededRng } from "./lib/prng";
import { fmtInt, Progress, progressReporter } from "./lib/progress";
import { markdownTable } from "./lib/report";
import { benchCompanyFields, SAN_JOSE } from "./lib/company";

export interface JournalImportBenchOptions {
  entries: number;
  seed: number;
}

export interface ImportRun {
  seconds: number;
  nodeCpuSeconds: number;
  entriesPerSecond: number;
  linesPerSecond: number;
  /** Reading and checking the text alone (the pure parser), s. */
  parseSeconds: number;
  fileMB: number;
}

export interface JournalImportBenchResult {
  options: JournalImportBenchOptions;
  entries: number;
  lines: number;
  csv: ImportRun;
  ledger: ImportRun & { accountsCreated: number };
  floor: { seconds: number; entriesPerSecond: number; linesPerSecond: number };
}

const say = (text: string) => process.stderr.write(`${text}\n`);

const fmt = (n: number, digits: number) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

const companyFields = (name: string) => benchCompanyFields(name, { ...SAN_JOSE, email: "accounts@bench.test" });

const reference = (i: number) => `B-${String(i + 1).padStart(6, "0")}`;

/** The entries as the CSV import reads them: one row per line, accounts by number. */
function csvText(entries: GenEntry[]): string {
  const rows = ["Date,Reference,Memo,Account,Debit,Credit"];
  entries.forEach((entry, i) => {
    for (const line of entry.lines) {
      const { accountNumber } = CHART[line.account];
      rows.push(
        `${entry.date},${reference(i)},Generated,${accountNumber},${line.debit ? toDecimal(line.debit) : ""},${line.credit ? toDecimal(line.credit) : ""}`,
      );
    }
  });
  return `${rows.join("\n")}\n`;
}

/** The entries as `journal export --format ledger` would write them for a company with CHART. */
function ledgerText(entries: GenEntry[]): string {
  const names = ledgerAccountNames(CHART.map((a, i) => ({ id: i, parentAccountId: null, ...a })));
  const out = ["; Bench Books: the Ledgerline journal (debits positive, credits negative)", "", "commodity $", "    format $1000.00", ""];
  for (const name of names.values()) out.push(`account ${name}`);
  entries.forEach((entry, i) => {
    out.push("", `${entry.date} * ${reference(i)} Generated`);
    for (const line of entry.lines) out.push(`    ${names.get(line.account)}    $${toDecimal(line.debit - line.credit)}`);
  });
  return `${out.join("\n")}\n`;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number; cpuSeconds: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const used = process.cpuUsage(cpu);
  return { value, seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
}

/** Each account's line count and net, by account number: the same books give the same text. */
async function booksOf(client: pg.Client, companyId: number): Promise<string> {
  const { rows } = await client.query<{ n: string; lines: string; net: string }>(
    `SELECT a.account_number AS n, count(*) AS lines, sum(l.debit) - sum(l.credit) AS net
       FROM journal_lines l JOIN company_accounts a ON a.company_id = l.company_id AND a.id = l.account_id
      WHERE l.company_id = $1 GROUP BY a.account_number ORDER BY a.account_number`,
    [companyId],
  );
  return rows.map((r) => `${r.n}:${r.lines}:${r.net}`).join(",");
}

export async function runJournalImportBenchmark(
  db: Knex,
  client: pg.Client,
  options: JournalImportBenchOptions,
): Promise<JournalImportBenchResult> {
  const rng = seededRng(options.seed);
  const user = await createUser(
    db,
    signupSchema.parse({ email: "import-bench@example.com", password: "correct horse battery", firstName: "Bench", lastName: "Importer" }),
  );
  const context = async (name: string): Promise<CompanyContext> => {
    const company = await createCompany(db, user.id, companyCreateSchema.parse(companyFields(name)));
    return { companyId: company.id, userId: user.id, today: "2026-11-22" };
  };
  const csvCompany = await context("Import CSV Books");
  const ledgerCompany = await context("Import Ledger Books");
  const floorCompany = await context("Import Floor Books");
  await createChart(db, csvCompany);
  const floorAccounts = await createChart(db, floorCompany);

  const entries = Array.from({ length: options.entries }, () => generateEntry(rng));
  const lines = entries.reduce((s, e) => s + e.lines.length, 0);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-bench-import-"));
  const csvFile = path.join(folder, "entries.csv");
  const ledgerFile = path.join(folder, "books.journal");
  fs.writeFileSync(csvFile, csvText(entries));
  fs.writeFileSync(ledgerFile, ledgerText(entries));
  const mb = (file: string) => fs.statSync(file).size / 1024 / 1024;
  say(
    `${fmtInt(options.entries)} entries (${fmtInt(lines)} lines): ${fmt(mb(csvFile), 1)} MB of CSV, ${fmt(mb(ledgerFile), 1)} MB of ledger journal`,
  );

  try {
    const run = async (label: string, ctx: CompanyContext, file: string, format: "csv" | "ledger") => {
      // The pure reading and checking alone, then the whole import as the CLI runs it.
      const text = fs.readFileSync(file, "utf8");
      const parse = await timed(async () => (format === "csv" ? parseJournalCsv(text) : parseLedgerJournal(text, { commodities: ["$"] })));
      if (parse.value.problems.length)
        throw new Error(`${label}: ${parse.value.problems[0].message} (line ${parse.value.problems[0].line})`);
      const progress = new Progress(label, options.entries, "entries");
      const report = progressReporter(progress);
      const result = await timed<JournalImportResult>(() =>
        importJournal(
          db,
          ctx,
          { format, content: fs.readFileSync(file, "utf8"), createAccounts: format === "ledger" },
          {
            onProgress: (step) => {
              if (step.phase === "posting") report(step);
            },
          },
        ),
      );
      progress.finish();
      if (result.value.entries !== options.entries || result.value.lines !== lines)
        throw new Error(`${label}: not every entry was imported`);
      return {
        seconds: result.seconds,
        nodeCpuSeconds: result.cpuSeconds,
        entriesPerSecond: options.entries / result.seconds,
        linesPerSecond: lines / result.seconds,
        parseSeconds: parse.seconds,
        fileMB: mb(file),
        accountsCreated: result.value.accountsCreated.length,
      };
    };

    say("A. the CSV, into a company with the chart");
    const csv = await run("CSV import", csvCompany, csvFile, "csv");
    say("   floor: the same rows by plain INSERTs, one transaction");
    // insertPlain writes its entries in one statement: 1,000 at a time (bind parameters are limited).
    const floor = await timed(() =>
      db.transaction(async (trx) => {
        for (let start = 0; start < entries.length; start += 1_000) {
          await insertPlain(trx, floorCompany.companyId, floorAccounts, entries.slice(start, start + 1_000), start + 1);
        }
      }),
    );
    say("B. the ledger journal, into an empty company (--create-accounts)");
    const ledger = await run("ledger import", ledgerCompany, ledgerFile, "ledger");

    const expected = await booksOf(client, floorCompany.companyId);
    if ((await booksOf(client, csvCompany.companyId)) !== expected || (await booksOf(client, ledgerCompany.companyId)) !== expected) {
      throw new Error("the imports and the floor did not write the same books");
    }
    return {
      options,
      entries: options.entries,
      lines,
      csv,
      ledger,
      floor: { seconds: floor.seconds, entriesPerSecond: options.entries / floor.seconds, linesPerSecond: lines / floor.seconds },
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The table bench/run.ts prints and writes into bench/RESULTS.md. */
export function journalImportRows(r: JournalImportBenchResult) {
  const header = ["measure", "Ledgerline", "floor (same run)", "ratio (Ledgerline speed / floor speed)"];
  const ratio = (eps: number) => `${fmt(eps / r.floor.entriesPerSecond, 3)} (floor is ${fmt(r.floor.entriesPerSecond / eps, 1)}× faster)`;
  const part = (label: string, run: ImportRun) => [
    [`${label}, entries/s`, fmt(run.entriesPerSecond, 0), fmt(r.floor.entriesPerSecond, 0), ratio(run.entriesPerSecond)],
    ["   lines/s", fmt(run.linesPerSecond, 0), fmt(r.floor.linesPerSecond, 0), fmt(run.linesPerSecond / r.floor.linesPerSecond, 3)],
    ["   total time, s", fmt(run.seconds, 1), fmt(r.floor.seconds, 1), ""],
    ["   of which reading and checking the file (alone), s", fmt(run.parseSeconds, 1), "", ""],
    ["   Node process CPU time, s", fmt(run.nodeCpuSeconds, 1), "", ""],
  ];
  const body = [
    ...part(`A. import ${fmtInt(r.entries)} entries from CSV (${fmt(r.csv.fileMB, 1)} MB)`, r.csv),
    ...part(`B. import them from a ledger journal (${fmt(r.ledger.fileMB, 1)} MB), accounts created`, r.ledger),
  ];
  return { header, body };
}

export function journalImportMarkdown(r: JournalImportBenchResult, seconds: number): string {
  const { header, body } = journalImportRows(r);
  return `## Journal import (issue 12)

${markdownTable(header, body)}

Sizes: ${fmtInt(r.entries)} entries, ${fmtInt(r.lines)} lines (the ledger benchmark's generator: 2–6 lines, 20 accounts of mixed
types, dates over 2024–2026), seed ${r.options.seed}; this part took ${fmt(seconds / 60, 1)} min.

**How.** The entries are written to a CSV file (one row per line, accounts by number) and to a ledger journal as
\`journal export --format ledger\` writes it (account declarations, then one transaction per entry). Each file is
read and imported by \`importJournal\` — what \`ledgerline journal import\` and \`POST /api/journal-entry/import\` run:
read and check every line, look the accounts up in one query, then in ONE transaction create the missing accounts
(B: the ${r.ledger.accountsCreated} accounts, from their journal names) and post the entries through \`postEntries\`
in chunks of 2,000. A: into a company that has the chart; B: into an empty company. **Floor:** the same entries and
lines for a third company with the same chart, by plain multi-row INSERTs (\`insertPlain\`, 1,000 entries a statement) in one transaction — no
file, no checks, no counter row. Run in the order A, floor, B; the time includes BEGIN and COMMIT (the deferred
balance trigger runs at commit). The three companies' books are checked to be identical afterwards.
`;
}
