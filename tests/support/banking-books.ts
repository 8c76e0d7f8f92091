// What a banking test's company starts from, made through the app: a checking account holding
// 1,000.00 since January 1st, a savings account, a credit card with a 500.00 limit, a cash box,
// Sales income, Bank Fees and Rent expenses, a loan, two customers and a vendor; and customer
// payments received into Undeposited Funds (Receive Payment of an invoice, or a prepayment).
import type { Knex } from "knex";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { createApiToken } from "../../app/modules/auth/auth.server";
import { undepositedFundsAccount } from "../../app/modules/accounts/system-accounts.server";
import { transferSchema } from "../../app/modules/banking/schema";
import { createTransfer } from "../../app/modules/banking/transfers.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { customerCreateSchema } from "../../app/modules/customers/schema";
import { customerService } from "../../app/modules/customers/customers.server";
import { receivePaymentSchema } from "../../app/modules/sales/customer-payment-schema";
import { createSalesDocument, type SalesDocumentInput } from "../../app/modules/sales/documents.server";
import { SALES_KIND } from "../../app/modules/sales/kinds";
import { receivePayment } from "../../app/modules/sales/receive-payment.server";
import { confirmCheck } from "../../app/modules/checks/checks.server";
import { markChecksPrinted } from "../../app/modules/checks/print-check.server";
import { createJournalEntry } from "../../app/modules/journal/journal-entries.server";
import { journalEntrySchema } from "../../app/modules/journal/schema";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { billPaymentSchema } from "../../app/modules/purchases/schema";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { CHECKING, SAVINGS } from "./accounts";
import { signUp } from "./api-client";
import { makeAccounts, ownerWithTwoCompanies, saveBill } from "./books";

export async function giveBankingBooks(db: Knex, ctx: CompanyContext) {
  const account = async (fields: Record<string, unknown>) => (await createAccount(db, ctx, accountCreateSchema.parse(fields))).id;
  const checking = await account({ ...CHECKING, openingBalance: "1000.00", asOf: "2026-01-01" });
  const savings = await account(SAVINGS);
  const card = await account({ accountType: "Credit Card", accountNumber: "2100", accountName: "Visa", creditLimit: "500.00" });
  const others = await makeAccounts(db, ctx, {
    cash: ["Cash", "1000", "Cash Box"],
    sales: ["Income", "4000", "Sales"],
    interest: ["Other Income", "4900", "Interest Earned"],
    fees: ["Expense", "6200", "Bank Fees"],
    rent: ["Expense", "6100", "Rent"],
    loan: ["Long Term Liability", "2700", "Owner Loan"],
  });
  const undeposited = await db.transaction((trx) => undepositedFundsAccount(trx, ctx.companyId));
  const customer = async (customerId: string, customerName: string) =>
    (await customerService.create(db, ctx, customerCreateSchema.parse({ customerId, customerName }))).id;
  const ann = await customer("ANN", "Ann's Bakery");
  const bob = await customer("BOB", "Bob's Garage");
  const acme = (await createVendor(db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }))).id;
  return { checking, savings, card, undeposited, ...others, ann, bob, acme };
}

export type BankingBooks = Awaited<ReturnType<typeof giveBankingBooks>>;

/** Transfer Funds of 75.25 from checking to savings on October 15th ("To savings"). */
export function transferToSavings(db: Knex, ctx: CompanyContext, books: BankingBooks) {
  return createTransfer(
    db,
    ctx,
    transferSchema.parse({
      fromAccountId: books.checking,
      toAccountId: books.savings,
      date: "2026-10-15",
      amount: "75.25",
      memo: "To savings",
    }),
  );
}

/** An invoice of one Sales row, paid in full by Receive Payment into Undeposited Funds: the payment. */
export async function paymentIntoUndeposited(
  db: Knex,
  ctx: CompanyContext,
  books: BankingBooks,
  payment: { customerId: number; amount: string; date: string; method?: string; reference?: string },
) {
  const invoice = await createSalesDocument(
    db,
    ctx,
    "invoice",
    SALES_KIND.invoice.schema.parse({
      customerId: payment.customerId,
      date: payment.date,
      accountRecords: [{ accountId: books.sales, amount: payment.amount }],
    }) as SalesDocumentInput,
  );
  return receivePayment(
    db,
    ctx,
    receivePaymentSchema.parse({
      customerId: payment.customerId,
      depositToAccountId: books.undeposited,
      date: payment.date,
      paymentMethod: payment.method ?? "Cheque",
      reference: payment.reference ?? "",
      amount: payment.amount,
      invoices: [{ invoiceId: invoice.id, amount: payment.amount }],
    }),
  );
}

/**
 * A bill of `amount` (Rent, from Acme) paid by cheque from Checking on `date`, its check written and
 * printed as `checkNumber` (null: left to print). Returns the pay bill and the bill's number.
 */
export async function billPaidByCheque(
  db: Knex,
  ctx: CompanyContext,
  books: BankingBooks,
  cheque: { amount: string; date: string; checkNumber: string | null },
) {
  const { amount, date, checkNumber } = cheque;
  const bill = await saveBill(db, ctx, { vendorId: books.acme, accountId: books.rent, amount, date });
  const payment = await payBills(
    db,
    ctx,
    billPaymentSchema.parse({
      vendorId: books.acme,
      payFromAccountId: books.checking,
      paymentMethod: "Cheque",
      date,
      bills: [{ billId: bill.id, amount }],
    }),
  );
  if (checkNumber !== null) {
    await confirmCheck(db, ctx, {
      vendorId: books.acme,
      bankAccountId: books.checking,
      checkDate: date,
      totalAmount: null,
      memo: "",
      bills: [{ billId: payment.id }],
    });
    await markChecksPrinted(db, ctx, { paymentIds: [payment.id], printerName: "Office", printDate: date, checkNumbers: [checkNumber] });
  }
  return { payment, billNumber: bill.number };
}

/**
 * Two expense accounts to merge, Office Expense (6300) and Office Supplies (6310): 45.00 and 15.50
 * journal entries paid from Checking and a 9.25 bill from Acme on Office Supplies, in May 2026.
 */
export async function officeAccounts(db: Knex, ctx: CompanyContext, books: BankingBooks) {
  const accounts = await makeAccounts(db, ctx, {
    office: ["Expense", "6300", "Office Expense"],
    supplies: ["Expense", "6310", "Office Supplies"],
  });
  const post = (accountId: number, amount: string, date: string) =>
    createJournalEntry(
      db,
      ctx,
      journalEntrySchema.parse({
        entryDate: date,
        comments: "Office",
        entries: [
          { accountId, debit: amount },
          { accountId: books.checking, credit: amount },
        ],
      }),
    );
  await post(accounts.office, "45.00", "2026-05-01");
  await post(accounts.supplies, "15.50", "2026-05-02");
  await saveBill(db, ctx, { vendorId: books.acme, accountId: accounts.supplies, amount: "9.25", date: "2026-05-03" });
  return accounts;
}

/**
 * A banking API test's start: an owner of two companies dated 2026-11-28 with an API token named
 * `tokenName`, a stranger's token (signed up as `intruderEmail`), and the banking books in both
 * companies (`books` in the owner's first, `theirs` in the second).
 */
export async function bankingApiBooks(db: Knex, tokenName: string, intruderEmail: string) {
  const { user, ctx, other } = await ownerWithTwoCompanies(db, "2026-11-28");
  const owner = (await createApiToken(db, user.id, tokenName)).token;
  const intruder = (await signUp(intruderEmail)).token;
  const books = await giveBankingBooks(db, ctx);
  const theirs = await giveBankingBooks(db, other);
  return { user, ctx, other, owner, intruder, books, theirs };
}
