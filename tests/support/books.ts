// A signed-up owner with a company, and what its books start from: accounts by name and a bill
// posted through the app (for tests that then try what the app must refuse or must survive).
import type { Knex } from "knex";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { Cents } from "../../app/lib/money";
import { companyContext, createCompany, type CompanyContext } from "../../app/modules/companies/companies.server";
import { postEntry } from "../../app/modules/ledger/ledger.server";
import { companyCreateSchema } from "../../app/modules/companies/schema";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { makeUser, sessionCookie } from "./app";
import { companyFields } from "./company-fields";

/** What ownerAndCompany may change: the company's fields over companyFields, and its context's date. */
type OwnerOptions = { today?: string; fields?: Record<string, unknown> };

/** A new user owning a new company (`fields` over companyFields), and its context for the services (dated `today` if given). */
export async function ownerAndCompany(db: Knex, { today, fields }: OwnerOptions = {}) {
  const { user, password } = await makeUser(db);
  const company = await companyOf(db, user.id, fields);
  const ctx = companyContext(company, user.id);
  return { user, password, company, ctx: today ? { ...ctx, today } : ctx };
}

/** A new user owning a new company, signed in: ownerAndCompany's (same options) and the session's Cookie header. */
export async function signedInOwner(db: Knex, options: OwnerOptions = {}) {
  const owner = await ownerAndCompany(db, options);
  return { ...owner, cookie: await sessionCookie(owner.user) };
}

/** A further company of an existing user (`fields` over companyFields), made through the app. */
export function companyOf(db: Knex, userId: number, fields?: Record<string, unknown>) {
  return createCompany(db, userId, companyCreateSchema.parse(companyFields(fields)));
}

/** A new user owning two companies, their contexts dated `today` (the second to check isolation against). */
export async function ownerWithTwoCompanies(db: Knex, today: string) {
  const { user } = await makeUser(db);
  const company = await companyOf(db, user.id);
  const second = await companyOf(db, user.id);
  const ctx: CompanyContext = { companyId: company.id, userId: user.id, today };
  const other: CompanyContext = { companyId: second.id, userId: user.id, today };
  return { user, ctx, other };
}

/** One account of each Profit and Loss section, for makeAccounts: sales, interest, cogs, rent, fees. */
export const PROFIT_AND_LOSS_ACCOUNTS = {
  sales: ["Income", "4000", "Sales"],
  interest: ["Other Income", "4500", "Interest Income"],
  cogs: ["Cost of Goods Sold", "5000", "Cost of Goods Sold"],
  rent: ["Expense", "6000", "Rent"],
  fees: ["Other Expense", "7000", "Bank Fees"],
} satisfies Record<string, [string, string, string]>;

/** Accounts made through the app: `{ key: [type, number, name] }` → `{ key: id }`. */
export async function makeAccounts<K extends string>(db: Knex, ctx: CompanyContext, specs: Record<K, [string, string, string]>) {
  const ids = {} as Record<K, number>;
  for (const [key, [accountType, accountNumber, accountName]] of Object.entries(specs) as [K, [string, string, string]][]) {
    ids[key] = (await createAccount(db, ctx, accountCreateSchema.parse({ accountType, accountNumber, accountName }))).id;
  }
  return ids;
}

/** A journal entry (JE) of one debit and one credit of `cents`, posted through the ledger. */
export function postTwoLineEntry(
  db: Knex,
  ctx: CompanyContext,
  entryDate: string,
  debitId: number,
  creditId: number,
  cents: number,
  comments = "",
) {
  return db.transaction((trx) =>
    postEntry(trx, ctx, {
      entryType: "JE",
      entryDate,
      comments,
      lines: [
        { accountId: debitId, debit: cents as Cents },
        { accountId: creditId, credit: cents as Cents },
      ],
    }),
  );
}

/** A bill of one account row, saved through the app (open and posted, or a draft). */
export function saveBill(
  db: Knex,
  ctx: CompanyContext,
  bill: { vendorId: number; accountId: number; amount: string; date: string; status?: "draft" },
) {
  const { accountId, amount, ...fields } = bill;
  return createPurchaseDocument(
    db,
    ctx,
    "bill",
    DOCUMENT_SCHEMAS.bill.parse({ ...fields, accountRecords: [{ accountId, amount }] }) as never,
  );
}
