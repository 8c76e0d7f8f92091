// A benchmark's company: the setup form's fields (a valid company creation body, for the services
// and the API alike: one place for the address every benchmark gives its books), the user owning
// it, and the accounts its vendors' bills and payments post to.
import type { Knex } from "knex";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import { accountsPayableAccount } from "../../app/modules/accounts/system-accounts.server";
import { createUser } from "../../app/modules/auth/auth.server";
import { companyContext, createCompany, type CompanyContext } from "../../app/modules/companies/companies.server";
import { companyCreateSchema } from "../../app/modules/companies/schema";
import { CHECKING } from "../../tests/support/accounts";

/** San Jose, California, with a UK phone: the address the ledger, journal import and profile benchmarks give. */
export const SAN_JOSE = { phone: "01494 123456", region: "California", addressLine1: "1 Main Street", city: "San Jose", zipCode: "95113" };

/** The company `name` (legal name "`name` Ltd") in Springfield, Illinois; `overrides` for a benchmark's own fields. */
export function benchCompanyFields(name: string, overrides: Record<string, string> = {}) {
  return {
    companyName: name,
    legalName: `${name} Ltd`,
    federalId: "12-3456789",
    phone: "555 0100",
    email: "bench@example.com",
    country: "United States",
    region: "Illinois",
    addressLine1: "1 Main St",
    city: "Springfield",
    zipCode: "62701",
    timezone: "UTC+00:00 London, Dublin, Lisbon",
    primaryCurrency: "USD",
    ...overrides,
  };
}

/**
 * A user (password "correct horse battery") owning a company made from `fields` through the app's
 * services, and the company's context for them.
 */
export async function benchOwnedCompany(db: Knex, owner: { email: string; firstName: string; lastName: string }, fields: object) {
  const user = await createUser(db, { ...owner, password: "correct horse battery" });
  const company = await createCompany(db, user.id, companyCreateSchema.parse(fields));
  return { user, company, ctx: companyContext(company, user.id) };
}

/** Checking: bank account 1010 at First Bank numbered `bankAccountNumber`, with `opening` balance if given. */
export async function benchChecking(
  db: Knex,
  ctx: CompanyContext,
  bankAccountNumber: string,
  opening?: { openingBalance: string; asOf: string },
): Promise<number> {
  const bank = await createAccount(db, ctx, accountCreateSchema.parse({ ...CHECKING, bankAccountNumber, ...opening }));
  return bank.id as number;
}

/** What vendors' bills and payments post to: expense 6300 named `expenseName`, Checking (benchChecking) and Accounts Payable. */
export async function vendorAccounts(db: Knex, ctx: CompanyContext, expenseName: string, bankAccountNumber: string) {
  const expense = await createAccount(
    db,
    ctx,
    accountCreateSchema.parse({ accountType: "Expense", accountNumber: "6300", accountName: expenseName }),
  );
  const bank = await benchChecking(db, ctx, bankAccountNumber);
  const ap = await db.transaction((trx) => accountsPayableAccount(trx, ctx.companyId));
  return { expense: expense.id as number, bank, ap };
}
