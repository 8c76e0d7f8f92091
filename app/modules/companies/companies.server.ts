import { rowIdOf } from "~/lib/row-id";
import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import type { QueryBuilder } from "objection";
import {
  forgetCurrentCompanies,
  type SessionRecord,
  type SessionRow,
  sessionOfRow,
  sessionRow,
  setCurrentCompany as setCurrentCompanyOf,
  verifyOwnPassword,
} from "~/modules/auth/auth.server";
import { hashPassword, verifyPassword } from "~/modules/auth/password.server";
import { DomainError } from "~/utils/errors";
import { deferKeysToCommit, patchVersioned, type VersionedRecord } from "~/utils/model";
import { Company as CompanyModel, CompanyMember, DashboardPreference } from "./company.model";
import { assertCan, can, effectiveRole, ROLES, type Permission, type Role } from "./policy";
import { PREFERENCES_MESSAGES } from "./preferences";
import { companyToday, CURRENCIES, DASHBOARD_WIDGETS } from "./reference-data";
import type { CompanyCreateInput } from "./schema";
import type { CompanyUpdateInput } from "./settings-schema";
import type { StarterAccountChoices } from "./wizard";

// Companies: the companies a user is a member of, read and written through the Company model (one
// row each; the users table is the auth module's and is written here with plain Knex), each
// member's role (company_members, read by policy.ts), its encryption password, and each user's
// dashboard widgets in it.

/** A company as screens and the API show it: every column but the encryption password's hash. */
export interface Company {
  id: number;
  ownerId: number;
  /** The signed-in user's role in the company (what policy.ts lets them do). */
  role: Role;
  companyName: string;
  legalName: string;
  federalId: string;
  country: string;
  region: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  zipCode: string;
  phone: string;
  fax: string;
  email: string;
  website: string;
  timezone: string;
  industryId: number;
  customerTerm: string;
  vendorTerm: string;
  createQuotes: boolean;
  primaryCurrency: string;
  currencyId: number;
  enableMultiCurrency: boolean;
  fiscalYearStart: string;
  cashFlowTracking: "yes" | "no";
  offerType: "services" | "products" | "both";
  enableInventory: boolean;
  multipleWarehouses: boolean;
  enableUnits: boolean;
  inventoryScheme: "average";
  enableTax: boolean;
  taxItemType: "transaction" | "detail";
  trackTaxPaid: boolean;
  costOfGoodsSold: StarterAccountChoices["costOfGoodsSold"];
  expenses: StarterAccountChoices["expenses"];
  otherIncome: StarterAccountChoices["otherIncome"];
  billTracking: boolean;
  enableEncryption: boolean;
  passwordHint: string;
  /** Company Preferences: the payment terms new customers and vendors start with, or none. */
  defaultCustomerPaymentTermId: number | null;
  defaultVendorPaymentTermId: number | null;
  /** The currency format ("" symbol: the primary currency's; preferences.ts currencyFormatOf). */
  currencySymbol: string;
  currencySymbolPosition: "before" | "after";
  decimalSeparator: "." | ",";
  thousandSeparator: "," | "." | " " | "'" | "";
  negativeFormat: "minus" | "parentheses";
  /** Bumped by every save; an edit sends the one it was made on (ADR 0014) */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

// Every column but the encryption password hash, which never leaves this module.
const COMPANY_COLUMNS = [
  "id",
  "ownerId",
  "companyName",
  "legalName",
  "federalId",
  "country",
  "region",
  "addressLine1",
  "addressLine2",
  "city",
  "zipCode",
  "phone",
  "fax",
  "email",
  "website",
  "timezone",
  "industryId",
  "customerTerm",
  "vendorTerm",
  "createQuotes",
  "primaryCurrency",
  "currencyId",
  "enableMultiCurrency",
  "fiscalYearStart",
  "cashFlowTracking",
  "offerType",
  "enableInventory",
  "multipleWarehouses",
  "enableUnits",
  "inventoryScheme",
  "enableTax",
  "taxItemType",
  "trackTaxPaid",
  "costOfGoodsSold",
  "expenses",
  "otherIncome",
  "billTracking",
  "enableEncryption",
  "passwordHint",
  "defaultCustomerPaymentTermId",
  "defaultVendorPaymentTermId",
  "currencySymbol",
  "currencySymbolPosition",
  "decimalSeparator",
  "thousandSeparator",
  "negativeFormat",
  "version",
  "createdAt",
  "updatedAt",
];

export const DUPLICATE_COMPANY = "A company with this name already exists. Please choose a different name.";

/** The company as the API returns it: every field, plus `name` as the spec's clients also read it. */
export function publicCompany(company: Company) {
  const { ownerId: _owner, ...rest } = company;
  return { ...rest, name: company.companyName };
}

/**
 * The company as a plain object with COMPANY_COLUMNS only (an inserted model also carries what was
 * written, the password's hash included).
 */
const plain = (company: CompanyModel): Company =>
  Object.fromEntries(
    [...COMPANY_COLUMNS, "role"].flatMap((column) => (column in company ? [[column, company[column as keyof CompanyModel]]] : [])),
  ) as unknown as Company;

/** What a company's screens show of it: its name and the words it uses for its parties. */
export function companyNaming(company: Pick<Company, "id" | "companyName" | "customerTerm" | "vendorTerm">) {
  return { id: company.id, companyName: company.companyName, customerTerm: company.customerTerm, vendorTerm: company.vendorTerm };
}

/** The companies (not archived) the user is a member of, with the user's role in each, by name. */
export async function listCompanies(db: Knex, userId: number): Promise<Company[]> {
  const companies = await ofMember(CompanyModel.query(db), userId)
    .whereNull("companies.archivedAt")
    .orderByRaw("lower(companies.company_name)");
  return companies.map(plain);
}

/** Companies joined to the user's membership: their columns and the user's role. */
function ofMember(query: QueryBuilder<CompanyModel, CompanyModel[]>, userId: number): QueryBuilder<CompanyModel, CompanyModel[]> {
  return query
    .join("companyMembers as m", "m.companyId", "companies.id")
    .where("m.userId", userId)
    .select([...COMPANY_COLUMNS.map((c) => `companies.${c}`), "m.role"]);
}

/**
 * The ids of the companies a user is a member of (with a role that holds `permission`, when given):
 * a subquery for a record's company (`whereIn("c.id", …)`).
 */
export function memberCompanyIds(db: Knex, userId: number, permission?: Permission) {
  const query = db("companyMembers").where({ userId }).select("companyId");
  if (permission)
    query.whereIn(
      "role",
      ROLES.filter((role) => can(role, permission)),
    );
  return query;
}

/**
 * The company of record `id` in `table` (a company-scoped table), found only through a company the
 * user is a member of — for an API route that names the record and not its company. None such, one
 * of another company, or an id no row can have, is a 404 with `notFound`. `where` narrows the rows
 * (an item of one type, a schedule not deleted).
 */
export async function recordCompanyId(
  db: Knex,
  userId: number,
  table: string,
  id: number,
  notFound: string,
  where: Record<string, unknown> = {},
): Promise<number> {
  const row: { companyId: number } | undefined =
    rowIdOf(id) !== null
      ? await db(table)
          .where({ ...where, id })
          .whereIn("companyId", memberCompanyIds(db, userId))
          .first("companyId")
      : undefined;
  if (!row) throw new DomainError(notFound, 404);
  return Number(row.companyId);
}

/**
 * The company if this user is a member of it and it is not archived, otherwise a 404 (never
 * revealing that it exists); a 403 when the user's role (capped by `ceiling`, an API key's role) lacks
 * `permission` (policy.ts).
 */
export async function getMemberCompany(
  db: Knex,
  userId: number,
  companyId: number | string,
  permission: Permission = "read",
  denied?: string,
  ceiling?: Role,
): Promise<Company> {
  const id = rowIdOf(companyId);
  if (id === null) throw new DomainError("Company not found", 404);
  const company = await ofMember(CompanyModel.query(db), userId).whereNull("companies.archivedAt").findById(id);
  if (!company) throw new DomainError("Company not found", 404);
  const found = plain(company);
  // An API key's role caps the member's current one (ADR 0069): demote the member and the key follows.
  found.role = effectiveRole(found.role, ceiling);
  assertCan(found.role, permission, denied);
  return found;
}

/** The column `company${Column}` a company column is read as beside the session's, and back. */
const asCompanyColumn = (column: string) => `company${column[0].toUpperCase()}${column.slice(1)}`;

/**
 * The session of this key and, in the same statement, the company `companyId` as getMemberCompany
 * reads it (null when the session's user is no member of it, or it is archived or missing). Every
 * company page starts with these two reads; one statement is one round trip instead of two in a row.
 */
export async function sessionWithMemberCompany(
  db: Knex,
  sessionKey: string,
  companyId: number | string,
): Promise<{ session: SessionRecord | null; more: Company | null }> {
  const id = rowIdOf(companyId);
  const row = await sessionRow(db, sessionKey)
    .leftJoin("companyMembers as m", (join) => join.on("m.userId", "u.id").andOn("m.companyId", db.raw("?", [id ?? 0])))
    .leftJoin("companies as c", (join) => join.on("c.id", "m.companyId").andOnNull("c.archivedAt"))
    .first<(SessionRow & Record<string, unknown>) | undefined>([
      "m.role as companyRole",
      ...COMPANY_COLUMNS.map((column) => `c.${column} as ${asCompanyColumn(column)}`),
    ]);
  const session = sessionOfRow(row, sessionKey);
  if (!session || !row || row[asCompanyColumn("id")] == null) return { session, more: null };
  const company = Object.fromEntries([...COMPANY_COLUMNS, "role"].map((column) => [column, row[asCompanyColumn(column)]]));
  return { session, more: company as unknown as Company };
}

/**
 * Whether another of the owner's live companies has this name (any case). Names are unique per
 * owner, across companies, which no unique index can say once companies are distributed by their
 * own id (docs/distribution.md). So every write that can make two names meet (create, rename,
 * restore) asks this inside its transaction, and it first locks the owner's users row: a
 * concurrent write for the same owner waits on that lock, then sees the name the first committed.
 */
async function nameTakenUnderOwnerLock(trx: Knex.Transaction, userId: number, name: string, exceptId?: number): Promise<boolean> {
  await trx("users").where({ id: userId }).forUpdate().first("id");
  const query = CompanyModel.query(trx)
    .modify("ofOwner", userId)
    .whereNull("archivedAt")
    .whereRaw("lower(company_name) = lower(?)", [name])
    .select("id");
  if (exceptId) query.whereNot({ id: exceptId });
  return Boolean(await query.first());
}

const duplicateCompany = () => new DomainError(DUPLICATE_COMPANY, 409, { companyName: [DUPLICATE_COMPANY] });

function currencyIdOf(code: string | undefined): number | undefined {
  return code ? CURRENCIES.find((c) => c.code === code)?.id : undefined;
}

export async function createCompany(db: Knex, userId: number, input: CompanyCreateInput): Promise<Company> {
  const { encryptionPassword, encryptionPasswordConfirm: _confirm, ...fields } = input;
  const encryptionPasswordHash = input.enableEncryption && encryptionPassword ? await hashPassword(encryptionPassword) : null;
  return db.transaction(async (trx) => {
    if (await nameTakenUnderOwnerLock(trx, userId, input.companyName)) throw duplicateCompany();
    // The JSON columns (costOfGoodsSold, expenses, otherIncome) are written as JSON by the model.
    const company = await CompanyModel.query(trx)
      .insert({
        ...fields,
        ownerId: userId,
        currencyId: currencyIdOf(fields.primaryCurrency) ?? 1,
        passwordHint: input.enableEncryption ? fields.passwordHint : "",
        encryptionPasswordHash,
      })
      .returning(COMPANY_COLUMNS);
    await CompanyMember.query(trx).insert({ companyId: company.id, userId, role: "owner" });
    await setCurrentCompanyOf(trx, userId, company.id);
    return { ...plain(company), role: "owner" };
  });
}

export async function updateCompany(db: Knex, userId: number, companyId: number | string, input: CompanyUpdateInput): Promise<Company> {
  const company = await getMemberCompany(db, userId, companyId, "settings");
  const { version, ...fields } = input;
  const currencyId = currencyIdOf(fields.primaryCurrency);
  const changes = { ...fields, ...(currencyId ? { currencyId } : {}), updatedAt: db.fn.now() };
  const decimal = fields.decimalSeparator ?? company.decimalSeparator;
  if ((fields.thousandSeparator ?? company.thousandSeparator) === decimal) {
    const field = fields.thousandSeparator !== undefined ? "thousandSeparator" : "decimalSeparator";
    throw new DomainError(PREFERENCES_MESSAGES.separatorsClash, 400, { [field]: [PREFERENCES_MESSAGES.separatorsClash] });
  }
  await db.transaction(async (trx) => {
    if (input.companyName !== undefined && (await nameTakenUnderOwnerLock(trx, userId, input.companyName, company.id))) {
      throw duplicateCompany();
    }
    for (const field of ["defaultCustomerPaymentTermId", "defaultVendorPaymentTermId"] as const) {
      const termId = fields[field];
      // The term must be the company's own (there is no foreign key, ADR 0070); FOR SHARE keeps it until commit.
      if (termId && !(await trx("paymentTerms").where({ companyId: company.id, id: termId }).forShare().first("id"))) {
        throw new DomainError(PREFERENCES_MESSAGES.termNotFound, 400, { [field]: [PREFERENCES_MESSAGES.termNotFound] });
      }
    }
    // Only if the edit was made on the company's current version (else 409, nothing written).
    await patchVersioned(CompanyModel, trx, { id: company.id }, version, changes, { noun: "company", notFound: "Company not found" });
    const name = input.companyName ?? company.companyName;
    await recordActivity(
      trx,
      { companyId: company.id, userId },
      { activity: "updated", recordType: "company", recordId: company.id, name, link: "settings/company-preferences" },
    );
  });
  return getMemberCompany(db, userId, company.id);
}

// Deleting a company archives it: hidden from every list and route (getMemberCompany answers 404),
// restorable by its owner for ARCHIVE_DAYS, then destroyed by `ledgerline companies purge`.

/** How long an archived company can be restored (and is kept before a purge takes it). */
export const ARCHIVE_DAYS = 30;

const WRONG_ACCOUNT_PASSWORD = "The password is not correct.";

/** An archived company as the owner's "Archived companies" list shows it. */
export interface ArchivedCompany {
  id: number;
  companyName: string;
  legalName: string;
  archivedAt: Date;
  /** When the owner can no longer restore it (and a purge may destroy it). */
  restorableUntil: Date;
}

const restorableUntil = (archivedAt: Date) => new Date(new Date(archivedAt).getTime() + ARCHIVE_DAYS * 86_400_000);

const TOO_MANY_PASSWORDS = "Too many wrong passwords. Please wait 15 minutes and try again.";

/**
 * Delete a company as its owner: the owner's account password is required (403 when wrong), and
 * the company is archived, not destroyed: its books stay, hidden, restorable for ARCHIVE_DAYS.
 * The password check is throttled as sign-in is, on the same counts (`address`: the client's, from
 * app/utils/client-address.server.ts): 429 once they are spent.
 */
export async function deleteCompany(
  db: Knex,
  userId: number,
  companyId: number | string,
  password: string,
  address = "unknown",
): Promise<Company> {
  const company = await getMemberCompany(db, userId, companyId, "delete");
  if (!password || !(await verifyOwnPassword(db, userId, password, { address, throttledMessage: TOO_MANY_PASSWORDS }))) {
    throw new DomainError(WRONG_ACCOUNT_PASSWORD, 403, { password: [WRONG_ACCOUNT_PASSWORD] });
  }
  await db.transaction(async (trx) => {
    await forgetCurrentCompanies(trx, [company.id]);
    await CompanyModel.query(trx)
      .findById(company.id)
      .whereNull("archivedAt")
      .patch({ archivedAt: trx.fn.now() as unknown as Date });
  });
  return company;
}

/** The archived companies the user is an owner of that can still be restored, most recently archived first. */
export async function listArchivedCompanies(db: Knex, userId: number): Promise<ArchivedCompany[]> {
  const rows: { id: number; companyName: string; legalName: string; archivedAt: Date }[] = await db("companies")
    .whereIn("id", memberCompanyIds(db, userId).where({ role: "owner" }))
    .whereNotNull("archivedAt")
    .whereRaw("archived_at > now() - make_interval(days => ?)", [ARCHIVE_DAYS])
    .orderBy("archivedAt", "desc")
    .select("id", "companyName", "legalName", "archivedAt");
  return rows.map((row) => ({ ...row, restorableUntil: restorableUntil(row.archivedAt) }));
}

/** Bring back an archived company (its owner, within ARCHIVE_DAYS); a new company may have taken its name. */
export async function restoreCompany(db: Knex, userId: number, companyId: number | string): Promise<Company> {
  const id = Number(companyId);
  const archived = (await listArchivedCompanies(db, userId)).find((c) => c.id === id);
  if (!archived) throw new DomainError("Company not found", 404);
  const taken = `A company named "${archived.companyName}" already exists. Rename it before restoring this one.`;
  await db.transaction(async (trx) => {
    if (await nameTakenUnderOwnerLock(trx, userId, archived.companyName)) throw new DomainError(taken, 409);
    await CompanyModel.query(trx)
      .findById(id)
      .patch({ archivedAt: null, updatedAt: trx.fn.now() as unknown as Date });
  });
  return getMemberCompany(db, userId, id);
}

export interface PurgeableCompany {
  id: number;
  companyName: string;
  ownerEmail: string;
  archivedAt: Date;
  entries: number;
}

/** Archived companies a purge would destroy: archived more than `olderThanDays` ago (optionally one company). */
export async function listPurgeableCompanies(
  db: Knex,
  options: { olderThanDays: number; companyId?: number },
): Promise<PurgeableCompany[]> {
  const query = db("companies as c")
    .join("users as u", "u.id", "c.ownerId")
    .whereNotNull("c.archivedAt")
    .whereRaw("c.archived_at <= now() - make_interval(days => ?)", [options.olderThanDays])
    .orderBy("c.id")
    .select(
      "c.id",
      "c.companyName",
      "u.email as ownerEmail",
      "c.archivedAt",
      db.raw("(SELECT count(*) FROM journal_entries e WHERE e.company_id = c.id) AS entries"),
    );
  if (options.companyId !== undefined) query.where("c.id", options.companyId);
  const rows: (Omit<PurgeableCompany, "entries"> & { entries: string | number })[] = await query;
  return rows.map((row) => ({ ...row, entries: Number(row.entries) }));
}

/**
 * Destroy archived companies for good, with everything they own (the foreign keys cascade; the
 * ledger's triggers let posted entries and lines go only with their company). Only companies
 * still archived past `olderThanDays` are deleted; returns how many were.
 */
export async function purgeArchivedCompanies(db: Knex, ids: number[], olderThanDays: number): Promise<number> {
  if (!ids.length) return 0;
  return db.transaction(async (trx) => {
    await deferKeysToCommit(trx); // the company's rows go by cascade, one table after another
    await forgetCurrentCompanies(trx, ids);
    const deleted = await trx("companies")
      .whereIn("id", ids)
      .whereNotNull("archivedAt")
      .whereRaw("archived_at <= now() - make_interval(days => ?)", [olderThanDays])
      .delete()
      .returning("id");
    return deleted.length;
  });
}

export async function setCurrentCompany(db: Knex, userId: number, companyId: number): Promise<void> {
  await setCurrentCompanyOf(db, userId, companyId);
}

// Encryption: a company password asked for once per session before its screens open.

export async function verifyCompanyPassword(db: Knex, company: Company, password: string): Promise<boolean> {
  const row = await CompanyModel.query(db).findById(company.id).select("encryptionPasswordHash");
  return verifyPassword(password, row?.encryptionPasswordHash);
}

export interface EncryptionChange {
  enableEncryption: boolean;
  currentPassword?: string;
  encryptionPassword?: string;
  passwordHint: string;
}

/**
 * Turn encryption on (new password), off, or change its password. Whenever encryption is already
 * on, the current password is required.
 */
export async function updateEncryption(db: Knex, userId: number, companyId: number | string, change: EncryptionChange): Promise<Company> {
  const company = await getMemberCompany(db, userId, companyId, "settings");
  if (company.enableEncryption) {
    if (!change.currentPassword || !(await verifyCompanyPassword(db, company, change.currentPassword))) {
      throw new DomainError("The current company password is not correct.", 400, {
        currentPassword: ["The current company password is not correct."],
      });
    }
  }
  let changes: Record<string, unknown>;
  if (!change.enableEncryption) {
    changes = { enableEncryption: false, encryptionPasswordHash: null, passwordHint: "" };
  } else if (change.encryptionPassword) {
    changes = {
      enableEncryption: true,
      encryptionPasswordHash: await hashPassword(change.encryptionPassword),
      passwordHint: change.passwordHint,
    };
  } else if (company.enableEncryption) {
    changes = { passwordHint: change.passwordHint }; // keep the password, update the hint
  } else {
    throw new DomainError("Enter a company password to turn encryption on.", 400, {
      encryptionPassword: ["Enter a company password to turn encryption on."],
    });
  }
  const updated = await CompanyModel.query(db)
    .findById(company.id)
    .patch({ ...changes, updatedAt: db.fn.now() })
    .returning(COMPANY_COLUMNS);
  return { ...plain(updated as unknown as CompanyModel), role: company.role };
}

// Dashboard widgets: the user's choice per company; all 18 until they choose.

export const ALL_WIDGETS = DASHBOARD_WIDGETS.map((w) => w.key);

export async function getDashboardWidgets(db: Knex, userId: number, companyId: number): Promise<string[]> {
  const row = await DashboardPreference.query(db).findById([companyId, userId]).select("widgets");
  return row ? row.widgets : [...ALL_WIDGETS];
}

export async function setDashboardWidgets(db: Knex, userId: number, companyId: number, widgets: string[]) {
  const known = ALL_WIDGETS.filter((key) => widgets.includes(key)); // keeps the canonical order
  await DashboardPreference.query(db).insert({ userId, companyId, widgets: known }).onConflict(["companyId", "userId"]).merge();
  return known;
}

/** What services need to know about the company they act in (the `ctx` of `service(db, ctx, input)`). */
export interface CompanyContext {
  companyId: number;
  userId: number | null;
  /** Today in the company's time zone, YYYY-MM-DD. */
  today: string;
}

export function companyContext(company: Pick<Company, "id" | "timezone">, userId: number | null): CompanyContext {
  return { companyId: company.id, userId, today: companyToday(company.timezone) };
}

/**
 * Claim a version kept on the company row for a set saved as a whole (the custom field
 * definitions: `customFieldsVersion`), inside the caller's transaction (ADR 0014): the new version,
 * or a 409 when the set was saved by someone else since it was read.
 */
export async function claimCompanyVersion(trx: Knex, companyId: number, version: number, record: VersionedRecord): Promise<number> {
  return patchVersioned(CompanyModel, trx, { id: companyId }, version, {}, record);
}
