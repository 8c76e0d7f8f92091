import { CHECKING } from "../support/accounts";
// The purchasing lists from real documents and payments (createPurchaseDocument, payBills): the Bills
// list (vendor, status with Overdue, bill and due date ranges, pages, totals, CSV), Pay Bill's reads
// (a vendor's open bills oldest due first — one indexed query even with 2,000 of them — and its open
// credits), the Vendor Payments list (Current View, pay and issue dates, pages, totals, CSV), and the
// Vendors list's month columns and balances, which read the ledger, checked against a bookkeeper's
// sums.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmCheck } from "../../app/modules/checks/checks.server";
import { markChecksPrinted } from "../../app/modules/checks/print-check.server";
import { voidCheck } from "../../app/modules/checks/void-check.server";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { fromDecimal, toDecimal } from "../../app/lib/money";
import {
  BILL_STATUS_FILTERS,
  readBillListQuery,
  readPaymentListQuery,
  type BillRow,
  type PaymentRow,
} from "../../app/modules/purchases/purchase-lists";
import {
  listBillPayments,
  listBills,
  openBillsForVendor,
  openBillsPage,
  openCreditsForVendor,
} from "../../app/modules/purchases/purchase-lists.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS, type DocumentKind } from "../../app/modules/purchases/schema";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor, listVendors } from "../../app/modules/vendors/vendors.server";
import * as billsRoute from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.bills";
import * as billsCsv from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.bills[.]csv";
import * as paymentsRoute from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.payments";
import * as payBillRoute from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.pay-bill/route";
import * as paymentsCsv from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.payments[.]csv";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { ownerAndCompany, signedInOwner } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let cookie: string;
const ids: Record<string, number> = {};
const numbers: Record<string, string> = {};
const TODAY = "2026-11-25";

const save = (kind: DocumentKind, body: Record<string, unknown>) =>
  createPurchaseDocument(app.db, ctx, kind, DOCUMENT_SCHEMAS[kind].parse(body) as never);
const pay = (body: Record<string, unknown>) => payBills(app.db, ctx, billPaymentSchema.parse(body));
const rent = (amount: string) => [{ accountId: ids.rent, amount }];

// The books (dates chosen so that "today", the test's or the machine's, gives the same statuses):
//   ACME  bill A 100.00 (01/10/2020, due 02/09/2020: overdue), paid 40.00 by P1 (Online Banking, 05/01/2026)
//         bill B 250.00 (03/01/2026, due 01/01/2099), open
//         bill C  75.50 (03/15/2026), paid in full by P2 (Cheque, 05/10/2026: Not issued)
//         draft E 12.00 (04/01/2026)
//         vendor credit 15.00 (04/20/2026), not applied
//         cash purchase 9.99 (06/03/2026), paid from the bank at once
//   BOLT  bill D  30.00 (02/20/2026, due 03/01/2099), open
//         bill F  20.00 (06/01/2026, due 06/01/2099), settled by a 20.00 vendor credit (06/02/2026) through
//         P3 (Cash, 06/05/2026), a payment of credit only
beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, cookie } = await signedInOwner(app.db, { today: TODAY }));
  const account = async (fields: Record<string, unknown>) => (await createAccount(app.db, ctx, accountCreateSchema.parse(fields))).id;
  ids.bank = await account({
    accountType: "Bank",
    accountNumber: "1010",
    accountName: "Checking",
    bankName: "First Bank",
    bankAccountType: "Checking",
    bankAccountNumber: "111",
    openingBalance: "5000.00",
    asOf: "2020-01-01",
  });
  ids.rent = await account({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  const vendor = async (vendorId: string, vendorName: string) =>
    (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId, vendorName }))).id;
  ids.acme = await vendor("ACME", "Acme Supplies");
  ids.bolt = await vendor("BOLT", "Bolt & Nut Co");
  ids.idle = await vendor("IDLE", "Idle Traders");

  const bill = async (key: string, vendorId: number, date: string, dueDate: string | null, amount: string, extra = {}) => {
    const saved = await save("bill", { vendorId, date, dueDate, accountRecords: rent(amount), ...extra });
    ids[key] = saved.id;
    numbers[key] = saved.number;
  };
  await bill("A", ids.acme, "2020-01-10", "2020-02-09", "100.00", { vendorReference: "INV-1", comments: "Old rent" });
  await bill("B", ids.acme, "2026-03-01", "2099-01-01", "250.00", { comments: "March rent" });
  await bill("C", ids.acme, "2026-03-15", null, "75.50");
  await bill("E", ids.acme, "2026-04-01", null, "12.00", { status: "draft" });
  await bill("D", ids.bolt, "2026-02-20", "2099-03-01", "30.00");
  await bill("F", ids.bolt, "2026-06-01", "2099-06-01", "20.00");
  ids.acmeCredit = (await save("vendor_credit", { vendorId: ids.acme, date: "2026-04-20", accountRecords: rent("15.00") })).id;
  ids.boltCredit = (await save("vendor_credit", { vendorId: ids.bolt, date: "2026-06-02", accountRecords: rent("20.00") })).id;
  await save("cash_purchase", { vendorId: ids.acme, date: "2026-06-03", payFromAccountId: ids.bank, accountRecords: rent("9.99") });

  const payment = async (key: string, body: Record<string, unknown>) => {
    const saved = await pay({ payFromAccountId: ids.bank, ...body });
    ids[key] = saved.id;
    numbers[key] = saved.number;
  };
  await payment("P1", {
    vendorId: ids.acme,
    date: "2026-05-01",
    paymentMethod: "Online Banking",
    comments: "First part",
    bills: [{ billId: ids.A, amount: "40.00" }],
  });
  await payment("P2", { vendorId: ids.acme, date: "2026-05-10", paymentMethod: "Cheque", bills: [{ billId: ids.C, amount: "75.50" }] });
  await payment("P3", {
    vendorId: ids.bolt,
    date: "2026-06-05",
    bills: [{ billId: ids.F, creditApplied: "20.00" }],
    credits: [{ creditId: ids.boltCredit, amount: "20.00" }],
  });
});
afterAll(() => app?.cleanup());

const bills = (search: string, today = TODAY) => listBills(app.db, ctx.companyId, readBillListQuery(new URLSearchParams(search)), today);
const keysOf = (rows: BillRow[]) => rows.map((r) => Object.entries(numbers).find(([k, n]) => n === r.number && ids[k] === r.id)?.[0]);
const payments = (search: string) => listBillPayments(app.db, ctx.companyId, readPaymentListQuery(new URLSearchParams(search)));
const payKeys = (rows: PaymentRow[]) => rows.map((r) => Object.entries(ids).find(([k, id]) => k.startsWith("P") && id === r.id)?.[0]);

describe("the Bills list", () => {
  it("lists every bill newest first, drafts included, with what is paid and due and the status as shown", async () => {
    const all = await bills("");
    expect(keysOf(all.items)).toEqual(["F", "E", "C", "B", "D", "A"]);
    expect(all.items.map((b) => [b.vendorName, b.status, b.total, b.amountPaid, b.amountDue, b.dueDate])).toEqual([
      ["Bolt & Nut Co", "Paid", "20.00", "20.00", "0.00", "2099-06-01"],
      ["Acme Supplies", "Draft", "12.00", "0.00", "12.00", "2026-04-01"],
      ["Acme Supplies", "Paid", "75.50", "75.50", "0.00", "2026-03-15"],
      ["Acme Supplies", "Open", "250.00", "0.00", "250.00", "2099-01-01"],
      ["Bolt & Nut Co", "Open", "30.00", "0.00", "30.00", "2099-03-01"],
      ["Acme Supplies", "Overdue", "100.00", "40.00", "60.00", "2020-02-09"],
    ]);
    expect(all.items[1].number).toBe("DRAFT");
    expect(all.items[5]).toMatchObject({ vendorReference: "INV-1", memo: "Old rent", date: "2020-01-10" });
    expect(all.total).toBe(6);
    expect(all.totals).toEqual({ total: "487.50", amountPaid: "135.50", amountDue: "352.00" });
  });

  it("filters by vendor and by status: unpaid, open, overdue (open past its due date), draft, paid", async () => {
    expect(keysOf((await bills(`vendor=${ids.acme}`)).items)).toEqual(["E", "C", "B", "A"]);
    expect(keysOf((await bills("status=unpaid")).items)).toEqual(["B", "D", "A"]);
    expect(keysOf((await bills("status=open")).items)).toEqual(["B", "D"]);
    expect(keysOf((await bills("status=overdue")).items)).toEqual(["A"]);
    expect(keysOf((await bills("status=draft")).items)).toEqual(["E"]);
    expect(keysOf((await bills("status=paid")).items)).toEqual(["F", "C"]);
    expect(keysOf((await bills(`status=unpaid&vendor=${ids.bolt}`)).items)).toEqual(["D"]);
    // An open bill is overdue only once its due date has passed.
    expect(keysOf((await bills("status=overdue", "2099-01-02")).items)).toEqual(["B", "A"]);
    const unpaid = await bills("status=unpaid");
    expect(unpaid.totals).toEqual({ total: "380.00", amountPaid: "40.00", amountDue: "340.00" });
  });

  it("filters by bill date or due date, From and To inclusive, typed MM/DD/YYYY or ISO; All ignores them", async () => {
    expect(keysOf((await bills("dateType=bill&from=02/20/2026&to=03/01/2026")).items)).toEqual(["B", "D"]);
    expect(keysOf((await bills("dateType=bill&from=2026-03-02")).items)).toEqual(["F", "E", "C"]);
    expect(keysOf((await bills("dateType=due&from=01/01/2099")).items)).toEqual(["F", "B", "D"]);
    expect(keysOf((await bills("dateType=due&to=2026-03-31")).items)).toEqual(["C", "A"]);
    expect((await bills("dateType=all&from=01/01/2099")).total).toBe(6);
    // A date that is not one is left out rather than failing.
    expect((await bills("dateType=bill&from=13/45/2026")).total).toBe(6);
  });

  it("pages on the server; totals cover every matching bill; nothing matching totals to null", async () => {
    const second = await bills("perPage=5&page=2");
    expect(keysOf(second.items)).toEqual(["A"]);
    expect(second).toMatchObject({ total: 6, page: 2, perPage: 5, totals: { total: "487.50" } });
    expect(keysOf((await bills("perPage=5")).items)).toEqual(["F", "E", "C", "B", "D"]);
    const none = await bills(`vendor=${ids.idle}`);
    expect(none).toMatchObject({ items: [], total: 0, totals: null });
  });

  it("the screen's loader reads the URL and offers the vendors that have bills; the CSV has every matching bill", async () => {
    const path = `/company/${ctx.companyId}/dashboard/vendors/bills`;
    const response = await call(billsRoute.loader, `${path}?status=unpaid&perPage=5&page=1`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
    });
    const loaded = await response.json();
    expect(loaded.query).toMatchObject({ status: "unpaid", perPage: 5, page: 1 });
    expect(loaded.list.items.map((b: BillRow) => b.number)).toEqual([numbers.B, numbers.D, numbers.A]);
    // The vendor picker's first vendors by name; without JavaScript a search narrows them.
    expect(loaded.vendors.map((v: { vendorName: string }) => v.vendorName)).toEqual(["Acme Supplies", "Bolt & Nut Co", "Idle Traders"]);
    const searched = await (
      await call(billsRoute.loader, `${path}?vendor=${ids.idle}&vendorSearch=bolt`, {
        params: { companyId: String(ctx.companyId) },
        headers: { Cookie: cookie },
      })
    ).json();
    expect(searched.vendorSearch).toBe("bolt");
    expect(searched.vendors.map((v: { vendorName: string }) => v.vendorName)).toEqual(["Idle Traders", "Bolt & Nut Co"]);

    const csv = await call(billsCsv.loader, `${path}.csv?vendor=${ids.acme}&perPage=5&page=3`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
    });
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="bills.csv"');
    expect(parse(await csv.text())).toEqual([
      ["Bill Date", "Bill No.", "Vendor", "Ref. No.", "Due Date", "Status", "Total", "Amount Paid", "Amount Due", "Memo"],
      ["04/01/2026", "DRAFT", "Acme Supplies", "", "04/01/2026", "Draft", "12.00", "0.00", "12.00", ""],
      ["03/15/2026", numbers.C, "Acme Supplies", "", "03/15/2026", "Paid", "75.50", "75.50", "0.00", ""],
      ["03/01/2026", numbers.B, "Acme Supplies", "", "01/01/2099", "Open", "250.00", "0.00", "250.00", "March rent"],
      ["01/10/2020", numbers.A, "Acme Supplies", "INV-1", "02/09/2020", "Overdue", "100.00", "40.00", "60.00", "Old rent"],
    ]);
    const stranger = await makeUser(app.db);
    const foreign = await call(billsRoute.loader, path, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: await sessionCookie(stranger.user) },
    });
    expect(foreign.status).toBe(404);
  });
});

describe("Pay Bill's reads", () => {
  it("a vendor's open bills oldest due first with what is due, its open credits, and the vendors with open bills", async () => {
    expect(await openBillsForVendor(app.db, ctx.companyId, ids.acme, TODAY)).toEqual([
      expect.objectContaining({ id: ids.A, amountDue: "60.00", amountPaid: "40.00", overdue: true, dueDate: "2020-02-09" }),
      expect.objectContaining({ id: ids.B, amountDue: "250.00", overdue: false, memo: "March rent" }),
    ]);
    expect(await openCreditsForVendor(app.db, ctx.companyId, ids.acme)).toEqual([
      expect.objectContaining({ id: ids.acmeCredit, total: "15.00", applied: "0.00", amountLeft: "15.00", date: "2026-04-20" }),
    ]);
    // BOLT's credit was used up; a refund received into the bank is no credit to apply.
    expect(await openCreditsForVendor(app.db, ctx.companyId, ids.bolt)).toEqual([]);
    await save("vendor_credit", { vendorId: ids.idle, bankAccountId: ids.bank, accountRecords: rent("1.00") });
    expect(await openCreditsForVendor(app.db, ctx.companyId, ids.idle)).toEqual([]);
  });

  it("reads 2,000 open bills of one vendor in one query on the open-bills index, oldest due first", { timeout: 120_000 }, async () => {
    const vendor = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "BULK", vendorName: "Bulk Co" }))).id;
    await app.db.raw(
      `insert into purchase_documents (company_id, kind, number, vendor_id, doc_date, due_date, total, amount_paid, status)
       select ?, 'bill', 'BULK-' || g, ?, date '2026-01-01' + (g % 300), date '2026-02-01' + ((g * 7) % 400), 10.00, (g % 10)::numeric, 'open'
       from generate_series(1, 2000) g`,
      [ctx.companyId, vendor],
    );
    await app.db.raw("analyze purchase_documents");
    const queries: { sql: string; bindings: unknown[] }[] = [];
    const listen = (q: { sql: string; bindings: unknown[] }) => queries.push(q);
    app.db.on("query", listen);
    const started = performance.now();
    const open = await openBillsForVendor(app.db, ctx.companyId, vendor, TODAY);
    const elapsed = performance.now() - started;
    app.db.off("query", listen);
    expect(queries).toHaveLength(1);
    expect(open).toHaveLength(2000);
    const dues = open.map((b) => b.dueDate!);
    expect(dues).toEqual([...dues].sort());
    expect(open.find((b) => b.number === "BULK-7")).toMatchObject({ amountDue: "3.00", amountPaid: "7.00" });
    expect(elapsed).toBeLessThan(5_000);
    // The index answers the query in its order (no sort step) when the planner takes it; with a table
    // this small it may prefer reading the table, so that choice is taken away here.
    const sql = queries[0].sql.replace(/\$\d+/g, "?");
    const text = await app.db.transaction(async (trx) => {
      await trx.raw("set local enable_seqscan = off");
      await trx.raw("set local enable_bitmapscan = off");
      const plan = await trx.raw(`explain ${sql}`, queries[0].bindings as never);
      return (plan.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join("\n");
    });
    expect(text).toContain("purchase_documents_open_bills");
    expect(text).not.toMatch(/\bSort\b/);
  });
});

describe("Pay Bill in batches", () => {
  it("shows a vendor's open bills 100 at a time, oldest due first, with the count and amount due of all (or of those due by a date)", async () => {
    const vendor = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "BATCH", vendorName: "Batch Co" }))).id;
    await app.db.raw(
      `insert into purchase_documents (company_id, kind, number, vendor_id, doc_date, due_date, total, amount_paid, status)
       select ?, 'bill', 'BATCH-' || g, ?, date '2026-01-01' + (g % 50), case when g % 25 = 0 then null else date '2026-02-01' + ((g * 7) % 200) end,
              (g + 1)::numeric, (g % 3)::numeric, 'open'
       from generate_series(1, 250) g`,
      [ctx.companyId, vendor],
    );
    const every = await openBillsForVendor(app.db, ctx.companyId, vendor, TODAY);
    const pages = [1, 2, 3].map((page) =>
      openBillsPage(app.db, ctx.companyId, vendor, TODAY, { offset: (page - 1) * 100, limit: 100, dueBy: null }),
    );
    const [first, second, third] = await Promise.all(pages);
    // The batches, one after another, are the vendor's open bills in the same order.
    expect([...first.items, ...second.items, ...third.items]).toEqual(every);
    expect(third.items).toHaveLength(50);
    const due = every.reduce((sum, b) => sum + fromDecimal(b.amountDue), 0);
    for (const batch of [first, second, third]) expect(batch).toMatchObject({ total: 250, amountDue: toDecimal(due) });

    // Due by a date: those due on or before it and those without a due date.
    const dueBy = "2026-03-15";
    const wanted = every.filter((b) => b.dueDate === null || b.dueDate <= dueBy);
    const filtered = await openBillsPage(app.db, ctx.companyId, vendor, TODAY, { offset: 0, limit: 100, dueBy });
    expect(filtered.items).toEqual(wanted.slice(0, 100));
    expect(filtered.total).toBe(wanted.length);
    expect(filtered.amountDue).toBe(toDecimal(wanted.reduce((sum, b) => sum + fromDecimal(b.amountDue), 0)));

    // The screen's loader reads the batch from the URL (dueBy as the date field submits it).
    const path = `/company/${ctx.companyId}/dashboard/vendors/pay-bill`;
    const response = await call(payBillRoute.loader, `${path}?prefillVendor=${vendor}&page=2&dueBy=03/15/2026`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
    });
    const loaded = await response.json();
    expect(loaded.batch).toEqual({ total: wanted.length, amountDue: filtered.amountDue, page: 2, perPage: 100 });
    expect(loaded.bills.map((b: { number: string }) => b.number)).toEqual(wanted.slice(100, 200).map((b) => b.number));
    expect(loaded.vendors).toContainEqual(expect.objectContaining({ id: vendor, vendorName: "Batch Co" }));
  });
});

describe("the Vendor Payments list", () => {
  it("lists every payment newest first with the spec's columns; Current View Not issued, Issued, All", async () => {
    const all = await payments("");
    expect(payKeys(all.items)).toEqual(["P3", "P2", "P1"]);
    expect(all.items.map((p) => [p.payDate, p.status, p.vendorName, p.paymentMethod, p.payFromAccount, p.amountPaid, p.comments])).toEqual([
      ["2026-06-05", "Issued", "Bolt & Nut Co", "Cash", "1010 - Checking", "0.00", ""],
      ["2026-05-10", "Not issued", "Acme Supplies", "Cheque", "1010 - Checking", "75.50", ""],
      ["2026-05-01", "Issued", "Acme Supplies", "Online Banking", "1010 - Checking", "40.00", "First part"],
    ]);
    expect(all.items[0]).toMatchObject({ creditsApplied: "20.00", journalEntryId: null, issueDate: "2026-06-05" });
    expect(all.items[1]).toMatchObject({ issueDate: null, number: numbers.P2 });
    expect(all.totals).toEqual({ amountPaid: "115.50", creditsApplied: "20.00" });
    expect(payKeys((await payments("view=not-issued")).items)).toEqual(["P2"]);
    expect(payKeys((await payments("view=issued")).items)).toEqual(["P3", "P1"]);
    expect((await payments("view=issued")).totals).toEqual({ amountPaid: "40.00", creditsApplied: "20.00" });
  });

  it("filters by pay date or issue date with From and To; a payment not issued has no issue date", async () => {
    expect(payKeys((await payments("dateType=pay&from=05/05/2026&to=05/31/2026")).items)).toEqual(["P2"]);
    expect(payKeys((await payments("dateType=issue&from=2026-05-01&to=2026-05-31")).items)).toEqual(["P1"]);
    expect(payKeys((await payments("dateType=issue&from=2026-05-01")).items)).toEqual(["P3", "P1"]);
    expect(payKeys((await payments("dateType=all&from=2030-01-01")).items)).toEqual(["P3", "P2", "P1"]);
    expect(await payments("view=not-issued&dateType=pay&to=2025-12-31")).toMatchObject({ items: [], total: 0, totals: null });
  });

  it("pages with the sizes 5, 10, 20, 50, 100 (default 10)", async () => {
    expect(await payments("perPage=7")).toMatchObject({ perPage: 10, total: 3 });
    const page = await payments("perPage=5&page=2");
    expect(page).toMatchObject({ items: [], total: 3, page: 2, perPage: 5, totals: { amountPaid: "115.50" } });
  });

  it("the screen's loader and the CSV export every matching payment", async () => {
    const path = `/company/${ctx.companyId}/dashboard/vendors/payments`;
    const screen = await call(paymentsRoute.loader, `${path}?view=issued`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
    });
    const loaded = await screen.json();
    expect(loaded.query).toMatchObject({ view: "issued", dateType: "all", page: 1, perPage: 10 });
    expect(loaded.list.items.map((p: PaymentRow) => p.number)).toEqual([numbers.P3, numbers.P1]);
    expect(loaded.list.totals.amountPaid).toBe("40.00");

    const csv = await call(paymentsCsv.loader, `${path}.csv?perPage=5&page=9`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
    });
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="payments.csv"');
    expect(parse(await csv.text())).toEqual([
      [
        "Pay Date",
        "Pay No.",
        "Status",
        "Vendor Name",
        "Payment Method",
        "Pay From Account",
        "Amount Paid",
        "Comments",
        "Issue Date",
        "Credits Applied",
      ],
      ["06/05/2026", numbers.P3, "Issued", "Bolt & Nut Co", "Cash", "1010 - Checking", "0.00", "", "06/05/2026", "20.00"],
      ["05/10/2026", numbers.P2, "Not issued", "Acme Supplies", "Cheque", "1010 - Checking", "75.50", "", "", "0.00"],
      [
        "05/01/2026",
        numbers.P1,
        "Issued",
        "Acme Supplies",
        "Online Banking",
        "1010 - Checking",
        "40.00",
        "First part",
        "05/01/2026",
        "0.00",
      ],
    ]);
  });
});

describe("the Vendor Payments list after a void", () => {
  it("shows the voided payment as Void and leaves it out of the totals (850.75 paid, 300.00 of it voided: 550.75)", async () => {
    const { ctx: own } = await ownerAndCompany(app.db, { today: TODAY });
    const bank = (
      await createAccount(
        app.db,
        own,
        accountCreateSchema.parse({
          ...CHECKING,
          bankAccountNumber: "222",
          openingBalance: "5000.00",
          asOf: "2020-01-01",
        }),
      )
    ).id;
    const expense = (
      await createAccount(app.db, own, accountCreateSchema.parse({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" }))
    ).id;
    const vendorId = (await createVendor(app.db, own, vendorCreateSchema.parse({ vendorId: "VOID", vendorName: "Void Test Co" }))).id;
    const billOf = async (amount: string) =>
      (
        await createPurchaseDocument(
          app.db,
          own,
          "bill",
          DOCUMENT_SCHEMAS.bill.parse({ vendorId, date: "2026-03-01", accountRecords: [{ accountId: expense, amount }] }) as never,
        )
      ).id;
    const payOf = async (billId: number, amount: string, paymentMethod: string) =>
      payBills(
        app.db,
        own,
        billPaymentSchema.parse({ vendorId, payFromAccountId: bank, date: "2026-03-10", paymentMethod, bills: [{ billId, amount }] }),
      );
    await payOf(await billOf("550.75"), "550.75", "Online Banking");
    const cheque = await payOf(await billOf("300.00"), "300.00", "Cheque");
    const read = async () => listBillPayments(app.db, own.companyId, readPaymentListQuery(new URLSearchParams("")));
    expect((await read()).totals).toEqual({ amountPaid: "850.75", creditsApplied: "0.00" });

    await confirmCheck(app.db, own, {
      vendorId,
      bankAccountId: bank,
      checkDate: "2026-03-10",
      totalAmount: null,
      memo: "",
      bills: [{ billId: cheque.id }],
    });
    await markChecksPrinted(app.db, own, { paymentIds: [cheque.id], printerName: "PDF" });
    await voidCheck(app.db, own, { paymentId: cheque.id, reason: "Lost" });

    const after = await read();
    expect(after.total).toBe(2);
    expect(after.items.find((p) => p.id === cheque.id)).toMatchObject({ status: "Void", amountPaid: "300.00" });
    expect(after.totals).toEqual({ amountPaid: "550.75", creditsApplied: "0.00" });
  });
});

describe("the Vendors list's month columns and balances (from the ledger)", () => {
  it("bills raise the month they are dated in and the balance; payments and credits lower only the balance", async () => {
    const list = await listVendors(app.db, ctx.companyId, { q: "", view: "all", page: 1, perPage: 10, today: "2026-06-15" });
    expect(list.months.map((m) => m.label)).toEqual(["Current Month", "May", "Apr", "Mar", "Feb", "Jan"]);
    const row = (name: string) => list.vendors.find((v) => v.vendorName === name) as unknown as Record<string, string>;
    // By hand. ACME: purchases on account in March: B 250.00 + C 75.50 (A is of 2020, E is a draft, the
    // cash purchase was paid at once); owed: A 100.00 + B 250.00 + C 75.50 − P1 40.00 − P2 75.50 −
    // the credit 15.00 = 295.00 (what is due on A and B less the unapplied credit).
    expect(
      ["currentMonth", "month1", "month2", "month3", "month4", "month5", "ytd", "balance"].map((k) => row("Acme Supplies")[k]),
    ).toEqual(["0.00", "0.00", "0.00", "325.50", "0.00", "0.00", "325.50", "295.00"]);
    // BOLT: D 30.00 in February, F 20.00 in June; owed 30.00 + 20.00 − the credit 20.00 = 30.00 (D is
    // unpaid; F was settled by the credit, which moved nothing more in the ledger).
    expect(
      ["currentMonth", "month1", "month2", "month3", "month4", "month5", "ytd", "balance"].map((k) => row("Bolt & Nut Co")[k]),
    ).toEqual(["20.00", "0.00", "0.00", "0.00", "30.00", "0.00", "50.00", "30.00"]);
    const open = await openBillsForVendor(app.db, ctx.companyId, ids.bolt, TODAY);
    expect(open.map((b) => b.amountDue)).toEqual(["30.00"]);
  });
});

// Last: it adds bills and payments the fixtures above do not expect.
describe("the Bills list's kept totals", () => {
  it("counts and totals from the kept bill totals equal the bills' own sums, for every status, as bills change", async () => {
    const direct = async (status: string) => {
      const q = app.db("purchaseDocuments").where({ companyId: ctx.companyId, kind: "bill" });
      if (status === "unpaid") q.where("status", "open");
      if (status === "open") q.where("status", "open").where((w) => w.whereNull("dueDate").orWhere("dueDate", ">=", TODAY));
      if (status === "overdue") q.where("status", "open").where("dueDate", "<", TODAY);
      if (status === "paid" || status === "draft") q.where("status", status);
      const [row] = await q.select(app.db.raw("count(*)::int as n, coalesce(sum(total), 0) as t, coalesce(sum(amount_paid), 0) as p"));
      return { total: Number(row.n), sums: [toDecimal(fromDecimal(row.t)), toDecimal(fromDecimal(row.p))] };
    };
    const check = async () => {
      for (const status of BILL_STATUS_FILTERS.map((f) => f.value)) {
        const listed = await bills(`status=${status}`);
        const expected = await direct(status);
        expect({
          status,
          total: listed.total,
          sums: listed.totals ? [listed.totals.total, listed.totals.amountPaid] : ["0.00", "0.00"],
        }).toEqual({
          status,
          ...expected,
        });
      }
    };
    await check();
    // A partial payment, a bill paid in full, a new bill with no due date: the kept totals follow.
    const extra = await save("bill", { vendorId: ids.bolt, date: "2026-07-01", dueDate: null, accountRecords: rent("5.25") });
    await check();
    await pay({ vendorId: ids.bolt, payFromAccountId: ids.bank, date: "2026-07-02", bills: [{ billId: extra.id, amount: "2.00" }] });
    await check();
    await pay({ vendorId: ids.bolt, payFromAccountId: ids.bank, date: "2026-07-03", bills: [{ billId: extra.id, amount: "3.25" }] });
    await check();
    expect((await bills("status=paid")).items.map((b) => b.number)).toContain(extra.number);
  });
});
