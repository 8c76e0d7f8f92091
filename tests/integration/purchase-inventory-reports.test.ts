// The purchases, vendor and inventory reports — Purchase by Vendor / Item (summary and detail),
// Vendor Statement (and its PDF), Vendor Transaction History, Inventory Valuation Summary and
// Details, Stock Status by Item, Inventory Details — against small books built through the real
// services, with figures worked out by hand. The valuation must equal the inventory asset account
// in the trial balance on every date, and a vendor's statement its A/P balance.
//
//   date   document                       rows                                         AP (ACME)   Widget stock
//   03/01  VOB  ACME opening balance                                                   +50.00
//   05/01  BILL-0001 ACME                 Widget 10 × 3.00 = 30.00, Rent 100.00        +130.00     10   30.00
//   06/05  CP-0001 BIRCH (bank)           Widget 5 × 4.20 = 21.00, Paper 2 × 4.50                  15   51.00
//   06/07  EXP-0001 no vendor (bank)      Supplies 12.00
//   06/08  CCE-0001 BIRCH (card)          Paper 1 × 4.50
//   06/10  BILL-0002 ACME                 Gadget 4 × 5.00 = 20.00                      +20.00      (Gadget 4, 20.00)
//   06/12  draft bill ACME                Rent 999.00: never on a report
//   06/15  VCN-0001 ACME                  Widget 2 back at 3.00 = 6.00                 −6.00       13   44.20 (out at average 3.40)
//   06/20  PAY-0001 ACME                  100.00 of BILL-0001                          −100.00
//   06/25  INV-0001 ANN                   Widget 3 sold                                            10   34.00 (out at 3.40)
//   06/28  stock adjustment               Widget −1                                                 9   30.60 (out at 3.40)
//
// Purchases of 01/01–06/30: ACME 30 + 100 + 20 − 6 = 144.00, BIRCH 21 + 9 + 4.50 = 34.50, no vendor
// 12.00: 190.50. By item: Gadget 4 / 20.00, Paper 3 / 13.50, Widget 13 / 45.00: 20 / 78.50.
// ACME owes 50 + 130 + 20 − 6 − 100 = 94.00 on 06/30 (BIRCH nothing: its purchases were paid).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toDecimal } from "../../app/lib/money";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { findAccountsPayableAccount } from "../../app/modules/accounts/system-accounts.server";
import type { Company, CompanyContext } from "../../app/modules/companies/companies.server";
import { customerService } from "../../app/modules/customers/customers.server";
import { customerCreateSchema } from "../../app/modules/customers/schema";
import { stockAdjustmentSchema } from "../../app/modules/inventory/stock-adjustment-schema";
import { createStockAdjustment } from "../../app/modules/inventory/stock-adjustments.server";
import { valuationReport } from "../../app/modules/inventory/valuation.server";
import { Item } from "../../app/modules/items/item.model";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS, type DocumentKind } from "../../app/modules/purchases/schema";
import { apAgingSummary } from "../../app/modules/reports/ap-aging.server";
import { inventoryValuationSummary, itemMovements, stockStatus } from "../../app/modules/reports/inventory-reports.server";
import { PURCHASE_SIDE } from "../../app/modules/reports/purchase-reports.server";
import { tradeReport } from "../../app/modules/reports/trade-reports.server";
import { vendorStatements, vendorTransactionHistory } from "../../app/modules/reports/vendor-activity.server";
import { createSalesDocument, type SalesDocumentInput } from "../../app/modules/sales/documents.server";
import { SALES_KIND } from "../../app/modules/sales/kinds";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { loader as detailsCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.inventory.inventory-details[.]csv";
import { loader as statusCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.inventory.inventory-stock-status-by-item[.]csv";
import { loader as valuationLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.inventory.inventory-valuation-summary";
import { loader as valuationCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.inventory.inventory-valuation-summary[.]csv";
import { loader as itemDetailCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.purchase.by-item-detail[.]csv";
import { loader as vendorDetailLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.purchase.by-vendor-detail";
import { loader as vendorSummaryLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.purchase.by-vendor-summary";
import { loader as vendorSummaryCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.purchase.by-vendor-summary[.]csv";
import { loader as historyCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.vendors-payables.vendor-transaction-history[.]csv";
import { loader as statementLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.vendors-payables.vendors-statement";
import { loader as statementCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.vendors-payables.vendors-statement[.]csv";
import { loader as statementPdfLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.vendors-payables.vendors-statement[.]pdf";
import { makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { callReport, ok, pdfTextOf } from "../support/report-screens";
import { CHECKING } from "../support/accounts";
import { signedInOwner } from "../support/books";

// The app, the owner's company and its context, the owner's session and another user's (who gets 404s).
let app: TestApp, company: Company, ctx: CompanyContext, cookie: string, strangerCookie: string;
const ids: Record<string, number> = {};
const D = "2026-06-30";
const HALF = { from: "2026-01-01", to: D };
const JUNE = { from: "2026-06-01", to: D };

const save = (kind: DocumentKind, body: Record<string, unknown>) =>
  createPurchaseDocument(app.db, ctx, kind, DOCUMENT_SCHEMAS[kind].parse(body) as never);
const row = (itemId: number, quantity: string, unitPrice: string, itemType = "inventory") => ({ itemId, itemType, quantity, unitPrice });

/** An account's balance in the trial balance on a date, debit − credit, in cents. */
async function inTrialBalance(accountId: number, asOf: string): Promise<number> {
  const tb = await trialBalance(app.db, company.id, asOf);
  const found = tb.rows.find((r) => r.accountId === accountId);
  return found ? found.debit - found.credit : 0;
}

const screen = (handler: unknown, route: string, query = "", who = cookie) => callReport(handler, company.id, route, query, who);
const lines = async (response: Response) => (await (await ok(response)).text()).trim().split("\n");

beforeAll(async () => {
  app = await startTestApp();
  ({ cookie, company, ctx } = await signedInOwner(app.db, { today: "2026-11-28" }));
  strangerCookie = await sessionCookie((await makeUser(app.db)).user);
  const account = async (fields: Record<string, unknown>) => (await createAccount(app.db, ctx, accountCreateSchema.parse(fields))).id;
  ids.bank = await account({ ...CHECKING, accountNumber: "1010", accountName: "Checking", openingBalance: "10000.00", asOf: "01/01/2026" });
  ids.card = await account({ accountType: "Credit Card", accountNumber: "2100", accountName: "Company Card" });
  ids.stock = await account({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Inventory" });
  ids.cogs = await account({ accountType: "Cost of Goods Sold", accountNumber: "5000", accountName: "Cost of Goods Sold" });
  ids.sales = await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  ids.rent = await account({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  ids.supplies = await account({ accountType: "Expense", accountNumber: "6300", accountName: "Supplies" });
  ids.shrinkage = await account({ accountType: "Expense", accountNumber: "6900", accountName: "Shrinkage" });
  const vendor = async (vendorId: string, vendorName: string, extra: Record<string, unknown> = {}) =>
    (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId, vendorName, ...extra }))).id;
  ids.acme = await vendor("ACME", "Acme Supplies", { openingBalance: "50.00", balanceAsOf: "03/01/2026" });
  ids.birch = await vendor("BIRCH", "Birch Traders");
  ids.ann = (await customerService.create(app.db, ctx, customerCreateSchema.parse({ customerId: "ANN", customerName: "Ann's Bakery" }))).id;
  const stocked = { companyId: ctx.companyId, assetAccountId: ids.stock, cogsAccountId: ids.cogs, incomeAccountId: ids.sales, sells: true };
  const [widget, gadget, paper] = await Item.query(app.db).insert([
    { ...stocked, itemType: "inventory", name: "Widget", standardCost: "2.00", salesPrice: "10.00" },
    { ...stocked, itemType: "inventory", name: "Gadget", standardCost: "5.00", reorderPoint: "5" },
    { companyId: ctx.companyId, itemType: "product", name: "Paper", buys: true, purchasePrice: "4.50", expenseAccountId: ids.supplies },
  ]);
  Object.assign(ids, { widget: widget.id, gadget: gadget.id, paper: paper.id });

  const bill1 = await save("bill", {
    vendorId: ids.acme,
    date: "2026-05-01",
    dueDate: "2026-05-31",
    itemRecords: [row(ids.widget, "10", "3.00")],
    accountRecords: [{ accountId: ids.rent, amount: "100.00" }],
  });
  await save("cash_purchase", {
    vendorId: ids.birch,
    date: "2026-06-05",
    payFromAccountId: ids.bank,
    paymentMethod: "Cash",
    itemRecords: [row(ids.widget, "5", "4.20"), row(ids.paper, "2", "4.50", "product")],
  });
  await save("cash_expense", {
    date: "2026-06-07",
    payFromAccountId: ids.bank,
    accountRecords: [{ accountId: ids.supplies, amount: "12.00" }],
  });
  await save("credit_card_charge", {
    vendorId: ids.birch,
    date: "2026-06-08",
    payFromAccountId: ids.card,
    itemRecords: [row(ids.paper, "1", "4.50", "product")],
  });
  ids.bill2 = (
    await save("bill", { vendorId: ids.acme, date: "2026-06-10", dueDate: "2026-07-10", itemRecords: [row(ids.gadget, "4", "5.00")] })
  ).id;
  await save("bill", {
    vendorId: ids.acme,
    date: "2026-06-12",
    status: "draft",
    accountRecords: [{ accountId: ids.rent, amount: "999.00" }],
  });
  ids.credit = (await save("vendor_credit", { vendorId: ids.acme, date: "2026-06-15", itemRecords: [row(ids.widget, "2", "3.00")] })).id;
  await payBills(
    app.db,
    ctx,
    billPaymentSchema.parse({
      vendorId: ids.acme,
      date: "2026-06-20",
      payFromAccountId: ids.bank,
      paymentMethod: "Online Banking",
      bills: [{ billId: bill1.id, amount: "100.00" }],
    }),
  );
  await createSalesDocument(
    app.db,
    ctx,
    "invoice",
    SALES_KIND.invoice.schema.parse({
      customerId: ids.ann,
      date: "2026-06-25",
      itemRecords: [{ itemId: ids.widget, itemType: "inventory", quantity: "3" }],
    }) as SalesDocumentInput,
  );
  const warehouse = await app.db("warehouses").where({ companyId: ctx.companyId }).first("id");
  await createStockAdjustment(
    app.db,
    ctx,
    stockAdjustmentSchema.parse({
      warehouseId: warehouse.id,
      adjustmentAccountId: ids.shrinkage,
      date: "2026-06-28",
      rows: [{ itemId: ids.widget, adjustedQty: "-1" }],
    }),
  );
  ids.ap = (await findAccountsPayableAccount(app.db, company.id))!;
});
afterAll(() => app.cleanup());

describe("Purchase by Vendor and by Item", () => {
  it("sum each vendor's bills, cash purchases, expenses and card charges less its credits; drafts left out", async () => {
    const report = await tradeReport(app.db, PURCHASE_SIDE, company.id, HALF, "vendor", { lines: false });
    expect(report.groups.map((g) => [g.label, g.amount, g.count])).toEqual([
      ["Acme Supplies", 14400, 4],
      ["Birch Traders", 3450, 3],
      ["No vendor", 1200, 1],
    ]);
    expect(report.total).toBe(19050);
    expect(report.groups.every((g) => g.lines.length === 0)).toBe(true);
  });

  it("list a vendor's rows with their documents, a credit's negative", async () => {
    const report = await tradeReport(app.db, PURCHASE_SIDE, company.id, { ...HALF, group: ids.acme }, "vendor");
    expect(report.groups[0].lines.map((l) => [l.type, l.date, l.number, l.itemName, l.description, l.quantity, l.amount])).toEqual([
      ["Bill", "2026-05-01", "BILL-0001", "", "Rent", null, 10000],
      ["Bill", "2026-05-01", "BILL-0001", "Widget", "", 10, 3000],
      ["Bill", "2026-06-10", "BILL-0002", "Gadget", "", 4, 2000],
      ["Vendor Credit", "2026-06-15", "VCN-0001", "Widget", "", -2, -600],
    ]);
    expect([report.total, report.groupCount]).toEqual([14400, 1]);
  });

  it("sum each item's quantity and amount bought, account rows left out", async () => {
    const report = await tradeReport(app.db, PURCHASE_SIDE, company.id, HALF, "item");
    expect(report.groups.map((g) => [g.label, g.quantity, g.amount])).toEqual([
      ["Gadget", 4, 2000],
      ["Paper", 3, 1350],
      ["Widget", 13, 4500],
    ]);
    expect([report.quantity, report.total]).toEqual([20, 7850]);
  });

  it("page a detail by groups, the totals every group's", async () => {
    const second = await tradeReport(app.db, PURCHASE_SIDE, company.id, HALF, "vendor", { page: 2, perPage: 2 });
    expect(second.groups.map((g) => [g.label, g.lines.length])).toEqual([["No vendor", 1]]);
    expect([second.groupCount, second.total]).toEqual([3, 19050]);
    const capped = await tradeReport(app.db, PURCHASE_SIDE, company.id, HALF, "vendor", { perPage: 20, lineLimit: 2 });
    expect(capped.groups.map((g) => [g.count, g.lines.length])).toEqual([
      [4, 2],
      [3, 2],
      [1, 1],
    ]);
  });
});

describe("Vendor Statement and Transaction History", () => {
  it("give the vendor's balance forward, activity and balance due, equal to its A/P balance and open items", async () => {
    const report = await vendorStatements(app.db, company.id, JUNE);
    expect(report.statements.map((s) => [s.partyName, s.balanceForward, s.closing])).toEqual([["Acme Supplies", 18000, 9400]]);
    const acme = report.statements[0];
    expect(acme.lines.map((l) => [l.date, l.type, l.number, l.charge, l.credit, l.balance])).toEqual([
      ["2026-06-10", "Bill", "BILL-0002", 2000, 0, 20000],
      ["2026-06-15", "Vendor Credit Note", "VCN-0001", 0, 600, 19400],
      ["2026-06-20", "Pay Bill", "PAY-0001", 0, 10000, 9400],
    ]);
    expect(acme.lines[0].drill).toEqual({ document: ids.bill2 });
    expect(acme.open.map((i) => [i.number, i.open])).toEqual([
      ["VOB-0001", 5000],
      ["BILL-0001", 3000],
      ["BILL-0002", 2000],
      ["VCN-0001", -600],
    ]);
    // The balance due is the vendor's row of the A/P aging, and here all of Accounts Payable.
    const aging = await apAgingSummary(app.db, company.id, D);
    expect(aging.rows.map((r) => [r.partyName, r.total])).toEqual([["Acme Supplies", 9400]]);
    expect(-(await inTrialBalance(ids.ap, D))).toBe(9400);
    for (const to of ["2026-05-31", "2026-06-15", "2026-12-31"]) {
      const [one] = (await vendorStatements(app.db, company.id, { from: "2026-01-01", to }, { partyId: ids.acme })).statements;
      expect({ to, closing: one.closing }).toEqual({ to, closing: -(await inTrialBalance(ids.ap, to)) });
    }
  });

  it("list every vendor's documents and payments of the period, by vendor then date", async () => {
    const history = await vendorTransactionHistory(app.db, company.id, JUNE);
    expect(history.transactions.map((t) => [t.partyName, t.type, t.number, t.date, t.status, toDecimal(t.amount), t.open])).toEqual([
      ["Acme Supplies", "Bill", "BILL-0002", "2026-06-10", "Open", "20.00", 2000],
      ["Acme Supplies", "Vendor Credit", "VCN-0001", "2026-06-15", "Posted", "6.00", 600],
      ["Acme Supplies", "Pay Bill", "PAY-0001", "2026-06-20", "Issued", "100.00", null],
      ["Birch Traders", "Cash Purchase", "CP-0001", "2026-06-05", "Posted", "30.00", null],
      ["Birch Traders", "Credit Card Charge", "CCE-0001", "2026-06-08", "Posted", "4.50", null],
      ["", "Cash Expense", "EXP-0001", "2026-06-07", "Posted", "12.00", null],
    ]);
    const page = await vendorTransactionHistory(app.db, company.id, JUNE, { page: 2, perPage: 1 });
    expect([page.total, page.transactions.map((t) => t.number)]).toEqual([3, ["CP-0001", "CCE-0001"]]);
  });
});

describe("Inventory valuation", () => {
  it("equals the inventory asset account in the trial balance, and the CLI's valuation, on every date", async () => {
    const expected: Record<string, [string, string, string][]> = {
      "2026-04-30": [
        ["Gadget", "0", "0.00"],
        ["Widget", "0", "0.00"],
      ],
      "2026-05-31": [
        ["Gadget", "0", "0.00"],
        ["Widget", "10", "30.00"],
      ],
      "2026-06-10": [
        ["Gadget", "4", "20.00"],
        ["Widget", "15", "51.00"],
      ],
      "2026-06-20": [
        ["Gadget", "4", "20.00"],
        ["Widget", "13", "44.20"],
      ],
      [D]: [
        ["Gadget", "4", "20.00"],
        ["Widget", "9", "30.60"],
      ],
    };
    for (const [asOf, items] of Object.entries(expected)) {
      const summary = await inventoryValuationSummary(app.db, company.id, asOf);
      expect({ asOf, items: summary.items.map((i) => [i.name, i.quantity, i.value]) }).toEqual({ asOf, items });
      const asset = await inTrialBalance(ids.stock, asOf);
      expect({ asOf, total: summary.total, asset: toDecimal(asset), agrees: summary.agrees }).toEqual({
        asOf,
        total: toDecimal(asset),
        asset: summary.accountsTotal,
        agrees: true,
      });
      const cli = await valuationReport(app.db, company.id, asOf);
      expect(cli.items).toEqual(summary.items);
    }
    expect((await inventoryValuationSummary(app.db, company.id, D)).items.map((i) => i.averageCost)).toEqual(["5.0000", "3.4000"]);
  });

  it("details each item's movements with the running quantity and value, ending at the valuation", async () => {
    const report = await itemMovements(app.db, company.id, JUNE);
    expect(report.items.map((i) => [i.name, i.opening, i.closing, i.quantityIn, i.quantityOut])).toEqual([
      ["Gadget", { quantity: 0, value: 0 }, { quantity: 40000, value: 2000 }, 40000, 0],
      ["Widget", { quantity: 100000, value: 3000 }, { quantity: 90000, value: 3060 }, 50000, 60000],
    ]);
    const widget = report.items[1];
    expect(
      widget.lines.map((l) => [l.date, l.type, l.number, l.quantity / 10_000, l.value, l.onHand.quantity / 10_000, l.onHand.value]),
    ).toEqual([
      ["2026-06-05", "Cash Purchase", "CP-0001", 5, 2100, 15, 5100],
      ["2026-06-15", "Vendor Credit", "VCN-0001", -2, -680, 13, 4420],
      ["2026-06-25", "Invoice", "INV-0001", -3, -1020, 10, 3400],
      ["2026-06-28", "Stock Adjustment", widget.lines[3].number, -1, -340, 9, 3060],
    ]);
    expect(widget.lines[0].href).toMatch(/^vendors\/documents\/\d+$/);
    expect(widget.lines[2].href).toMatch(/^customers\/documents\/\d+$/);
    expect(widget.lines[3].href).toMatch(/^journal-entries\/\d+$/);
    expect([report.openingValue, report.closingValue]).toEqual([3000, 5060]);
    expect(toDecimal(report.closingValue)).toBe((await valuationReport(app.db, company.id, D)).total);
    const one = await itemMovements(app.db, company.id, JUNE, { itemId: ids.gadget });
    expect(one.items.map((i) => i.name)).toEqual(["Gadget"]);
  });

  it("shows the stock status against the reorder points, nothing on order", async () => {
    const status = await stockStatus(app.db, company.id, D);
    expect(status.rows.map((r) => [r.name, r.reorderPoint, r.onHand / 10_000, r.onOrder, r.reorder])).toEqual([
      ["Gadget", 50000, 4, 0, true],
      ["Widget", null, 9, 0, false],
    ]);
    expect((await stockStatus(app.db, company.id, D, { reorderOnly: true })).rows.map((r) => r.name)).toEqual(["Gadget"]);
    expect((await stockStatus(app.db, company.id, "2026-06-09")).rows[0]).toMatchObject({ name: "Gadget", onHand: 0, reorder: true });
  });
});

describe("screens and exports", () => {
  it("run Purchase by Vendor on a period, drill to a vendor's detail, and export it", async () => {
    const summary = await (
      await ok(await screen(vendorSummaryLoader, "purchase/by-vendor-summary", `?period=custom&from=01/01/2026&to=${D}`))
    ).json();
    expect([summary.report.total, summary.report.groups.length]).toEqual([19050, 3]);
    const detail = await (
      await ok(await screen(vendorDetailLoader, "purchase/by-vendor-detail", `?period=custom&from=2026-01-01&to=${D}&group=${ids.birch}`))
    ).json();
    expect(
      detail.report.groups.map((g: { label: string; lines: { number: string }[] }) => [g.label, g.lines.map((l) => l.number)]),
    ).toEqual([["Birch Traders", ["CP-0001", "CP-0001", "CCE-0001"]]]);
    expect(
      await lines(await screen(vendorSummaryCsvLoader, "purchase/by-vendor-summary.csv", `?period=custom&from=2026-01-01&to=${D}`)),
    ).toEqual(["Vendor,Amount", "Acme Supplies,144.00", "Birch Traders,34.50", "No vendor,12.00", "Total,190.50"]);
    expect(await lines(await screen(itemDetailCsvLoader, "purchase/by-item-detail.csv", `?period=custom&from=2026-01-01&to=${D}`))).toEqual(
      [
        "Item,Type,Date,Number,Vendor,Description,Qty,Amount",
        "Gadget,Bill,06/10/2026,BILL-0002,Acme Supplies,,4,20.00",
        "Total Gadget,,,,,,,20.00",
        "Paper,Cash Purchase,06/05/2026,CP-0001,Birch Traders,,2,9.00",
        "Paper,Credit Card Charge,06/08/2026,CCE-0001,Birch Traders,,1,4.50",
        "Total Paper,,,,,,,13.50",
        "Widget,Bill,05/01/2026,BILL-0001,Acme Supplies,,10,30.00",
        "Widget,Cash Purchase,06/05/2026,CP-0001,Birch Traders,,5,21.00",
        "Widget,Vendor Credit,06/15/2026,VCN-0001,Acme Supplies,,-2,-6.00",
        "Total Widget,,,,,,,45.00",
        "Total,,,,,,,78.50",
      ],
    );
    expect((await screen(vendorSummaryLoader, "purchase/by-vendor-summary", "", strangerCookie)).status).toBe(404);
  });

  it("show a vendor's statement on screen, in CSV and as a PDF whose text is the statement", async () => {
    const query = `?period=custom&from=2026-06-01&to=${D}&vendorId=${ids.acme}`;
    const page = await (await ok(await screen(statementLoader, "vendors-payables/vendors-statement", query))).json();
    expect(page.report.statements.map((s: { partyName: string; closing: number }) => [s.partyName, s.closing])).toEqual([
      ["Acme Supplies", 9400],
    ]);
    expect(await lines(await screen(statementCsvLoader, "vendors-payables/vendors-statement.csv", query))).toEqual([
      "Vendor,Date,Type,Number,Memo,Charge,Credit,Balance",
      "Acme Supplies,06/01/2026,Balance forward,,,,,180.00",
      "Acme Supplies,06/10/2026,Bill,BILL-0002,Bill BILL-0002 — Acme Supplies,20.00,,200.00",
      "Acme Supplies,06/15/2026,Vendor Credit Note,VCN-0001,Vendor Credit VCN-0001 — Acme Supplies,,6.00,194.00",
      "Acme Supplies,06/20/2026,Pay Bill,PAY-0001,Payment PAY-0001 to Acme Supplies for BILL-0001,,100.00,94.00",
      "Acme Supplies,06/30/2026,Balance due,,,,,94.00",
    ]);
    const response = await ok(await screen(statementPdfLoader, "vendors-payables/vendors-statement.pdf", query));
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const text = await pdfTextOf(response);
    expect(text).toContain("Vendor Statement");
    expect(text).toContain("Vendor: Acme Supplies");
    expect(text).toContain("06/01/2026 Balance forward $180.00");
    expect(text).toContain("06/10/2026 Bill BILL-0002 $20.00 $200.00");
    expect(text).toContain("06/30/2026 Balance Due $94.00");
    expect((await screen(statementPdfLoader, "vendors-payables/vendors-statement.pdf", query, strangerCookie)).status).toBe(404);
    expect((await screen(statementPdfLoader, "vendors-payables/vendors-statement.pdf", "")).status).toBe(400);
    expect((await screen(statementLoader, "vendors-payables/vendors-statement", `?vendorId=${ids.acme + 1000}`)).status).toBe(404);
    const history = await lines(
      await screen(historyCsvLoader, "vendors-payables/vendor-transaction-history.csv", `?period=custom&from=2026-06-01&to=${D}`),
    );
    expect(history).toContain("No vendor,Cash Expense,06/07/2026,EXP-0001,Posted,,12.00,");
  });

  it("export the inventory reports with the screen's figures", async () => {
    const summary = await (await ok(await screen(valuationLoader, "inventory/inventory-valuation-summary", `?asOf=${D}`))).json();
    expect([summary.report.total, summary.report.accountsTotal, summary.detailsFrom]).toEqual(["50.60", "50.60", "2026-01-01"]);
    expect(await lines(await screen(valuationCsvLoader, "inventory/inventory-valuation-summary.csv", `?asOf=${D}`))).toEqual([
      "Item,Type,On Hand,Average Cost,Asset Value",
      "Gadget,Inventory,4,5.0000,20.00",
      "Widget,Inventory,9,3.4000,30.60",
      "Total,,,,50.60",
      "Account 1300 Inventory,,,,50.60",
      "Inventory asset accounts,,,,50.60",
    ]);
    expect(await lines(await screen(statusCsvLoader, "inventory/inventory-stock-status-by-item.csv", `?asOf=${D}&show=reorder`))).toEqual([
      "Item,Type,Reorder Point,On Hand,On Order,Available,Reorder",
      "Gadget,Inventory,5,4,0,4,Yes",
    ]);
    const details = await lines(
      await screen(detailsCsvLoader, "inventory/inventory-details.csv", `?period=custom&from=2026-06-01&to=${D}&group=${ids.widget}`),
    );
    expect(details[0]).toBe("Item,Date,Type,Number,Warehouse,Memo,Qty In,Qty Out,Value,On Hand,Asset Value,Average Cost");
    expect(details[1]).toBe("Widget,06/01/2026,Opening balance,,,,,,,10,30.00,3.0000");
    expect(details.at(-1)).toBe("Widget,06/30/2026,Closing balance,,,,,,,9,30.60,3.4000");
    expect(details).toHaveLength(7);
  });
});
