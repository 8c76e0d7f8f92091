import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import { Account } from "~/modules/accounts/account.model";
import { accountsReceivableAccount, findUndepositedFundsAccount, undepositedFundsAccount } from "~/modules/accounts/system-accounts.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { Customer } from "~/modules/customers/customer.model";
import type { AccountType } from "~/modules/ledger/account-types";
import { postEntry, takeEntryNo } from "~/modules/ledger/ledger.server";
import { fieldError } from "~/modules/purchases/documents.server";
import { CustomerPayment, type CustomerPaymentKind } from "./customer-payment.model";
import {
  CUSTOMER_MONEY_ENTRY_TYPES,
  CUSTOMER_PAYMENT_MESSAGES as M,
  CUSTOMER_PAYMENT_SOURCE,
  DEPOSIT_TO_TYPES,
  REFUND_FROM_TYPES,
} from "./customer-payments";
import type { PrepaymentInput } from "./customer-payment-schema";
import type { CreditUse } from "./customer-credits.server";

// What Receive Payment and a prepayment share: the customer and the deposit account checked, the
// payment saved with its applications (one graph), and the money received posted Dr the deposit
// account / Cr Accounts Receivable tagged with the customer, numbered RP-0001 / PP-0001 like its
// entry. A refund checks its customer the same way.

/** Run in the caller's transaction when there is one (an import), else in a new one: the ledger lets lines join only an entry its own transaction created. */
export { inTransaction } from "~/utils/transaction.server";

/** The customer of a save: required, and the company's. */
export async function customerOf(trx: Knex, companyId: number, customerId: number | null): Promise<Pick<Customer, "id" | "customerName">> {
  if (customerId === null) throw fieldError("customerId", M.customerRequired);
  const customer = await Customer.query(trx).modify("ofCompany", companyId).findById(customerId).select("id", "customerName");
  if (!customer) throw fieldError("customerId", M.customerNotFound);
  return customer;
}

/**
 * An account money moves through: the company's own, active, of one of `types` — or, for a
 * deposit, the Undeposited Funds account.
 */
export async function moneyAccount(
  trx: Knex.Transaction,
  companyId: number,
  id: number | null,
  rule: { field: string; required: string; wrongType: string; types: readonly AccountType[]; undepositedFunds: boolean },
): Promise<Pick<Account, "id" | "accountName" | "accountType">> {
  if (id === null) throw fieldError(rule.field, rule.required);
  const account = await Account.query(trx).modify("ofCompany", companyId).findById(id).select("id", "accountType", "accountName", "active");
  if (!account) throw fieldError(rule.field, M.accountNotFound(id));
  if (!account.active) throw fieldError(rule.field, M.inactiveAccount(account.accountName));
  const allowed =
    rule.types.includes(account.accountType) ||
    (rule.undepositedFunds && (await findUndepositedFundsAccount(trx, companyId)) === account.id);
  if (!allowed) throw fieldError(rule.field, rule.wrongType);
  return account;
}

export const depositAccount = (trx: Knex.Transaction, companyId: number, id: number | null) =>
  moneyAccount(trx, companyId, id, {
    field: "depositToAccountId",
    required: M.depositToRequired,
    wrongType: M.depositToType,
    types: DEPOSIT_TO_TYPES,
    undepositedFunds: true,
  });

/** The accounts money received may go into, for a select: the company's active Bank, Cash and Paypal accounts and Undeposited Funds (made when first needed). */
export async function depositToOptions(db: Knex, companyId: number): Promise<{ id: number; accountName: string; accountType: string }[]> {
  const undeposited = await db.transaction((trx) => undepositedFundsAccount(trx, companyId));
  return db("companyAccounts")
    .where({ companyId, active: true })
    .where((q) => q.whereIn("accountType", [...DEPOSIT_TO_TYPES]).orWhere("id", undeposited))
    .orderBy([{ column: "accountName" }, { column: "id" }])
    .select("id", "accountName", "accountType");
}

export interface SavedCustomerPayment {
  id: number;
  number: string;
  kind: CustomerPaymentKind;
  total: string;
  applied: string;
  /** What is left as the customer's credit */
  unapplied: string;
  journalEntryId: number | null;
  message: string;
}

type Header = Omit<PrepaymentInput, "amount" | "customerId" | "depositToAccountId">;

/** Save a payment (its applications given) and post the money received; the rows it settles are the caller's. */
export async function savePayment(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  payment: {
    kind: CustomerPaymentKind;
    customer: Pick<Customer, "id" | "customerName">;
    depositToAccountId: number;
    header: Header;
    received: Cents;
    applied: Cents;
    applications: { invoiceId: number; amount: Cents }[];
    creditApplications: (CreditUse & { invoiceId: number })[];
    /** For the entry's comment: "for INV-0001, INV-0002" */
    invoiceNumbers: string[];
  },
): Promise<Omit<SavedCustomerPayment, "message">> {
  const entryType = payment.kind === "prepayment" ? CUSTOMER_MONEY_ENTRY_TYPES.prepayment : CUSTOMER_MONEY_ENTRY_TYPES.receivePayment;
  const date = payment.header.date ?? ctx.today;
  const number = await takeEntryNo(trx, ctx.companyId, entryType);
  const saved = await CustomerPayment.query(trx).insertGraph({
    companyId: ctx.companyId,
    kind: payment.kind,
    number,
    customerId: payment.customer.id,
    depositToAccountId: payment.depositToAccountId,
    payDate: date,
    paymentMethod: payment.header.paymentMethod,
    reference: payment.header.reference,
    memo: payment.header.memo,
    total: toDecimal(payment.received),
    applied: toDecimal(payment.applied),
    createdBy: ctx.userId,
    applications: payment.applications.map((a) => ({ companyId: ctx.companyId, invoiceId: a.invoiceId, amount: toDecimal(a.amount) })),
    creditApplications: payment.creditApplications.map((c) => ({
      companyId: ctx.companyId,
      invoiceId: c.invoiceId,
      creditMemoId: c.creditMemoId,
      sourcePaymentId: c.paymentId,
      amount: toDecimal(c.amount ?? 0),
    })),
  });
  let journalEntryId: number | null = null;
  if (payment.received > 0) {
    const ar = await accountsReceivableAccount(trx, ctx.companyId);
    const what = payment.kind === "prepayment" ? "Prepayment" : "Payment";
    const forWhat = payment.invoiceNumbers.length ? ` for ${payment.invoiceNumbers.join(", ")}` : "";
    const entry = await postEntry(trx, ctx, {
      entryType,
      entryNo: number,
      entryDate: date,
      comments: payment.header.memo || `${what} ${number} from ${payment.customer.customerName}${forWhat}`,
      sourceType: CUSTOMER_PAYMENT_SOURCE,
      sourceId: saved.id,
      lines: [
        { accountId: payment.depositToAccountId, debit: payment.received, customerId: payment.customer.id },
        { accountId: ar, credit: payment.received, customerId: payment.customer.id },
      ],
    });
    journalEntryId = entry.id;
    await CustomerPayment.query(trx).modify("ofCompany", ctx.companyId).findById(saved.id).patch({ journalEntryId });
  }
  await recordActivity(trx, ctx, {
    activity: "posted",
    recordType: "customer_payment",
    recordId: saved.id,
    name: `${number} — ${payment.customer.customerName}`,
    date,
    amount: toDecimal(payment.received),
  });
  return {
    id: saved.id,
    number,
    kind: payment.kind,
    total: toDecimal(payment.received),
    applied: toDecimal(payment.applied),
    unapplied: toDecimal(payment.received - payment.applied),
    journalEntryId,
  };
}

/** A payment or prepayment as the API and the screens read it back, with what it settled. */
export interface CustomerPaymentView {
  id: number;
  kind: CustomerPaymentKind;
  number: string;
  customerId: number;
  customerName: string;
  depositToAccountId: number;
  depositToAccountName: string;
  /** YYYY-MM-DD */
  date: string;
  paymentMethod: string;
  reference: string;
  memo: string;
  total: string;
  applied: string;
  creditUsed: string;
  /** Still the customer's credit */
  unapplied: string;
  status: string;
  journalEntryId: number | null;
  applications: { invoiceId: number; invoiceNumber: string; amount: string }[];
  creditApplications: { invoiceId: number; invoiceNumber: string; creditMemoId: number | null; paymentId: number | null; amount: string }[];
}

export async function customerPaymentView(db: Knex, companyId: number, id: number): Promise<CustomerPaymentView | null> {
  const payment = await CustomerPayment.query(db)
    .modify("ofCompany", companyId)
    .findById(id)
    .withGraphFetched("[customer, depositToAccount, applications.invoice, creditApplications]");
  if (!payment) return null;
  const numbers = new Map((payment.applications ?? []).map((a) => [a.invoiceId, a.invoice?.number ?? ""]));
  const missing = (payment.creditApplications ?? []).map((c) => c.invoiceId).filter((i) => !numbers.has(i));
  if (missing.length) {
    for (const row of await db("salesDocuments").where({ companyId }).whereIn("id", missing).select("id", "number"))
      numbers.set(row.id, row.number);
  }
  const cents = (text: string) => toDecimal(fromDecimal(text));
  return {
    id: payment.id,
    kind: payment.kind,
    number: payment.number,
    customerId: payment.customerId,
    customerName: payment.customer?.customerName ?? "",
    depositToAccountId: payment.depositToAccountId,
    depositToAccountName: payment.depositToAccount?.accountName ?? "",
    date: payment.payDate,
    paymentMethod: payment.paymentMethod,
    reference: payment.reference,
    memo: payment.memo,
    total: cents(payment.total),
    applied: cents(payment.applied),
    creditUsed: cents(payment.creditUsed),
    unapplied: toDecimal(fromDecimal(payment.total) - fromDecimal(payment.applied) - fromDecimal(payment.creditUsed)),
    status: payment.status,
    journalEntryId: payment.journalEntryId,
    applications: (payment.applications ?? []).map((a) => ({
      invoiceId: a.invoiceId,
      invoiceNumber: numbers.get(a.invoiceId) ?? "",
      amount: cents(a.amount),
    })),
    creditApplications: (payment.creditApplications ?? []).map((c) => ({
      invoiceId: c.invoiceId,
      invoiceNumber: numbers.get(c.invoiceId) ?? "",
      creditMemoId: c.creditMemoId,
      paymentId: c.sourcePaymentId,
      amount: cents(c.amount),
    })),
  };
}

/** The accounts a refund may be paid from, for a select: the company's active Bank, Cash and Paypal accounts. */
export async function refundFromOptions(db: Knex, companyId: number): Promise<{ id: number; accountName: string; accountType: string }[]> {
  return db("companyAccounts")
    .where({ companyId, active: true })
    .whereIn("accountType", [...REFUND_FROM_TYPES])
    .orderBy([{ column: "accountName" }, { column: "id" }])
    .select("id", "accountName", "accountType");
}
