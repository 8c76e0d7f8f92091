// Invoices from CSV (issue 26 item 8): opening Accounts Receivable from a previous system. Rows
// are grouped into invoices by Number, the file's numbers kept (INV-0042 moves the series past it)
// and blank ones numbered next; each open invoice is saved and posted as Create Invoice saves it
// (Dr A/R for the customer, Cr income per row, Cr the sales tax, stock issued at average cost to
// Cost of Goods Sold); drafts post nothing; a file with bad rows is refused row by row and writes
// nothing; an export imports into another company with the same lists and gives the same books.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { onHandByItem } from "../../app/modules/inventory/stock.server";
import { peekEntryNo, trialBalance } from "../../app/modules/ledger/ledger.server";
import { createSalesDocument, type SalesDocumentInput } from "../../app/modules/sales/documents.server";
import { importInvoices, invoicesCsv } from "../../app/modules/sales/invoices-csv.server";
import { SALES_KIND } from "../../app/modules/sales/kinds";
import { startTestApp, type TestApp } from "../support/app";
import { ownerWithTwoCompanies } from "../support/books";
import { giveSalesLists } from "../support/sales-books";

let app: TestApp;
let ctx: CompanyContext;
let copy: CompanyContext;

const csv = (lines: string[]) => [...lines, ""].join("\n");

const HEADER =
  "Number,Customer,Date,Due Date,Terms,P.O. No.,Sales Person,Memo,Account,Item,Description,Quantity,Rate,Amount,Taxable,Tax Rate,Status";
const GOOD = csv([
  HEADER,
  "OLD-1,ANN,10/01/2026,,Net 30,PO-9,Sam Seller,Opening balance,4100,,Design work,,,500.00,,,",
  "INV-0042,ann's bakery,10/05/2026,,,,,,,Consulting,,2,,,,State,",
  ",School,10/07/2026,,,,,,Sales,,Old balance,,,80.00,Yes,State,",
  "INV-0042,,,,,,,,,Widget,,3,,,Yes,,",
  "D-1,ANN,10/09/2026,,,,,,4000,,Draft row,,,12.00,,,Draft",
]);

/** What the import wrote: the invoices, their lines, the entries, the next number and A/R per customer (cents). */
async function written(companyId: number) {
  const count = async (table: string, where: Record<string, unknown> = {}) =>
    Number(
      (
        await app
          .db(table)
          .where({ companyId, ...where })
          .count({ n: "*" })
      )[0].n,
    );
  const receivable: { customerId: string | null; net: string }[] = await app
    .db("journalLines as l")
    .join("companyAccounts as a", (j) => j.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId"))
    .leftJoin("customers as c", (j) => j.on("c.companyId", "l.companyId").andOn("c.id", "l.customerId"))
    .where({ "l.companyId": companyId, "a.accountName": "Accounts Receivable" })
    .groupBy("c.customerId")
    .select("c.customerId", app.db.raw("sum(l.debit - l.credit) as net"));
  return {
    invoices: await count("salesDocuments", { kind: "invoice" }),
    lines: await count("salesDocumentLines"),
    entries: await count("journalEntries", { entryType: "INV" }),
    nextNumber: await peekEntryNo(app.db, companyId, "INV"),
    receivable: Object.fromEntries(receivable.map((r) => [r.customerId, Math.round(Number(r.net) * 100)])),
  };
}

/** An invoice as stored and posted, without what differs between saves (ids, times, who). */
async function invoiceAsSaved(companyId: number, number: string) {
  const document = await app.db("salesDocuments").where({ companyId, kind: "invoice", number }).first();
  const lines = await app
    .db("salesDocumentLines")
    .where({ companyId, documentId: document.id })
    .orderBy("lineNo")
    .select("lineNo", "lineType", "accountId", "itemId", "description", "quantity", "unitPrice", "amount", "taxable");
  const entry = await app
    .db("journalEntries")
    .where({ companyId, id: document.journalEntryId })
    .first("entryType", "entryNo", "entryDate", "comments", "sourceType");
  const entryLines = await app
    .db("journalLines as l")
    .join("companyAccounts as a", (j) => j.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId"))
    .where({ "l.companyId": companyId, "l.journalEntryId": document.journalEntryId })
    .orderBy("l.lineNo")
    .select("a.accountNumber", "l.debit", "l.credit", "l.memo", "l.customerId", "l.itemId");
  const { id, createdAt, updatedAt, journalEntryId, createdBy, version, ...header } = document;
  void [id, createdAt, updatedAt, journalEntryId, createdBy, version];
  return { header, lines, entry, entryLines };
}

/** The trial balance by account number, in cents. */
const trialBalanceOf = async (companyId: number) =>
  (await trialBalance(app.db, companyId, "2100-12-31")).rows.map((r) => [r.accountNumber, r.debit, r.credit]);

beforeAll(async () => {
  app = await startTestApp();
  const owner = await ownerWithTwoCompanies(app.db, "2026-11-28");
  ctx = owner.ctx;
  copy = owner.other;
  await giveSalesLists(app.db, ctx);
  await giveSalesLists(app.db, copy);
});
afterAll(() => app.cleanup());

describe("invoices import", () => {
  it("refuses a file with bad rows, row by row, and writes nothing", async () => {
    const before = await written(ctx.companyId);
    const refused = await importInvoices(app.db, ctx, {
      content: csv([
        "Number,Customer,Date,Account,Item,Quantity,Amount,Taxable,Tax Rate,Status",
        "B-1,NOPE,10/01/2026,4100,,,10.00,,,",
        "B-2,ANN,13/45/2026,4100,,,10.00,,,",
        "B-3,ANN,10/01/2026,6100,,,10.00,,,",
        "B-4,ANN,10/01/2026,4100,,,10.00,Maybe,,",
        "B-5,ANN,10/01/2026,4100,,,10.00,,,",
        "B-5,SCH,10/01/2026,4100,,,5.00,,,",
        "B-6,ANN,10/01/2026,,Favour,1,,,,",
        "B-7,ANN,10/01/2026,4100,,,10.00,,Nowhere,",
        "B-8,ANN,10/01/2026,,Widget,2,25.00,,,",
        "B-9,OLD,10/01/2026,4100,,,10.00,,,",
        "B-10,ANN,10/01/2026,4100,,,0.00,,,",
        "B-11,ANN,10/01/2026,4100,,,10.00,,,Void",
        "B-12,ANN,10/01/2026,4100,,,10.00,,,",
      ]),
    }).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      status: 400,
      message: "11 rows are not valid: nothing was imported",
      rows: [
        'row 2: Customer "NOPE" is neither a Customer ID nor a customer name of this company',
        "row 3: Date must be a valid date (MM/DD/YYYY)",
        'row 4: Account "6100 Rent": The account must be an account of type Income, Other Income.',
        'row 5: Taxable must be Yes or No (found "Maybe")',
        'row 7: Customer "School" differs from row 6 of invoice B-5 ("Ann\'s Bakery")',
        'row 8: "Favour" has no income account: choose one on the item before selling it.',
        'row 9: Tax Rate "Nowhere" does not exist',
        "row 10: Amount 25.00 is not Quantity × Rate (20.00)",
        'row 11: Customer "OLD": The selected customer is inactive.',
        "row 12: invoice B-10: The total must be more than zero.",
        'row 13: Status must be Draft, Open or Paid (found "Void")',
        // Row 14 is good, but not imported either.
      ],
    });
    expect(await written(ctx.companyId)).toEqual(before);
  });

  it("checks the file on a dry run and writes nothing", async () => {
    const before = await written(ctx.companyId);
    const result = await importInvoices(app.db, ctx, { content: GOOD, dryRun: true });
    expect(result).toEqual({
      dryRun: true,
      invoices: 4,
      customers: 2,
      lines: 5,
      // 500.00 + (100.00 + 30.00 + 8.25 % of 30.00 = 2.48) + 80.00 (School is tax exempt); the draft is not in the books
      total: "712.48",
      firstDate: "2026-10-01",
      lastDate: "2026-10-09",
      numbered: 1,
      drafts: 1,
      firstNumber: null,
      lastNumber: null,
    });
    expect(await written(ctx.companyId)).toEqual(before);
  });

  it("imports a file: rows grouped by number, numbers kept, the series moved past INV-0042, drafts posting nothing", async () => {
    const result = await importInvoices(app.db, ctx, { content: GOOD });
    expect(result).toMatchObject({ dryRun: false, invoices: 4, lines: 5, total: "712.48", firstNumber: "OLD-1", lastNumber: "INV-0043" });
    expect(await written(ctx.companyId)).toEqual({
      invoices: 4,
      lines: 5,
      entries: 3,
      nextNumber: "INV-0044",
      receivable: { ANN: 63_248, SCH: 8_000 },
    });

    const old = await invoiceAsSaved(ctx.companyId, "OLD-1");
    expect(old.header).toMatchObject({
      docDate: "2026-10-01",
      dueDate: "2026-10-31",
      customerReference: "PO-9",
      memo: "Opening balance",
      total: "500.00",
      status: "open",
    });
    expect(old.entry).toEqual({
      entryType: "INV",
      entryNo: "OLD-1",
      entryDate: "2026-10-01",
      comments: "Invoice OLD-1 — Ann's Bakery",
      sourceType: "sales_document",
    });
    expect(old.entryLines.map((l) => [l.accountNumber, l.debit, l.credit, l.memo])).toEqual([
      ["1100", "500.00", "0.00", ""],
      ["4100", "0.00", "500.00", "Design work"],
    ]);

    // The taxable widget row bears the tax; its 3 widgets went out at 3.00 each.
    const taxed = await invoiceAsSaved(ctx.companyId, "INV-0042");
    expect(taxed.header).toMatchObject({
      subtotal: "130.00",
      taxableAmount: "30.00",
      taxAmount: "2.48",
      total: "132.48",
      dueDate: "2026-11-04",
    });
    expect(taxed.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.amount, l.taxable])).toEqual([
      ["", "2.0000", "50.00", "100.00", false],
      ["Blue widget", "3.0000", "10.00", "30.00", true],
    ]);
    expect(taxed.entryLines.map((l) => [l.accountNumber, l.debit, l.credit])).toEqual([
      ["1100", "132.48", "0.00"],
      ["4100", "0.00", "100.00"],
      ["4000", "0.00", "30.00"],
      ["2020", "0.00", "2.48"],
      ["5000", "9.00", "0.00"],
      ["1300", "0.00", "9.00"],
    ]);
    const widget = (await app.db("items").where({ companyId: ctx.companyId, name: "Widget" }).first("id")).id as number;
    expect((await onHandByItem(app.db, ctx.companyId, [widget])).get(widget)).toMatchObject({ quantity: 70_000, value: 2_100 });

    // A tax-exempt customer pays no tax; a blank number takes the next of the series.
    const school = await invoiceAsSaved(ctx.companyId, "INV-0043");
    expect(school.header).toMatchObject({ taxRateId: null, taxAmount: "0.00", total: "80.00" });

    const draft = await app.db("salesDocuments").where({ companyId: ctx.companyId, kind: "invoice", status: "draft" });
    expect(draft.map((d) => [d.number, d.total, d.journalEntryId])).toEqual([["DRAFT", "12.00", null]]);

    const tb = await trialBalance(app.db, ctx.companyId, "2100-12-31");
    expect(tb.totals.debit).toBe(tb.totals.credit);
  });

  it("saves an invoice exactly as Create Invoice saves it", async () => {
    const consulting = (await app.db("items").where({ companyId: ctx.companyId, name: "Consulting" }).first("id")).id as number;
    const widget = (await app.db("items").where({ companyId: ctx.companyId, name: "Widget" }).first("id")).id as number;
    const ann = (await app.db("customers").where({ companyId: ctx.companyId, customerId: "ANN" }).first("id")).id as number;
    const rate = (await app.db("salesTaxRates").where({ companyId: ctx.companyId, name: "State" }).first("id")).id as number;
    const saved = await createSalesDocument(
      app.db,
      ctx,
      "invoice",
      SALES_KIND.invoice.schema.parse({
        customerId: ann,
        date: "10/05/2026",
        taxRateId: rate,
        itemRecords: [
          { itemId: consulting, itemType: "service", quantity: "2" },
          { itemId: widget, itemType: "inventory", quantity: "3", taxable: "true" },
        ],
      }) as SalesDocumentInput,
    );
    expect(saved.number).toBe("INV-0044");
    const screen = await invoiceAsSaved(ctx.companyId, "INV-0044");
    const imported = await invoiceAsSaved(ctx.companyId, "INV-0042");
    expect(screen).toEqual(JSON.parse(JSON.stringify(imported).replaceAll("INV-0042", "INV-0044")));
  });

  it("takes a discount off before tax and posts it to its account, as Create Invoice does", async () => {
    // 10 % of 200.00 is 20.00; tax 8.25 % of the 180.00 left taxable is 14.85; total 194.85.
    const result = await importInvoices(app.db, ctx, {
      content: csv([
        HEADER.replace("Tax Rate,Status", "Tax Rate,Discount,Discount Account,Status"),
        "DISC-1,ANN,10/10/2026,,,,,,4100,,Work,,,200.00,Yes,State,10%,4900,",
      ]),
    });
    expect(result).toMatchObject({ invoices: 1, total: "194.85" });
    const idOf = async (table: string, where: Record<string, unknown>) =>
      (
        await app
          .db(table)
          .where({ companyId: ctx.companyId, ...where })
          .first("id")
      ).id as number;
    const saved = await createSalesDocument(
      app.db,
      ctx,
      "invoice",
      SALES_KIND.invoice.schema.parse({
        customerId: await idOf("customers", { customerId: "ANN" }),
        date: "10/10/2026",
        taxRateId: await idOf("salesTaxRates", { name: "State" }),
        discount: "10%",
        discountAccountId: await idOf("companyAccounts", { accountNumber: "4900" }),
        accountRecords: [
          { accountId: await idOf("companyAccounts", { accountNumber: "4100" }), description: "Work", amount: "200.00", taxable: "true" },
        ],
      }) as SalesDocumentInput,
    );
    const screen = await invoiceAsSaved(ctx.companyId, saved.number);
    const imported = await invoiceAsSaved(ctx.companyId, "DISC-1");
    expect(screen).toEqual(JSON.parse(JSON.stringify(imported).replaceAll("DISC-1", saved.number)));
    expect(imported.entryLines.map((l) => [l.accountNumber, l.debit, l.credit])).toEqual([
      ["1100", "194.85", "0.00"],
      ["4900", "20.00", "0.00"],
      ["4100", "0.00", "200.00"],
      ["2020", "0.00", "14.85"],
    ]);
  });

  it("refuses a number another invoice of the company has", async () => {
    const refused = await importInvoices(app.db, ctx, {
      content: csv(["Number,Customer,Date,Account,Amount", "OLD-1,ANN,10/01/2026,4100,5.00"]),
    }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ rows: ['row 2: Number "OLD-1" is already used by an invoice of this company'] });
  });
});

describe("invoices export", () => {
  it("re-imports into a company with the same lists: the same invoices and the same trial balance", async () => {
    const exported = await invoicesCsv(app.db, ctx.companyId);
    expect(exported.split("\n")[0]).toBe(HEADER.replace("Tax Rate,Status", "Tax Rate,Discount,Discount Account,Status"));
    expect(exported).toContain(
      "OLD-1,ANN,10/01/2026,10/31/2026,Net 30,PO-9,Sam Seller,Opening balance,4100,,Design work,,,500.00,No,,,,Open",
    );
    expect(exported).toContain("INV-0042,ANN,10/05/2026,11/04/2026,Net 30,,,,,Widget,Blue widget,3,10.00,30.00,Yes,State,,,Open");
    const result = await importInvoices(app.db, copy, { content: exported });
    expect(result).toMatchObject({ invoices: 7, drafts: 1, numbered: 0 });
    expect(await trialBalanceOf(copy.companyId)).toEqual(await trialBalanceOf(ctx.companyId));
    const again = await invoicesCsv(app.db, copy.companyId);
    const drafts = (text: string) => text.replace(/DRAFT-\d+/g, "DRAFT-n");
    expect(drafts(again)).toEqual(drafts(exported));
    expect(await peekEntryNo(app.db, copy.companyId, "INV")).toBe("INV-0046");
  });
});

// After the export: the invoices it adds are not in the exported books.
describe("invoices import, stock", () => {
  it("issues a file's stock in its order: a later invoice sees what the earlier ones took, and more than is left is refused", async () => {
    const widget = (await app.db("items").where({ companyId: ctx.companyId, name: "Widget" }).first("id")).id as number;
    const before = (await onHandByItem(app.db, ctx.companyId, [widget])).get(widget)!;
    const units = before.quantity / 10_000;
    const file = (second: number) =>
      csv(["Number,Customer,Date,Item,Quantity", `ST-1,ANN,10/20/2026,Widget,${units - 1}`, `ST-2,ANN,10/21/2026,Widget,${second}`]);
    const refused = await importInvoices(app.db, ctx, { content: file(2) }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, message: expect.stringMatching(/^Not enough Widget in .*: 1 on hand, 2 needed\.$/) });
    expect((await onHandByItem(app.db, ctx.companyId, [widget])).get(widget)).toMatchObject(before);

    // Both at the average cost (3.00 each): nothing is left.
    await importInvoices(app.db, ctx, { content: file(1) });
    expect((await onHandByItem(app.db, ctx.companyId, [widget])).get(widget)).toMatchObject({ quantity: 0, value: 0 });
    const costs = await app
      .db("stockMovements")
      .where({ companyId: ctx.companyId, itemId: widget, sourceType: "invoice" })
      .whereIn("memo", ["Invoice ST-1", "Invoice ST-2"])
      .orderBy("id")
      .select("memo", "quantity", "value");
    expect(costs).toEqual([
      { memo: "Invoice ST-1", quantity: `-${units - 1}.0000`, value: `-${(3 * (units - 1)).toFixed(2)}` },
      { memo: "Invoice ST-2", quantity: "-1.0000", value: "-3.00" },
    ]);
  });
});
