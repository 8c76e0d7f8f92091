import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { fromDecimal, sumCents, toDecimal, type Cents } from "~/lib/money";
import { Account } from "~/modules/accounts/account.model";
import { findUndepositedFundsAccount } from "~/modules/accounts/system-accounts.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { Customer } from "~/modules/customers/customer.model";
import { CUSTOMER_PARTY } from "~/modules/customers/party-config.server";
import { postEntry, takeEntryNo, type PostingLine } from "~/modules/ledger/ledger.server";
import { CustomerPayment } from "~/modules/sales/customer-payment.model";
import { inTransaction, moneyAccount } from "~/modules/sales/customer-payments.server";
import { SalesDocument } from "~/modules/sales/sales-document.model";
import { listPartyOptions } from "~/modules/parties/options.server";
import { Vendor } from "~/modules/vendors/vendor.model";
import { VENDOR_PARTY } from "~/modules/vendors/party-config.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation, lockedInIdOrder } from "~/utils/model";
import { BankDeposit, BankDepositLine } from "./bank-deposit.model";
import { voidBankDocument } from "./void-bank-document.server";
import { bankAccounts } from "./register.server";
import { BANK_DEPOSIT_SOURCE, BANKING_ENTRY_TYPES, DEPOSIT_ACCOUNT_TYPES, DEPOSIT_MESSAGES as M, pendingLabel } from "./constants";
import type { DepositFormOptions, DepositLineView, DepositView, PendingDeposit } from "./deposits";
import type { DepositInput } from "./schema";

// Make Deposit: the payments and cash sales waiting in Undeposited Funds (ticked to include) and
// other money (rows: received from a customer, a vendor or no one, credited to an account), less
// cash back, taken to a bank, cash or Paypal account. It posts DEP-0001: Dr the bank (total − cash
// back), Dr the cash back account, Cr Undeposited Funds for each payment and cash sale (tagged with
// its customer) and Cr each row's account — in the transaction that saves it.
//
// What a deposit took out of Undeposited Funds is its lines' customer_payment_id / sales_document_id
// (ADR 0057): a payment is waiting when no line of a deposit that is not void names it. The payment
// and cash sale rows are locked in id order before that is checked, so of two deposits of one payment
// saved at once the second waits, then finds it deposited and is refused by name; a partial unique
// index (one line not voided per payment) stands behind that. Voiding a deposit reverses its entry
// and marks its lines voided, which puts its payments back in Undeposited Funds.
// bank2's statement matching records an unmatched credit line as a deposit with createDeposit,
// inside its own transaction: the work joins the caller's transaction when given one.

type PendingRow = Omit<PendingDeposit, "amount"> & { amount: string; depositedBy: string | null; status: string; depositTo: number };

/**
 * The payments and cash sales received into `uf` (all of them, or those of `ids`), with the
 * number of the deposit that holds each (null: still waiting) — one query over both tables.
 */
async function undepositedRows(
  db: Knex,
  companyId: number,
  uf: number,
  ids: { payments: number[]; cashSales: number[] } | null,
): Promise<PendingRow[]> {
  const held = (column: string, alias: string) => `(SELECT d.number FROM bank_deposit_lines dl
      JOIN bank_deposits d ON d.company_id = dl.company_id AND d.id = dl.deposit_id
      WHERE dl.company_id = ${alias}.company_id AND dl.${column} = ${alias}.id AND NOT dl.voided LIMIT 1)`;
  const bindings: Knex.RawBinding[] = [companyId];
  let payments = `
    SELECT 'payment' AS "source", p.id AS "id", p.kind AS "kind", p.number AS "number", p.pay_date AS "date",
           p.customer_id AS "customerId", coalesce(c.customer_name, '') AS "customerName", p.payment_method AS "paymentMethod",
           p.reference AS "reference", p.memo AS "memo", p.total AS "amount", p.status AS "status",
           p.deposit_to_account_id AS "depositTo", ${held("customer_payment_id", "p")} AS "depositedBy"
      FROM customer_payments p
      LEFT JOIN customers c ON c.company_id = p.company_id AND c.id = p.customer_id
     WHERE p.company_id = ? AND p.total > 0 AND p.journal_entry_id IS NOT NULL`;
  if (ids) {
    payments += ` AND p.id IN (${ids.payments.map(() => "?").join(", ") || "NULL"})`;
    bindings.push(...ids.payments);
  } else {
    payments += " AND p.deposit_to_account_id = ? AND p.status = 'posted'";
    bindings.push(uf);
  }
  bindings.push(companyId);
  let sales = `
    SELECT 'cash_sale', s.id, 'cash_sale', s.number, s.doc_date, s.customer_id, coalesce(c.customer_name, ''),
           coalesce(s.payment_method, ''), s.payment_reference, s.memo, s.total, s.status, s.deposit_to_account_id,
           ${held("sales_document_id", "s")}
      FROM sales_documents s
      LEFT JOIN customers c ON c.company_id = s.company_id AND c.id = s.customer_id
     WHERE s.company_id = ? AND s.kind = 'cash_sale' AND s.total > 0 AND s.journal_entry_id IS NOT NULL`;
  if (ids) {
    sales += ` AND s.id IN (${ids.cashSales.map(() => "?").join(", ") || "NULL"})`;
    bindings.push(...ids.cashSales);
  } else {
    sales += " AND s.deposit_to_account_id = ? AND s.status NOT IN ('draft', 'void')";
    bindings.push(uf);
  }
  const { rows } = (await db.raw(`${payments} UNION ALL ${sales} ORDER BY "date", "number", "id"`, bindings)) as { rows: PendingRow[] };
  return rows.map((r) => ({ ...r, id: Number(r.id), depositTo: Number(r.depositTo) }));
}

const asPending = ({ depositedBy: _d, status: _s, depositTo: _t, ...row }: PendingRow): PendingDeposit => ({
  ...row,
  amount: toDecimal(fromDecimal(row.amount)),
});

/** The payments and cash sales waiting in Undeposited Funds, oldest first (none while the company has no such account). */
export async function undepositedPayments(db: Knex, companyId: number): Promise<PendingDeposit[]> {
  const uf = await findUndepositedFundsAccount(db, companyId);
  if (uf === null) return [];
  return (await undepositedRows(db, companyId, uf, null)).filter((r) => r.depositedBy === null).map(asPending);
}

/** What the deposit takes out of Undeposited Funds: the rows named, locked, each checked to be waiting there. */
async function lockWaiting(trx: Knex.Transaction, companyId: number, asked: DepositInput["payments"]): Promise<PendingRow[]> {
  if (!asked.length) return [];
  const payments = asked.flatMap((p) => (p.paymentId !== null ? [p.paymentId] : []));
  const cashSales = asked.flatMap((p) => (p.cashSaleId !== null ? [p.cashSaleId] : []));
  // Sales documents before payments, each in id order: the order Receive Payment locks them in.
  if (cashSales.length) await SalesDocument.query(trx).modify("ofCompany", companyId).modify(lockedInIdOrder, cashSales).select("id");
  if (payments.length) await CustomerPayment.query(trx).modify("ofCompany", companyId).modify(lockedInIdOrder, payments).select("id");
  const uf = await findUndepositedFundsAccount(trx, companyId);
  const found = await undepositedRows(trx, companyId, uf ?? 0, { payments, cashSales });
  const byKey = new Map(found.map((r) => [`${r.source}-${r.id}`, r]));
  const problems: string[] = [];
  let conflict = false;
  const seen = new Set<string>();
  const rows: PendingRow[] = [];
  for (const p of asked) {
    const source = p.paymentId !== null ? "payment" : "cash_sale";
    const id = (p.paymentId ?? p.cashSaleId)!;
    const key = `${source}-${id}`;
    const row = byKey.get(key);
    if (!row) {
      problems.push(source === "payment" ? M.paymentNotFound(id) : M.cashSaleNotFound(id));
      continue;
    }
    const label = pendingLabel(row.kind, row.number);
    if (seen.has(key)) problems.push(M.listedTwice(label));
    else if (row.status === "void") problems.push(M.voidPayment(label));
    else if (uf === null || row.depositTo !== uf) problems.push(M.notInUndepositedFunds(label));
    else if (row.depositedBy !== null) {
      problems.push(M.alreadyDeposited(label, row.depositedBy));
      conflict = true;
    } else rows.push(row);
    seen.add(key);
  }
  if (problems.length) throw new DomainError(problems.join("\n"), conflict ? 409 : 400, { payments: problems });
  return rows;
}

interface CheckedRow {
  input: DepositInput["rows"][number];
  accountName: string;
}

/** The other rows: each account the company's and active, never Undeposited Funds nor the bank itself; each party the company's. */
async function checkRows(trx: Knex.Transaction, companyId: number, rows: DepositInput["rows"], bankId: number): Promise<CheckedRow[]> {
  if (!rows.length) return [];
  const accountIds = [...new Set(rows.map((r) => r.accountId!))];
  const customerIds = [...new Set(rows.flatMap((r) => (r.customerId !== null ? [r.customerId] : [])))];
  const vendorIds = [...new Set(rows.flatMap((r) => (r.vendorId !== null ? [r.vendorId] : [])))];
  const [accounts, customers, vendors, uf] = [
    await Account.query(trx).modify("ofCompany", companyId).whereIn("id", accountIds).select("id", "accountName", "active"),
    customerIds.length ? await Customer.query(trx).modify("ofCompany", companyId).whereIn("id", customerIds).select("id") : [],
    vendorIds.length ? await Vendor.query(trx).modify("ofCompany", companyId).whereIn("id", vendorIds).select("id") : [],
    await findUndepositedFundsAccount(trx, companyId),
  ];
  const accountOf = new Map(accounts.map((a) => [a.id, a]));
  const known = { customer: new Set(customers.map((c) => c.id)), vendor: new Set(vendors.map((v) => v.id)) };
  const fieldErrors: Record<string, string[]> = {};
  const problem = (index: number, field: string, message: string) => (fieldErrors[`rows.${index}.${field}`] ??= []).push(message);
  rows.forEach((row, index) => {
    const account = accountOf.get(row.accountId!);
    if (!account) problem(index, "accountId", M.accountNotFound(row.accountId!));
    else if (!account.active) problem(index, "accountId", M.inactiveAccount(account.accountName));
    else if (account.id === uf) problem(index, "accountId", M.rowAccountUndeposited);
    else if (account.id === bankId) problem(index, "accountId", M.rowAccountIsBank);
    if (row.customerId !== null && !known.customer.has(row.customerId))
      problem(index, "receivedFrom", M.partyNotFound("Customer", row.customerId));
    if (row.vendorId !== null && !known.vendor.has(row.vendorId)) problem(index, "receivedFrom", M.partyNotFound("Vendor", row.vendorId));
  });
  const messages = [...new Set(Object.values(fieldErrors).flat())];
  if (messages.length) throw new DomainError(messages.join("\n"), 400, fieldErrors);
  return rows.map((input) => ({ input, accountName: accountOf.get(input.accountId!)!.accountName }));
}

/** Save and post a deposit; refused as a whole with every problem named, nothing written. */
export async function createDeposit(
  db: Knex,
  ctx: CompanyContext,
  input: DepositInput,
): Promise<{ deposit: DepositView; message: string }> {
  let id: number;
  try {
    id = await inTransaction(db, async (trx) => {
      const bank = await moneyAccount(trx, ctx.companyId, input.depositToAccountId, {
        field: "depositToAccountId",
        required: M.depositToRequired,
        wrongType: M.depositToType,
        types: DEPOSIT_ACCOUNT_TYPES,
        undepositedFunds: false,
      });
      if (!input.payments.length && !input.rows.length) throw new DomainError(M.nothingToDeposit, 400, { payments: [M.nothingToDeposit] });
      const waiting = await lockWaiting(trx, ctx.companyId, input.payments);
      const rows = await checkRows(trx, ctx.companyId, input.rows, bank.id);
      const total = sumCents([...waiting.map((w) => fromDecimal(w.amount)), ...rows.map((r) => r.input.amount!)]);
      const cashBack = (input.cashBackAmount ?? 0) as Cents;
      let cashBackAccountId: number | null = null;
      if (cashBack > 0) {
        if (input.cashBackAccountId === null)
          throw new DomainError(M.cashBackAccountRequired, 400, { cashBackAccountId: [M.cashBackAccountRequired] });
        if (input.cashBackAccountId === bank.id)
          throw new DomainError(M.cashBackAccountIsBank, 400, { cashBackAccountId: [M.cashBackAccountIsBank] });
        if (cashBack >= total) throw new DomainError(M.cashBackTooLarge(total), 400, { cashBackAmount: [M.cashBackTooLarge(total)] });
        cashBackAccountId = input.cashBackAccountId;
      }
      const date = input.date ?? ctx.today;
      const number = await takeEntryNo(trx, ctx.companyId, BANKING_ENTRY_TYPES.deposit);
      const uf = waiting.length ? (await findUndepositedFundsAccount(trx, ctx.companyId))! : null;
      const lines = [
        ...waiting.map((w) => ({
          customerPaymentId: w.source === "payment" ? w.id : null,
          salesDocumentId: w.source === "cash_sale" ? w.id : null,
          customerId: w.customerId,
          vendorId: null,
          accountId: uf!,
          paymentMethod: w.paymentMethod,
          reference: w.reference,
          memo: w.memo,
          amount: toDecimal(fromDecimal(w.amount)),
        })),
        ...rows.map(({ input: r }) => ({
          customerPaymentId: null,
          salesDocumentId: null,
          customerId: r.customerId,
          vendorId: r.vendorId,
          accountId: r.accountId!,
          paymentMethod: r.paymentMethod,
          reference: r.reference,
          memo: r.memo,
          amount: toDecimal(r.amount!),
        })),
      ].map((line, index) => ({ ...line, companyId: ctx.companyId, lineNo: index + 1 }));
      const saved = await BankDeposit.query(trx).insertGraph({
        companyId: ctx.companyId,
        number,
        depositDate: date,
        accountId: bank.id,
        memo: input.memo,
        total: toDecimal(total),
        cashBackAccountId,
        cashBackMemo: cashBackAccountId === null ? "" : input.cashBackMemo,
        cashBackAmount: toDecimal(cashBack),
        createdBy: ctx.userId,
        lines: lines as BankDepositLine[],
      });
      const memo = input.memo || `Deposit ${number} to ${bank.accountName}`;
      const posting: PostingLine[] = [
        { accountId: bank.id, debit: (total - cashBack) as Cents, memo },
        ...(cashBackAccountId === null ? [] : [{ accountId: cashBackAccountId, debit: cashBack, memo: input.cashBackMemo || "Cash back" }]),
        ...waiting.map((w) => ({
          accountId: uf!,
          credit: fromDecimal(w.amount),
          customerId: w.customerId,
          memo: `${pendingLabel(w.kind, w.number)}${w.customerName ? ` from ${w.customerName}` : ""}`,
        })),
        ...rows.map(({ input: r }) => ({
          accountId: r.accountId!,
          credit: r.amount!,
          customerId: r.customerId,
          vendorId: r.vendorId,
          memo: r.memo || r.reference || memo,
        })),
      ];
      const entry = await postEntry(trx, ctx, {
        entryType: BANKING_ENTRY_TYPES.deposit,
        entryNo: number,
        entryDate: date,
        comments: memo,
        sourceType: BANK_DEPOSIT_SOURCE,
        sourceId: saved.id,
        lines: posting,
      });
      await BankDeposit.query(trx).modify("ofCompany", ctx.companyId).findById(saved.id).patch({ journalEntryId: entry.id });
      await recordActivity(trx, ctx, {
        activity: "posted",
        recordType: "deposit",
        recordId: saved.id,
        name: number,
        date,
        amount: toDecimal(total),
        link: `banking/deposits/${saved.id}`,
        detail: bank.accountName,
      });
      return saved.id;
    });
  } catch (error) {
    // Behind the row locks: the index that lets one deposit hold a payment.
    if (isUniqueViolation(error)) throw new DomainError(M.alreadyDeposited("A payment ticked", "by another deposit saved just now"), 409);
    throw error;
  }
  return { deposit: (await depositView(db, ctx.companyId, id))!, message: M.deposited };
}

/** The lines of these deposits (of the company), by deposit, in their order: one query. */
export async function depositLines(db: Knex, companyId: number, depositIds: readonly number[]): Promise<Map<number, DepositLineView[]>> {
  const byDeposit = new Map<number, DepositLineView[]>();
  if (!depositIds.length) return byDeposit;
  const rows: (Omit<DepositLineView, "source" | "amount" | "sourceId"> & {
    depositId: number;
    amount: string;
    paymentId: number | null;
    paymentKind: string | null;
    cashSaleId: number | null;
  })[] = await db("bankDepositLines as l")
    .join("companyAccounts as a", (j) => j.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId"))
    .leftJoin("customerPayments as p", (j) => j.on("p.companyId", "l.companyId").andOn("p.id", "l.customerPaymentId"))
    .leftJoin("salesDocuments as s", (j) => j.on("s.companyId", "l.companyId").andOn("s.id", "l.salesDocumentId"))
    .leftJoin("customers as c", (j) => j.on("c.companyId", "l.companyId").andOn("c.id", "l.customerId"))
    .leftJoin("vendors as v", (j) => j.on("v.companyId", "l.companyId").andOn("v.id", "l.vendorId"))
    .where({ "l.companyId": companyId })
    .whereIn("l.depositId", [...depositIds])
    .orderBy([{ column: "l.depositId" }, { column: "l.lineNo" }])
    .select(
      "l.depositId",
      "l.lineNo",
      "l.customerPaymentId as paymentId",
      "p.kind as paymentKind",
      "l.salesDocumentId as cashSaleId",
      db.raw("coalesce(p.number, s.number, '') as source_number"),
      "l.customerId",
      "l.vendorId",
      db.raw("coalesce(c.customer_name, v.vendor_name, '') as received_from"),
      "l.accountId",
      "a.accountName",
      "l.paymentMethod",
      "l.reference",
      "l.memo",
      "l.amount",
    );
  for (const { depositId, paymentId, paymentKind, cashSaleId, amount, ...line } of rows) {
    const list = byDeposit.get(depositId) ?? [];
    list.push({
      ...line,
      source: paymentId !== null ? (paymentKind === "prepayment" ? "prepayment" : "payment") : cashSaleId !== null ? "cash_sale" : "other",
      sourceId: paymentId ?? cashSaleId,
      amount: toDecimal(fromDecimal(amount)),
    });
    byDeposit.set(depositId, list);
  }
  return byDeposit;
}

/** A deposit as the screens, the slip and the API read it, or null (none, or another company's). */
export async function depositView(db: Knex, companyId: number, id: number): Promise<DepositView | null> {
  const deposit = await BankDeposit.query(db).modify("ofCompany", companyId).findById(id);
  if (!deposit) return null;
  const lines = (await depositLines(db, companyId, [id])).get(id) ?? [];
  const names: { id: number; accountName: string }[] = await db("companyAccounts")
    .where({ companyId })
    .whereIn("id", [deposit.accountId, deposit.cashBackAccountId ?? deposit.accountId])
    .select("id", "accountName");
  const nameOf = (accountId: number) => names.find((n) => n.id === accountId)?.accountName ?? "";
  const cashBack = fromDecimal(deposit.cashBackAmount);
  return {
    id: deposit.id,
    number: deposit.number,
    date: deposit.depositDate,
    accountId: deposit.accountId,
    accountName: nameOf(deposit.accountId),
    memo: deposit.memo,
    total: toDecimal(fromDecimal(deposit.total)),
    cashBack:
      deposit.cashBackAccountId === null
        ? null
        : {
            accountId: deposit.cashBackAccountId,
            accountName: nameOf(deposit.cashBackAccountId),
            memo: deposit.cashBackMemo,
            amount: toDecimal(cashBack),
          },
    netAmount: toDecimal(fromDecimal(deposit.total) - cashBack),
    status: deposit.status,
    journalEntryId: deposit.journalEntryId,
    voidEntryId: deposit.voidEntryId,
    lines,
  };
}

/** Void a deposit: its entry is reversed (dated as it was) and its payments are back in Undeposited Funds. */
export async function voidDeposit(db: Knex, ctx: CompanyContext, id: number): Promise<{ deposit: DepositView; message: string }> {
  const number = await inTransaction(db, async (trx) => {
    const voided = await voidBankDocument(trx, ctx, BankDeposit, id, M, "deposit");
    await BankDepositLine.query(trx).where({ companyId: ctx.companyId, depositId: id }).patch({ voided: true });
    return voided;
  });
  return { deposit: (await depositView(db, ctx.companyId, id))!, message: M.voided(number) };
}

/** What Make Deposit offers: the accounts, the customers and vendors money may come from, and the payments waiting. */
export async function depositFormOptions(db: Knex, companyId: number): Promise<DepositFormOptions> {
  const [uf, banks, pending, customers, vendors] = await Promise.all([
    findUndepositedFundsAccount(db, companyId),
    bankAccounts(db, companyId),
    undepositedPayments(db, companyId),
    listPartyOptions(CUSTOMER_PARTY, db, companyId),
    listPartyOptions(VENDOR_PARTY, db, companyId),
  ]);
  const accounts: DepositFormOptions["accounts"] = await db("companyAccounts")
    .where({ companyId, active: true })
    .whereNot("id", uf ?? 0)
    .orderBy([{ column: "accountNumber" }, { column: "id" }])
    .select("id", "accountNumber", "accountName", "accountType");
  return {
    depositTo: banks
      .filter((a) => (DEPOSIT_ACCOUNT_TYPES as readonly string[]).includes(a.accountType))
      .map((a) => ({ id: a.id, accountName: a.accountName, accountType: a.accountType, balance: a.bookBalance })),
    accounts,
    customers: customers.map((c) => ({ id: c.id, name: c.name })),
    vendors: vendors.map((v) => ({ id: v.id, name: v.name })),
    pending,
  };
}
