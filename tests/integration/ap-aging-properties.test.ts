// The payables reports add up to Accounts Payable whatever happened (issue 25, item 1): random bills,
// vendor credits, payments (by cheque or not, some applying credits, some dated before their bill)
// and voided cheques, posted through the real services; then on every date that matters, A/P Aging
// Summary, A/P Aging Detail and Unpaid Bills Detail each total the Accounts Payable balance of the
// trial balance, every vendor's row its own balance on that date, and today Σ vendor balances too.
//
// One company per run, so a run's books are only its own.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso as addDays } from "../../app/lib/dates";
import { toDecimal, type Cents } from "../../app/lib/money";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { findAccountsPayableAccount } from "../../app/modules/accounts/system-accounts.server";
import { confirmCheck } from "../../app/modules/checks/checks.server";
import { markChecksPrinted } from "../../app/modules/checks/print-check.server";
import { voidCheck } from "../../app/modules/checks/void-check.server";
import { companyContext, type CompanyContext } from "../../app/modules/companies/companies.server";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import { partyBalance } from "../../app/modules/parties/party.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { apAgingSummary, apDetail } from "../../app/modules/reports/ap-aging.server";
import { VENDOR_PARTY } from "../../app/modules/vendors/party-config.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { makeUser, startTestApp, type TestApp } from "../support/app";
import { companyOf } from "../support/books";
import { CHECKING } from "../support/accounts";

const START = "2026-03-01";
const FAR_FUTURE = "2100-12-31";

let app: TestApp;
let userId: number;

beforeAll(async () => {
  app = await startTestApp();
  userId = (await makeUser(app.db)).user.id;
});

afterAll(() => app?.cleanup());

interface Books {
  ctx: CompanyContext;
  bank: number;
  rent: number;
  ap: number;
  vendors: number[];
}

async function newBooks(): Promise<Books> {
  const ctx = companyContext(await companyOf(app.db, userId), userId);
  const account = async (fields: Record<string, unknown>) => (await createAccount(app.db, ctx, accountCreateSchema.parse(fields))).id;
  const bank = await account({
    ...CHECKING,
    openingBalance: "1000000.00",
    asOf: "01/01/2026",
  });
  const rent = await account({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  const vendors = [];
  for (const code of ["ACME", "BIRCH"]) {
    vendors.push((await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: code, vendorName: `${code} Supplies` }))).id);
  }
  const books = { ctx, bank, rent, vendors, ap: 0 };
  return books;
}

async function document(books: Books, kind: "bill" | "vendor_credit", vendorId: number, date: string, amount: Cents) {
  const body = {
    vendorId,
    date,
    ...(kind === "bill" ? { dueDate: addDays(date, 30) } : {}),
    accountRecords: [{ accountId: books.rent, amount: toDecimal(amount) }],
  };
  return (await createPurchaseDocument(app.db, books.ctx, kind, DOCUMENT_SCHEMAS[kind].parse(body) as never)).id;
}

async function pay(
  books: Books,
  fields: {
    vendorId: number;
    date: string;
    cheque: boolean;
    bills: { id: number; amount: Cents; credit: Cents }[];
    credits: { id: number; amount: Cents }[];
  },
) {
  const payment = await payBills(
    app.db,
    books.ctx,
    billPaymentSchema.parse({
      vendorId: fields.vendorId,
      payFromAccountId: books.bank,
      date: fields.date,
      paymentMethod: fields.cheque ? "Cheque" : "Online Banking",
      bills: fields.bills.map((b) => ({ billId: b.id, amount: toDecimal(b.amount), creditApplied: toDecimal(b.credit) })),
      credits: fields.credits.map((c) => ({ creditId: c.id, amount: toDecimal(c.amount) })),
    }),
  );
  return payment.id;
}

/** A cheque written, printed and voided on `voidDate` (the void is dated the later of that and the payment's date). */
async function printAndVoid(books: Books, payment: { id: number; vendorId: number }, voidDate: string) {
  await confirmCheck(app.db, books.ctx, {
    vendorId: payment.vendorId,
    bankAccountId: books.bank,
    checkDate: null,
    totalAmount: null,
    memo: "",
    bills: [{ billId: payment.id }],
  });
  await markChecksPrinted(app.db, books.ctx, { paymentIds: [payment.id], printerName: "Office" });
  await voidCheck(app.db, { ...books.ctx, today: voidDate }, { paymentId: payment.id, reason: "Lost in the mail" });
}

async function payableOn(books: Books, asOf: string): Promise<Cents> {
  const row = (await trialBalance(app.db, books.ctx.companyId, asOf)).rows.find((r) => r.accountId === books.ap);
  return (row ? row.credit - row.debit : 0) as Cents;
}

async function vendorPayableOn(books: Books, vendorId: number, asOf: string): Promise<Cents> {
  const row = await app
    .db("journalLines as l")
    .join("journalEntries as e", (j) => j.on("e.companyId", "l.companyId").andOn("e.id", "l.journalEntryId"))
    .where({ "l.companyId": books.ctx.companyId, "l.accountId": books.ap, "l.vendorId": vendorId })
    .where("e.entryDate", "<=", asOf)
    .first(app.db.raw("coalesce(sum(l.credit - l.debit), 0) as balance"));
  return Math.round(Number(row?.balance ?? 0) * 100) as Cents;
}

/** Every report on `asOf` equals Accounts Payable on that date, vendor by vendor. */
async function expectReportsEqualPayable(books: Books, asOf: string) {
  const payable = await payableOn(books, asOf);
  const summary = await apAgingSummary(app.db, books.ctx.companyId, asOf);
  const aging = await apDetail(app.db, books.ctx.companyId, asOf, "bucket");
  const unpaid = await apDetail(app.db, books.ctx.companyId, asOf, "vendor");
  expect({ asOf, summary: summary.totals.total, aging: aging.open, unpaid: unpaid.open }).toEqual({
    asOf,
    summary: payable,
    aging: payable,
    unpaid: payable,
  });
  for (const vendorId of books.vendors) {
    const row = summary.rows.find((r) => r.partyId === vendorId);
    expect({ asOf, vendorId, total: row?.total ?? 0 }).toEqual({ asOf, vendorId, total: await vendorPayableOn(books, vendorId, asOf) });
  }
  // A voided payment's reversal is never an open item of its own.
  expect(aging.groups.flatMap((g) => g.items).filter((i) => i.type === "Reversal")).toEqual([]);
}

describe("A/P aging after a voided cheque (issue 25, item 1)", () => {
  it("lists the reopened bill once and not the reversal: the reports equal Accounts Payable before, during and after the void", async () => {
    const books = await newBooks();
    const [acme] = books.vendors;
    await document(books, "bill", acme, "2026-03-02", 15_600 as Cents);
    const bill = await document(books, "bill", acme, "2026-03-05", 22_000 as Cents);
    const payment = await pay(books, {
      vendorId: acme,
      date: "2026-03-10",
      cheque: true,
      bills: [{ id: bill, amount: 22_000 as Cents, credit: 0 as Cents }],
      credits: [],
    });
    await printAndVoid(books, { id: payment, vendorId: acme }, "2026-03-20");
    books.ap = (await findAccountsPayableAccount(app.db, books.ctx.companyId))!;

    const today = await apDetail(app.db, books.ctx.companyId, FAR_FUTURE, "vendor");
    expect(today.open).toBe(37_600);
    expect(today.groups.flatMap((g) => g.items).map((i) => [i.type, i.open])).toEqual([
      ["Bill", 15_600],
      ["Bill", 22_000],
    ]);
    // Paid between the payment and the void: only the other bill is open.
    expect((await apAgingSummary(app.db, books.ctx.companyId, "2026-03-15")).totals.total).toBe(15_600);
    for (const asOf of ["2026-03-09", "2026-03-10", "2026-03-19", "2026-03-20", FAR_FUTURE]) await expectReportsEqualPayable(books, asOf);
  });
});

// One generated step, read against the books as they are when it runs.
const stepArb = fc.record({
  kind: fc.constantFrom("bill", "bill", "credit", "pay", "pay", "void"),
  vendor: fc.nat(1),
  day: fc.nat(60),
  amount: fc.integer({ min: 100, max: 90_000 }),
  share: fc.integer({ min: 1, max: 100 }),
  pick: fc.nat(20),
  cheque: fc.boolean(),
  lag: fc.nat(20),
});

describe("A/P aging equals Accounts Payable (property, issue 25, item 1)", () => {
  it("on every date, for random bills, credits, payments and voids", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 3, maxLength: 12 }), async (steps) => {
        const books = await newBooks();
        const bills: { id: number; vendorId: number; open: Cents }[] = [];
        const credits: { id: number; vendorId: number; left: Cents }[] = [];
        const cheques: { id: number; vendorId: number; date: string }[] = [];
        const dates = new Set<string>([START]);
        for (const step of steps) {
          const vendorId = books.vendors[step.vendor];
          const date = addDays(START, step.day);
          dates.add(date);
          if (step.kind === "bill") {
            bills.push({ id: await document(books, "bill", vendorId, date, step.amount as Cents), vendorId, open: step.amount as Cents });
          } else if (step.kind === "credit") {
            credits.push({
              id: await document(books, "vendor_credit", vendorId, date, step.amount as Cents),
              vendorId,
              left: step.amount as Cents,
            });
          } else if (step.kind === "pay") {
            const open = bills.filter((b) => b.vendorId === vendorId && b.open > 0);
            if (!open.length) continue;
            const target = open[step.pick % open.length];
            const amount = Math.max(1, Math.floor((target.open * step.share) / 100)) as Cents;
            const credit = credits.find((c) => c.vendorId === vendorId && c.left > 0);
            const applied = (credit && step.share % 2 === 0 ? Math.min(credit.left, target.open - amount) : 0) as Cents;
            const id = await pay(books, {
              vendorId,
              date,
              cheque: step.cheque,
              bills: [{ id: target.id, amount, credit: applied }],
              credits: applied ? [{ id: credit!.id, amount: applied }] : [],
            });
            target.open = (target.open - amount - applied) as Cents;
            if (applied) credit!.left = (credit!.left - applied) as Cents;
            if (step.cheque) cheques.push({ id, vendorId, date });
          } else {
            const cheque = cheques.splice(step.pick % Math.max(1, cheques.length), 1)[0];
            if (!cheque) continue;
            const voidDate = addDays(cheque.date, step.lag);
            await printAndVoid(books, cheque, voidDate);
            dates.add(voidDate);
            // What the cheque settled is open (and its credit free) again: read back from the books.
            for (const b of bills) {
              const row = await app.db("purchaseDocuments").where({ id: b.id }).first("total", "amountPaid");
              b.open = Math.round((Number(row.total) - Number(row.amountPaid)) * 100) as Cents;
            }
            for (const c of credits) {
              const row = await app.db("purchaseDocuments").where({ id: c.id }).first("total", "amountPaid");
              c.left = Math.round((Number(row.total) - Number(row.amountPaid)) * 100) as Cents;
            }
          }
        }
        books.ap = (await findAccountsPayableAccount(app.db, books.ctx.companyId)) ?? 0;
        for (const date of [...dates].sort()) {
          await expectReportsEqualPayable(books, addDays(date, -1));
          await expectReportsEqualPayable(books, date);
        }
        await expectReportsEqualPayable(books, FAR_FUTURE);
        // Today, the vendors' balances add up to the payable too.
        let vendorsTotal = 0;
        for (const vendorId of books.vendors) vendorsTotal += await partyBalance(VENDOR_PARTY, app.db, books.ctx.companyId, vendorId);
        expect(vendorsTotal).toBe(await payableOn(books, FAR_FUTURE));
      }),
      { numRuns: 25 },
    );
  });
});
