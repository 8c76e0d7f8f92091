// Benchmark of `invoices import` (issue 26, item 11: ≥ 5,000 lines/s), on PostgreSQL: a CSV of
// invoice lines (invoices of 1–4 lines, numbered AR-000001…, customers by Customer ID, account rows
// by number and service item rows by name, every other invoice taxed at a rate) imported by
// importInvoices — what `ledgerline invoices import` runs: read and check every row, then in ONE
// transaction write the documents, their rows, their entries through postEntries and each
// document's entry — into a company of 1,000 customers. A/R is checked to equal the file's total.
// The receivables screens on bulk-loaded books (Invoices list, Receive Payment, A/R aging, the invoice
// PDF) are measured by bench/sales-books.ts; salesMarkdown writes both into one section.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Knex } from "knex";
import { toDecimal } from "../app/lib/money";
import { createAccount } from "../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../app/modules/accounts/schema";
import { createUser } from "../app/modules/auth/auth.server";
import { companyContext, createCompany } from "../app/modules/companies/companies.server";
import { companyCreateSchema } from "../app/modules/companies/schema";
import { importInvoices } from "../app/modules/sales/invoices-csv.server";
import { companyFields } from "../tests/support/company-fields";
import { timedWork } from "./lib/backend-cpu";
import { fmtInt, Progress, progressReporter } from "./lib/progress";
import { markdownTable } from "./lib/report";
import { salesBooksMarkdown, type SalesBooksResult } from "./sales-books";

export interface SalesBenchOptions {
  importLines: number;
  customers: number;
}

export interface SalesBenchResult {
  options: SalesBenchOptions;
  invoices: number;
  lines: number;
  seconds: number;
  nodeCpuSeconds: number;
  /** The PostgreSQL backends' CPU time (bench/lib/backend-cpu.ts), null when it cannot be read */
  pgCpuSeconds: number | null;
  linesPerSecond: number;
  fileMB: number;
}

const fmt = (n: number, digits: number) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const say = (text: string) => process.stderr.write(`${text}\n`);

function importCsv(lines: number, customers: number): { text: string; invoices: number } {
  const rows = ["Number,Customer,Date,P.O. No.,Memo,Account,Item,Description,Quantity,Amount,Taxable,Tax Rate"];
  let written = 0;
  let invoice = 0;
  while (written < lines) {
    invoice += 1;
    const count = Math.min(1 + (invoice % 4), lines - written);
    const customer = `C${String(1 + ((invoice * 7919) % customers)).padStart(5, "0")}`;
    const date = `${String(1 + (invoice % 12)).padStart(2, "0")}/${String(1 + (invoice % 28)).padStart(2, "0")}/2026`;
    const rate = invoice % 2 ? "State" : "";
    for (let line = 1; line <= count; line += 1) {
      const cents = 100 + ((invoice * 104729 + line * 7) % 99_900);
      const number = `AR-${String(invoice).padStart(6, "0")}`;
      rows.push(
        line === 2
          ? `${number},${customer},${date},PO-${invoice},Opening receivables,,Consulting,,${1 + (invoice % 3)},,,${rate}`
          : `${number},${customer},${date},PO-${invoice},Opening receivables,${line % 2 ? "4000" : "4100"},,Line ${line},,${toDecimal(cents)},${line === 1 ? "Yes" : "No"},${rate}`,
      );
    }
    written += count;
  }
  return { text: `${rows.join("\n")}\n`, invoices: invoice };
}

export async function runSalesBenchmark(db: Knex, options: SalesBenchOptions): Promise<SalesBenchResult> {
  const user = await createUser(db, {
    email: "bench-sales@example.com",
    password: "correct horse battery",
    firstName: "Be",
    lastName: "Nch",
  });
  const company = await createCompany(db, user.id, companyCreateSchema.parse(companyFields({ companyName: "Invoices Import Co" })));
  const ctx = { ...companyContext(company, user.id), today: "2026-11-29" };
  const { companyId } = ctx;
  const account = (fields: Record<string, unknown>) => createAccount(db, ctx, accountCreateSchema.parse(fields));
  const sales = await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  const services = await account({ accountType: "Income", accountNumber: "4100", accountName: "Services" });
  const tax = await account({ accountType: "Current Liability", accountNumber: "2020", accountName: "Sales Tax Payable" });
  await db("salesTaxRates").insert({ companyId, name: "State", rate: "8.2500", liabilityAccountId: tax.id });
  await db("items").insert({
    companyId,
    itemType: "service",
    name: "Consulting",
    sells: true,
    salesPrice: "75.00",
    incomeAccountId: services.id,
  });
  await db.raw(
    `INSERT INTO customers (company_id, customer_id, customer_name)
     SELECT ?, 'C' || lpad(g::text, 5, '0'), 'Customer ' || lpad(g::text, 5, '0') FROM generate_series(1, ?::int) AS g`,
    [companyId, options.customers],
  );
  void sales;

  const { text, invoices } = importCsv(options.importLines, options.customers);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-bench-invoices-"));
  const file = path.join(folder, "invoices.csv");
  fs.writeFileSync(file, text);
  const fileMB = fs.statSync(file).size / 1024 / 1024;
  say(`invoices import: ${fmtInt(options.importLines)} lines in ${fmtInt(invoices)} invoices, ${fmt(fileMB, 1)} MB of CSV`);
  try {
    const progress = new Progress("invoices import", invoices, "invoices");
    const run = await timedWork(db, () =>
      importInvoices(db, ctx, { content: fs.readFileSync(file, "utf8") }, { onProgress: progressReporter(progress) }),
    );
    const { value: result, seconds } = run;
    progress.finish();
    if (result.invoices !== invoices || result.lines !== options.importLines)
      throw new Error("invoices import: not every invoice was imported");
    const ar = await db("companyAccounts").where({ companyId, accountName: "Accounts Receivable" }).first("id");
    const row = await db("journalLines")
      .where({ companyId, accountId: ar.id })
      .first(db.raw("coalesce(sum(debit) - sum(credit), 0) as net"));
    if (toDecimal(Math.round(Number((row as { net: string }).net) * 100)) !== result.total)
      throw new Error(`invoices import: A/R ${(row as { net: string }).net}, file ${result.total}`);
    return {
      options,
      invoices,
      lines: options.importLines,
      seconds,
      nodeCpuSeconds: run.cpuSeconds,
      pgCpuSeconds: run.pgCpuSeconds,
      linesPerSecond: options.importLines / seconds,
      fileMB,
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export function salesRows(r: SalesBenchResult) {
  const header = ["measure", "Ledgerline", "target"];
  const body = [
    [
      `invoices import of ${fmtInt(r.lines)} lines (${fmtInt(r.invoices)} invoices, ${fmt(r.fileMB, 1)} MB), lines/s`,
      fmt(r.linesPerSecond, 0),
      `≥ 5,000 lines/s: ${r.linesPerSecond >= 5_000 ? "met" : "**not met**"}`,
    ],
    ["   total time, s", fmt(r.seconds, 1), ""],
    ["   Node process CPU time, s", fmt(r.nodeCpuSeconds, 1), ""],
    ["   PostgreSQL backends' CPU time, s", r.pgCpuSeconds === null ? "" : fmt(r.pgCpuSeconds, 1), ""],
  ];
  return { header, body };
}

export function salesMarkdown(r: SalesBenchResult, books: SalesBooksResult, seconds: number, load: number[]): string {
  const { header, body } = salesRows(r);
  return `## Sales: receivables screens and invoices import (issue 26)

The machine was shared with other work during this part (load average ${load.map((l) => l.toFixed(2)).join(", ")} over 1, 5 and 15 min
at its start): the floors ran alongside in the same conditions, so the ratios hold better than the absolute times.

${salesBooksMarkdown(books)}
${markdownTable(header, body)}

**How.** A CSV of ${fmtInt(r.lines)} invoice lines (invoices of 1–4 lines, numbered AR-000001…, customers by Customer ID among
${fmtInt(r.options.customers)}, account rows by number and a service item row by name, every other invoice taxed at 8.25 %) imported by
\`importInvoices\` — what \`ledgerline invoices import\` runs: read and check every row, then in ONE transaction write the
documents, their rows, their entries through \`postEntries\` and each document's entry. Accounts Receivable is checked to
equal the file's total. This part (both halves) took ${fmt(seconds, 0)} s.
`;
}
