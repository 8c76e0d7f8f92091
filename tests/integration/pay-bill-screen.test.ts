// The Pay Bill screen through its loader and action, as a browser without JavaScript would post it:
// the vendor from prefillVendor or vendorName, its unpaid bills oldest due first and its open credits,
// the paying accounts with balances; saving pays in part, several bills at once, in full, with a
// vendor credit applied oldest due first — and every refusal (overpaying, another vendor's bill, a
// draft, nothing selected, too much credit, no account) answers the form again and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountNets } from "../../app/modules/ledger/ledger.server";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { createPurchaseDocument, getPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { DOCUMENT_SCHEMAS, type DocumentKind } from "../../app/modules/purchases/schema";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import * as route from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.pay-bill/route";
import { BASE, call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let cookie: string;
const ids: Record<string, number> = {};
const numbers: Record<string, string> = {};

const save = async (key: string, kind: DocumentKind, body: Record<string, unknown>) => {
  const saved = await createPurchaseDocument(app.db, ctx, kind, DOCUMENT_SCHEMAS[kind].parse(body) as never);
  ids[key] = saved.id;
  numbers[key] = saved.number;
  return saved;
};

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, cookie } = await signedInOwner(app.db));
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
  ids.acme = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }))).id;
  ids.bolt = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "BOLT", vendorName: "Bolt & Nut Co" }))).id;
  const rows = (amount: string) => [{ accountId: ids.rent, amount }];
  await save("B1", "bill", { vendorId: ids.acme, date: "2026-01-05", dueDate: "2030-01-10", accountRecords: rows("300.00") });
  await save("B3", "bill", { vendorId: ids.acme, date: "2026-01-07", dueDate: "2030-03-10", accountRecords: rows("50.00") });
  await save("B2", "bill", { vendorId: ids.acme, date: "2026-01-09", dueDate: "2030-02-10", accountRecords: rows("200.00") });
  await save("X", "bill", { vendorId: ids.bolt, date: "2026-01-05", dueDate: "2030-01-10", accountRecords: rows("80.00") });
  await save("D", "bill", { vendorId: ids.acme, status: "draft", accountRecords: rows("10.00") });
  await save("VC", "vendor_credit", { vendorId: ids.acme, date: "2026-01-20", accountRecords: rows("100.00") });
});
afterAll(() => app?.cleanup());

const path = (search = "") => `/company/${ctx.companyId}/dashboard/vendors/pay-bill${search}`;

async function load(search: string, who = cookie) {
  return call(route.loader, path(search), { params: { companyId: String(ctx.companyId) }, headers: { Cookie: who } });
}

type Fields = Record<string, string>;
/** The form as the screen posts it: a row per unpaid bill and per open credit, in the screen's order. */
function form(fields: Fields, rows: { bills?: [number, string?, boolean?][]; credits?: [number, string?, boolean?][] } = {}) {
  const body = new URLSearchParams({ vendorId: String(ids.acme), payFromAccountId: String(ids.bank), date: "11/20/2026", ...fields });
  (rows.bills ?? []).forEach(([billId, amount = "", full = false], i) => {
    body.set(`bills[${i}].billId`, String(billId));
    body.set(`bills[${i}].amount`, amount);
    if (full) body.set(`bills[${i}].payInFull`, "on");
  });
  (rows.credits ?? []).forEach(([creditId, amount = "", all = false], i) => {
    body.set(`credits[${i}].creditId`, String(creditId));
    body.set(`credits[${i}].amount`, amount);
    if (all) body.set(`credits[${i}].useAll`, "on");
  });
  return body;
}

async function post(body: URLSearchParams) {
  return call(route.action, path(`?prefillVendor=${ids.acme}`), {
    method: "POST",
    params: { companyId: String(ctx.companyId) },
    headers: { Cookie: cookie },
    body,
  });
}

const state = async () => ({
  payments: Number((await app.db("billPayments").where({ companyId: ctx.companyId }).count({ n: "*" }))[0].n),
  records: Number((await app.db("billPaymentRecords").where({ companyId: ctx.companyId }).count({ n: "*" }))[0].n),
  documents: await app.db("purchaseDocuments").where({ companyId: ctx.companyId }).orderBy("id").select("id", "amountPaid", "status"),
  entries: Number((await app.db("journalEntries").where({ companyId: ctx.companyId }).count({ n: "*" }))[0].n),
});

const bank = async () => (await accountNets(app.db, ctx.companyId, { accountIds: [ids.bank] })).get(ids.bank) ?? 0;

/** A refused save: 400, the form's messages, nothing written. */
async function refused(body: URLSearchParams) {
  const before = await state();
  const response = await post(body);
  expect(response.status).toBe(400);
  const reply = await response.json();
  expect(await state()).toEqual(before);
  return reply as { status: string; error: Record<string, string[]>; initialValue: Record<string, unknown> };
}

describe("Pay Bill's loader", () => {
  it("opens on the prefilled vendor with its unpaid bills oldest due first, its open credits and the paying accounts", async () => {
    const response = await load(`?prefillVendor=${ids.acme}&vendorName=Acme%20Supplies`);
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.vendor).toEqual({ id: ids.acme, vendorName: "Acme Supplies" });
    expect(data.bills.map((b: { number: string; amountDue: string }) => [b.number, b.amountDue])).toEqual([
      [numbers.B1, "300.00"],
      [numbers.B2, "200.00"],
      [numbers.B3, "50.00"],
    ]);
    expect(data.credits).toEqual([expect.objectContaining({ id: ids.VC, number: numbers.VC, amountLeft: "100.00" })]);
    // Pay From: the money accounts with their balances; an expense account is not one.
    expect(data.accounts).toEqual([{ id: ids.bank, label: "1010 - Checking", accountType: "Bank", balance: "5000.00" }]);
    // The vendor picker's first vendors by name; the batch shown, with the count and amount due of every open bill.
    expect(data.vendors.map((v: { vendorName: string }) => v.vendorName)).toEqual(
      expect.arrayContaining(["Acme Supplies", "Bolt & Nut Co"]),
    );
    expect(data.batch).toEqual({ total: 3, amountDue: "550.00", page: 1, perPage: 100 });
    expect(data.methods).toContain("Switch/Maestro");
  });

  it("finds the vendor by name when there is no id, opens on none otherwise, and 404s another company's vendor", async () => {
    expect((await (await load("?vendorName=acme%20supplies")).json()).vendor).toEqual({ id: ids.acme, vendorName: "Acme Supplies" });
    const none = await (await load("")).json();
    expect(none).toMatchObject({ vendor: null, bills: [], credits: [] });
    const stranger = await signedInOwner(app.db);
    const theirVendor = await createVendor(app.db, stranger.ctx, vendorCreateSchema.parse({ vendorId: "T", vendorName: "Theirs" }));
    expect((await load(`?prefillVendor=${theirVendor.id}`)).status).toBe(404);
    expect((await load(`?prefillVendor=${ids.acme}`, stranger.cookie)).status).toBe(404);
  });
});

describe("Pay Bill's refusals write nothing", () => {
  it("overpaying a bill", async () => {
    const reply = await refused(form({}, { bills: [[ids.B2, "200.01"]] }));
    expect(reply.error[""]).toEqual([`The amount for bill ${numbers.B2} is more than its amount due ($200.00).`]);
    // The form comes back with what was typed.
    expect(reply.initialValue).toMatchObject({ bills: [{ billId: String(ids.B2), amount: "200.01" }], date: "11/20/2026" });
  });

  it("another vendor's bill, and a draft", async () => {
    expect((await refused(form({}, { bills: [[ids.X, "10.00"]] }))).error[""]).toEqual([`Bill ${numbers.X} belongs to another vendor.`]);
    expect((await refused(form({}, { bills: [[ids.D, "", true]] }))).error[""]).toEqual([
      "Bill DRAFT is a draft: save it open before paying it.",
    ]);
  });

  it("nothing selected, and a credit with no bill to take it", async () => {
    expect((await refused(form({}, { bills: [[ids.B1], [ids.B2, "0"], [ids.B3, ""]] }))).error[""]).toEqual([
      "Select at least one bill to pay.",
    ]);
    const tooMuch = await refused(form({}, { bills: [[ids.B3, "50.00"]], credits: [[ids.VC, "10.00"]] }));
    expect(tooMuch.error[""]).toEqual(["The credits applied to bills must add up to the vendor credits used."]);
  });

  it("no account to pay from, shown beside its field; an amount that is not one, before anything is read", async () => {
    const reply = await refused(form({ payFromAccountId: "" }, { bills: [[ids.B3, "5.00"]] }));
    expect(reply.error.payFromAccountId).toEqual(["Pay From account is required."]);
    expect(reply.error[""]).toBeUndefined();
    const typo = await refused(form({}, { bills: [[ids.B3, "5.0.0"]] }));
    expect(typo.error["bills[0].amount"]).toEqual(["Amount to pay must be an amount with at most 2 decimals"]);
  });
});

describe("Pay Bill saves", () => {
  it("pays one bill in full and another in part with a vendor credit applied oldest due first, then shows the payments", async () => {
    const bankBefore = await bank();
    // B1 in full (300.00 due), B2 in part (50.00), B3 not at all; the credit of 100.00 goes to B1
    // first (the oldest due), so 200.00 of money pays B1 and 50.00 pays B2.
    const response = await post(
      form(
        { paymentMethod: "Online Banking", comments: "January bills" },
        {
          bills: [
            [ids.B1, "", true],
            [ids.B2, "50.00"],
            [ids.B3, ""],
          ],
          credits: [[ids.VC, "100.00"]],
        },
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/company/${ctx.companyId}/dashboard/vendors/payments`);
    expect(response.headers.get("Set-Cookie")).toContain("ledgerline_toast=");
    const [payment] = await app.db("billPayments").where({ companyId: ctx.companyId, vendorId: ids.acme });
    expect(payment).toMatchObject({
      total: "250.00",
      creditsApplied: "100.00",
      status: "Issued",
      paymentMethod: "Online Banking",
      payDate: "2026-11-20",
      comments: "January bills",
    });
    const records = await app.db("billPaymentRecords").where({ companyId: ctx.companyId, paymentId: payment.id }).orderBy("billId");
    expect(records.map((r) => [r.billId, r.amountPaid, r.creditApplied])).toEqual([
      [ids.B1, "200.00", "100.00"],
      [ids.B2, "50.00", "0.00"],
    ]);
    expect(await getPurchaseDocument(app.db, ctx.companyId, ids.B1)).toMatchObject({ status: "paid", amountPaid: "300.00" });
    expect(await getPurchaseDocument(app.db, ctx.companyId, ids.B2)).toMatchObject({ status: "open", amountPaid: "50.00" });
    expect(await getPurchaseDocument(app.db, ctx.companyId, ids.VC)).toMatchObject({ amountPaid: "100.00" });
    expect(await bank()).toBe(bankBefore - 25_000);
    // The next visit lists what is left, the credit used up.
    const after = await (await load(`?prefillVendor=${ids.acme}`)).json();
    expect(after.bills.map((b: { number: string; amountDue: string }) => [b.number, b.amountDue])).toEqual([
      [numbers.B2, "150.00"],
      [numbers.B3, "50.00"],
    ]);
    expect(after.credits).toEqual([]);
  });

  it("pays several bills in full by cheque: the payment is Not issued until its check is printed", async () => {
    const bankBefore = await bank();
    const response = await post(
      form(
        { paymentMethod: "Cheque" },
        {
          bills: [
            [ids.B2, "", true],
            [ids.B3, "999", true],
          ],
        },
      ),
    );
    expect(response.status).toBe(302);
    const [payment] = await app.db("billPayments").where({ companyId: ctx.companyId, paymentMethod: "Cheque" });
    expect(payment).toMatchObject({ total: "200.00", creditsApplied: "0.00", status: "Not issued", issueDate: null });
    expect(await getPurchaseDocument(app.db, ctx.companyId, ids.B3)).toMatchObject({ status: "paid", amountPaid: "50.00" });
    expect(await bank()).toBe(bankBefore - 20_000);
    const after = await (await load(`?prefillVendor=${ids.acme}`)).json();
    expect(after.bills).toEqual([]);
    // Acme stays chosen with nothing left to pay.
    expect(after.vendors).toContainEqual(expect.objectContaining({ id: ids.acme, vendorName: "Acme Supplies" }));
    expect(after.batch).toEqual({ total: 0, amountDue: "0.00", page: 1, perPage: 100 });
    expect(new URL(response.headers.get("Location")!, BASE).pathname).toBe(`/company/${ctx.companyId}/dashboard/vendors/payments`);
  });
});
