import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { postEntry, reverseEntry, type PostingLine } from "../../app/modules/ledger/ledger.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS, type DocumentKind } from "../../app/modules/purchases/schema";
import {
  PURCHASE_ENTRY_TYPES,
  transactionHref,
  type VendorTransaction,
  type VendorDetails,
} from "../../app/modules/vendors/vendor-transactions";
import { listVendorTransactions } from "../../app/modules/purchases/vendor-transactions.server";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { accountsPayableAccount } from "../../app/modules/accounts/system-accounts.server";
import * as billsApi from "../../app/routes/api+/vendor.$vendorId.bills";
import * as payBillsApi from "../../app/routes/api+/vendor.pay-bill.vendor.$vendorId";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import * as centerRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.center/route";
import * as csvRoute from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.center[.]csv";
import { call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";
import { CHECKING } from "../support/accounts";

// The Vendor Center through its loader, its CSV and the two API calls (bills, pay bills): the vendor
// panel, the selected vendor, and its transactions read from the ledger — an opening balance, and
// entries posted by hand with the purchase entry types — with the view, type and date filters (with a
// fixed "today" and a fiscal year starting in April), newest first, paginated; then a vendor whose
// books are real purchase documents and payments, each kind with what its document adds.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.cleanup());

const c = (n: number) => n as Cents;

interface Company {
  id: number;
  cookie: string;
  ctx: CompanyContext;
}

async function newCompany(fields: Record<string, unknown> = {}): Promise<Company> {
  const { company, cookie, ctx } = await signedInOwner(app.db, { fields });
  return { id: company.id, cookie, ctx };
}

const addVendor = (co: Company, fields: Record<string, unknown>) => createVendor(app.db, co.ctx, vendorCreateSchema.parse(fields));

const newAccount = (co: Company, fields: Record<string, unknown>) =>
  createAccount(app.db, co.ctx, accountCreateSchema.parse({ accountType: "Expense", ...fields }));

function post(co: Company, entryType: string, entryDate: string, lines: PostingLine[], comments = "") {
  return app.db.transaction((trx) => postEntry(trx, co.ctx, { entryType, entryDate, comments, lines }));
}

const centerPath = (co: Company, search = "") => `/company/${co.id}/dashboard/vendors/center${search}`;

type Loaded = {
  query: { status: string; q: string; vendor: number | null; view: string; type: string; date: string; page: number; perPage: number };
  panel: { vendors: { id: number; vendorId: string; vendorName: string; balance: string }[]; total: number };
  vendor: VendorDetails | null;
  transactions: { items: VendorTransaction[]; total: number; page: number; perPage: number };
};

async function load(co: Company, search = "", cookie = co.cookie) {
  const response = await call(centerRoute.loader, centerPath(co, search), {
    params: { companyId: String(co.id) },
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Loaded;
}

let company: Company;
let acme: { id: number };
let bolt: { id: number };
let old: { id: number };

// Acme's books: opening balance 150.25 (01/10/2026), bill 400.00, pay bill 250.00, a cash purchase
// of 75.00 (no payable line), a split bill of 120.00 that was voided, a vendor credit of 30.00.
beforeAll(async () => {
  company = await newCompany({ fiscalYearStart: "April" });
  acme = await addVendor(company, {
    vendorId: "ACME",
    vendorName: "Acme Supplies",
    openingBalance: "150.25",
    balanceAsOf: "01/10/2026",
    fax: "555-0199",
    notes: "Paper and toner",
    contacts: [{ name: "Ann Lee", title: "Buyer", phone: "555-0100", email: "ann@acme.test", primary: true }],
    addresses: [
      { type: "Billing", address1: "1 Main St", address2: "", city: "Springfield", state: "IL", postalCode: "62701", country: "USA" },
    ],
  });
  bolt = await addVendor(company, { vendorId: "BOLT", vendorName: "Bolt & Nut Co" });
  old = await addVendor(company, {
    vendorId: "OLD",
    vendorName: "Old Acme Trading",
    active: false,
    openingBalance: "10.00",
    balanceAsOf: "02/01/2026",
  });

  const supplies = await newAccount(company, { accountNumber: "6100", accountName: "Office Supplies" });
  const postage = await newAccount(company, { accountNumber: "6200", accountName: "Postage" });
  const bank = await newAccount(company, {
    ...CHECKING,
    openingBalance: "5000.00",
    asOf: "01/01/2026",
  });
  const ap = await app.db.transaction((trx) => accountsPayableAccount(trx, company.id));
  const T = PURCHASE_ENTRY_TYPES;
  await post(
    company,
    T.bill,
    "2026-03-05",
    [
      { accountId: supplies.id, debit: c(40000) },
      { accountId: ap, credit: c(40000), vendorId: acme.id },
    ],
    "March paper",
  );
  await post(company, T.payBill, "2026-03-20", [
    { accountId: ap, debit: c(25000), vendorId: acme.id },
    { accountId: bank.id, credit: c(25000) },
  ]);
  await post(company, T.cashPurchase, "2026-04-02", [
    { accountId: supplies.id, debit: c(7500), vendorId: acme.id },
    { accountId: bank.id, credit: c(7500), vendorId: acme.id, memo: "Toner" },
  ]);
  const voided = await post(
    company,
    T.bill,
    "2026-04-10",
    [
      { accountId: supplies.id, debit: c(10000) },
      { accountId: postage.id, debit: c(2000) },
      { accountId: ap, credit: c(12000), vendorId: acme.id },
    ],
    "Entered twice",
  );
  await app.db.transaction((trx) => reverseEntry(trx, company.ctx, voided.id));
  await post(
    company,
    T.vendorCredit,
    "2026-05-01",
    [
      { accountId: ap, debit: c(3000), vendorId: acme.id },
      { accountId: supplies.id, credit: c(3000) },
    ],
    "Damaged box",
  );
  // Another vendor's bill never shows on Acme.
  await post(company, T.bill, "2026-05-02", [
    { accountId: supplies.id, debit: c(999) },
    { accountId: ap, credit: c(999), vendorId: bolt.id },
  ]);
});

const TODAY = "2026-05-20"; // a Wednesday; fiscal year from April: FY 2026-04-01 – 2027-03-31
const list = (filters: Record<string, string> = {}, page?: { page: number; perPage: number }, today = TODAY) =>
  listVendorTransactions(app.db, company.id, acme.id, { filters: filters as never, today, fiscalYearStart: "April", page });
const numbers = (rows: VendorTransaction[]) => rows.map((t) => t.number);

describe("Vendor Center transactions from the ledger", () => {
  it("shows every posting of the vendor newest first, with kind, number, amount, account and status", async () => {
    const { items, total } = await list();
    expect(total).toBe(6);
    expect(items.map((t) => [t.date, t.type, t.number, t.amount, t.account, t.status, t.paymentMethod])).toEqual([
      ["2026-05-01", "Vendor Credit Note", "VCN-0001", "30.00", "6100 - Office Supplies", "Posted", null],
      ["2026-04-10", "Bill", "BILL-0002", "120.00", "-Split-", "Void", null],
      ["2026-04-02", "Cash Purchase", "CP-0001", "75.00", "1010 - Checking", "Posted", null],
      ["2026-03-20", "Pay Bill", "PAY-0001", "250.00", "1010 - Checking", "Paid", "Cash"],
      ["2026-03-05", "Bill", "BILL-0001", "400.00", "6100 - Office Supplies", "Open", null],
      ["2026-01-10", "Opening Balance", "VOB-0001", "150.25", "3000 - Opening Balance Equity", "Posted", null],
    ]);
    // The memo is the entry's comments, else the vendor's line memo.
    expect(items.map((t) => t.memo)).toEqual([
      "Damaged box",
      "Entered twice",
      "Toner",
      "",
      "March paper",
      "Opening balance of vendor Acme Supplies",
    ]);
    expect(items.every((t) => t.vendorId === acme.id && t.dueDate === null)).toBe(true);
  });

  it("filters by view, and by the Bills and Pay Bills type filters", async () => {
    expect(numbers((await list({ view: "bills" })).items)).toEqual(["BILL-0002", "BILL-0001"]);
    expect(numbers((await list({ view: "bills", type: "open" })).items)).toEqual(["BILL-0001"]);
    expect((await list({ view: "bills", type: "draft" })).items).toEqual([]);
    expect((await list({ view: "bills", type: "overdue" })).items).toEqual([]);
    expect(numbers((await list({ view: "pay-bills" })).items)).toEqual(["PAY-0001"]);
    expect(numbers((await list({ view: "pay-bills", type: "cash" })).items)).toEqual(["PAY-0001"]);
    expect((await list({ view: "pay-bills", type: "cheque" })).items).toEqual([]);
    expect(numbers((await list({ view: "cash-purchases" })).items)).toEqual(["CP-0001"]);
    expect(numbers((await list({ view: "vendor-credit-notes" })).items)).toEqual(["VCN-0001"]);
    expect((await list({ view: "cheques" })).items).toEqual([]);
    expect((await list({ view: "expenses" })).items).toEqual([]);
  });

  it("filters by date: months, Sunday weeks, and financial periods from April", async () => {
    const on = async (date: string, today = TODAY) => numbers((await list({ date }, undefined, today)).items);
    expect(await on("this_month")).toEqual(["VCN-0001"]);
    expect(await on("last_month")).toEqual(["BILL-0002", "CP-0001"]);
    expect(await on("this_financial_year")).toEqual(["VCN-0001", "BILL-0002", "CP-0001"]);
    expect(await on("financial_year_to_date")).toEqual(["VCN-0001", "BILL-0002", "CP-0001"]);
    expect(await on("last_financial_year")).toEqual(["PAY-0001", "BILL-0001", "VOB-0001"]);
    expect(await on("this_financial_quarter")).toEqual(["VCN-0001", "BILL-0002", "CP-0001"]);
    expect(await on("last_financial_quarter")).toEqual(["PAY-0001", "BILL-0001", "VOB-0001"]);
    expect(await on("this_week")).toEqual([]);
    // Saturday 2026-05-02: its week began Sunday 04-26 and holds the 05-01 credit.
    expect(await on("this_week", "2026-05-02")).toEqual(["VCN-0001"]);
    // Sunday 2026-05-03 starts a new week; the previous one holds the credit.
    expect(await on("this_week", "2026-05-03")).toEqual([]);
    expect(await on("last_week", "2026-05-03")).toEqual(["VCN-0001"]);
    // Financial year to date stops at today.
    expect(await on("financial_year_to_date", "2026-04-05")).toEqual(["CP-0001"]);
  });

  it("paginates on the server, newest first", async () => {
    const first = await list({}, { page: 1, perPage: 5 });
    expect(first.total).toBe(6);
    expect(numbers(first.items)).toEqual(["VCN-0001", "BILL-0002", "CP-0001", "PAY-0001", "BILL-0001"]);
    const second = await list({}, { page: 2, perPage: 5 });
    expect(second.total).toBe(6);
    expect(numbers(second.items)).toEqual(["VOB-0001"]);
    const past = await list({}, { page: 3, perPage: 5 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(6);
  });

  it("a new vendor's opening balance is its one row", async () => {
    const fresh = await addVendor(company, {
      vendorId: "NEW",
      vendorName: "Newcomer Ltd",
      openingBalance: "99.99",
      balanceAsOf: "05/15/2026",
    });
    const { items } = await listVendorTransactions(app.db, company.id, fresh.id, { today: TODAY });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ date: "2026-05-15", type: "Opening Balance", amount: "99.99", status: "Posted", vendorId: fresh.id });
    expect(items[0].number).toMatch(/^VOB-\d{4}$/);
  });
});

describe("Vendor Center screen", () => {
  it("lists active vendors with balances and selects the first, with its details and transactions", async () => {
    const data = await load(company);
    expect(data.panel.vendors.map((v) => [v.vendorName, v.balance])).toEqual([
      ["Acme Supplies", "270.25"],
      ["Bolt & Nut Co", "9.99"],
      ["Newcomer Ltd", "99.99"],
    ]);
    expect(data.panel.total).toBe(3);
    expect(data.vendor).toEqual({
      id: acme.id,
      vendorId: "ACME",
      vendorName: "Acme Supplies",
      active: true,
      currency: "USD",
      balance: "270.25",
      openingBalance: "150.25",
      email: "ann@acme.test",
      fax: "555-0199",
      address: "1 Main St\n\nSpringfield\nIL\n62701\nUSA",
      notes: "Paper and toner",
    });
    expect(data.transactions.total).toBe(6);
    expect(data.transactions.perPage).toBe(10);
    expect(data.transactions.items[5]).toMatchObject({ type: "Opening Balance", number: "VOB-0001", amount: "150.25" });
  });

  it("selects the vendor asked for, and reads status, search, view, type and pages from the URL", async () => {
    const boltView = await load(company, `?vendor=${bolt.id}`);
    expect(boltView.vendor?.vendorName).toBe("Bolt & Nut Co");
    expect(boltView.transactions.items.map((t) => [t.type, t.amount])).toEqual([["Bill", "9.99"]]);

    const inactive = await load(company, "?status=inactive");
    expect(inactive.panel.vendors.map((v) => v.vendorName)).toEqual(["Old Acme Trading"]);
    expect(inactive.vendor?.id).toBe(old.id);
    expect(inactive.transactions.items.map((t) => [t.type, t.amount])).toEqual([["Opening Balance", "10.00"]]);

    const search = await load(company, "?q=BOLT");
    expect(search.panel.total).toBe(1);
    expect(search.vendor?.id).toBe(bolt.id);
    const none = await load(company, "?q=zzz");
    expect(none.panel.total).toBe(0);
    expect(none.vendor).toBeNull();
    expect(none.transactions.items).toEqual([]);

    const bills = await load(company, `?vendor=${acme.id}&view=bills&type=open`);
    expect(numbers(bills.transactions.items)).toEqual(["BILL-0001"]);
    const page = await load(company, `?vendor=${acme.id}&perPage=5&page=2`);
    expect(numbers(page.transactions.items)).toEqual(["VOB-0001"]);
    expect(page.transactions.total).toBe(6);

    // Unknown values fall back to the defaults rather than failing.
    const bogus = await load(company, "?status=x&view=nope&type=zzz&date=someday&page=-1&perPage=7&show=abc");
    expect(bogus.query).toMatchObject({ status: "active", view: "all", type: "all", date: "all", page: 1, perPage: 10 });
    expect(bogus.transactions.total).toBe(6);
  });

  it("shows the first 50 vendors of a long list and counts all of them", async () => {
    const big = await newCompany();
    for (let i = 1; i <= 55; i += 1) await addVendor(big, { vendorId: `V${i}`, vendorName: `Vendor ${String(i).padStart(2, "0")}` });
    const first = await load(big);
    expect(first.panel.total).toBe(55);
    expect(first.panel.vendors).toHaveLength(50);
    const more = await load(big, "?show=100");
    expect(more.panel.vendors).toHaveLength(55);
    expect(more.panel.vendors[54].vendorName).toBe("Vendor 55");
  });

  it("exports the selected vendor's filtered transactions as CSV", async () => {
    const response = await call(csvRoute.loader, `/company/${company.id}/dashboard/vendors/center.csv?vendor=${acme.id}&view=bills`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: company.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="ACME-transactions.csv"');
    expect(parse(await response.text())).toEqual([
      ["Date", "Type", "No.", "Memo", "Due Date", "Account", "Payment Method", "Amount", "Status"],
      // "-Split-" would start a formula in a spreadsheet: written as text.
      ["04/10/2026", "Bill", "BILL-0002", "Entered twice", "", "'-Split-", "", "120.00", "Void"],
      ["03/05/2026", "Bill", "BILL-0001", "March paper", "", "6100 - Office Supplies", "", "400.00", "Open"],
    ]);

    // Without a vendor: the first of the panel, every row (not one page).
    const all = await call(csvRoute.loader, `/company/${company.id}/dashboard/vendors/center.csv?perPage=5`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: company.cookie },
    });
    const rows = parse(await all.text()) as string[][];
    expect(rows).toHaveLength(1 + 6);
    expect(rows[4]).toEqual(["03/20/2026", "Pay Bill", "PAY-0001", "", "", "1010 - Checking", "Cash", "250.00", "Paid"]);
    expect(rows[6]).toEqual([
      "01/10/2026",
      "Opening Balance",
      "VOB-0001",
      "Opening balance of vendor Acme Supplies",
      "",
      "3000 - Opening Balance Equity",
      "",
      "150.25",
      "Posted",
    ]);
  });
});

// The Vendor Center of a vendor whose books are real purchase documents and payments: every kind
// shows, with the document's number, comments, due date and status, the payment's method and
// status, and the two that post no entry (a draft bill, a payment of credits only) as rows too.
describe("Vendor Center with purchase documents", () => {
  const docs: Record<string, { id: number; number: string; entryId: number | null }> = {};
  let co: Company;
  let docsVendor: { id: number };

  beforeAll(async () => {
    co = await newCompany();
    docsVendor = await addVendor(co, { vendorId: "DOCS", vendorName: "Docs Supplies" });
    const office = (await newAccount(co, { accountNumber: "6100", accountName: "Office Supplies" })).id;
    const postage = (await newAccount(co, { accountNumber: "6200", accountName: "Postage" })).id;
    const bank = (
      await newAccount(co, {
        ...CHECKING,
        openingBalance: "5000.00",
        asOf: "01/01/2026",
      })
    ).id;
    const card = (
      await newAccount(co, { accountType: "Credit Card", accountNumber: "2100", accountName: "Company Card", creditLimit: "1000.00" })
    ).id;
    const vendorId = docsVendor.id;
    const doc = async (key: string, kind: DocumentKind, body: Record<string, unknown>) => {
      const saved = await createPurchaseDocument(app.db, co.ctx, kind, DOCUMENT_SCHEMAS[kind].parse({ vendorId, ...body }) as never);
      docs[key] = { id: saved.id, number: saved.number, entryId: saved.journalEntryId };
    };
    const pay = async (key: string, body: Record<string, unknown>) => {
      const saved = await payBills(app.db, co.ctx, billPaymentSchema.parse({ vendorId, payFromAccountId: bank, ...body }));
      docs[key] = { id: saved.id, number: saved.number, entryId: saved.journalEntryId };
    };
    await doc("BO", "bill", {
      date: "2026-07-01",
      dueDate: "2099-01-01",
      comments: "Paper",
      accountRecords: [{ accountId: office, amount: "100.00" }],
    });
    await doc("BV", "bill", {
      date: "2026-07-05",
      dueDate: "2026-08-04",
      accountRecords: [
        { accountId: office, amount: "60.00" },
        { accountId: postage, amount: "40.00" },
      ],
    });
    await doc("BD", "bill", {
      date: "2026-07-10",
      status: "draft",
      comments: "Stamps (draft)",
      accountRecords: [{ accountId: postage, amount: "25.00" }],
    });
    await doc("BP", "bill", {
      date: "2026-07-12",
      dueDate: "2099-02-01",
      comments: "Toner",
      accountRecords: [{ accountId: office, amount: "70.00" }],
    });
    await doc("VC", "vendor_credit", {
      date: "2026-07-15",
      comments: "Damaged box",
      accountRecords: [{ accountId: office, amount: "40.00" }],
    });
    await pay("PAY1", { date: "2026-07-20", paymentMethod: "Cash", bills: [{ billId: docs.BP.id, amount: "70.00" }] });
    await pay("PAY2", {
      date: "2026-07-25",
      paymentMethod: "Cheque",
      comments: "Part of the paper",
      bills: [{ billId: docs.BO.id, amount: "30.00" }],
    });
    await pay("PAY3", {
      date: "2026-07-28",
      paymentMethod: "Direct Deposit",
      bills: [{ billId: docs.BV.id, creditApplied: "40.00" }],
      credits: [{ creditId: docs.VC.id, amount: "40.00" }],
    });
    await doc("CP", "cash_purchase", {
      date: "2026-08-01",
      payFromAccountId: bank,
      accountRecords: [{ accountId: office, amount: "9.99" }],
    });
    await doc("CCE", "credit_card_charge", {
      date: "2026-08-02",
      payFromAccountId: card,
      accountRecords: [{ accountId: office, amount: "15.00" }],
    });
    await doc("EXP", "cash_expense", {
      date: "2026-08-03",
      payFromAccountId: bank,
      comments: "Coffee",
      accountRecords: [{ accountId: office, amount: "5.00" }],
    });
  });

  const rows = (filters: Record<string, string> = {}, page?: { page: number; perPage: number }) =>
    listVendorTransactions(app.db, co.id, docsVendor.id, { filters: filters as never, today: "2026-11-25", page });
  const keysOf = (items: VendorTransaction[]) =>
    items.map((t) => Object.entries(docs).find(([, d]) => (t.paymentId ?? t.documentId) === d.id && d.number === t.number)?.[0]);

  it("shows every document and payment newest first with its number, memo, due date, amount, status, account and method", async () => {
    const { items, total } = await rows();
    expect(total).toBe(11);
    expect(items.map((t) => [keysOf([t])[0], t.date, t.type, t.memo, t.dueDate, t.amount, t.status, t.account, t.paymentMethod])).toEqual([
      ["EXP", "2026-08-03", "Expense", "Coffee", null, "5.00", "Posted", "1010 - Checking", null],
      ["CCE", "2026-08-02", "Expense", "", null, "15.00", "Posted", "2100 - Company Card", null],
      ["CP", "2026-08-01", "Cash Purchase", "", null, "9.99", "Posted", "1010 - Checking", null],
      ["PAY3", "2026-07-28", "Pay Bill", "", null, "0.00", "Issued", "1010 - Checking", "Direct Deposit"],
      ["PAY2", "2026-07-25", "Pay Bill", "Part of the paper", null, "30.00", "Not issued", "1010 - Checking", "Cheque"],
      ["PAY1", "2026-07-20", "Pay Bill", "", null, "70.00", "Issued", "1010 - Checking", "Cash"],
      ["VC", "2026-07-15", "Vendor Credit Note", "Damaged box", null, "40.00", "Posted", "6100 - Office Supplies", null],
      ["BP", "2026-07-12", "Bill", "Toner", "2099-02-01", "70.00", "Paid", "6100 - Office Supplies", null],
      ["BD", "2026-07-10", "Bill", "Stamps (draft)", "2026-07-10", "25.00", "Draft", "6200 - Postage", null],
      ["BV", "2026-07-05", "Bill", "", "2026-08-04", "100.00", "Overdue", "-Split-", null],
      ["BO", "2026-07-01", "Bill", "Paper", "2099-01-01", "100.00", "Open", "6100 - Office Supplies", null],
    ]);
    expect(items.map((t) => t.number)).toEqual(
      ["EXP", "CCE", "CP", "PAY3", "PAY2", "PAY1", "VC", "BP", "BD", "BV", "BO"].map((k) => docs[k].number),
    );
    // A draft bill and a payment of credits only posted no entry: rows of their own, linked (or not) accordingly.
    const draft = items.find((t) => t.status === "Draft")!;
    expect(draft).toMatchObject({ key: `bill-${docs.BD.id}`, id: null, documentId: docs.BD.id, paymentId: null, number: "DRAFT" });
    expect(transactionHref(draft)).toBe(`vendors/documents/${docs.BD.id}`);
    const creditOnly = items.find((t) => t.paymentMethod === "Direct Deposit")!;
    expect(creditOnly).toMatchObject({ key: `payment-${docs.PAY3.id}`, id: null, documentId: null, paymentId: docs.PAY3.id });
    expect(transactionHref(creditOnly)).toBeNull();
    const paid = items.find((t) => t.number === docs.PAY1.number)!;
    expect(paid).toMatchObject({ key: `entry-${docs.PAY1.entryId}`, id: docs.PAY1.entryId, paymentId: docs.PAY1.id, documentId: null });
    expect(transactionHref(paid)).toBe(`journal-entries/${docs.PAY1.entryId}`);
    expect(transactionHref(items.find((t) => t.number === docs.BO.number)!)).toBe(`vendors/documents/${docs.BO.id}`);
  });

  it("the Bills and Pay Bills type filters match the documents' statuses and the payments' methods; pages span every kind", async () => {
    expect(keysOf((await rows({ view: "bills" })).items)).toEqual(["BP", "BD", "BV", "BO"]);
    expect(keysOf((await rows({ view: "bills", type: "draft" })).items)).toEqual(["BD"]);
    expect(keysOf((await rows({ view: "bills", type: "open" })).items)).toEqual(["BO"]);
    expect(keysOf((await rows({ view: "bills", type: "overdue" })).items)).toEqual(["BV"]);
    expect(keysOf((await rows({ view: "pay-bills" })).items)).toEqual(["PAY3", "PAY2", "PAY1"]);
    expect(keysOf((await rows({ view: "pay-bills", type: "cheque" })).items)).toEqual(["PAY2"]);
    expect(keysOf((await rows({ view: "pay-bills", type: "cash" })).items)).toEqual(["PAY1"]);
    expect((await rows({ view: "pay-bills", type: "credit-card" })).items).toEqual([]);
    expect(keysOf((await rows({ view: "expenses" })).items)).toEqual(["EXP", "CCE"]);
    expect(keysOf((await rows({ view: "cash-purchases" })).items)).toEqual(["CP"]);
    expect(keysOf((await rows({ view: "vendor-credit-notes" })).items)).toEqual(["VC"]);
    const last = await rows({}, { page: 3, perPage: 5 });
    expect(last.total).toBe(11);
    expect(keysOf(last.items)).toEqual(["BO"]);
  });

  it("the screen and its CSV show them too, the draft bill and the credit-only payment included", async () => {
    const data = await load(co, `?vendor=${docsVendor.id}&view=bills&type=draft`);
    expect(data.transactions.items.map((t) => [t.number, t.status, t.amount])).toEqual([["DRAFT", "Draft", "25.00"]]);
    const csv = await call(csvRoute.loader, `/company/${co.id}/dashboard/vendors/center.csv?vendor=${docsVendor.id}&view=pay-bills`, {
      params: { companyId: String(co.id) },
      headers: { Cookie: co.cookie },
    });
    expect(parse(await csv.text())).toEqual([
      ["Date", "Type", "No.", "Memo", "Due Date", "Account", "Payment Method", "Amount", "Status"],
      ["07/28/2026", "Pay Bill", docs.PAY3.number, "", "", "1010 - Checking", "Direct Deposit", "0.00", "Issued"],
      ["07/25/2026", "Pay Bill", docs.PAY2.number, "Part of the paper", "", "1010 - Checking", "Cheque", "30.00", "Not issued"],
      ["07/20/2026", "Pay Bill", docs.PAY1.number, "", "", "1010 - Checking", "Cash", "70.00", "Issued"],
    ]);
    // The vendor's balance is the ledger's: bills 270.00 − payments 100.00 − the credit 40.00.
    expect(data.vendor?.balance).toBe("130.00");
  });

  it("the API answers the vendor's bills and pay bills from the documents", async () => {
    const call_ = async (handler: unknown, path: string) => {
      const response = await call(handler, path, { params: { vendorId: String(docsVendor.id) }, headers: { Cookie: co.cookie } });
      return { status: response.status, body: await response.json() };
    };
    const bills = await call_(billsApi.loader, `/api/vendor/${docsVendor.id}/bills`);
    expect(bills.status).toBe(200);
    expect(
      bills.body.map((b: Record<string, string>) => [b.billNo, b.date, b.dueDate, b.total, b.amountPaid, b.remainingAmount, b.status]),
    ).toEqual([
      [docs.BP.number, "2026-07-12", "2099-02-01", "70.00", "70.00", "0.00", "Paid"],
      ["DRAFT", "2026-07-10", "2026-07-10", "25.00", "0.00", "25.00", "Draft"],
      [docs.BV.number, "2026-07-05", "2026-08-04", "100.00", "40.00", "60.00", "Overdue"],
      [docs.BO.number, "2026-07-01", "2099-01-01", "100.00", "30.00", "70.00", "Open"],
    ]);
    expect(bills.body[0]).toEqual({
      id: docs.BP.id,
      billNo: docs.BP.number,
      number: docs.BP.number,
      date: "2026-07-12",
      dueDate: "2099-02-01",
      total: "70.00",
      amountPaid: "70.00",
      remainingAmount: "0.00",
      status: "Paid",
      memo: "Toner",
      comments: "Toner",
      vendorId: docsVendor.id,
      vendorName: "Docs Supplies",
      vendorReference: "",
    });

    const payBills = await call_(payBillsApi.loader, `/api/vendor/pay-bill/vendor/${docsVendor.id}`);
    expect(payBills.status).toBe(200);
    expect(payBills.body.map((p: Record<string, string>) => [p.no, p.date, p.total, p.paymentMethod, p.status])).toEqual([
      [docs.PAY3.number, "2026-07-28", "0.00", "Direct Deposit", "Issued"],
      [docs.PAY2.number, "2026-07-25", "30.00", "Cheque", "Not issued"],
      [docs.PAY1.number, "2026-07-20", "70.00", "Cash", "Issued"],
    ]);
    expect(payBills.body[1]).toEqual({
      id: docs.PAY2.id,
      no: docs.PAY2.number,
      number: docs.PAY2.number,
      date: "2026-07-25",
      issueDate: null,
      total: "30.00",
      creditsApplied: "0.00",
      contactName: "",
      phone: "",
      comments: "Part of the paper",
      paymentMethod: "Cheque",
      status: "Not issued",
      vendorId: docsVendor.id,
      vendor: { id: docsVendor.id, vendorId: "DOCS", vendorName: "Docs Supplies", name: "Docs Supplies" },
      payFromAccount: { id: expect.any(Number), accountNumber: "1010", accountName: "Checking", accountType: "Bank" },
      isWriteCheckDone: false,
      isPrintCheckDone: false,
      journalEntryId: docs.PAY2.entryId,
    });
    const withRecords = await call_(payBillsApi.loader, `/api/vendor/pay-bill/vendor/${docsVendor.id}?includeRecords=true`);
    expect(withRecords.body[2].records).toEqual([
      {
        id: expect.any(Number),
        billId: docs.BP.id,
        amountPaid: "70.00",
        creditApplied: "0.00",
        bill: {
          id: docs.BP.id,
          billNo: docs.BP.number,
          date: "2026-07-12",
          dueDate: "2099-02-01",
          total: "70.00",
          amountPaid: "70.00",
          remainingAmount: "0.00",
          status: "Paid",
          comments: "Toner",
          memo: "Toner",
        },
      },
    ]);
    expect(withRecords.body[0].records).toEqual([
      expect.objectContaining({
        billId: docs.BV.id,
        amountPaid: "0.00",
        creditApplied: "40.00",
        bill: expect.objectContaining({ remainingAmount: "60.00" }),
      }),
    ]);
  });
});

describe("Vendor Center API", () => {
  const api = async (handler: unknown, path: string, vendorId: number, cookie = company.cookie) => {
    const response = await call(handler, path, { params: { vendorId: String(vendorId) }, headers: { Cookie: cookie } });
    return { status: response.status, body: await response.json() };
  };

  it("reads bills and pay bills from the documents: entries posted by hand without one are the ledger's, not bills", async () => {
    // Acme's BILL and PAY entries above were posted straight to the ledger: the Vendor Center shows
    // them (they are in the books), the documents API has no bill or payment document to give.
    expect((await list({ view: "bills" })).items).toHaveLength(2);
    expect(await api(billsApi.loader, `/api/vendor/${acme.id}/bills`, acme.id)).toEqual({ status: 200, body: [] });
    expect(await api(payBillsApi.loader, `/api/vendor/pay-bill/vendor/${acme.id}`, acme.id)).toEqual({ status: 200, body: [] });
  });

  it("are described in the OpenAPI document", async () => {
    const doc = await (await call(openapi.loader, "/api/openapi.json")).json();
    expect(doc.paths["/api/vendor/{vendorId}/bills"].get.parameters).toEqual([expect.objectContaining({ name: "vendorId", in: "path" })]);
    expect(doc.paths["/api/vendor/pay-bill/vendor/{vendorId}"].get.responses["404"]).toBeDefined();
  });

  it("answers empty arrays for a vendor with no purchases yet", async () => {
    const fresh = await addVendor(company, { vendorId: "EMPTY", vendorName: "Empty Co", openingBalance: "5.00" });
    expect((await api(billsApi.loader, `/api/vendor/${fresh.id}/bills`, fresh.id)).body).toEqual([]);
    expect((await api(payBillsApi.loader, `/api/vendor/pay-bill/vendor/${fresh.id}`, fresh.id)).body).toEqual([]);
  });
});

describe("company scoping", () => {
  it("another user's vendor is a 404 on the screen, the CSV and both API calls", async () => {
    const stranger = await newCompany();
    const theirs = await addVendor(stranger, { vendorId: "THEIRS", vendorName: "Their Vendor", openingBalance: "1.00" });

    // Their vendor inside my company's screen.
    const screen = await call(centerRoute.loader, centerPath(company, `?vendor=${theirs.id}`), {
      params: { companyId: String(company.id) },
      headers: { Cookie: company.cookie },
    });
    expect(screen.status).toBe(404);
    const csv = await call(csvRoute.loader, `/company/${company.id}/dashboard/vendors/center.csv?vendor=${theirs.id}`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: company.cookie },
    });
    expect(csv.status).toBe(404);
    // My company's screen for the stranger.
    const foreign = await call(centerRoute.loader, centerPath(company), {
      params: { companyId: String(company.id) },
      headers: { Cookie: stranger.cookie },
    });
    expect(foreign.status).toBe(404);

    for (const [handler, path] of [
      [billsApi.loader, `/api/vendor/${theirs.id}/bills`],
      [payBillsApi.loader, `/api/vendor/pay-bill/vendor/${theirs.id}`],
    ] as const) {
      const response = await call(handler, path, { params: { vendorId: String(theirs.id) }, headers: { Cookie: company.cookie } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Vendor not found" });
      const owner = await call(handler, path, { params: { vendorId: String(theirs.id) }, headers: { Cookie: stranger.cookie } });
      expect(owner.status).toBe(200);
    }
    const malformed = await call(billsApi.loader, "/api/vendor/abc/bills", {
      params: { vendorId: "abc" },
      headers: { Cookie: company.cookie },
    });
    expect(malformed.status).toBe(404);
    const anonymous = await call(billsApi.loader, `/api/vendor/${acme.id}/bills`, { params: { vendorId: String(acme.id) } });
    expect(anonymous.status).toBe(401);
  });
});
