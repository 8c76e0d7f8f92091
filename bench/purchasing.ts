// Benchmark of purchasing (issue 13, item 9), on PostgreSQL. A company of 10,000 vendors with
// 200,000 bills (one vendor holds 2,000 of them, all open) and 100,000 bill payments, each bill and
// payment with its journal entry, seeded set-based (INSERT … SELECT over generate_series). The app
// server runs from the production build in its own process and is asked, by 32 concurrent keep-alive
// connections, for each page purchasingMeasurements() lists (below):
//   1. the Bills list page, HTML, page 1;
//   2. Pay Bill with the vendor of 2,000 open bills chosen (the screen's loader: the first batch of its
//      open bills with their count and amount due, its credits, the vendor picker's first vendors, the
//      accounts to pay from), HTML;
//   3. the A/P Aging Summary as of today (every open bill, bucketed per vendor), HTML;
// each against a floor: the very SQL the screen's loader sends (recorded from the same module calls
// the loader makes) through a pool of 32 bare pg clients. Then
//   4. `bills import` (importBills, what `ledgerline bills import` runs) of 50,000 bill lines from
//      CSV into a company with 1,000 vendors, against a floor: the same documents, rows, entries and
//      lines written by plain INSERT … SELECT statements in one transaction (no reading, no checks).
//
// To measure another purchasing page, add an entry to
// purchasingMeasurements(): its URL, what its answer must show, and the module calls its loader makes
// (their SQL becomes the floor). bench/run.ts reports every entry.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Knex } from "knex";
import { toDecimal } from "../app/lib/money";
import { createAccount } from "../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../app/modules/accounts/schema";
import { signIn } from "../app/modules/auth/session.server";
import { companyContext, createCompany, type CompanyContext } from "../app/modules/companies/companies.server";
import { companyCreateSchema } from "../app/modules/companies/schema";
import { importBills, parseBillsCsv, planBillImport, type PlannedBill } from "../app/modules/purchases/bills-csv.server";
import { PAY_BILL_BATCH, readPayBillQuery } from "../app/modules/purchases/pay-bill-form";
import { readBillListQuery } from "../app/modules/purchases/purchase-lists";
import {
  listBills,
  openBillsForVendor,
  openBillsPage,
  openCreditsForVendor,
  payBillVendor,
  payFromOptions,
} from "../app/modules/purchases/purchase-lists.server";
import { vendorPickerOptions } from "../app/modules/vendors/vendor-options.server";
import { apAgingSummary } from "../app/modules/reports/ap-aging.server";
import { BROWSER_ACCEPT_ENCODING, type LoadResult } from "./lib/load";
import { measurePages, pageRows, type PageMeasurement, type PageScenario } from "./lib/pages";
import { fmtInt, loadInBatches, Progress, progressReporter } from "./lib/progress";
import { markdownTable } from "./lib/report";
import { stackFloorMarkdown, stackFloorRows } from "./lib/stack-floor";
import { timedWork } from "./lib/backend-cpu";
import { seedVendors } from "./vendors";
import { benchCompanyFields, benchOwnedCompany, vendorAccounts } from "./lib/company";

export interface PurchasingBenchOptions {
  vendors: number;
  bills: number;
  payments: number;
  /** Open bills of the one vendor Pay Bill is measured with. */
  vendorOpenBills: number;
  /** Bill lines in the imported file. */
  importLines: number;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

/** What a measured page's setup knows: the company, its date, the vendor of many open bills. */
export interface PurchasingSetup {
  companyId: number;
  /** The company's today (the day the loaders read as today). */
  today: string;
  bigVendorId: number;
  /** The newest bill's number (page 1 of the Bills list shows it). */
  newestBill: string;
  /** The big vendor's oldest-due open bill (Pay Bill lists it first). */
  oldestOpenBill: string;
}

export type PurchasingMeasurement = PageMeasurement;

/**
 * The pages the benchmark measures, in order. The A/P aging (issue 13, item 9) goes here once its
 * report exists: { name: "A/P Aging Summary as of a date (HTML)", path: its report URL with
 * ?asOf=, expect: a vendor's row, loaderCalls: (db) => the report module's function as its loader
 * calls it }.
 */
export function purchasingMeasurements(s: PurchasingSetup): PurchasingMeasurement[] {
  return [
    {
      name: "Bills list page 1 (HTML)",
      path: `/company/${s.companyId}/dashboard/vendors/bills`,
      expect: `>${s.newestBill}<`,
      loaderCalls: (db) =>
        Promise.all([
          listBills(db, s.companyId, readBillListQuery(new URLSearchParams()), s.today),
          vendorPickerOptions(db, s.companyId, { q: "", selectedId: null, view: "all" }),
        ]),
    },
    {
      name: "Pay Bill, a vendor with open bills (HTML)",
      path: `/company/${s.companyId}/dashboard/vendors/pay-bill?prefillVendor=${s.bigVendorId}`,
      expect: s.oldestOpenBill,
      loaderCalls: async (db) => {
        const wanted = readPayBillQuery(new URLSearchParams({ prefillVendor: String(s.bigVendorId) }));
        const vendor = await payBillVendor(db, s.companyId, { id: wanted.vendorId, name: wanted.vendorName });
        return Promise.all([
          vendorPickerOptions(db, s.companyId, { q: wanted.vendorSearch, selectedId: vendor!.id, view: "all" }),
          payFromOptions(db, s.companyId),
          openBillsPage(db, s.companyId, vendor!.id, s.today, { offset: 0, limit: PAY_BILL_BATCH, dueBy: wanted.dueBy }),
          openCreditsForVendor(db, s.companyId, vendor!.id),
        ]);
      },
    },
    {
      name: "A/P Aging Summary as of today (HTML)",
      path: `/company/${s.companyId}/dashboard/reports/vendors-payables/ap-aging-summary?asOf=${s.today}`,
      expect: "A/P Aging Summary",
      loaderCalls: (db) => apAgingSummary(db, s.companyId, s.today),
    },
  ];
}

export type PurchasingScenario = PageScenario;

export interface ImportRun {
  bills: number;
  lines: number;
  seconds: number;
  nodeCpuSeconds: number;
  /** The PostgreSQL backends' CPU time (bench/lib/backend-cpu.ts), null when it cannot be read */
  pgCpuSeconds: number | null;
  linesPerSecond: number;
  fileMB: number;
}

export interface PurchasingBenchResult {
  options: PurchasingBenchOptions;
  seedSeconds: number;
  scenarios: PurchasingScenario[];
  /** The sign-in page on the same server: the stack's own floor (bench/lib/stack-floor.ts). */
  stackFloor: LoadResult;
  /** The sign-in page rendered afresh every time (bench/lib/stack-floor.ts RENDER_AFRESH). */
  stackFloorRendered?: LoadResult;
  /** Absent when BENCH_PURCHASING=bills-list measured the Bills list page alone. */
  import?: ImportRun;
  importFloor?: { seconds: number; linesPerSecond: number };
}

/**
 * BENCH_PURCHASING: "bills-list" measures only the Bills list page and the sign-in page (no other
 * page, no import), for side-by-side runs of the Bills list; unset (or "all"), everything.
 */
export function purchasingPart(): "all" | "bills-list" {
  const part = process.env.BENCH_PURCHASING ?? "";
  if (part === "" || part === "all") return "all";
  if (part === "bills-list") return part;
  throw new Error(`BENCH_PURCHASING must be "bills-list" (or unset), not "${part}"`);
}

const TRANSACTION_SIZE = 20_000;
const SESSION_SECRET = "ledgerline-bench-session-secret";
const say = (text: string) => process.stderr.write(`${text}\n`);
const fmt = (n: number, digits: number) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

const companyFields = (name: string) => benchCompanyFields(name, { email: "purchasing@bench.test" });

/** What bills and payments post to (vendorAccounts), and Rent 6100 beside it. */
async function chart(db: Knex, ctx: CompanyContext) {
  const accounts = await vendorAccounts(db, ctx, "Office Supplies", `BENCH-${ctx.companyId}`);
  await createAccount(db, ctx, accountCreateSchema.parse({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" }));
  return accounts;
}

/**
 * Bills g = 1…count, one row each, with their entries (Dr Office Supplies, Cr Accounts Payable, both
 * lines tagged with the vendor): bills 1…big belong to the first vendor, the others spread over the
 * rest (g·7919 mod N); dated over 2025–2026, due 30 days later, numbered BILL-0001…; open.
 */
async function seedBills(db: Knex, companyId: number, accounts: { expense: number; ap: number }, options: PurchasingBenchOptions) {
  const vendorIds: number[] = await db("vendors").where({ companyId }).orderBy("id").pluck("id");
  const first = vendorIds[0];
  await loadInBatches({ label: "bills", unit: "bills" }, options.bills, TRANSACTION_SIZE, async (from, to) => {
    const range = [companyId, from, to];
    await db.transaction(async (trx) => {
      await trx.raw(
        `INSERT INTO purchase_documents (company_id, kind, number, vendor_id, doc_date, due_date, vendor_reference, total, status)
         SELECT ?, 'bill', 'BILL-' || lpad(g::text, greatest(4, length(g::text)), '0'),
                CASE WHEN g <= ? THEN ?::int ELSE (?::int + 1 + (g::bigint * 7919) % (?::int - 1))::int END,
                DATE '2025-01-01' + (g * 37) % 700, DATE '2025-01-01' + (g * 37) % 700 + 30, 'INV-' || g,
                (((g::bigint * 104729) % 100000) + 1) / 100.0, 'open'
         FROM generate_series(?::int, ?::int) AS g`,
        [companyId, options.vendorOpenBills, first, first, vendorIds.length, from, to],
      );
      // Statistics that count the rows just written: without them the joins below loop over every row for each.
      await trx.raw("ANALYZE purchase_documents");
      const bills = `FROM purchase_documents d WHERE d.company_id = ? AND d.kind = 'bill' AND substr(d.number, 6)::int BETWEEN ? AND ?`;
      await trx.raw(
        `INSERT INTO purchase_document_lines (company_id, document_id, line_no, line_type, account_id, description, amount)
         SELECT d.company_id, d.id, 1, 'account', ?, 'Office supplies', d.total ${bills}`,
        [accounts.expense, ...range],
      );
      await trx.raw(
        `INSERT INTO journal_entries (company_id, entry_type, entry_no, entry_date, comments, status, source_type, source_id, posted_at)
         SELECT d.company_id, 'BILL', d.number, d.doc_date, 'Bill ' || d.number, 'posted', 'purchase_document', d.id, now() ${bills}`,
        range,
      );
      await trx.raw("ANALYZE journal_entries");
      await trx.raw(
        `INSERT INTO journal_lines (company_id, journal_entry_id, line_no, account_id, entry_date, debit, credit, memo, vendor_id)
         SELECT e.company_id, e.id, side.line_no, CASE WHEN side.line_no = 1 THEN ?::int ELSE ?::int END, e.entry_date,
                CASE WHEN side.line_no = 1 THEN d.total ELSE 0 END, CASE WHEN side.line_no = 2 THEN d.total ELSE 0 END,
                CASE WHEN side.line_no = 1 THEN 'Office supplies' ELSE '' END, d.vendor_id
         FROM journal_entries e
         JOIN purchase_documents d ON d.company_id = e.company_id AND d.id = e.source_id
         CROSS JOIN (VALUES (1), (2)) AS side(line_no)
         WHERE e.company_id = ? AND e.source_type = 'purchase_document' AND substr(d.number, 6)::int BETWEEN ? AND ?`,
        [accounts.expense, accounts.ap, ...range],
      );
      await trx.raw(
        `UPDATE purchase_documents d SET journal_entry_id = e.id FROM journal_entries e
         WHERE e.company_id = d.company_id AND e.source_type = 'purchase_document' AND e.source_id = d.id
           AND d.company_id = ? AND d.kind = 'bill' AND substr(d.number, 6)::int BETWEEN ? AND ?`,
        range,
      );
    });
  });
}

/**
 * Payments p = 1…count, each paying bill big + p in full from Checking ten days after its date (so
 * the big vendor's bills stay open), with its record, its entry (Dr Accounts Payable, Cr Checking,
 * tagged with the vendor) and the bill marked paid.
 */
async function seedPayments(
  db: Knex,
  companyId: number,
  accounts: { bank: number; ap: number },
  options: PurchasingBenchOptions,
  count: number,
) {
  const big = options.vendorOpenBills;
  await loadInBatches({ label: "bill payments", unit: "payments" }, count, TRANSACTION_SIZE, async (from, to) => {
    await db.transaction(async (trx) => {
      await trx.raw(
        `WITH src AS (
           SELECT d.id AS bill_id, d.vendor_id, d.doc_date + 10 AS pay_date, d.total,
                  'PAY-' || lpad(p.n::text, greatest(4, length(p.n::text)), '0') AS pay_no
           FROM purchase_documents d
           CROSS JOIN LATERAL (SELECT substr(d.number, 6)::int - ? AS n) p
           WHERE d.company_id = ? AND d.kind = 'bill' AND substr(d.number, 6)::int BETWEEN ? AND ?
         ), ins AS (
           INSERT INTO bill_payments (company_id, number, vendor_id, pay_from_account_id, pay_date, payment_method, status, issue_date, total)
           SELECT ?, pay_no, vendor_id, ?, pay_date, 'Online Banking', 'Issued', pay_date, total FROM src
           RETURNING id, number
         )
         INSERT INTO bill_payment_records (company_id, payment_id, bill_id, amount_paid)
         SELECT ?, ins.id, src.bill_id, src.total FROM ins JOIN src ON src.pay_no = ins.number`,
        [big, companyId, big + from, big + to, companyId, accounts.bank, companyId],
      );
      await trx.raw("ANALYZE bill_payments, bill_payment_records");
      await trx.raw(
        `UPDATE purchase_documents SET status = 'paid', amount_paid = total
         WHERE company_id = ? AND kind = 'bill' AND substr(number, 6)::int BETWEEN ? AND ?`,
        [companyId, big + from, big + to],
      );
      const payments = `FROM bill_payments p WHERE p.company_id = ? AND substr(p.number, 5)::int BETWEEN ? AND ?`;
      await trx.raw(
        `INSERT INTO journal_entries (company_id, entry_type, entry_no, entry_date, comments, status, source_type, source_id, posted_at)
         SELECT p.company_id, 'PAY', p.number, p.pay_date, 'Bill payment ' || p.number, 'posted', 'bill_payment', p.id, now() ${payments}`,
        [companyId, from, to],
      );
      await trx.raw("ANALYZE journal_entries");
      await trx.raw(
        `INSERT INTO journal_lines (company_id, journal_entry_id, line_no, account_id, entry_date, debit, credit, vendor_id)
         SELECT e.company_id, e.id, side.line_no, CASE WHEN side.line_no = 1 THEN ?::int ELSE ?::int END, e.entry_date,
                CASE WHEN side.line_no = 1 THEN p.total ELSE 0 END, CASE WHEN side.line_no = 2 THEN p.total ELSE 0 END, p.vendor_id
         FROM journal_entries e
         JOIN bill_payments p ON p.company_id = e.company_id AND p.id = e.source_id
         CROSS JOIN (VALUES (1), (2)) AS side(line_no)
         WHERE e.company_id = ? AND e.source_type = 'bill_payment' AND substr(p.number, 5)::int BETWEEN ? AND ?`,
        [accounts.ap, accounts.bank, companyId, from, to],
      );
      await trx.raw(
        `UPDATE bill_payments p SET journal_entry_id = e.id FROM journal_entries e
         WHERE e.company_id = p.company_id AND e.source_type = 'bill_payment' AND e.source_id = p.id
           AND p.company_id = ? AND substr(p.number, 5)::int BETWEEN ? AND ?`,
        [companyId, from, to],
      );
    });
  });
  // The series continue after the seeded numbers.
  await db.raw(
    `INSERT INTO document_counters (company_id, document_type, last_value) VALUES (?, 'BILL', ?), (?, 'PAY', ?)
     ON CONFLICT (company_id, document_type) DO UPDATE SET last_value = EXCLUDED.last_value`,
    [companyId, options.bills, companyId, count],
  );
}

// ---------------------------------------------------------------------------------------------
// The import

/** A CSV of `lines` bill lines as a previous system would hand them over: bills of 1–4 lines, numbered AP-000001… */
function importCsv(lines: number, vendors: number): { text: string; bills: number } {
  const rows = ["Bill Number,Vendor,Bill Date,Due Date,Vendor Reference,Memo,Account,Description,Amount"];
  let written = 0;
  let bill = 0;
  while (written < lines) {
    bill += 1;
    const count = Math.min(1 + (bill % 4), lines - written);
    // Active vendors only: seedVendors makes every tenth inactive.
    let n = 1 + ((bill * 7919) % vendors);
    if (n % 10 === 0) n -= 1;
    const vendor = `V${String(n).padStart(5, "0")}`;
    const day = 1 + (bill % 28);
    const month = 1 + (bill % 12);
    const date = `${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}/2026`;
    for (let line = 1; line <= count; line += 1) {
      const cents = 100 + ((bill * 104729 + line * 7) % 99_900);
      rows.push(
        `AP-${String(bill).padStart(6, "0")},${vendor},${date},,INV-${bill},Opening payables,${line % 2 ? "6300" : "6100"},Line ${line},${toDecimal(cents)}`,
      );
    }
    written += count;
  }
  return { text: `${rows.join("\n")}\n`, bills: bill };
}

/** The floor: the planned bills' documents, rows, entries and lines by plain INSERT … SELECT, in one transaction. */
async function insertBillsPlain(db: Knex, companyId: number, bills: PlannedBill[], payable: number) {
  await db.transaction(async (trx) => {
    for (let start = 0; start < bills.length; start += 2_000) {
      const chunk = bills.slice(start, start + 2_000).map((b, i) => ({ ...b, number: b.number ?? `FLOOR-${start + i}` }));
      const { rows: docs } = (await trx.raw(
        `INSERT INTO purchase_documents (company_id, kind, number, vendor_id, doc_date, due_date, vendor_reference, comments, total, status)
         SELECT ?, 'bill', r.number, r.vendor_id, r.doc_date, r.due_date, r.vendor_reference, r.comments, r.total, 'open'
         FROM json_to_recordset(?::json) AS r(number text, vendor_id int, doc_date date, due_date date, vendor_reference text, comments text, total numeric)
         RETURNING id, number`,
        [
          companyId,
          JSON.stringify(
            chunk.map((b) => ({
              number: b.number,
              vendor_id: b.vendorId,
              doc_date: b.date,
              due_date: b.dueDate,
              vendor_reference: b.vendorReference,
              comments: b.comments,
              total: toDecimal(b.total),
            })),
          ),
        ],
      )) as { rows: { id: number; number: string }[] };
      const idOf = new Map(docs.map((d) => [d.number, d.id]));
      await trx.raw(
        `INSERT INTO purchase_document_lines (company_id, document_id, line_no, line_type, account_id, description, amount)
         SELECT ?, r.document_id, r.line_no, 'account', r.account_id, r.description, r.amount
         FROM json_to_recordset(?::json) AS r(document_id int, line_no int, account_id int, description text, amount numeric)`,
        [
          companyId,
          JSON.stringify(
            chunk.flatMap((b) =>
              b.rows.map((r, i) => ({
                document_id: idOf.get(b.number),
                line_no: i + 1,
                account_id: r.accountId,
                description: r.description,
                amount: toDecimal(r.amount),
              })),
            ),
          ),
        ],
      );
      const { rows: entries } = (await trx.raw(
        `INSERT INTO journal_entries (company_id, entry_type, entry_no, entry_date, comments, status, source_type, source_id, posted_at)
         SELECT ?, 'BILL', r.number, r.doc_date, r.comments, 'posted', 'purchase_document', r.document_id, now()
         FROM json_to_recordset(?::json) AS r(number text, doc_date date, comments text, document_id int)
         RETURNING id, source_id AS "documentId"`,
        [
          companyId,
          JSON.stringify(chunk.map((b) => ({ number: b.number, doc_date: b.date, comments: b.comments, document_id: idOf.get(b.number) }))),
        ],
      )) as { rows: { id: number; documentId: number }[] };
      const entryOf = new Map(entries.map((e) => [e.documentId, e.id]));
      await trx.raw(
        `INSERT INTO journal_lines (company_id, journal_entry_id, line_no, account_id, entry_date, debit, credit, memo, vendor_id)
         SELECT ?, r.* FROM json_to_recordset(?::json)
           AS r(journal_entry_id int, line_no int, account_id int, entry_date date, debit numeric, credit numeric, memo text, vendor_id int)`,
        [
          companyId,
          JSON.stringify(
            chunk.flatMap((b) => {
              const entry = entryOf.get(idOf.get(b.number)!);
              const debits = b.rows.map((r, i) => ({
                journal_entry_id: entry,
                line_no: i + 1,
                account_id: r.accountId,
                entry_date: b.date,
                debit: toDecimal(r.amount),
                credit: "0",
                memo: r.description,
                vendor_id: b.vendorId,
              }));
              return [
                ...debits,
                {
                  journal_entry_id: entry,
                  line_no: b.rows.length + 1,
                  account_id: payable,
                  entry_date: b.date,
                  debit: "0",
                  credit: toDecimal(b.total),
                  memo: "",
                  vendor_id: b.vendorId,
                },
              ];
            }),
          ),
        ],
      );
      await trx.raw(
        `UPDATE purchase_documents d SET journal_entry_id = v.entry_id FROM json_to_recordset(?::json) AS v(document_id int, entry_id int)
         WHERE d.company_id = ? AND d.id = v.document_id`,
        [JSON.stringify(entries.map((e) => ({ document_id: e.documentId, entry_id: e.id }))), companyId],
      );
    }
  });
}

/** Accounts Payable's balance of a company (credits − debits), as text. */
async function payableOf(db: Knex, companyId: number, ap: number): Promise<string> {
  const row = await db("journalLines").where({ companyId, accountId: ap }).first(db.raw("coalesce(sum(credit) - sum(debit), 0) as net"));
  return String((row as { net: string }).net);
}

/** The bills import (and its floor) into companies of their own: what `runPurchasingBenchmark` ends with, and bench/documents-import.ts runs alone. */
export async function runBillsImport(db: Knex, userId: number, options: Pick<PurchasingBenchOptions, "vendors" | "importLines">) {
  const importVendors = Math.min(options.vendors, 1_000);
  const company = async (name: string) => {
    const created = await createCompany(db, userId, companyCreateSchema.parse(companyFields(name)));
    const ctx = { ...companyContext(created, userId), today: "2026-11-26" };
    const accounts = await chart(db, ctx);
    await seedVendors(db, ctx.companyId, importVendors);
    return { ctx, accounts };
  };
  const target = await company("Bills Import Co");
  const floor = await company("Bills Import Floor Co");
  const { text, bills } = importCsv(options.importLines, importVendors);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-bench-bills-"));
  const file = path.join(folder, "bills.csv");
  fs.writeFileSync(file, text);
  const fileMB = fs.statSync(file).size / 1024 / 1024;
  say(`bills import: ${fmtInt(options.importLines)} lines in ${fmtInt(bills)} bills, ${fmt(fileMB, 1)} MB of CSV`);
  try {
    const progress = new Progress("bills import", bills, "bills");
    const run = await timedWork(db, () =>
      importBills(db, target.ctx, { content: fs.readFileSync(file, "utf8") }, { onProgress: progressReporter(progress) }),
    );
    progress.finish();
    if (run.value.bills !== bills || run.value.lines !== options.importLines) throw new Error("bills import: not every bill was imported");

    say("   floor: the same rows by plain INSERTs, one transaction");
    const plan = await planBillImport(db, floor.ctx.companyId, parseBillsCsv(fs.readFileSync(file, "utf8")));
    if (plan.errors.length) throw new Error(`bills import floor: ${plan.errors[0]}`);
    const floorRun = await timedWork(db, () => insertBillsPlain(db, floor.ctx.companyId, plan.bills, floor.accounts.ap));
    const [imported, plain] = [
      await payableOf(db, target.ctx.companyId, target.accounts.ap),
      await payableOf(db, floor.ctx.companyId, floor.accounts.ap),
    ];
    if (imported !== plain || imported !== run.value.total)
      throw new Error(`bills import: AP ${imported}, floor ${plain}, file ${run.value.total}`);
    return {
      import: {
        bills,
        lines: options.importLines,
        seconds: run.seconds,
        nodeCpuSeconds: run.cpuSeconds,
        pgCpuSeconds: run.pgCpuSeconds,
        linesPerSecond: options.importLines / run.seconds,
        fileMB,
      },
      importFloor: { seconds: floorRun.seconds, linesPerSecond: options.importLines / floorRun.seconds },
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

export async function runPurchasingBenchmark(
  db: Knex,
  databaseUrl: string,
  options: PurchasingBenchOptions,
): Promise<PurchasingBenchResult> {
  const seedStarted = performance.now();
  process.env.SESSION_SECRET = SESSION_SECRET;
  const { user, company, ctx } = await benchOwnedCompany(
    db,
    { email: "bench-purchasing@example.com", firstName: "Bench", lastName: "Purchasing" },
    companyFields("Purchasing Bench Co"),
  );
  const accounts = await chart(db, ctx);
  await seedVendors(db, company.id, options.vendors);
  await seedBills(db, company.id, accounts, options);
  await seedPayments(db, company.id, accounts, options, Math.min(options.payments, options.bills - options.vendorOpenBills));
  await db.raw("VACUUM ANALYZE");
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const bigVendorId = (await db("vendors").where({ companyId: company.id }).orderBy("id").first("id")).id as number;
  const newest = (await listBills(db, company.id, readBillListQuery(new URLSearchParams()), ctx.today)).items[0];
  const oldestOpen = (await openBillsForVendor(db, company.id, bigVendorId, ctx.today))[0];
  const setup: PurchasingSetup = {
    companyId: company.id,
    today: ctx.today,
    bigVendorId,
    newestBill: newest.number,
    oldestOpenBill: oldestOpen.number,
  };
  const openCount = (await openBillsForVendor(db, company.id, bigVendorId, ctx.today)).length;
  if (openCount !== options.vendorOpenBills) throw new Error(`The big vendor has ${openCount} open bills, not ${options.vendorOpenBills}`);

  globalThis.__ledgerlineDb = Promise.resolve(db); // signIn stores the session through the app's handle
  const cookie = (await signIn(new Request("http://localhost/"), user.id, "/")).headers.get("Set-Cookie")!.split(";")[0];
  const billsListOnly = purchasingPart() === "bills-list";
  const measurements = purchasingMeasurements(setup).slice(0, billsListOnly ? 1 : undefined);
  const { scenarios, stackFloor, stackFloorRendered } = await measurePages(db, databaseUrl, { SESSION_SECRET, cookie }, measurements, {
    ...options,
    stackFloor: true,
  });
  if (!stackFloor) throw new Error("measurePages did not measure the sign-in page");

  const imported = billsListOnly ? {} : await runBillsImport(db, user.id, options);
  return { options, seedSeconds, scenarios, stackFloor, stackFloorRendered, ...imported };
}

// ---------------------------------------------------------------------------------------------
// Report

export function purchasingRows(r: PurchasingBenchResult) {
  const header = ["measure", "Ledgerline", "floor (same run)", "ratio (Ledgerline / floor)"];
  const pages = pageRows(r.scenarios, r.options.concurrency, 3);
  const i = r.import;
  const importRows = (i: ImportRun, floor: { seconds: number; linesPerSecond: number }) => [
    [
      `bills import of ${fmtInt(i.lines)} lines (${fmtInt(i.bills)} bills, ${fmt(i.fileMB, 1)} MB), lines/s`,
      fmt(i.linesPerSecond, 0),
      fmt(floor.linesPerSecond, 0),
      `${fmt(i.linesPerSecond / floor.linesPerSecond, 3)} (target ≥ 5,000 lines/s: ${i.linesPerSecond >= 5_000 ? "met" : "**not met**"})`,
    ],
    ["   total time, s", fmt(i.seconds, 1), fmt(floor.seconds, 1), ""],
    ["   Node process CPU time, s", fmt(i.nodeCpuSeconds, 1), "", ""],
    ["   PostgreSQL backends' CPU time, s", i.pgCpuSeconds === null ? "" : fmt(i.pgCpuSeconds, 1), "", ""],
  ];
  const body = [
    ...pages,
    ...stackFloorRows(r.stackFloor, r.scenarios, 3, r.stackFloorRendered),
    ...(i && r.importFloor ? importRows(i, r.importFloor) : []),
  ];
  return { header, body };
}

export function purchasingMarkdown(r: PurchasingBenchResult, seconds: number): string {
  const { header, body } = purchasingRows(r);
  const o = r.options;
  return `## Purchasing (issue 13)

${markdownTable(header, body)}

Sizes: ${fmtInt(o.vendors)} vendors, ${fmtInt(o.bills)} bills (one line each; ${fmtInt(o.vendorOpenBills)} of them, all open, belong to the vendor
Pay Bill is measured with) and ${fmtInt(Math.min(o.payments, o.bills - o.vendorOpenBills))} bill payments, each paying one bill in full, every bill and
payment with its journal entry; seeding took ${fmt(r.seedSeconds, 0)} s; this part took ${fmt(seconds / 60, 1)} min.
Page sizes (HTML, uncompressed): ${r.scenarios.map((s) => `${s.name} ${fmtInt(Math.round(s.pageBytes / 1024))} KB`).join("; ")}.

**How.** As the Vendors list benchmark: the app server from the production build in its own process, ${o.concurrency} workers on
keep-alive connections, ${fmt(o.warmupMs / 1000, 0)} s of warm-up then ${fmt(o.durationMs / 1000, 0)} s measured per scenario and side, a session
cookie, \`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\` and the answer decoded and checked for a row of data.
**Floor:** the statements the screen's loader sends — recorded once from the same module calls the loader makes
(${r.scenarios.map((s) => `${s.name}: ${s.statements}`).join("; ")} statements) — run one after another on a bare \`pg\` client
from a pool of ${o.concurrency}, with no session, no company check, no rendering, no HTTP and no compression. Pay Bill's
loader also reads its vendor picker's first vendors and the accounts to pay from, so its floor does too; it shows the
vendor's open bills in batches of ${PAY_BILL_BATCH}, oldest due first, with the count and amount due of all of them.
Another page joins these by adding an entry to \`purchasingMeasurements()\` in \`bench/purchasing.ts\`.

${stackFloorMarkdown(r.stackFloor, r.scenarios, 3, r.stackFloorRendered)}
${r.import ? importMarkdown(r.import.lines, o) : ""}`;
}

function importMarkdown(lines: number, o: PurchasingBenchOptions): string {
  return `
**Import.** A CSV of ${fmtInt(lines)} bill lines (bills of 1–4 lines, numbered AP-000001…, vendors by Vendor ID,
accounts by number) into a company of ${fmtInt(Math.min(o.vendors, 1_000))} vendors, by \`importBills\` — what
\`ledgerline bills import\` runs: read and check every row, then in ONE transaction write the documents, their rows,
their entries through \`postEntries\` and each document's entry. **Floor:** the same documents, rows, entries and lines
(from the same plan) by plain \`INSERT … SELECT FROM json_to_recordset\` in one transaction into a company of the same
shape: no reading, no checks, no counter. Both companies' Accounts Payable are checked to equal the file's total.
`;
}
