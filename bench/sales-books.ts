// Benchmark of the receivables screens (issue 26, item 11), on PostgreSQL, each against a floor
// measured in the same run: the plain SQL the screen needs through a bare pg client.
//
// The books: a company of 10,000 customers with 250,000 invoices of two account rows
// each (500,000 invoice lines; Dr Accounts Receivable tagged with the customer, Cr Sales and Cr
// Services) and 200,000 payments received (each paying one invoice in full into Undeposited Funds:
// its application, Dr Undeposited Funds / Cr Accounts Receivable, the invoice marked paid). The
// first customer holds 2,000 invoices, all open. Bulk-loaded by INSERT … SELECT over
// generate_series in transactions of 50,000 documents (the ledger's balance triggers check each
// entry at commit), then VACUUM ANALYZE.
//
// Measured (the module functions the routes call, through the app's knex handle):
//   1. the Invoices list (listInvoices, customers.invoices): the first page and one 90 % of the way back;
//   2. Receive Payment's load for the customer of 2,000 open invoices (openInvoices and openCredits,
//      what the screen's loader calls once a customer is chosen);
//   3. A/R Aging Summary as of a date (arAgingSummary), checked to equal A/R in the books;
//   4. an invoice as a PDF (readSalesDocumentPdf, what the PDF route calls), target ≤ 30 ms.
// One warm-up, then `runs` runs of each side, alternating; medians reported.
import type { Knex } from "knex";
import type pg from "pg";
import { fromDecimal } from "../app/lib/money";
import { createAccount } from "../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../app/modules/accounts/schema";
import { accountsReceivableAccount, undepositedFundsAccount } from "../app/modules/accounts/system-accounts.server";
import { createUser } from "../app/modules/auth/auth.server";
import { companyContext, createCompany } from "../app/modules/companies/companies.server";
import { companyCreateSchema } from "../app/modules/companies/schema";
import { arAgingSummary } from "../app/modules/reports/ar-aging.server";
import { openCredits } from "../app/modules/sales/customer-credits.server";
import { readSalesDocumentPdf } from "../app/modules/sales/invoice-pdf.server";
import { SALES_PAYMENT_METHODS } from "../app/modules/sales/kinds/shared";
import { openInvoices } from "../app/modules/sales/receive-payment.server";
import { listInvoices } from "../app/modules/sales/sales-lists.server";
import { companyFields } from "../tests/support/company-fields";
import { fmtInt, loadInBatches } from "./lib/progress";
import { markdownTable } from "./lib/report";
import { alternate } from "./statements";

export interface SalesBooksOptions {
  customers: number;
  /** Invoice lines (two per invoice) */
  invoiceLines: number;
  payments: number;
  /** Open invoices of the first customer */
  bigOpen: number;
  perPage: number;
  runs: number;
}

interface Timing {
  runsMs: number[];
  medianMs: number;
}

export interface SalesBooksMeasure {
  name: string;
  app: Timing;
  floor: Timing;
  /** An absolute target in ms on the app's median, when the issue sets one */
  targetMs?: number;
}

export interface SalesBooksResult {
  options: SalesBooksOptions;
  invoices: number;
  loadSeconds: number;
  measures: SalesBooksMeasure[];
}

const fmt = (n: number, digits: number) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const say = (text: string) => process.stderr.write(`${text}\n`);
const TRANSACTION_SIZE = 50_000;
const AS_OF = "2026-11-29";

/**
 * Invoices g = 1…count of two account rows each (Sales and Services), with their entries: invoices
 * 1…bigOpen belong to the first customer, the others spread over the rest (g·7919 mod N); dated over
 * 2025-01-01 … 2026-11-21, due 30 days later, numbered INV-000001…. Invoices bigOpen+1 … bigOpen+payments
 * are written paid (their payments follow), the rest open.
 */
async function seedInvoices(
  db: Knex,
  companyId: number,
  accounts: { ar: number; sales: number; services: number },
  options: SalesBooksOptions,
  count: number,
) {
  const customerIds: number[] = await db("customers").where({ companyId }).orderBy("id").pluck("id");
  const first = customerIds[0];
  const width = Math.max(6, String(count).length);
  await loadInBatches({ label: "invoices", unit: "invoices" }, count, TRANSACTION_SIZE, async (from, to) => {
    const range = [companyId, from, to];
    await db.transaction(async (trx) => {
      // Two amounts per invoice: rows (Sales a, Services b), total a + b.
      await trx.raw(
        `INSERT INTO sales_documents (company_id, kind, number, customer_id, doc_date, due_date, customer_reference, memo,
                                      subtotal, total, amount_paid, status)
         SELECT ?, 'invoice', 'INV-' || lpad(g::text, ?, '0'),
                CASE WHEN g <= ? THEN ?::int ELSE (?::int + 1 + (g::bigint * 7919) % (?::int - 1))::int END,
                DATE '2025-01-01' + (g * 37) % 690, DATE '2025-01-01' + (g * 37) % 690 + 30, 'PO-' || g, 'Bench invoice',
                t.total, t.total, CASE WHEN g > ? AND g <= ? THEN t.total ELSE 0 END,
                CASE WHEN g > ? AND g <= ? THEN 'paid' ELSE 'open' END
           FROM generate_series(?::int, ?::int) AS g
           CROSS JOIN LATERAL (SELECT (((g::bigint * 104729) % 50000) + 100) / 100.0 + (((g::bigint * 7919) % 30000) + 100) / 100.0 AS total) t`,
        [
          companyId,
          width,
          options.bigOpen,
          first,
          first,
          customerIds.length,
          options.bigOpen,
          options.bigOpen + options.payments,
          options.bigOpen,
          options.bigOpen + options.payments,
          from,
          to,
        ],
      );
      // Statistics that count the rows just written: without them the joins below loop over every row for each.
      await trx.raw("ANALYZE sales_documents");
      const invoices = `FROM sales_documents d WHERE d.company_id = ? AND d.kind = 'invoice' AND substr(d.number, 5)::int BETWEEN ? AND ?`;
      await trx.raw(
        `INSERT INTO sales_document_lines (company_id, document_id, line_no, line_type, account_id, description, amount)
         SELECT d.company_id, d.id, side.line_no, 'account', CASE WHEN side.line_no = 1 THEN ?::int ELSE ?::int END,
                CASE WHEN side.line_no = 1 THEN 'Goods' ELSE 'Services' END,
                CASE WHEN side.line_no = 1 THEN a.goods ELSE d.total - a.goods END
           ${invoices.replace(
             "WHERE",
             `CROSS JOIN (VALUES (1), (2)) AS side(line_no)
           CROSS JOIN LATERAL (SELECT (((substr(d.number, 5)::bigint * 104729) % 50000) + 100) / 100.0 AS goods) a WHERE`,
           )}`,
        [accounts.sales, accounts.services, ...range],
      );
      await trx.raw(
        `INSERT INTO journal_entries (company_id, entry_type, entry_no, entry_date, comments, status, source_type, source_id, posted_at)
         SELECT d.company_id, 'INV', d.number, d.doc_date, 'Invoice ' || d.number, 'posted', 'sales_document', d.id, now() ${invoices}`,
        range,
      );
      await trx.raw("ANALYZE journal_entries");
      // Dr A/R (the customer's) the total; Cr each row's account its amount.
      await trx.raw(
        `INSERT INTO journal_lines (company_id, journal_entry_id, line_no, account_id, entry_date, debit, credit, memo, customer_id)
         SELECT e.company_id, e.id, 1, ?, e.entry_date, d.total, 0, '', d.customer_id
           FROM journal_entries e JOIN sales_documents d ON d.company_id = e.company_id AND d.id = e.source_id
          WHERE e.company_id = ? AND e.source_type = 'sales_document' AND substr(d.number, 5)::int BETWEEN ? AND ?
         UNION ALL
         SELECT e.company_id, e.id, 1 + l.line_no, l.account_id, e.entry_date, 0, l.amount, l.description, d.customer_id
           FROM journal_entries e JOIN sales_documents d ON d.company_id = e.company_id AND d.id = e.source_id
           JOIN sales_document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
          WHERE e.company_id = ? AND e.source_type = 'sales_document' AND substr(d.number, 5)::int BETWEEN ? AND ?`,
        [accounts.ar, ...range, ...range],
      );
      await trx.raw(
        `UPDATE sales_documents d SET journal_entry_id = e.id FROM journal_entries e
          WHERE e.company_id = d.company_id AND e.source_type = 'sales_document' AND e.source_id = d.id
            AND d.company_id = ? AND d.kind = 'invoice' AND substr(d.number, 5)::int BETWEEN ? AND ?`,
        range,
      );
    });
  });
}

/**
 * Payments p = 1…count, each paying invoice bigOpen + p in full into Undeposited Funds ten days after
 * its date, with its application and its entry (Dr Undeposited Funds, Cr A/R, tagged with the customer).
 */
async function seedPayments(
  db: Knex,
  companyId: number,
  accounts: { ar: number; undeposited: number },
  options: SalesBooksOptions,
  invoiceWidth: number,
) {
  const big = options.bigOpen;
  const count = options.payments;
  const width = Math.max(6, String(count).length);
  await loadInBatches({ label: "payments", unit: "payments" }, count, TRANSACTION_SIZE, async (from, to) => {
    await db.transaction(async (trx) => {
      await trx.raw(
        `WITH src AS (
           SELECT d.id AS invoice_id, d.customer_id, d.doc_date + 10 AS pay_date, d.total,
                  'RP-' || lpad((substr(d.number, 5)::int - ?)::text, ?, '0') AS pay_no
             FROM sales_documents d
            WHERE d.company_id = ? AND d.kind = 'invoice' AND d.number BETWEEN ? AND ?
         ), ins AS (
           INSERT INTO customer_payments (company_id, kind, number, customer_id, deposit_to_account_id, pay_date, payment_method,
                                          reference, total, applied, status)
           SELECT ?, 'payment', pay_no, customer_id, ?, pay_date, ?, '', total, total, 'posted' FROM src
           RETURNING id, number
         )
         INSERT INTO customer_payment_applications (company_id, payment_id, invoice_id, amount)
         SELECT ?, ins.id, src.invoice_id, src.total FROM ins JOIN src ON src.pay_no = ins.number`,
        [
          big,
          width,
          companyId,
          `INV-${String(big + from).padStart(invoiceWidth, "0")}`,
          `INV-${String(big + to).padStart(invoiceWidth, "0")}`,
          companyId,
          accounts.undeposited,
          SALES_PAYMENT_METHODS[0],
          companyId,
        ],
      );
      await trx.raw("ANALYZE customer_payments, customer_payment_applications");
      const payments = `FROM customer_payments p WHERE p.company_id = ? AND p.kind = 'payment' AND substr(p.number, 4)::int BETWEEN ? AND ?`;
      await trx.raw(
        `INSERT INTO journal_entries (company_id, entry_type, entry_no, entry_date, comments, status, source_type, source_id, posted_at)
         SELECT p.company_id, 'RP', p.number, p.pay_date, 'Payment ' || p.number, 'posted', 'customer_payment', p.id, now() ${payments}`,
        [companyId, from, to],
      );
      await trx.raw("ANALYZE journal_entries");
      await trx.raw(
        `INSERT INTO journal_lines (company_id, journal_entry_id, line_no, account_id, entry_date, debit, credit, memo, customer_id)
         SELECT e.company_id, e.id, side.line_no, CASE WHEN side.line_no = 1 THEN ?::int ELSE ?::int END, e.entry_date,
                CASE WHEN side.line_no = 1 THEN p.total ELSE 0 END, CASE WHEN side.line_no = 2 THEN p.total ELSE 0 END, '', p.customer_id
           FROM journal_entries e
           JOIN customer_payments p ON p.company_id = e.company_id AND p.id = e.source_id
           CROSS JOIN (VALUES (1), (2)) AS side(line_no)
          WHERE e.company_id = ? AND e.source_type = 'customer_payment' AND substr(p.number, 4)::int BETWEEN ? AND ?`,
        [accounts.undeposited, accounts.ar, companyId, from, to],
      );
      await trx.raw(
        `UPDATE customer_payments p SET journal_entry_id = e.id FROM journal_entries e
          WHERE e.company_id = p.company_id AND e.source_type = 'customer_payment' AND e.source_id = p.id
            AND p.company_id = ? AND substr(p.number, 4)::int BETWEEN ? AND ?`,
        [companyId, from, to],
      );
    });
  });
}

async function alternateRuns(runs: number, app: () => Promise<unknown>, floor: () => Promise<unknown>) {
  const [appTiming, floorTiming] = await alternate(runs, app, floor);
  return { app: appTiming, floor: floorTiming };
}

function check(name: string, app: unknown, floor: unknown) {
  if (JSON.stringify(app) !== JSON.stringify(floor))
    throw new Error(
      `${name}: Ledgerline and the floor differ: ${JSON.stringify(app).slice(0, 300)} / ${JSON.stringify(floor).slice(0, 300)}`,
    );
}

export async function runSalesBooksBenchmark(db: Knex, client: pg.Client, options: SalesBooksOptions): Promise<SalesBooksResult> {
  const invoiceCount = Math.ceil(options.invoiceLines / 2);
  if (invoiceCount < options.bigOpen + options.payments) throw new Error("sales books: fewer invoices than open ones and payments");
  const user = await createUser(db, {
    email: "bench-sales-books@example.com",
    password: "correct horse battery",
    firstName: "Be",
    lastName: "Nch",
  });
  const company = await createCompany(db, user.id, companyCreateSchema.parse(companyFields({ companyName: "Receivables Co" })));
  const ctx = { ...companyContext(company, user.id), today: AS_OF };
  const { companyId } = ctx;
  const account = async (fields: Record<string, unknown>) => (await createAccount(db, ctx, accountCreateSchema.parse(fields))).id as number;
  const sales = await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  const services = await account({ accountType: "Income", accountNumber: "4100", accountName: "Services" });
  const ar = await db.transaction((trx) => accountsReceivableAccount(trx, companyId));
  const undeposited = await db.transaction((trx) => undepositedFundsAccount(trx, companyId));

  say(
    `receivables: ${fmtInt(options.customers)} customers, ${fmtInt(invoiceCount)} invoices (${fmtInt(invoiceCount * 2)} lines), ${fmtInt(options.payments)} payments`,
  );
  const loadStarted = performance.now();
  await db.raw(
    `INSERT INTO customers (company_id, customer_id, customer_name)
     SELECT ?, 'C' || lpad(g::text, 5, '0'), 'Customer ' || lpad(g::text, 5, '0') FROM generate_series(1, ?::int) AS g`,
    [companyId, options.customers],
  );
  await seedInvoices(db, companyId, { ar, sales, services }, options, invoiceCount);
  await seedPayments(db, companyId, { ar, undeposited }, options, Math.max(6, String(invoiceCount).length));
  await db.raw(
    `INSERT INTO document_counters (company_id, document_type, last_value) VALUES (?, 'INV', ?), (?, 'RP', ?)
     ON CONFLICT (company_id, document_type) DO UPDATE SET last_value = EXCLUDED.last_value`,
    [companyId, invoiceCount, companyId, options.payments],
  );
  say("   VACUUM ANALYZE (as autovacuum would after a load) …");
  for (const table of [
    "sales_documents",
    "sales_document_lines",
    "customer_payments",
    "customer_payment_applications",
    "journal_entries",
    "journal_lines",
    "customers",
  ])
    await client.query(`VACUUM ANALYZE ${table}`);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const { rows: counted } = await client.query<{ n: string }>(
    "SELECT count(*) AS n FROM sales_document_lines l JOIN sales_documents d ON d.company_id = l.company_id AND d.id = l.document_id WHERE l.company_id = $1",
    [companyId],
  );
  if (Number(counted[0].n) !== invoiceCount * 2) throw new Error(`expected ${invoiceCount * 2} invoice lines, found ${counted[0].n}`);

  const measures: SalesBooksMeasure[] = [];
  const bigCustomer: number = (await db("customers").where({ companyId }).orderBy("id").first("id")).id;

  // 1. The Invoices list: the page query (joined to the customer) and the count-and-totals query.
  const listFloorPage = `
    SELECT d.id, d.number, d.doc_date, d.due_date, d.customer_id, c.customer_name, d.customer_reference, d.status, d.total, d.amount_paid, d.memo
      FROM sales_documents d JOIN customers c ON c.company_id = d.company_id AND c.id = d.customer_id
     WHERE d.company_id = $1 AND d.kind = 'invoice'
     ORDER BY d.doc_date DESC, d.id DESC OFFSET $2 LIMIT $3`;
  const listFloorTotals = `
    SELECT count(*)::int AS count, coalesce(sum(total) FILTER (WHERE status <> 'void'), 0) AS total,
           coalesce(sum(amount_paid) FILTER (WHERE status <> 'void'), 0) AS paid
      FROM sales_documents WHERE company_id = $1 AND kind = 'invoice'`;
  const pages = Math.ceil(invoiceCount / options.perPage);
  for (const [label, page] of [
    ["the first page", 1],
    ["a page 90 % of the way back", Math.ceil(pages * 0.9)],
  ] as const) {
    let appIds: number[] = [];
    let floorIds: number[] = [];
    const query = { customer: null, status: "all" as const, from: null, to: null, page, perPage: options.perPage };
    say(`   Invoices list, ${label} (page ${fmtInt(page)} of ${fmtInt(pages)})`);
    const timing = await alternateRuns(
      options.runs,
      async () => {
        const result = await listInvoices(db, companyId, query, AS_OF);
        appIds = result.items.map((r) => r.id);
      },
      async () => {
        const { rows } = await client.query<{ id: number }>(listFloorPage, [companyId, (page - 1) * options.perPage, options.perPage]);
        await client.query(listFloorTotals, [companyId]);
        floorIds = rows.map((r) => Number(r.id));
      },
    );
    check(`Invoices list ${label}`, appIds, floorIds);
    measures.push({
      name: `Invoices list of ${fmtInt(invoiceCount)} invoices, ${label} (${options.perPage} rows, page ${fmtInt(page)}), with count and totals`,
      ...timing,
    });
  }

  // 2. Receive Payment: the customer's open invoices and open credits.
  {
    let appDue = 0;
    let floorDue = 0;
    say(`   Receive Payment's open invoices for a customer of ${fmtInt(options.bigOpen)} open invoices`);
    const timing = await alternateRuns(
      options.runs,
      async () => {
        const [invoices, credits] = await Promise.all([openInvoices(db, companyId, bigCustomer), openCredits(db, companyId, bigCustomer)]);
        appDue = invoices.reduce((s, i) => s + fromDecimal(i.amountDue), 0) + credits.length;
        if (invoices.length !== options.bigOpen) throw new Error(`Receive Payment: ${invoices.length} open invoices`);
      },
      async () => {
        const { rows } = await client.query<{ total: string; amount_paid: string }>(
          `SELECT id, number, doc_date, due_date, total, amount_paid FROM sales_documents
              WHERE company_id = $1 AND customer_id = $2 AND kind = 'invoice' AND status = 'open'
              ORDER BY due_date NULLS LAST, doc_date, id LIMIT 2000`,
          [companyId, bigCustomer],
        );
        await client.query(
          `SELECT id, number, doc_date, total, total - amount_paid AS left FROM sales_documents
              WHERE company_id = $1 AND customer_id = $2 AND kind = 'credit_memo' AND status = 'open' AND amount_paid < total ORDER BY doc_date, id`,
          [companyId, bigCustomer],
        );
        await client.query(
          `SELECT id, number, kind, pay_date, total, total - applied - credit_used AS left FROM customer_payments
              WHERE company_id = $1 AND customer_id = $2 AND status = 'posted' AND applied + credit_used < total ORDER BY pay_date, id`,
          [companyId, bigCustomer],
        );
        floorDue = rows.reduce((s, r) => s + fromDecimal(r.total) - fromDecimal(r.amount_paid), 0);
      },
    );
    check("Receive Payment", appDue, floorDue);
    measures.push({ name: `Receive Payment: open invoices (${fmtInt(options.bigOpen)}) and credits of one customer`, ...timing });
  }

  // 3. A/R Aging Summary as of a date. Floor: each invoice dated by then less the payments applied by
  // then, each payment's unapplied rest, bucketed per customer and summed, with the customers' names.
  {
    let appTotal = 0;
    let floorTotal = 0;
    let appRows: unknown[] = [];
    let floorRows: unknown[] = [];
    const floorSql = `
      WITH applied AS (
        SELECT a.invoice_id, sum(a.amount) AS amount
          FROM customer_payment_applications a
          JOIN customer_payments p ON p.company_id = a.company_id AND p.id = a.payment_id
         WHERE a.company_id = $1 AND p.pay_date <= $2
         GROUP BY a.invoice_id
      ), open AS (
        SELECT d.customer_id, $2::date - coalesce(d.due_date, d.doc_date) AS days, d.total - coalesce(x.amount, 0) AS amount
          FROM sales_documents d LEFT JOIN applied x ON x.invoice_id = d.id
         WHERE d.company_id = $1 AND d.kind = 'invoice' AND d.status IN ('open', 'paid') AND d.doc_date <= $2
        UNION ALL
        SELECT p.customer_id, 0, -(p.total - p.applied) FROM customer_payments p
         WHERE p.company_id = $1 AND p.status = 'posted' AND p.pay_date <= $2 AND p.applied < p.total
      )
      SELECT c.customer_name, o.customer_id,
             sum(o.amount) FILTER (WHERE days <= 0) AS current, sum(o.amount) FILTER (WHERE days BETWEEN 1 AND 30) AS d30,
             sum(o.amount) FILTER (WHERE days BETWEEN 31 AND 60) AS d60, sum(o.amount) FILTER (WHERE days BETWEEN 61 AND 90) AS d90,
             sum(o.amount) FILTER (WHERE days > 90) AS over, sum(o.amount) AS total
        FROM open o JOIN customers c ON c.company_id = $1 AND c.id = o.customer_id
       WHERE o.amount <> 0
       GROUP BY c.customer_name, o.customer_id
       ORDER BY c.customer_name`;
    say(`   A/R Aging Summary as of ${AS_OF}`);
    // Without JIT, as the report runs (serialPlan): compiling this query costs seconds on these books.
    await client.query("SET jit = off");
    const timing = await alternateRuns(
      options.runs,
      async () => {
        const report = await arAgingSummary(db, companyId, AS_OF);
        appTotal = Number(report.totals.total);
        appRows = report.rows.map((r) => [r.partyId, Number(r.total)]);
      },
      async () => {
        const { rows } = await client.query<{ customer_id: number; total: string }>(floorSql, [companyId, AS_OF]);
        floorTotal = rows.reduce((s, r) => s + fromDecimal(r.total), 0);
        floorRows = rows.map((r) => [Number(r.customer_id), fromDecimal(r.total)]);
      },
    );
    await client.query("RESET jit");
    check("A/R aging", appTotal, floorTotal);
    check("A/R aging per customer", appRows, floorRows);
    const { rows: books } = await client.query<{ net: string }>(
      "SELECT coalesce(sum(debit - credit), 0) AS net FROM journal_lines WHERE company_id = $1 AND account_id = $2 AND entry_date <= $3",
      [companyId, ar, AS_OF],
    );
    check("A/R aging against Accounts Receivable", appTotal, fromDecimal(books[0].net));
    measures.push({ name: `A/R Aging Summary as of ${AS_OF} (${fmtInt(options.customers)} customers)`, ...timing });
  }

  // 4. An invoice as a PDF. Floor: the reads the document needs (company, document, rows, entry).
  {
    const invoice: number = (
      await db("salesDocuments").where({ companyId, kind: "invoice", status: "open" }).orderBy("id", "desc").first("id")
    ).id;
    let bytes = 0;
    say("   an invoice as a PDF");
    const timing = await alternateRuns(
      Math.max(options.runs, 21),
      async () => {
        bytes = (await readSalesDocumentPdf(db, companyId, invoice, AS_OF)).pdf.length;
      },
      async () => {
        await client.query("SELECT * FROM companies WHERE id = $1", [companyId]);
        await client.query(
          `SELECT d.*, c.customer_name FROM sales_documents d LEFT JOIN customers c ON c.company_id = d.company_id AND c.id = d.customer_id
              WHERE d.company_id = $1 AND d.id = $2`,
          [companyId, invoice],
        );
        await client.query("SELECT * FROM sales_document_lines WHERE company_id = $1 AND document_id = $2 ORDER BY line_no", [
          companyId,
          invoice,
        ]);
        await client.query(
          `SELECT l.* FROM journal_lines l JOIN sales_documents d ON d.company_id = l.company_id AND d.journal_entry_id = l.journal_entry_id
              WHERE d.company_id = $1 AND d.id = $2 ORDER BY l.line_no`,
          [companyId, invoice],
        );
      },
    );
    if (bytes < 500) throw new Error("invoice PDF: too small");
    measures.push({ name: `an invoice as a PDF (${fmt(bytes / 1024, 1)} KB)`, targetMs: 30, ...timing });
  }
  return { options, invoices: invoiceCount, loadSeconds, measures };
}

export function salesBooksRows(r: SalesBooksResult) {
  const header = ["measure (median ms)", "Ledgerline", "floor (same run)", "ratio (Ledgerline / floor)"];
  const body = r.measures.map((m) => {
    const ratio = m.app.medianMs / m.floor.medianMs;
    const target = m.targetMs ? ` — target ≤ ${m.targetMs} ms: ${m.app.medianMs <= m.targetMs ? "met" : "**not met**"}` : "";
    return [m.name, fmt(m.app.medianMs, 1), fmt(m.floor.medianMs, 1), `${fmt(ratio, 2)}×${target}`];
  });
  return { header, body };
}

export function salesBooksMarkdown(r: SalesBooksResult): string {
  const { header, body } = salesBooksRows(r);
  return `${markdownTable(header, body)}

**Books.** ${fmtInt(r.options.customers)} customers; ${fmtInt(r.invoices)} invoices of two account rows each (${fmtInt(r.invoices * 2)} invoice lines,
Cr Sales and Cr Services, Dr Accounts Receivable tagged with the customer), dated over 2025–2026 and due 30 days later;
${fmtInt(r.options.payments)} payments received, each paying one invoice in full into Undeposited Funds (its application, its entry
Dr Undeposited Funds / Cr Accounts Receivable, the invoice paid). The first customer holds ${fmtInt(r.options.bigOpen)} invoices, all open.
Bulk-loaded by \`INSERT … SELECT\` in transactions of ${fmtInt(TRANSACTION_SIZE)} documents (the ledger's balance triggers check
each entry at commit) in ${fmt(r.loadSeconds, 0)} s, then \`VACUUM ANALYZE\`.

**Measured**, through the app's knex handle, the module functions the routes call: \`listInvoices\` (the Invoices list:
the page joined to the customers, and the count and totals of every match) for the first page and one 90 % of the way back;
\`openInvoices\` and \`openCredits\` (what Receive Payment's loader calls once the customer is chosen) for the customer of
${fmtInt(r.options.bigOpen)} open invoices; \`arAgingSummary\` as of ${AS_OF} (every open item of the receivables — invoices, credit
memos, payments, refunds, other A/R postings — bucketed per customer), checked to equal Accounts Receivable in the books;
\`readSalesDocumentPdf\` (what the PDF route calls: the invoice read and drawn with pdf-lib). **Floors**, through a bare \`pg\`
client, one statement after another: the same page and totals queries; the open-invoice and credit selects; an aging of the
invoices less the payments applied by the date (one grouped join) plus unapplied payments, bucketed per customer (it knows
these books hold no credit memos, refunds or journal entries on A/R), run without JIT as the report is; for the PDF, only the four reads (company, document, rows, entry lines) — drawing the PDF is the
difference. Each side gives the same ids or totals (checked). One warm-up, then ${r.options.runs} runs each (the PDF
${Math.max(r.options.runs, 21)}), alternating; the median is reported. Runs (ms): ${r.measures
    .map((m) => `${m.name}: ${m.app.runsMs.map((ms) => fmt(ms, 1)).join(", ")}; floor ${m.floor.runsMs.map((ms) => fmt(ms, 1)).join(", ")}`)
    .join(". ")}.
`;
}
