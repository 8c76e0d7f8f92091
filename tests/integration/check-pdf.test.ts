// The check layout and the check PDF: a company's layout saved per template (the default layout
// until one is saved), and POST /api/system/generate-pdf-overlay read back — the payee, date,
// amount, amount in words and memo where the layout puts them, PRE-PRINTED as the check number, the
// two remittance stubs with the fields chosen and the bills paid (numbers without their prefix).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { getCheckLayout, saveCheckLayout } from "../../app/modules/checks/check-layouts.server";
import { confirmCheck } from "../../app/modules/checks/checks.server";
import { DEFAULT_LAYOUT, DEFAULT_STUB_VISIBILITY, toPagePoints, type FieldBox } from "../../app/modules/checks/layout";
import { PDF_MESSAGES } from "../../app/modules/checks/schema";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { PDFDocument } from "pdf-lib";
import { stubChoicesQuery, type StubChoices } from "../../app/modules/checks/layout";
import * as overlay from "../../app/routes/api+/system.generate-pdf-overlay";
import * as downloadPdf from "../../app/routes/company.$companyId.dashboard+/_checks+/vendors.print-check_.pdf";
import * as adjustments from "../../app/routes/api+/vendor.$companyId.field-adjustments";
import { call, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";
import { readPdf, type PdfText } from "../support/pdf-text";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let cookie: string;
let intruder: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, cookie } = await signedInOwner(app.db));
  ({ ctx: other, cookie: intruder } = await signedInOwner(app.db));

  const account = async (fields: Record<string, unknown>) => (await createAccount(app.db, ctx, accountCreateSchema.parse(fields))).id;
  ids.bank = await account({
    accountType: "Bank",
    accountNumber: "1010",
    accountName: "Checking",
    bankName: "First Bank",
    bankAccountType: "Checking",
    bankAccountNumber: "111",
    openingBalance: "10000.00",
    asOf: "2026-01-01",
  });
  ids.rent = await account({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  ids.acme = (
    await createVendor(
      app.db,
      ctx,
      vendorCreateSchema.parse({
        vendorId: "ACME",
        vendorName: "Acme Supplies",
        contacts: [{ name: "Pat", title: "Clerk", phone: "555 0100", email: "pat@acme.test", primary: true }],
        addresses: [{ type: "Billing", address1: "1 Main Street", city: "Springfield", state: "IL", postalCode: "62701", country: "US" }],
      }),
    )
  ).id;
  const bill = async (amount: string, comments: string) =>
    (
      await createPurchaseDocument(
        app.db,
        ctx,
        "bill",
        DOCUMENT_SCHEMAS.bill.parse({
          vendorId: ids.acme,
          date: "2026-03-02",
          comments,
          accountRecords: [{ accountId: ids.rent, amount }],
        }) as never,
      )
    ).id;
  const b1 = await bill("1200.00", "Office rent March");
  const b2 = await bill("34.56", "Cleaning");
  const payment = await payBills(
    app.db,
    ctx,
    billPaymentSchema.parse({
      vendorId: ids.acme,
      payFromAccountId: ids.bank,
      date: "2026-03-10",
      paymentMethod: "Cheque",
      bills: [
        { billId: b1, amount: "1200.00" },
        { billId: b2, amount: "34.56" },
      ],
    }),
  );
  ids.payment = payment.id;
  await confirmCheck(app.db, ctx, {
    vendorId: ids.acme,
    bankAccountId: ids.bank,
    checkDate: "2026-03-20",
    totalAmount: null,
    memo: "March rent",
    bills: [{ billId: payment.id }],
  });
});
afterAll(() => app?.cleanup());

async function pdf(body: Record<string, unknown>, who = cookie) {
  return call(overlay.action, "/api/system/generate-pdf-overlay", { method: "POST", headers: { Cookie: who }, body });
}

async function texts(body: Record<string, unknown>): Promise<PdfText[]> {
  const response = await pdf(body);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  const { pages } = await readPdf(await response.arrayBuffer());
  expect(pages).toHaveLength(1);
  expect([pages[0].width, pages[0].height]).toEqual([612, 792]);
  return pages[0].texts;
}

/** The text is printed at the field's box: its left edge, vertically centered, at the field's font size. */
function expectAt(all: PdfText[], text: string, box: FieldBox) {
  // The check is the page's top 252 pt (the stubs below repeat the payee).
  const found = all.filter((t) => t.text === text && t.y > 792 - 252);
  expect(found, `"${text}" printed once on the check`).toHaveLength(1);
  const [t] = found;
  const p = toPagePoints(box);
  expect(t.size).toBe(box.fontSize);
  expect(t.x).toBeCloseTo(p.x, 1);
  const top = p.y + Math.max(0, (p.height - t.size) / 2);
  expect(t.y).toBeCloseTo(792 - top - t.size * 0.8, 1);
}

const count = (all: PdfText[], text: string) => all.filter((t) => t.text === text).length;

describe("the company's check layout", () => {
  it("is the default layout until one is saved, then what was saved over it", async () => {
    expect(await getCheckLayout(app.db, ctx.companyId)).toMatchObject({
      templateName: "default",
      fields: DEFAULT_LAYOUT,
      stubFields: DEFAULT_STUB_VISIBILITY,
      showStubTitles: true,
      saved: false,
    });
    const payee = { x: 60, y: 70, width: 300, height: 24, fontSize: 16 };
    const saved = await saveCheckLayout(app.db, ctx, { fields: { payee }, description: "Office stock" });
    expect(saved).toMatchObject({ saved: true, description: "Office stock", fields: { ...DEFAULT_LAYOUT, payee } });
    const updated = await saveCheckLayout(app.db, ctx, {
      stubFields: { vendorPhone: false },
      fields: { memo: { ...DEFAULT_LAYOUT.memo, fontSize: 10 } },
    });
    expect(updated.fields.payee).toEqual(payee);
    expect(updated.fields.memo.fontSize).toBe(10);
    expect(updated.stubFields.vendorPhone).toBe(false);
    const rows = await app.db("checkLayouts").where({ companyId: ctx.companyId }).select("templateName", "version");
    expect(rows).toEqual([{ templateName: "default", version: 2 }]);
    // Another company still has the defaults.
    expect((await getCheckLayout(app.db, other.companyId)).saved).toBe(false);
  });
});

describe("POST /api/system/generate-pdf-overlay", () => {
  it("renders a pay bill's check at the saved layout with its two stubs", async () => {
    const layout = (await getCheckLayout(app.db, ctx.companyId)).fields;
    const all = await texts({ companyId: ctx.companyId, payBillId: ids.payment });
    expectAt(all, "Acme Supplies", layout.payee);
    expectAt(all, "03/20/2026", layout.date);
    expectAt(all, "**1,234.56", layout.amount);
    expectAt(all, "One Thousand Two Hundred Thirty-Four Dollars and 56/100", layout.amountInWords);
    expectAt(all, "March rent", layout.memo);
    // The stubs: titled, the check number PRE-PRINTED, the vendor, the bills without their prefix.
    expect(count(all, "REMITTANCE ADVICE (First Stub – Vendor Copy)")).toBe(1);
    expect(count(all, "REMITTANCE ADVICE (Second Stub – Company Copy)")).toBe(1);
    expect(count(all, "Check No: PRE-PRINTED")).toBe(2);
    expect(count(all, "Amount: $1,234.56")).toBe(2);
    expect(count(all, "Total Payment: $1,234.56")).toBe(2);
    expect(count(all, "0001")).toBe(2);
    expect(count(all, "0002")).toBe(2);
    expect(count(all, "BILL-0001")).toBe(0);
    expect(count(all, "Office rent March")).toBe(2);
    expect(count(all, "$1,200.00")).toBe(4); // bill amount and amount paid, on each stub
    expect(count(all, "1 Main Street")).toBe(2);
    // The saved layout turned the vendor's phone off.
    expect(count(all, "555 0100")).toBe(0);
    // The stubs sit below the check (the top 252 pt).
    const title = all.find((t) => t.text.startsWith("REMITTANCE ADVICE (First"))!;
    expect(title.y).toBeLessThan(792 - 252);
  });

  it("prints the stub fields chosen, without titles when asked, and the coordinates given", async () => {
    const payee = { x: 200, y: 40, width: 300, height: 30, fontSize: 20 };
    const all = await texts({
      companyId: ctx.companyId,
      payBillId: ids.payment,
      customCoordinates: { payee },
      stubFieldVisibility: { billNumber: false, description: false, vendorPhone: true, totalPayment: false },
      showStubTitles: false,
    });
    expectAt(all, "Acme Supplies", payee);
    expect(all.some((t) => t.text.startsWith("REMITTANCE ADVICE"))).toBe(false);
    expect(count(all, "0001")).toBe(0);
    expect(count(all, "Office rent March")).toBe(0);
    expect(count(all, "Total Payment: $1,234.56")).toBe(0);
    expect(count(all, "555 0100")).toBe(2);
    expect(count(all, "Check No: PRE-PRINTED")).toBe(2);
  });

  it("renders the check from the spec's formData, writing the amount out when no words are sent", async () => {
    const all = await texts({
      companyId: ctx.companyId,
      formData: {
        date: "2026-04-01",
        payee: "Zoë's Café",
        amount: "21345.67",
        memo: "ACME-PAY-0042",
        checkNumber: "1001",
        billRecords: [
          { billNumber: "ACME-BILL-0042", billDate: "2026-03-01", billAmount: "21345.67", amountPaid: "21345.67", description: "Stock" },
        ],
      },
    });
    const layout = (await getCheckLayout(app.db, ctx.companyId)).fields;
    expectAt(all, "Zoë's Café", layout.payee);
    expectAt(all, "04/01/2026", layout.date);
    expectAt(all, "**21,345.67", layout.amount);
    expectAt(all, "Twenty-One Thousand Three Hundred Forty-Five Dollars and 67/100", layout.amountInWords);
    expectAt(all, "PAY-0042", layout.memo);
    expect(count(all, "0042")).toBe(2);
    expect(count(all, "03/01/2026")).toBe(2);
    expect(count(all, "Check No: PRE-PRINTED")).toBe(2);
    expect(all.some((t) => t.text.includes("1001"))).toBe(false);
  });

  it("prints a character Helvetica cannot show as ?", async () => {
    const all = await texts({ companyId: ctx.companyId, formData: { payee: "東京 Trading", amount: "1.00" } });
    expect(count(all, "?? Trading")).toBeGreaterThanOrEqual(1);
  });

  it("refuses empty data, a missing amount or payee, with JSON errors", async () => {
    const none = await pdf({ companyId: ctx.companyId });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ error: PDF_MESSAGES.noData });
    const empty = await pdf({ companyId: ctx.companyId, formData: { payee: "Unknown Vendor", amount: "0" } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe(`${PDF_MESSAGES.amountInvalid}\n${PDF_MESSAGES.vendorMissing}`);
    const badLayout = await pdf({
      companyId: ctx.companyId,
      payBillId: ids.payment,
      customCoordinates: { date: { x: 700, y: 0, width: 100, height: 20, fontSize: 12 } },
    });
    expect(badLayout.status).toBe(400);
    expect((await badLayout.json()).error).toMatch(/x must be between 0 and 600/);
  });

  it("answers 404 for another user's company and for a pay bill of another company", async () => {
    const theirs = await pdf({ companyId: ctx.companyId, payBillId: ids.payment }, intruder);
    expect(theirs.status).toBe(404);
    const mine = await pdf({ companyId: other.companyId, payBillId: ids.payment }, intruder);
    expect(mine.status).toBe(404);
    expect(await mine.json()).toEqual({ error: "Pay bill not found." });
  });
});

describe("GET and POST /api/vendor/:companyId/field-adjustments", () => {
  const url = (companyId: number) => `/api/vendor/${companyId}/field-adjustments`;
  const get = async (companyId: number, who = cookie) => {
    const response = await call(adjustments.loader, `${url(companyId)}?templateName=default`, {
      params: { companyId: String(companyId) },
      headers: { Cookie: who },
    });
    return { status: response.status, body: await response.json() };
  };
  const post = async (companyId: number, body: Record<string, unknown>, who = cookie) => {
    const response = await call(adjustments.action, url(companyId), {
      method: "POST",
      params: { companyId: String(companyId) },
      headers: { Cookie: who },
      body,
    });
    return { status: response.status, body: await response.json() };
  };

  it("answers the defaults until a layout is saved, Saved Successfully then Updated Successfully", async () => {
    const before = await get(other.companyId, intruder);
    expect(before).toMatchObject({ status: 200, body: { success: true, data: { exists: false, fieldAdjustments: DEFAULT_LAYOUT } } });
    const amount = { x: 400, y: 60, width: 150, height: 24, fontSize: 16 };
    const saved = await post(other.companyId, { templateName: "default", fieldAdjustments: { amount } }, intruder);
    expect(saved).toMatchObject({ status: 200, body: { success: true, message: "Saved Successfully", data: { exists: true } } });
    expect(saved.body.data.fieldAdjustments.amount).toEqual(amount);
    const updated = await post(other.companyId, { showStubTitles: false }, intruder);
    expect(updated.body).toMatchObject({ message: "Updated Successfully", data: { showStubTitles: false } });
    expect(updated.body.data.fieldAdjustments.amount).toEqual(amount);
    expect((await get(other.companyId, intruder)).body.data.fieldAdjustments.amount).toEqual(amount);
  });

  it("refuses positions outside the layout limits and another user's company, changing nothing", async () => {
    const before = await get(ctx.companyId);
    const wide = await post(ctx.companyId, { fieldAdjustments: { date: { x: 10, y: 10, width: 400, height: 20, fontSize: 12 } } });
    expect(wide.status).toBe(400);
    expect(wide.body.error).toMatch(/width must be between 60 and 150/);
    const small = await post(ctx.companyId, { fieldAdjustments: { memo: { x: 10, y: 10, width: 100, height: 20, fontSize: 7 } } });
    expect(small.body.error).toMatch(/fontSize must be between 8 and 24/);
    expect((await post(ctx.companyId, { showStubTitles: false }, intruder)).status).toBe(404);
    expect((await get(ctx.companyId, intruder)).status).toBe(404);
    expect(await get(ctx.companyId)).toEqual(before);
  });
});

describe("GET …/vendors/print-check/pdf (Print Check's Download PDF)", () => {
  const download = async (query: string) => {
    const response = await call(
      downloadPdf.loader,
      `/company/${ctx.companyId}/dashboard/vendors/print-check/pdf?payBillIds=${ids.payment}&${query}`,
      {
        params: { companyId: String(ctx.companyId) },
        headers: { Cookie: cookie },
      },
    );
    expect(response.status).toBe(200);
    return response.arrayBuffer();
  };
  const textOf = async (query: string) => (await readPdf(await download(query))).pages.flatMap((p) => p.texts);

  it("prints the stub choices the link sends (the preview's), not the saved layout's", async () => {
    const saved = await getCheckLayout(app.db, ctx.companyId);
    const choices = (stubFields: Partial<StubChoices["stubFields"]>, showStubTitles: boolean): StubChoices => ({
      stubFields: { ...saved.stubFields, ...stubFields },
      showStubTitles,
    });
    // Vendor Phone unticked, titles off: neither printed.
    const hidden = await textOf(stubChoicesQuery(choices({ vendorPhone: false, description: false }, false)));
    expect(count(hidden, "555 0100")).toBe(0);
    expect(hidden.some((t) => t.text.startsWith("REMITTANCE ADVICE"))).toBe(false);
    expect(count(hidden, "Office rent March")).toBe(0);
    expect(count(hidden, "Check No: PRE-PRINTED")).toBe(2);
    // Vendor Phone ticked, titles on: both printed on each stub.
    const shown = await textOf(stubChoicesQuery(choices({ vendorPhone: true, description: true }, true)));
    expect(count(shown, "555 0100")).toBe(2);
    expect(count(shown, "REMITTANCE ADVICE (First Stub – Vendor Copy)")).toBe(1);
    expect(count(shown, "Office rent March")).toBe(2);
    // No choices sent: the saved layout's (its phone off, its titles on).
    const plain = await textOf("");
    expect(count(plain, "555 0100")).toBe(saved.stubFields.vendorPhone ? 2 : 0);
    expect(plain.some((t) => t.text.startsWith("REMITTANCE ADVICE"))).toBe(saved.showStubTitles);
  });

  it("dates the PDF when it was made, not 1 January 1970", async () => {
    const before = Date.now() - 60_000;
    const doc = await PDFDocument.load(await download(""), { updateMetadata: false });
    expect(doc.getCreationDate()!.getTime()).toBeGreaterThan(before);
  });
});

describe("the stub of a payment with a vendor credit", () => {
  it("shows the credit applied per bill, so the amounts paid less the credits are the check's total", async () => {
    const doc = async (kind: "bill" | "vendor_credit", amount: string, comments: string) =>
      (
        await createPurchaseDocument(
          app.db,
          ctx,
          kind,
          DOCUMENT_SCHEMAS[kind].parse({
            vendorId: ids.acme,
            date: "2026-04-01",
            comments,
            accountRecords: [{ accountId: ids.rent, amount }],
          }) as never,
        )
      ).id;
    const fifty = await doc("bill", "50.00", "Fifty");
    const thirty = await doc("bill", "30.00", "Thirty");
    const credit = await doc("vendor_credit", "20.00", "Returned");
    const payment = await payBills(
      app.db,
      ctx,
      billPaymentSchema.parse({
        vendorId: ids.acme,
        payFromAccountId: ids.bank,
        date: "2026-04-10",
        paymentMethod: "Cheque",
        bills: [
          { billId: fifty, amount: "30.00", creditApplied: "20.00" },
          { billId: thirty, amount: "30.00" },
        ],
        credits: [{ creditId: credit, amount: "20.00" }],
      }),
    );
    const all = await texts({ companyId: ctx.companyId, payBillId: payment.id, stubFieldVisibility: { description: true } });
    expect(count(all, "Total Payment: $60.00")).toBe(2);
    expect(count(all, "Credit Applied")).toBe(2);
    expect(count(all, "-$20.00")).toBe(2);
    // Each bill's row: $50.00 settled with -$20.00 of credit, $30.00 paid.
    const row = (text: string) => all.filter((t) => t.text === text).map((t) => Math.round(t.y));
    expect(row("-$20.00")).toEqual(row("Fifty"));
    expect(row("Thirty").every((y) => !row("-$20.00").includes(y))).toBe(true);
  });
});
