import type { Knex } from "knex";
import { addMonthsIso, MONTH_NAMES } from "~/lib/dates";
import { formatAddress } from "~/lib/address";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { postEntries, postEntry, type Posting } from "~/modules/ledger/ledger.server";
import { accountsPayableAccount, findAccountsPayableAccount, openingBalanceEquityAccount } from "~/modules/accounts/system-accounts.server";
import { DomainError } from "~/utils/errors";
import { isForeignKeyViolation, isUniqueViolation, patchVersioned, violatedConstraint } from "~/utils/model";
import { VENDOR_OPENING_BALANCE_TYPE } from "./vendor-transactions";
import { VENDOR_MESSAGES, type ContactInput, type VendorCreateInput, type VendorListQuery, type VendorUpdateInput } from "./schema";
import { Vendor as VendorModel, VendorContact as VendorContactModel } from "./vendor.model";

// Vendors: the vendor with its contacts, addresses and custom values is one aggregate (the Vendor
// model's graph), read in one call and written in one call inside one transaction. A positive
// opening balance posts entry type VOB: Dr Opening Balance Equity, Cr Accounts Payable tagged with
// the vendor, dated Balance as of. Money leaves as "1234.50". The Vendors list and the CSV import
// are set-based and stay plain Knex (listVendors, createVendorsInTransaction).

export interface VendorContact {
  id: number;
  name: string;
  title: string;
  phone: string;
  email: string;
  primary: boolean;
}

export interface VendorAddress {
  id: number;
  type: "Billing" | "Shipping" | "Other";
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

type Row = Record<string, unknown>;

/** A vendor as screens and the API show it (the model's graph, flattened). */
export interface Vendor {
  id: number;
  companyId: number;
  vendorId: string;
  vendorName: string;
  active: boolean;
  /** YYYY-MM-DD */
  vendorSince: string;
  taxId: string;
  /** "1234.50", read-only after creation */
  openingBalance: string;
  balanceAsOf: string;
  phone: string;
  email: string;
  fax: string;
  webpage: string;
  notes: string;
  accountId: number | null;
  creditLimit: string;
  shippingMethodId: number | null;
  paymentMethod: string;
  paymentTermId: number | null;
  accountNumber: string;
  bankName: string;
  bankBranch: string;
  vendorGroupId: number | null;
  taxRegistrationNumber: string;
  taxCode: string;
  serviceTaxRegistrationNo: string;
  /** Bumped by every save; an edit sends the one it was made on (ADR 0014) */
  version: number;
  /** The selected address type */
  address: string;
  /** The payable balance from the ledger, "1234.50" */
  balance: string;
  /** The selected address as six lines */
  addressDetails: string;
  contacts: VendorContact[];
  addresses: VendorAddress[];
  customFields: { definitionId: number; name: string; value: string }[];
}

const VENDOR_COLUMNS = [
  "id",
  "companyId",
  "vendorId",
  "vendorName",
  "active",
  "vendorSince",
  "taxId",
  "openingBalance",
  "balanceAsOf",
  "phone",
  "email",
  "fax",
  "webpage",
  "notes",
  "accountId",
  "creditLimit",
  "shippingMethodId",
  "paymentMethod",
  "paymentTermId",
  "accountNumber",
  "bankName",
  "bankBranch",
  "vendorGroupId",
  "taxRegistrationNumber",
  "taxCode",
  "serviceTaxRegistrationNo",
  "version",
  "address",
] as const;

/** Primary-contact rules: with any contacts, exactly one is primary (the first when none is marked). */
export function normaliseContacts(contacts: ContactInput[]): ContactInput[] {
  if (!contacts.length) return [];
  const primaryIndex = Math.max(
    0,
    contacts.findIndex((c) => c.primary),
  );
  return contacts.map((c, i) => ({ ...c, primary: i === primaryIndex }));
}

/** The vendor's own fields, as a create and an edit both take them. */
type VendorFieldsInput = Omit<VendorUpdateInput, "version">;

function vendorFields(input: VendorFieldsInput, contacts: ContactInput[]) {
  const primary = contacts.find((c) => c.primary);
  return {
    vendorId: input.vendorId,
    vendorName: input.vendorName,
    active: input.active,
    taxId: input.taxId,
    // The vendor's phone and email are the primary contact's.
    phone: primary?.phone ?? "",
    email: primary?.email ?? "",
    fax: input.fax,
    webpage: input.webpage,
    notes: input.notes,
    accountId: input.accountId,
    creditLimit: toDecimal(input.creditLimit),
    shippingMethodId: input.shippingMethodId,
    paymentMethod: input.paymentMethod,
    paymentTermId: input.paymentTermId,
    accountNumber: input.accountNumber,
    bankName: input.bankName,
    bankBranch: input.bankBranch,
    vendorGroupId: input.vendorGroupId,
    taxRegistrationNumber: input.taxRegistrationNumber,
    taxCode: input.taxCode,
    serviceTaxRegistrationNo: input.serviceTaxRegistrationNo,
    address: input.address ?? input.addresses[0]?.type ?? "",
  };
}

/** References must be the company's own records; the composite foreign keys enforce it too. */
async function checkReferences(db: Knex, companyId: number, input: VendorFieldsInput) {
  const checks: [string, number | null, string][] = [
    ["companyAccounts", input.accountId, "Account"],
    ["shippingMethods", input.shippingMethodId, "Preferred shipping method"],
    ["paymentTerms", input.paymentTermId, "Payment Terms"],
    ["vendorGroups", input.vendorGroupId, "Vendor Group"],
  ];
  const messages: string[] = [];
  for (const [table, id, label] of checks) {
    if (id == null) continue;
    const row = await db(table).where({ companyId, id }).first("id");
    if (!row) messages.push(`${label} was not found in this company`);
  }
  if (input.customFields.length) {
    const ids = [...new Set(input.customFields.map((c) => c.definitionId))];
    const found = await db("customFieldDefinitions").where({ companyId }).whereIn("id", ids).pluck("id");
    if (found.length !== ids.length) messages.push("Custom field was not found in this company");
  }
  if (messages.length) throw new DomainError(messages.join("\n"), 400);
}

/**
 * A vendor's contacts, addresses and custom values as rows of the company (a custom field given
 * twice keeps its last value); `vendorId` is added by the caller, or by insertGraph's relations.
 */
function childRows(companyId: number, input: VendorFieldsInput, contacts: ContactInput[]) {
  return {
    contacts: contacts.map((c, position) => ({
      companyId,
      position,
      name: c.name,
      title: c.title,
      phone: c.phone,
      email: c.email,
      isPrimary: c.primary,
    })),
    addresses: input.addresses.map((a) => ({ companyId, ...a })),
    customValues: [...new Map(input.customFields.map((c) => [c.definitionId, c.value]))].map(([definitionId, value]) => ({
      companyId,
      definitionId,
      value,
    })),
  };
}

/** The relations getVendor reads, in the order the screens list them. */
const VENDOR_GRAPH = "[contacts(inOrder), addresses(inTypeOrder), customFieldValues(byDefinitionName).definition]";

/** A new vendor's row: today for Vendor Since and Balance as of when they are left blank. */
function newVendorRow(ctx: CompanyContext, input: VendorCreateInput, contacts: ContactInput[]) {
  return {
    companyId: ctx.companyId,
    ...vendorFields(input, contacts),
    vendorSince: input.vendorSince ?? ctx.today,
    openingBalance: toDecimal(input.openingBalance),
    balanceAsOf: input.balanceAsOf ?? ctx.today,
    createdBy: ctx.userId,
  };
}

/** True when another vendor of the company has this Vendor ID (trimmed, case-insensitive). */
export async function vendorIdExists(db: Knex, companyId: number, vendorId: string, exceptId?: number | null): Promise<boolean> {
  const query = db("vendors").where({ companyId }).whereRaw("lower(btrim(vendor_id)) = lower(btrim(?))", [vendorId]);
  if (exceptId) query.whereNot("id", exceptId);
  return Boolean(await query.first("id"));
}

function translateWriteError(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = violatedConstraint(error);
    if (constraint.includes("vendor_id") || constraint === "")
      throw new DomainError(VENDOR_MESSAGES.vendorIdExists, 409, { vendorId: [VENDOR_MESSAGES.vendorIdExists] });
  }
  if (isForeignKeyViolation(error)) throw new DomainError("A referenced record was not found in this company", 400);
  throw error;
}

export async function createVendor(db: Knex, ctx: CompanyContext, input: VendorCreateInput): Promise<Vendor> {
  const { companyId } = ctx;
  const contacts = normaliseContacts(input.contacts);
  await checkReferences(db, companyId, input);
  if (await vendorIdExists(db, companyId, input.vendorId)) {
    throw new DomainError(VENDOR_MESSAGES.vendorIdExists, 409, { vendorId: [VENDOR_MESSAGES.vendorIdExists] });
  }
  let id: number;
  try {
    id = await db.transaction(async (trx) => {
      // The vendor and its contacts, addresses and custom values in one call; the relations fill in
      // the children's (company_id, vendor_id).
      const children = childRows(companyId, input, contacts);
      const vendor = await VendorModel.query(trx).insertGraph({
        ...newVendorRow(ctx, input, contacts),
        contacts: children.contacts,
        addresses: children.addresses,
        customFieldValues: children.customValues,
      });
      if (input.openingBalance > 0) {
        const accounts = {
          equity: await openingBalanceEquityAccount(trx, companyId),
          payable: await accountsPayableAccount(trx, companyId),
        };
        await postEntry(
          trx,
          ctx,
          vendorOpeningPosting(
            { id: vendor.id, vendorName: input.vendorName },
            input.openingBalance,
            input.balanceAsOf ?? ctx.today,
            accounts,
          ),
        );
      }
      return vendor.id;
    });
  } catch (error) {
    translateWriteError(error);
  }
  return getVendor(db, companyId, id);
}

/**
 * Edit: every field but the opening balance; the contacts, addresses and custom values become the
 * ones given, in one upsertGraph. The form sends no row ids, so rows are matched by what identifies
 * them within the vendor: a contact by its place in the list, an address by its type (one of each
 * per vendor), a custom value by its field. Matched rows are updated in place, the others
 * inserted, and the rows no longer given deleted. The edit must have been made on the vendor's
 * current version: the root row's version is claimed first, in the transaction, so a concurrent
 * save of the same version is refused (409) before any of the graph is written.
 */
const VENDOR_RECORD = { noun: "vendor", notFound: VENDOR_MESSAGES.notFound };

export async function updateVendor(db: Knex, ctx: CompanyContext, id: number, input: VendorUpdateInput): Promise<Vendor> {
  const { companyId } = ctx;
  const contacts = normaliseContacts(input.contacts);
  await checkReferences(db, companyId, input);
  if (await vendorIdExists(db, companyId, input.vendorId, id)) {
    throw new DomainError(VENDOR_MESSAGES.vendorIdExists, 409, { vendorId: [VENDOR_MESSAGES.vendorIdExists] });
  }
  try {
    await db.transaction(async (trx) => {
      await patchVersioned(VendorModel, trx, { companyId, id }, input.version, { updatedAt: trx.fn.now() }, VENDOR_RECORD);
      const current = await VendorModel.query(trx)
        .modify("ofCompany", companyId)
        .findById(id)
        .forUpdate()
        .withGraphFetched("[contacts(inOrder), addresses]");
      if (!current) throw new DomainError(VENDOR_MESSAGES.notFound, 404);
      const rows = childRows(companyId, input, contacts);
      const addressIds = new Map((current.addresses ?? []).map((a) => [a.type, a.id]));
      const withId = <T extends object>(row: T, rowId: number | undefined) =>
        rowId === undefined ? { ...row, vendorId: id } : { ...row, vendorId: id, id: rowId };
      const graph = {
        id,
        companyId, // so that the update of the vendor's row names its company, as its children's do
        ...vendorFields(input, contacts),
        ...(input.vendorSince ? { vendorSince: input.vendorSince } : {}),
        updatedAt: trx.fn.now(),
        contacts: rows.contacts.map((c, position) => withId(c, current.contacts?.[position]?.id)),
        addresses: rows.addresses.map((a) => withId(a, addressIds.get(a.type))),
        customFieldValues: rows.customValues.map((v) => ({ ...v, vendorId: id })),
      };
      // One primary contact per vendor is a partial unique index, checked row by row, and
      // upsertGraph inserts new rows before it updates the others: when the primary moves to
      // another row, the old one stops being primary first.
      const primaryNow = current.contacts?.find((c) => c.isPrimary)?.id;
      const primaryNext = graph.contacts.find((c) => c.isPrimary);
      const primaryNextId = primaryNext && "id" in primaryNext ? primaryNext.id : undefined;
      if (primaryNow !== undefined && primaryNow !== primaryNextId) {
        await VendorContactModel.query(trx)
          .modify("ofCompany", companyId)
          .modify("ofVendor", id)
          .where("isPrimary", true)
          .patch({ isPrimary: false });
      }
      // Custom values are keyed by (vendor, field): one the vendor does not have yet is inserted.
      await VendorModel.query(trx).upsertGraph(graph, { insertMissing: true, noRelate: true, noUnrelate: true });
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    translateWriteError(error);
  }
  return getVendor(db, companyId, id);
}

/** The vendor's graph as screens and the API show it: the columns of VENDOR_COLUMNS, money as "1234.50". */
function vendorView(vendor: VendorModel, balance: Cents): Vendor {
  const fields = Object.fromEntries(VENDOR_COLUMNS.map((column) => [column, vendor[column]])) as Pick<
    VendorModel,
    (typeof VENDOR_COLUMNS)[number]
  >;
  const contacts: VendorContact[] = (vendor.contacts ?? []).map((c) => ({
    id: c.id,
    name: c.name,
    title: c.title,
    phone: c.phone,
    email: c.email,
    primary: Boolean(c.isPrimary),
  }));
  const addresses: VendorAddress[] = (vendor.addresses ?? []).map((a) => ({
    id: a.id,
    type: a.type,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    country: a.country,
  }));
  const customFields = (vendor.customFieldValues ?? []).map((v) => ({
    definitionId: v.definitionId,
    name: v.definition?.name ?? "",
    value: v.value,
  }));
  const selected = addresses.find((a) => a.type === vendor.address) ?? addresses[0];
  return {
    ...(fields as Omit<Vendor, "balance" | "addressDetails" | "contacts" | "addresses" | "customFields">),
    openingBalance: toDecimal(fromDecimal(vendor.openingBalance)),
    creditLimit: toDecimal(fromDecimal(vendor.creditLimit)),
    balance: toDecimal(balance),
    addressDetails: selected ? formatAddress(selected) : "",
    contacts,
    addresses,
    customFields,
  };
}

/** The vendor's payable balance: credits − debits on Accounts Payable lines tagged with it. */
async function vendorBalance(db: Knex, companyId: number, vendorId: number): Promise<Cents> {
  const ap = await findAccountsPayableAccount(db, companyId);
  if (!ap) return 0 as Cents;
  const row = await db("journalLines")
    .where({ companyId, accountId: ap, vendorId })
    .first(db.raw("coalesce(sum(credit - debit), 0) as balance"));
  return fromDecimal(row?.balance);
}

/** The vendor with its contacts, addresses and custom values (with their fields' names), and its balance. */
export async function getVendor(db: Knex, companyId: number, id: number): Promise<Vendor> {
  const vendor = await VendorModel.query(db).modify("ofCompany", companyId).findById(id).withGraphFetched(VENDOR_GRAPH);
  if (!vendor) throw new DomainError(VENDOR_MESSAGES.notFound, 404);
  return vendorView(vendor, await vendorBalance(db, companyId, id));
}

/**
 * The vendor as an update payload (the shape PUT /api/vendor/vendors/:id takes): a client's PUT is
 * laid over it, so a field the client leaves out keeps its value rather than being blanked — the
 * contacts and addresses included.
 */
export function vendorUpdatePayload(vendor: Vendor): Record<string, unknown> {
  // Left out: what is not the client's to set (ids, the posted opening balance, the ledger balance),
  // the version (the client must send the one it read), and what is derived (phone and email from the primary contact, the selected address's text).
  const {
    id,
    companyId,
    version,
    openingBalance,
    balanceAsOf,
    balance,
    phone,
    email,
    addressDetails,
    contacts,
    addresses,
    customFields,
    ...fields
  } = vendor;
  return {
    ...fields,
    contacts: contacts.map(({ id: _id, ...contact }) => contact),
    addresses: addresses.map(({ id: _id, ...address }) => address),
    customFields: customFields.map(({ definitionId, value }) => ({ definitionId, value })),
  };
}

/** The vendor's company, found only through a company the user owns (else 404). */
export async function findVendorCompanyId(db: Knex, userId: number, vendorId: number): Promise<number> {
  const row = await db("vendors as v")
    .join("companies as c", "c.id", "v.companyId")
    .where({ "v.id": vendorId, "c.ownerId": userId })
    .first("v.companyId");
  if (!row) throw new DomainError(VENDOR_MESSAGES.notFound, 404);
  return row.companyId;
}

/** Refused (409) once any journal line is tagged with the vendor, the opening balance's included. */
export async function deleteVendor(db: Knex, companyId: number, id: number): Promise<{ id: number; vendorName: string }> {
  return db.transaction(async (trx) => {
    const vendor = await VendorModel.query(trx).modify("ofCompany", companyId).findById(id).forUpdate().select("id", "vendorName");
    if (!vendor) throw new DomainError(VENDOR_MESSAGES.notFound, 404);
    const used = await trx("journalLines").where({ companyId, vendorId: id }).first("id");
    if (used) throw new DomainError(VENDOR_MESSAGES.hasTransactions(vendor.vendorName), 409);
    // Its contacts, addresses and custom values go with it (the foreign keys cascade).
    await VendorModel.query(trx).modify("ofCompany", companyId).deleteById(id);
    return { id: vendor.id, vendorName: vendor.vendorName };
  });
}

export interface MonthColumn {
  key: string;
  label: string;
  /** [from, to) as YYYY-MM-DD */
  from: string;
  to: string;
}

/** The current month and the five before it (labels "Current Month", then short month names), plus year to date. */
export function monthColumns(today: string): { months: MonthColumn[]; ytd: { from: string; to: string } } {
  const monthStart = `${today.slice(0, 7)}-01`;
  const months = [0, 1, 2, 3, 4, 5].map((back) => {
    const from = addMonthsIso(monthStart, -back);
    const to = addMonthsIso(from, 1);
    const monthIndex = Number(from.slice(5, 7)) - 1;
    return {
      key: back === 0 ? "currentMonth" : `month${back}`,
      label: back === 0 ? "Current Month" : MONTH_NAMES[monthIndex].slice(0, 3),
      from,
      to,
    };
  });
  return { months, ytd: { from: `${today.slice(0, 4)}-01-01`, to: addMonthsIso(monthStart, 1) } };
}

/**
 * The Vendors list's two queries for one page: the count of matching vendors, and the page itself —
 * the page's vendors are picked first (by name, through vendors_name_order), then each one's
 * purchases (credits to Accounts Payable tagged with the vendor, opening balances excluded) for the
 * current month, the five before it and the year to date, and its payable balance, are summed over
 * its own journal lines (LATERAL, through journal_lines_vendor). Kept apart from listVendors so the
 * benchmark can run exactly this SQL through a bare client.
 */
export function vendorListQueries(db: Knex, companyId: number, apAccountId: number | null, options: VendorListQuery & { today: string }) {
  const { months, ytd } = monthColumns(options.today);
  const filter = (q: Knex.QueryBuilder) => {
    q.where("v.companyId", companyId);
    if (options.view === "active") q.where("v.active", true);
    if (options.view === "inactive") q.where("v.active", false);
    if (options.q) q.whereRaw("v.vendor_name ilike ?", [`%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
  };
  const count = db("vendors as v").modify(filter).count({ total: "*" });
  const pageOfVendors = db("vendors as v")
    .modify(filter)
    .orderByRaw("lower(v.vendor_name), v.id")
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage)
    .select("v.id", "v.companyId", "v.vendorId", "v.vendorName", "v.active", "v.phone", "v.email", "v.openingBalance");
  const periods = [...months.map((m) => ({ key: m.key, from: m.from, to: m.to })), { key: "ytd", ...ytd }];
  const sums = periods.map(
    () => "coalesce(sum(l.credit) filter (where e.entry_type <> ? and l.entry_date >= ? and l.entry_date < ?), 0) as ??",
  );
  const page = db
    .from(pageOfVendors.as("v"))
    .joinRaw(
      `left join lateral (
        select ${sums.join(", ")}, coalesce(sum(l.credit - l.debit), 0) as balance
        from journal_lines l
        join journal_entries e on e.company_id = l.company_id and e.id = l.journal_entry_id
        where l.company_id = v.company_id and l.vendor_id = v.id and l.account_id = ?
      ) as t on true`,
      [...periods.flatMap((p) => [VENDOR_OPENING_BALANCE_TYPE, p.from, p.to, p.key]), apAccountId ?? 0],
    )
    .orderByRaw("lower(v.vendor_name), v.id")
    .select("v.*", "t.*");
  return { count, page, months };
}

/** One page of the Vendors list with the month columns and the ledger balance. */
export async function listVendors(db: Knex, companyId: number, options: VendorListQuery & { today: string }) {
  const ap = await findAccountsPayableAccount(db, companyId);
  const { count, page, months } = vendorListQueries(db, companyId, ap, options);
  const [[{ total }], rows] = (await Promise.all([count, page])) as [{ total: string | number }[], Row[]];
  const money = (v: unknown) => toDecimal(fromDecimal(v as string));
  return {
    vendors: rows.map((r) => ({
      id: r.id,
      vendorId: r.vendorId,
      vendorName: r.vendorName,
      active: r.active,
      phone: r.phone,
      email: r.email,
      openingBalance: money(r.openingBalance),
      ...Object.fromEntries(months.map((m) => [m.key, money(r[m.key])])),
      ytd: money(r.ytd),
      balance: money(r.balance),
    })),
    months: months.map(({ key, label, from, to }) => ({ key, label, from, to })),
    total: Number(total),
    page: options.page,
    perPage: options.perPage,
  };
}

// Many new vendors inside the caller's transaction (the CSV import): rows are written in batches
// rather than one createVendor (and its own transaction) per vendor. The caller has checked the
// inputs as createVendor does (the company's references, free Vendor IDs); the database's keys
// still refuse anything else. Each positive opening balance posts exactly as createVendor posts it.

export interface VendorBatchProgress {
  phase: "vendors" | "balances";
  done: number;
  total: number;
}

const INSERT_CHUNK = 500;

async function insertChunked(trx: Knex.Transaction, table: string, rows: Row[]) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await trx(table).insert(rows.slice(start, start + INSERT_CHUNK));
}

/** A vendor's opening balance as a posting (VOB: Dr Opening Balance Equity, Cr Accounts Payable tagged with the vendor). */
export function vendorOpeningPosting(
  vendor: { id: number; vendorName: string },
  amount: Cents,
  date: string,
  accounts: { equity: number; payable: number },
): Posting {
  return {
    entryType: VENDOR_OPENING_BALANCE_TYPE,
    entryDate: date,
    comments: `Opening balance of vendor ${vendor.vendorName}`,
    sourceType: "vendor",
    sourceId: vendor.id,
    lines: [
      { accountId: accounts.equity, debit: amount, memo: `Opening balance: ${vendor.vendorName}` },
      { accountId: accounts.payable, credit: amount, memo: `Opening balance: ${vendor.vendorName}`, vendorId: vendor.id },
    ],
  };
}

/** Create the vendors (in order) and post their opening balances; returns their ids in input order. */
export async function createVendorsInTransaction(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  inputs: readonly VendorCreateInput[],
  options: { onProgress?: (progress: VendorBatchProgress) => void } = {},
): Promise<number[]> {
  const { companyId } = ctx;
  const ids: number[] = [];
  for (let start = 0; start < inputs.length; start += INSERT_CHUNK) {
    const batch = inputs.slice(start, start + INSERT_CHUNK).map((input) => ({ input, contacts: normaliseContacts(input.contacts) }));
    const inserted: { id: number; vendorId: string }[] = await trx("vendors")
      .insert(batch.map(({ input, contacts }) => newVendorRow(ctx, input, contacts)))
      .returning(["id", "vendorId"]);
    // Vendor IDs are unique in the company (trimmed, case-insensitive): match the new ids by them.
    const idOf = new Map(inserted.map((r) => [r.vendorId.trim().toLowerCase(), r.id]));
    const batchIds = batch.map(({ input }) => idOf.get(input.vendorId.trim().toLowerCase())!);
    const children = batch.map(({ input, contacts }, i) => {
      const rows = childRows(companyId, input, contacts);
      const vendorId = batchIds[i];
      return {
        contacts: rows.contacts.map((row) => ({ ...row, vendorId })),
        addresses: rows.addresses.map((row) => ({ ...row, vendorId })),
        customValues: rows.customValues.map((row) => ({ ...row, vendorId })),
      };
    });
    await insertChunked(
      trx,
      "vendorContacts",
      children.flatMap((c) => c.contacts),
    );
    await insertChunked(
      trx,
      "vendorAddresses",
      children.flatMap((c) => c.addresses),
    );
    await insertChunked(
      trx,
      "vendorCustomValues",
      children.flatMap((c) => c.customValues),
    );
    ids.push(...batchIds);
    options.onProgress?.({ phase: "vendors", done: ids.length, total: inputs.length });
  }

  const withBalance = inputs.map((input, i) => ({ input, id: ids[i] })).filter(({ input }) => input.openingBalance > 0);
  if (withBalance.length) {
    const accounts = { equity: await openingBalanceEquityAccount(trx, companyId), payable: await accountsPayableAccount(trx, companyId) };
    // In order, so the VOB numbers follow the inputs; in slices, for the progress bar.
    for (let start = 0; start < withBalance.length; start += INSERT_CHUNK) {
      const slice = withBalance.slice(start, start + INSERT_CHUNK);
      await postEntries(
        trx,
        ctx,
        slice.map(({ input, id }) =>
          vendorOpeningPosting({ id, vendorName: input.vendorName }, input.openingBalance, input.balanceAsOf ?? ctx.today, accounts),
        ),
      );
      options.onProgress?.({ phase: "balances", done: start + slice.length, total: withBalance.length });
    }
  }
  return ids;
}
