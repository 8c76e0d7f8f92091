// The banking reports (issue 27, item 7): Check Detail lists the cheques of a period — bill payments
// by cheque (printed with the stock's numbers), a cash purchase by cheque still to print, a refund by
// cheque — with what each paid; Missing Checks finds the numbers skipped and the numbers used twice;
// Deposit Detail lists Make Deposit's deposits and the payments received straight into the bank. Void
// documents are shown and left out of the totals; each total equals what the books say; the screens
// answer another company's account with a 404, and the CSV exports carry the same figures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cents } from "../../app/lib/money";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { createDeposit, voidDeposit } from "../../app/modules/banking/deposits.server";
import { depositSchema } from "../../app/modules/banking/schema";
import { voidCheck } from "../../app/modules/checks/void-check.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { checkDetail, depositDetail, missingChecks } from "../../app/modules/reports/banking-reports.server";
import { createPrepayment } from "../../app/modules/sales/prepayment.server";
import { prepaymentSchema, refundSchema } from "../../app/modules/sales/customer-payment-schema";
import { receivePayment } from "../../app/modules/sales/receive-payment.server";
import { receivePaymentSchema } from "../../app/modules/sales/customer-payment-schema";
import { refundCredits } from "../../app/modules/sales/refund.server";
import { loader as checkDetailLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.banking.check-detail";
import { loader as checkDetailCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.banking.check-detail[.]csv";
import { loader as depositDetailCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.banking.deposit-detail[.]csv";
import { loader as missingChecksLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.banking.missing-checks";
import { call, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { ownerWithTwoCompanies } from "../support/books";
import { billPaidByCheque, giveBankingBooks, paymentIntoUndeposited, type BankingBooks } from "../support/banking-books";

let app: TestApp;
let ctx: CompanyContext;
let other: CompanyContext;
let books: BankingBooks;
let theirs: BankingBooks;
let cookie: string;
const PERIOD = { from: "2026-11-01", to: "2026-11-30" };
const numbers: Record<string, string> = {};

/** A bill of `amount` paid by cheque from Checking on `date`, its check written and printed as `checkNumber`. */
async function cheque(amount: string, date: string, checkNumber: string | null) {
  const { payment, billNumber } = await billPaidByCheque(app.db, ctx, books, { amount, date, checkNumber });
  numbers[payment.number] = billNumber;
  return payment;
}

beforeAll(async () => {
  app = await startTestApp();
  const two = await ownerWithTwoCompanies(app.db, "2026-11-28");
  ({ ctx, other } = two);
  cookie = await sessionCookie(two.user);
  books = await giveBankingBooks(app.db, ctx);
  theirs = await giveBankingBooks(app.db, other);
  // Cheques 1001, 1002, 1005 (1003 and 1004 skipped); 1006 printed and voided; one still to print.
  await cheque("10.00", "2026-11-02", "1001");
  await cheque("20.00", "2026-11-03", "1002");
  await cheque("50.00", "2026-11-06", "1005");
  const voided = await cheque("60.00", "2026-11-07", "1006");
  await voidCheck(app.db, ctx, { paymentId: voided.id, reason: "Spoiled" });
  await cheque("70.00", "2026-11-08", null);
  // A cash purchase paid by cheque (still to print), and a refund by cheque.
  await createPurchaseDocument(
    app.db,
    ctx,
    "cash_purchase",
    DOCUMENT_SCHEMAS.cash_purchase.parse({
      vendorId: books.acme,
      date: "2026-11-09",
      paymentMethod: "Cheque",
      payFromAccountId: books.checking,
      accountRecords: [{ accountId: books.fees, amount: "12.50", description: "Stamps" }],
    }) as never,
  );
  const prepaid = await createPrepayment(
    app.db,
    ctx,
    prepaymentSchema.parse({ customerId: books.ann, depositToAccountId: books.checking, date: "2026-11-04", amount: "40.00" }),
  );
  const refund = await refundCredits(
    app.db,
    ctx,
    refundSchema.parse({
      customerId: books.ann,
      payFromAccountId: books.checking,
      date: "2026-11-10",
      paymentMethod: "Cheque",
      credits: [{ paymentId: prepaid.id, amount: "15.00" }],
    }),
  );
  // The refund's cheque was printed on stock numbered 1002 (the number used twice). No screen
  // prints a refund's cheque with a number yet, so the number is written as the stock says.
  await app.db("customerRefunds").where({ companyId: ctx.companyId, id: refund.id }).update({ chequeNo: "1002" });
  // Deposits: two payments of Undeposited Funds deposited (one void deposit before it), and a payment straight into Savings.
  const a = await paymentIntoUndeposited(app.db, ctx, books, {
    customerId: books.ann,
    amount: "100.00",
    date: "2026-11-12",
    reference: "881",
  });
  const b = await paymentIntoUndeposited(app.db, ctx, books, { customerId: books.bob, amount: "25.25", date: "2026-11-12" });
  const first = await createDeposit(
    app.db,
    ctx,
    depositSchema.parse({ depositToAccountId: books.checking, date: "2026-11-13", payments: [{ paymentId: a.id }] }),
  );
  await voidDeposit(app.db, ctx, first.deposit.id);
  await createDeposit(
    app.db,
    ctx,
    depositSchema.parse({
      depositToAccountId: books.checking,
      date: "2026-11-14",
      memo: "Week 46",
      payments: [{ paymentId: a.id }, { paymentId: b.id }],
      rows: [{ receivedFrom: `vendor:${books.acme}`, accountId: books.rent, paymentMethod: "Cheque", reference: "R-7", amount: "5.00" }],
      cashBackAccountId: books.cash,
      cashBackAmount: "10.00",
    }),
  );
  await receivePayment(
    app.db,
    ctx,
    receivePaymentSchema.parse({
      customerId: books.bob,
      depositToAccountId: books.savings,
      date: "2026-11-15",
      paymentMethod: "Online Banking",
      amount: "9.00",
    }),
  );
});
afterAll(() => app?.cleanup());

const ALL = { ...PERIOD, accountId: null };

describe("Check Detail", () => {
  it("lists every cheque of the period with what it paid; void ones shown, not counted", async () => {
    const report = await checkDetail(app.db, ctx.companyId, ALL);
    expect(report.groups.map((g) => g.account.accountName)).toEqual(["Checking"]);
    const rows = report.groups[0].rows.map((c) => [c.date, c.type, c.checkNumber, c.payee, c.amount, c.void]);
    expect(rows).toEqual([
      ["2026-11-02", "Bill Payment", "1001", "Acme Supplies", 1000, false],
      ["2026-11-03", "Bill Payment", "1002", "Acme Supplies", 2000, false],
      ["2026-11-06", "Bill Payment", "1005", "Acme Supplies", 5000, false],
      ["2026-11-07", "Bill Payment", "1006", "Acme Supplies", 6000, true],
      ["2026-11-08", "Bill Payment", null, "Acme Supplies", 7000, false],
      ["2026-11-09", "Cash Purchase", null, "Acme Supplies", 1250, false],
      ["2026-11-10", "Refund", "1002", "Ann's Bakery", 1500, false],
    ]);
    const first = report.groups[0].rows[0];
    expect(first.lines).toEqual([
      { description: `Bill ${numbers[first.documentNumber]}`, amount: 1000, href: expect.stringMatching(/^vendors\/documents\/\d+$/) },
    ]);
    expect(report.groups[0].rows[5].lines.map((l) => [l.description, l.amount])).toEqual([["Bank Fees - Stamps", 1250]]);
    expect(report.groups[0].rows[6].lines.map((l) => l.description)).toEqual([expect.stringMatching(/^Payment PP-\d{4}$/)]);
    expect(report.total).toBe((1000 + 2000 + 5000 + 7000 + 1250 + 1500) as Cents);
    expect((await checkDetail(app.db, ctx.companyId, { ...ALL, accountId: books.savings })).groups).toEqual([]);
  });

  it("its screen is a 404 for an account of another company; its CSV has every cheque and the total", async () => {
    const path = (id: number) =>
      `/company/${ctx.companyId}/dashboard/reports/banking/check-detail?period=custom&from=2026-11-01&to=2026-11-30&accountId=${id}`;
    const opts = { params: { companyId: String(ctx.companyId) }, headers: { Cookie: cookie } };
    expect((await call(checkDetailLoader, path(theirs.checking), opts)).status).toBe(404);
    expect((await call(checkDetailLoader, path(books.checking), opts)).status).toBe(200);
    const csv = await (await call(checkDetailCsvLoader, path(books.checking).replace("check-detail", "check-detail.csv"), opts)).text();
    expect(csv.split("\n")[0]).toBe("Account Number,Account Name,Date,Type,Check No.,Number,Payee,Paid,Amount,Status");
    expect(csv).toContain("1010,Checking,11/08/2026,Bill Payment,To be printed,");
    expect(csv.trim().split("\n").at(-1)).toBe(",,,,,,Total,,177.50,");
  });
});

describe("Missing Checks", () => {
  it("finds the numbers skipped and the numbers used twice; unprinted cheques are counted apart", async () => {
    const report = await missingChecks(app.db, ctx.companyId, ALL);
    const [group] = report.groups;
    expect(
      group.rows.map((r) =>
        r.kind === "gap" ? `gap ${r.from}-${r.to} (${r.count})` : `${r.cheque.checkNumber}${r.duplicate ? " duplicate" : ""}`,
      ),
    ).toEqual(["1001", "1002 duplicate", "1002 duplicate", "gap 1003-1004 (2)", "1005", "1006"]);
    expect({ missing: group.missing, duplicates: group.duplicates, unnumbered: group.unnumbered }).toEqual({
      missing: 2,
      duplicates: 2,
      unnumbered: 2,
    });
    const screen = await call(
      missingChecksLoader,
      `/company/${ctx.companyId}/dashboard/reports/banking/missing-checks?period=custom&from=2026-11-01&to=2026-11-30`,
      {
        params: { companyId: String(ctx.companyId) },
        headers: { Cookie: cookie },
      },
    );
    expect((await screen.json()).report.groups[0].missing).toBe(2);
  });
});

describe("Deposit Detail", () => {
  it("lists Make Deposit's deposits with their items and cash back, and the payments received straight into a bank", async () => {
    const report = await depositDetail(app.db, ctx.companyId, ALL);
    const checking = report.groups.find((g) => g.account.accountName === "Checking")!;
    const rows = checking.rows.map((d) => [d.date, d.type, d.number, d.total, d.cashBack, d.net, d.void]);
    expect(rows).toEqual([
      ["2026-11-04", "Prepayment", expect.stringMatching(/^PP-/), 4000, 0, 4000, false],
      ["2026-11-13", "Deposit", "DEP-0001", 10000, 0, 10000, true],
      // The void deposit's reversal took DEP-0002 (a reversal is numbered in its document's series).
      ["2026-11-14", "Deposit", "DEP-0003", 13025, 1000, 12025, false],
    ]);
    expect(
      checking.rows[2].lines.map((l) => [l.receivedFrom, l.item.split(" ")[0], l.fromAccount, l.paymentMethod, l.reference, l.amount]),
    ).toEqual([
      ["Ann's Bakery", "Payment", "Undeposited Funds", "Cheque", "881", 10000],
      ["Bob's Garage", "Payment", "Undeposited Funds", "Cheque", "", 2525],
      ["Acme Supplies", "Other", "Rent", "Cheque", "R-7", 500],
    ]);
    expect(checking.rows[2].href).toMatch(/^banking\/deposits\/\d+$/);
    expect(checking.total).toBe(16025);
    const savings = report.groups.find((g) => g.account.accountName === "Savings")!;
    expect(savings.rows.map((d) => [d.type, d.net, d.lines[0].receivedFrom])).toEqual([["Payment", 900, "Bob's Garage"]]);
    expect(report.total).toBe(16925);
    const csv = await (
      await call(
        depositDetailCsvLoader,
        `/company/${ctx.companyId}/dashboard/reports/banking/deposit-detail.csv?period=custom&from=2026-11-01&to=2026-11-30`,
        {
          params: { companyId: String(ctx.companyId) },
          headers: { Cookie: cookie },
        },
      )
    ).text();
    expect(csv).toContain(",Cash back,,,,,-10.00,");
    expect(csv.trim().split("\n").at(-1)).toBe(",,,,,,,,,,Total,169.25,");
  });
});
