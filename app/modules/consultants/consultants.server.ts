import { isRowId } from "~/lib/row-id";
import type { Knex } from "knex";
import { recordActivity, type ActivityContext } from "~/modules/activity/activity.server";
import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { fromDecimal, toDecimal } from "~/lib/money";
import type { ListResult } from "~/lib/pagination";
import { anyColumnContains } from "~/lib/search-text";
import { memberCompanyIds, type CompanyContext } from "~/modules/companies/companies.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation, patchVersioned } from "~/utils/model";
import {
  CONSULTANT_MESSAGES as M,
  EMPLOYMENT_KIND_LABELS,
  type ConsultantRecord,
  type ConsultantView,
  type EmploymentKind,
  type PlacementRecord,
} from "./constants";

export type { ConsultantRecord, PlacementRecord };
import { Consultant, Placement } from "./consultant.model";
import type { ConsultantInput, PlacementInput } from "./schema";

// Consultants (ADR 0078): the list with search and view (the server pages it), its CSV export,
// one consultant with its placements, create, edit (on the version read), delete (refused once the
// consultant has timesheets: deactivate instead), and placements at customers. A name is unique in
// the company (trimmed, any case), an email too when given; a contractor's vendor must be the
// company's own. A placement's customer must be the company's, its item an active service item the
// company sells (its income account is where the invoice posts).

export interface ConsultantRow {
  id: number;
  active: boolean;
  consultantName: string;
  email: string;
  phone: string;
  employmentKind: string;
  vendorName: string;
  billRate: string;
  payRate: string;
  placements: number;
}

export interface ConsultantListFilter {
  q?: string;
  view?: ConsultantView;
}

function listQuery(db: Knex, companyId: number, filter: ConsultantListFilter) {
  const query = db("consultants as c")
    .leftJoin("vendors as v", (j) => j.on("v.companyId", "c.companyId").andOn("v.id", "c.vendorId"))
    .where("c.companyId", companyId);
  const view = filter.view ?? "active";
  if (view !== "all") query.where("c.active", view === "active");
  const q = filter.q?.trim();
  if (q) query.where(anyColumnContains(["c.consultantName", "c.email", "c.phone", "v.vendorName"], q));
  return query;
}

type RawRow = Omit<ConsultantRow, "employmentKind" | "vendorName" | "placements"> & {
  employmentKind: EmploymentKind;
  vendorName: string | null;
  placements: string | number;
};

const ROW_SELECT = (db: Knex) => [
  "c.id",
  "c.active",
  "c.consultantName",
  "c.email",
  "c.phone",
  "c.employmentKind",
  "v.vendorName",
  "c.billRate",
  "c.payRate",
  db.raw("(SELECT count(*) FROM consultant_placements p WHERE p.company_id = c.company_id AND p.consultant_id = c.id) AS placements"),
];

const toRow = (r: RawRow): ConsultantRow => ({
  ...r,
  employmentKind: EMPLOYMENT_KIND_LABELS[r.employmentKind],
  vendorName: r.vendorName ?? "",
  placements: Number(r.placements),
});

/** One page of the Consultant List (Active by default), by name. */
export async function listConsultants(
  db: Knex,
  companyId: number,
  query: ConsultantListFilter & { page: number; perPage: number },
): Promise<ListResult<ConsultantRow>> {
  const base = listQuery(db, companyId, query);
  const [{ count }] = await base.clone().count({ count: "*" });
  const rows: RawRow[] = await base
    .select(ROW_SELECT(db))
    .orderByRaw("lower(c.consultant_name), c.id")
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { items: rows.map(toRow), total: Number(count), page: query.page, perPage: query.perPage };
}

export const CONSULTANT_CSV_COLUMNS = [
  "Active",
  "Consultant",
  "Email",
  "Phone",
  "Employment",
  "Vendor",
  "Bill Rate",
  "Pay Rate",
  "Placements",
] as const;

/** Every consultant matching the list's search and view, as CSV. */
export async function consultantsCsv(db: Knex, companyId: number, filter: ConsultantListFilter = {}): Promise<string> {
  const rows: RawRow[] = await listQuery(db, companyId, filter).select(ROW_SELECT(db)).orderByRaw("lower(c.consultant_name), c.id");
  return toCsv([
    [...CONSULTANT_CSV_COLUMNS],
    ...rows
      .map(toRow)
      .map((r) => [
        r.active ? "Yes" : "No",
        r.consultantName,
        r.email,
        r.phone,
        r.employmentKind,
        r.vendorName,
        r.billRate,
        r.payRate,
        r.placements,
      ]),
  ]);
}

/** The company's consultants for a select (active ones, and `keepId`), by name. */
export async function consultantOptions(db: Knex, companyId: number, keepId: number | null = null) {
  return db("consultants")
    .where({ companyId })
    .where((q) => {
      q.where("active", true);
      if (keepId !== null) q.orWhere("id", keepId);
    })
    .orderByRaw("lower(consultant_name), id")
    .select("id", "consultantName") as Promise<{ id: number; consultantName: string }[]>;
}

/** A consultant's (or every consultant's) placements with their customer and item names. */
export async function placementRecords(
  db: Knex,
  companyId: number,
  filter: { consultantId?: number; ids?: number[] },
): Promise<PlacementRecord[]> {
  const query = db("consultantPlacements as p")
    .join("consultants as c", (j) => j.on("c.companyId", "p.companyId").andOn("c.id", "p.consultantId"))
    .join("customers as cu", (j) => j.on("cu.companyId", "p.companyId").andOn("cu.id", "p.customerId"))
    .join("items as i", (j) => j.on("i.companyId", "p.companyId").andOn("i.id", "p.itemId"))
    .where("p.companyId", companyId)
    .select(
      "p.id",
      "p.consultantId",
      "p.customerId",
      "cu.customerName",
      "p.itemId",
      "i.name as itemName",
      "p.billRate",
      db.raw("COALESCE(p.bill_rate, c.bill_rate) AS effective_rate"),
      "p.startDate",
      "p.endDate",
    )
    .orderBy([{ column: "p.startDate" }, { column: "p.id" }]);
  if (filter.consultantId !== undefined) query.where("p.consultantId", filter.consultantId);
  if (filter.ids) query.whereIn("p.id", filter.ids);
  return (await query) as PlacementRecord[];
}

/** One consultant with its placements; 404 when the company has none of that id. */
export async function getConsultant(db: Knex, companyId: number, id: number): Promise<ConsultantRecord> {
  const row = isRowId(id)
    ? await db("consultants as c")
        .leftJoin("vendors as v", (j) => j.on("v.companyId", "c.companyId").andOn("v.id", "c.vendorId"))
        .where({ "c.companyId": companyId, "c.id": id })
        .first(
          "c.id",
          "c.consultantName",
          "c.email",
          "c.phone",
          "c.employmentKind",
          "c.vendorId",
          "v.vendorName",
          "c.billRate",
          "c.payRate",
          "c.active",
          "c.version",
        )
    : undefined;
  if (!row) throw new DomainError(M.notFound, 404);
  return { ...row, vendorName: row.vendorName ?? null, placements: await placementRecords(db, companyId, { consultantId: id }) };
}

/** The company a consultant belongs to, if that company is the user's; otherwise 404 (the API's by-id routes). */
export async function findConsultantCompanyId(db: Knex, userId: number, id: number): Promise<number> {
  const row = isRowId(id)
    ? await db("consultants").where({ id }).whereIn("companyId", memberCompanyIds(db, userId)).first("companyId")
    : undefined;
  if (!row) throw new DomainError(M.notFound, 404);
  return row.companyId;
}

async function checkConsultant(db: Knex, companyId: number, input: ConsultantInput, exceptId?: number) {
  if (input.vendorId !== null) {
    const vendor = await db("vendors").where({ companyId, id: input.vendorId }).first("id");
    if (!vendor) throw new DomainError(M.vendorNotFound, 400, { vendorId: [M.vendorNotFound] });
  }
  const taken = db("consultants").where({ companyId }).whereRaw("lower(btrim(consultant_name)) = lower(btrim(?))", [input.consultantName]);
  if (exceptId !== undefined) taken.whereNot("id", exceptId);
  if (await taken.first("id")) throw duplicateName(input.consultantName);
  if (input.email) {
    const email = db("consultants").where({ companyId }).whereRaw("lower(btrim(email)) = lower(btrim(?))", [input.email]);
    if (exceptId !== undefined) email.whereNot("id", exceptId);
    if (await email.first("id")) throw new DomainError(M.duplicateEmail(input.email), 409, { email: [M.duplicateEmail(input.email)] });
  }
}

const duplicateName = (name: string) => new DomainError(M.duplicateName(name), 409, { consultantName: [M.duplicateName(name)] });

const columnsOf = (input: ConsultantInput) => ({
  consultantName: input.consultantName,
  email: input.email,
  phone: input.phone,
  employmentKind: input.employmentKind,
  vendorId: input.vendorId,
  billRate: toDecimal(input.billRate),
  payRate: toDecimal(input.payRate),
  active: input.active,
});

const refuseTaken = (input: ConsultantInput) => (error: unknown) => {
  if (isUniqueViolation(error)) throw duplicateName(input.consultantName);
  throw error;
};

export async function createConsultant(
  db: Knex,
  ctx: ActivityContext & { userId?: number | null },
  input: ConsultantInput,
): Promise<ConsultantRecord> {
  await checkConsultant(db, ctx.companyId, input);
  const id = await db
    .transaction(async (trx) => {
      const row = await Consultant.query(trx).insert({
        ...columnsOf(input),
        companyId: ctx.companyId,
        createdBy: ctx.userId ?? null,
      } as never);
      await recordActivity(trx, ctx, {
        activity: "created",
        recordType: "consultant",
        recordId: row.id,
        name: input.consultantName,
        link: `customers/edit-consultant/${row.id}`,
      });
      return row.id;
    })
    .catch(refuseTaken(input));
  return getConsultant(db, ctx.companyId, id);
}

export async function updateConsultant(db: Knex, ctx: ActivityContext, id: number, input: ConsultantInput & { version: number }) {
  if (!isRowId(id)) throw new DomainError(M.notFound, 404);
  await checkConsultant(db, ctx.companyId, input, id);
  await db
    .transaction(async (trx) => {
      await patchVersioned(
        Consultant,
        trx,
        { companyId: ctx.companyId, id },
        input.version,
        { ...columnsOf(input), updatedAt: trx.fn.now() },
        {
          noun: "consultant",
          notFound: M.notFound,
        },
      );
      await recordActivity(trx, ctx, {
        activity: "updated",
        recordType: "consultant",
        recordId: id,
        name: input.consultantName,
        link: `customers/edit-consultant/${id}`,
      });
    })
    .catch(refuseTaken(input));
  return getConsultant(db, ctx.companyId, id);
}

/** Delete a consultant without timesheets (and its placements); one with hours stays (make it inactive). */
export async function deleteConsultant(db: Knex, ctx: ActivityContext, id: number): Promise<{ message: string }> {
  const consultant = await getConsultant(db, ctx.companyId, id);
  return db.transaction(async (trx) => {
    await trx("consultants").where({ companyId: ctx.companyId, id }).forUpdate().first("id");
    const sheet = await trx("timesheets").where({ companyId: ctx.companyId, consultantId: id }).first("id");
    if (sheet) throw new DomainError(M.deleteHasHours(consultant.consultantName), 409);
    await Consultant.query(trx).where({ companyId: ctx.companyId, id }).delete();
    await recordActivity(trx, ctx, { activity: "deleted", recordType: "consultant", recordId: id, name: consultant.consultantName });
    return { message: M.deleted(consultant.consultantName) };
  });
}

/** The placement's customer must be the company's; its item an active service item the company sells. */
async function checkPlacement(db: Knex, companyId: number, input: PlacementInput) {
  const customer = await db("customers").where({ companyId, id: input.customerId }).first("id");
  if (!customer) throw new DomainError(M.customerNotFound, 400, { customerId: [M.customerNotFound] });
  const item = await db("items").where({ companyId, id: input.itemId, itemType: "service", sells: true, active: true }).first("id");
  if (!item) throw new DomainError(M.itemNotService, 400, { itemId: [M.itemNotService] });
}

const placementColumns = (input: PlacementInput) => ({
  customerId: input.customerId,
  itemId: input.itemId,
  billRate: input.billRate === null ? null : toDecimal(input.billRate),
  startDate: input.startDate,
  endDate: input.endDate,
});

function placementName(consultant: { consultantName: string }, customerName: string) {
  return `${consultant.consultantName} at ${customerName}`;
}

/** Add a placement to a consultant. */
export async function addPlacement(db: Knex, ctx: ActivityContext, consultantId: number, input: PlacementInput): Promise<PlacementRecord> {
  const consultant = await getConsultant(db, ctx.companyId, consultantId);
  await checkPlacement(db, ctx.companyId, input);
  const id = await db.transaction(async (trx) => {
    const row = await Placement.query(trx).insert({ ...placementColumns(input), companyId: ctx.companyId, consultantId } as never);
    const [placement] = await placementRecords(trx, ctx.companyId, { ids: [row.id] });
    await recordActivity(trx, ctx, {
      activity: "created",
      recordType: "placement",
      recordId: row.id,
      name: placementName(consultant, placement.customerName),
      link: `customers/edit-consultant/${consultantId}`,
    });
    return row.id;
  });
  return (await placementRecords(db, ctx.companyId, { ids: [id] }))[0];
}

async function placementOf(db: Knex, companyId: number, id: number): Promise<PlacementRecord> {
  const [placement] = isRowId(id) ? await placementRecords(db, companyId, { ids: [id] }) : [];
  if (!placement) throw new DomainError(M.placementNotFound, 404);
  return placement;
}

/**
 * Change a placement. Hours already entered must still fall inside its dates, and its customer
 * cannot change once it has hours (they were worked for that customer).
 */
export async function updatePlacement(db: Knex, ctx: ActivityContext, id: number, input: PlacementInput): Promise<PlacementRecord> {
  const current = await placementOf(db, ctx.companyId, id);
  const consultant = await getConsultant(db, ctx.companyId, current.consultantId);
  await checkPlacement(db, ctx.companyId, input);
  await db.transaction(async (trx) => {
    await trx("consultantPlacements").where({ companyId: ctx.companyId, id }).forUpdate().first("id");
    const worked = await trx("timesheetEntries")
      .where({ companyId: ctx.companyId, placementId: id })
      .first(trx.raw("min(work_date)::text AS first"), trx.raw("max(work_date)::text AS last"));
    if (worked?.first) {
      const outside = worked.first < input.startDate! || (input.endDate !== null && worked.last > input.endDate);
      if (outside || input.customerId !== current.customerId)
        throw new DomainError(
          `This placement has hours from ${formatUsDate(worked.first)} to ${formatUsDate(worked.last)}: its customer stays and its dates must cover them.`,
          409,
        );
    }
    await Placement.query(trx)
      .where({ companyId: ctx.companyId, id })
      .patch(placementColumns(input) as never);
    await recordActivity(trx, ctx, {
      activity: "updated",
      recordType: "placement",
      recordId: id,
      name: placementName(consultant, current.customerName),
      link: `customers/edit-consultant/${current.consultantId}`,
    });
  });
  return placementOf(db, ctx.companyId, id);
}

/** Remove a placement that has no hours. */
export async function deletePlacement(db: Knex, ctx: ActivityContext, id: number): Promise<{ message: string; consultantId: number }> {
  const current = await placementOf(db, ctx.companyId, id);
  return db.transaction(async (trx) => {
    await trx("consultantPlacements").where({ companyId: ctx.companyId, id }).forUpdate().first("id");
    if (await trx("timesheetEntries").where({ companyId: ctx.companyId, placementId: id }).first("id"))
      throw new DomainError(M.placementHasHours, 409);
    await Placement.query(trx).where({ companyId: ctx.companyId, id }).delete();
    await recordActivity(trx, ctx, { activity: "deleted", recordType: "placement", recordId: id, name: current.customerName });
    return { message: M.placementDeleted, consultantId: current.consultantId };
  });
}

/** The id of a placement's company if it is the user's, else 404 (the API's by-id routes). */
export async function findPlacementCompanyId(db: Knex, userId: number, id: number): Promise<number> {
  const row = isRowId(id)
    ? await db("consultantPlacements").where({ id }).whereIn("companyId", memberCompanyIds(db, userId)).first("companyId")
    : undefined;
  if (!row) throw new DomainError(M.placementNotFound, 404);
  return row.companyId;
}

/** Money of the database as cents (rates, amounts). */
export const centsOf = (text: string | null | undefined) => fromDecimal(text ?? "0");

export type { CompanyContext };
