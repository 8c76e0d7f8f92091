import { isRowId } from "~/lib/row-id";
import { recordCompanyId } from "~/modules/companies/companies.server";
import type { Knex } from "knex";
import { recordActivity, type ActivityContext } from "~/modules/activity/activity.server";
import { toCsv } from "~/lib/csv";
import type { AddressParts } from "~/lib/address";
import type { ListResult } from "~/lib/pagination";
import { anyColumnContains } from "~/lib/search-text";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation, patchVersioned } from "~/utils/model";
import { SALES_PERSON_EXPENSE_ACCOUNT_TYPES, SALES_PERSON_MESSAGES as M, type SalesPersonRow, type SalesPersonView } from "./constants";
import type { SalesPersonInput } from "./schema";
import { SalesPerson } from "./sales-person.model";

// Sales persons (spec §2.11): the list with search and Current View (the server pages it), its CSV
// export, one sales person with its addresses, create and edit (the edit on the version read, ADR
// 0014). A name is unique in the company (trimmed, any case); the expense account must be the
// company's own, of type Expense or Other Expense. A sales person and its addresses are written as
// one graph in one transaction.

/** A sales person as the screens, the API and the CLI read it. */
export interface SalesPersonRecord extends Omit<SalesPersonInput, "addresses"> {
  id: number;
  companyId: number;
  version: number;
  addresses: AddressParts[];
  createdAt: string;
  updatedAt: string;
}

const COLUMNS = [
  "id",
  "companyId",
  "salesPersonName",
  "email",
  "phone",
  "fileAs",
  "jobTitle",
  "webpage",
  "fax",
  "active",
  "gender",
  "dob",
  "dateOfHire",
  "dateOfLastReview",
  "dateOfRelease",
  "expenseAccountId",
  "version",
  "createdAt",
  "updatedAt",
] as const;

const ADDRESS_COLUMNS = ["address1", "address2", "city", "state", "postalCode", "country"] as const;

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : String(value));

function present(row: SalesPerson): SalesPersonRecord {
  const record = Object.fromEntries(COLUMNS.map((c) => [c, (row as never)[c]])) as unknown as SalesPersonRecord;
  return {
    ...record,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    addresses: (row.addresses ?? []).map((a) => Object.fromEntries(ADDRESS_COLUMNS.map((c) => [c, a[c]])) as AddressParts),
  };
}

export interface SalesPersonListFilter {
  q?: string;
  view?: SalesPersonView;
}

/** The list's rows: sales persons by name with their first address, filtered by search and view. */
function listQuery(db: Knex, companyId: number, filter: SalesPersonListFilter) {
  const query = db("salesPersons as s")
    .leftJoin("salesPersonAddresses as a", (join) => {
      join.on("a.companyId", "s.companyId").andOn("a.salesPersonId", "s.id").andOn("a.position", db.raw("0"));
    })
    .where("s.companyId", companyId);
  const view = filter.view ?? "active";
  if (view !== "all") query.where("s.active", view === "active");
  const q = filter.q?.trim();
  if (q)
    query.where(
      anyColumnContains(["s.salesPersonName", "s.fileAs", "s.email", "s.phone", "s.fax", "a.city", "a.state", "a.postalCode"], q),
    );
  return query;
}

const ROW_SELECT = [
  "s.id",
  "s.active",
  "s.salesPersonName",
  "s.phone",
  "s.fax",
  "s.email",
  "a.address1",
  "a.address2",
  "a.city",
  "a.state",
  "a.postalCode",
] as const;

type RawRow = {
  id: number;
  active: boolean;
  salesPersonName: string;
  phone: string;
  fax: string;
  email: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
};

const toRow = (r: RawRow): SalesPersonRow => ({
  id: r.id,
  active: r.active,
  salesPersonName: r.salesPersonName,
  address: [r.address1, r.address2].filter(Boolean).join(", "),
  city: r.city ?? "",
  state: r.state ?? "",
  zipCode: r.postalCode ?? "",
  phone: r.phone,
  fax: r.fax,
  email: r.email,
});

/** One page of the Sales Persons list (Active by default), by name. */
export async function listSalesPersons(
  db: Knex,
  companyId: number,
  query: SalesPersonListFilter & { page: number; perPage: number },
): Promise<ListResult<SalesPersonRow>> {
  const base = listQuery(db, companyId, query);
  const [{ count }] = await base.clone().count({ count: "*" });
  const total = Number(count);
  const rows: RawRow[] = await base
    .select(ROW_SELECT)
    .orderByRaw("lower(s.sales_person_name), s.id")
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { items: rows.map(toRow), total, page: query.page, perPage: query.perPage };
}

/** Every sales person matching the filter (Active by default), by name: the CSV export's and the API's list. */
export async function allSalesPersons(db: Knex, companyId: number, filter: SalesPersonListFilter = {}): Promise<SalesPersonRow[]> {
  const rows: RawRow[] = await listQuery(db, companyId, filter).select(ROW_SELECT).orderByRaw("lower(s.sales_person_name), s.id");
  return rows.map(toRow);
}

export const SALES_PERSON_CSV_COLUMNS = [
  "Active",
  "Sales Person",
  "Address",
  "City",
  "State",
  "Zip Code",
  "Phone",
  "Fax",
  "Email",
] as const;

/** Export to CSV: the list's columns (and the email) for every sales person the list's search and view match. */
export async function salesPersonsCsv(db: Knex, companyId: number, filter: SalesPersonListFilter = {}): Promise<string> {
  const rows = await allSalesPersons(db, companyId, filter);
  return toCsv([
    [...SALES_PERSON_CSV_COLUMNS],
    ...rows.map((r) => [r.active ? "Yes" : "No", r.salesPersonName, r.address, r.city, r.state, r.zipCode, r.phone, r.fax, r.email]),
  ]);
}

/** One sales person with its addresses (first first); 404 when the company has none of that id. */
export async function getSalesPerson(db: Knex, companyId: number, id: number): Promise<SalesPersonRecord> {
  const row = isRowId(id)
    ? await SalesPerson.query(db).modify("ofCompany", companyId).findById(id).withGraphFetched("addresses(inOrder)")
    : undefined;
  if (!row) throw new DomainError(M.notFound, 404);
  return present(row);
}

/** The company a sales person belongs to, if that company is the user's; otherwise 404 (the API's /company/sales-persons/:id). */
export async function findSalesPersonCompanyId(db: Knex, userId: number, id: number): Promise<number> {
  return recordCompanyId(db, userId, "salesPersons", id, M.notFound);
}

/** Is the name taken in the company (trimmed, any case), by another sales person than `exceptId`? */
export async function salesPersonNameExists(db: Knex, companyId: number, name: string, exceptId?: number): Promise<boolean> {
  const query = db("salesPersons").where({ companyId }).whereRaw("lower(btrim(sales_person_name)) = lower(btrim(?))", [name]);
  if (exceptId !== undefined) query.whereNot("id", exceptId);
  return Boolean(await query.first("id"));
}

const duplicate = (name: string) => new DomainError(M.duplicate(name), 409, { salesPersonName: [M.duplicate(name)] });

/** The expense account must be the company's own and an Expense or Other Expense account. */
async function checkExpenseAccount(db: Knex, companyId: number, id: number | null) {
  if (id === null) return;
  const row = await db("companyAccounts").where({ companyId, id }).first("accountType");
  const message = !row
    ? M.expenseAccountNotFound
    : (SALES_PERSON_EXPENSE_ACCOUNT_TYPES as readonly string[]).includes(row.accountType)
      ? null
      : M.expenseAccountType;
  if (message) throw new DomainError(message, 400, { expenseAccountId: [message] });
}

/** The columns of the sales person's own row. */
function ownColumns(input: SalesPersonInput) {
  const { addresses: _addresses, ...fields } = input;
  return fields;
}

const addressRows = (companyId: number, addresses: readonly AddressParts[]) =>
  addresses.map((a, position) => ({ companyId, position, ...Object.fromEntries(ADDRESS_COLUMNS.map((c) => [c, a[c] ?? ""])) }));

export async function createSalesPerson(
  db: Knex,
  ctx: Pick<CompanyContext, "companyId" | "userId">,
  input: SalesPersonInput,
): Promise<SalesPersonRecord> {
  const { companyId } = ctx;
  await checkExpenseAccount(db, companyId, input.expenseAccountId);
  if (await salesPersonNameExists(db, companyId, input.salesPersonName)) throw duplicate(input.salesPersonName);
  let id: number;
  try {
    id = await db.transaction(async (trx) => {
      const row = await SalesPerson.query(trx).insertGraph({
        ...ownColumns(input),
        companyId,
        createdBy: ctx.userId ?? null,
        addresses: addressRows(companyId, input.addresses),
      } as never);
      const created = (row as unknown as { id: number }).id;
      await recordActivity(trx, ctx, {
        activity: "created",
        recordType: "sales_person",
        recordId: created,
        name: input.salesPersonName,
        link: `company/edit-salesperson/${created}`,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.salesPersonName);
    throw error;
  }
  return getSalesPerson(db, companyId, id);
}

/**
 * Edit: every field, and the addresses become the ones given (matched by their place in the list:
 * updated in place, the others inserted, those no longer given deleted), on the version read.
 */
export async function updateSalesPerson(
  db: Knex,
  ctx: ActivityContext,
  id: number,
  input: SalesPersonInput & { version: number },
): Promise<SalesPersonRecord> {
  const { companyId } = ctx;
  if (!isRowId(id)) throw new DomainError(M.notFound, 404);
  const { version, ...fields } = input;
  await checkExpenseAccount(db, companyId, fields.expenseAccountId);
  if (await salesPersonNameExists(db, companyId, fields.salesPersonName, id)) throw duplicate(fields.salesPersonName);
  try {
    await db.transaction(async (trx) => {
      await patchVersioned(
        SalesPerson,
        trx,
        { companyId, id },
        version,
        { updatedAt: trx.fn.now() },
        {
          noun: "sales person",
          notFound: M.notFound,
        },
      );
      const current = await SalesPerson.query(trx).modify("ofCompany", companyId).findById(id).withGraphFetched("addresses(inOrder)");
      if (!current) throw new DomainError(M.notFound, 404);
      const ids = (current.addresses ?? []).map((a) => a.id);
      await SalesPerson.query(trx).upsertGraph(
        {
          id,
          companyId,
          ...ownColumns(fields),
          updatedAt: trx.fn.now(),
          addresses: addressRows(companyId, fields.addresses).map((a, position) =>
            ids[position] === undefined ? { ...a, salesPersonId: id } : { ...a, salesPersonId: id, id: ids[position] },
          ),
        } as never,
        { insertMissing: true, noRelate: true },
      );
      await recordActivity(trx, ctx, {
        activity: "updated",
        recordType: "sales_person",
        recordId: id,
        name: fields.salesPersonName,
        link: `company/edit-salesperson/${id}`,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(fields.salesPersonName);
    throw error;
  }
  return getSalesPerson(db, companyId, id);
}

/** The service's input from a record (what an API update starts from before the fields it is sent). */
export function salesPersonInputOf(record: SalesPersonRecord): SalesPersonInput {
  const { id: _id, companyId: _c, version: _v, createdAt: _a, updatedAt: _u, ...input } = record;
  return input;
}

/**
 * The API's list: whole records (with their addresses) of the sales persons the filter matches
 * (every one by default), by name; with `page`, one page of `perPage`.
 */
export async function salesPersonRecords(
  db: Knex,
  companyId: number,
  filter: SalesPersonListFilter & { page?: number; perPage?: number } = {},
): Promise<ListResult<SalesPersonRecord>> {
  const base = listQuery(db, companyId, { view: "all", ...filter });
  const [{ count }] = await base.clone().count({ count: "*" });
  const total = Number(count);
  const ids = base.clone().select("s.id").orderByRaw("lower(s.sales_person_name), s.id");
  const perPage = filter.perPage ?? Math.max(total, 1);
  const page = filter.page ?? 1;
  if (filter.page !== undefined) ids.limit(perPage).offset((page - 1) * perPage);
  const order = (await ids).map((r: { id: number }) => r.id);
  const rows = order.length
    ? await SalesPerson.query(db).modify("ofCompany", companyId).whereIn("id", order).withGraphFetched("addresses(inOrder)")
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { items: order.map((id) => present(byId.get(id)!)), total, page, perPage };
}
