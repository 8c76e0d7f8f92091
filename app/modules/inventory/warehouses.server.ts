import { isRowId } from "~/lib/row-id";
import { recordCompanyId } from "~/modules/companies/companies.server";
import { anyColumnContains } from "~/lib/search-text";
import type { Knex } from "knex";
import type { ListResult } from "~/lib/pagination";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { recordActivity, type ActivityEntry } from "~/modules/activity/activity.server";
import { DomainError } from "~/utils/errors";
import { isForeignKeyViolation, isUniqueViolation, patchVersioned } from "~/utils/model";
import { Warehouse } from "./warehouse.model";
import {
  WAREHOUSE_MESSAGES,
  type WarehouseFields,
  type WarehouseInput,
  type WarehouseStatus,
  type WarehouseUpdateInput,
} from "./warehouse-schema";
import { ItemStock } from "./stock.model";

// Warehouses: where stock is kept. A list with search and status, add and edit (the edit on the
// version read, ADR 0014), deactivate (hidden from new transactions, history kept), activate, and a
// permanent delete that only a warehouse that never held stock may take (otherwise: deactivate).

export interface WarehouseRecord extends WarehouseFields {
  id: number;
  companyId: number;
  isActive: boolean;
  version: number;
}

const COLUMNS = [
  "id",
  "companyId",
  "name",
  "description",
  "address",
  "city",
  "state",
  "zipCode",
  "country",
  "phone",
  "email",
  "isActive",
  "version",
];

const present = (row: Warehouse): WarehouseRecord =>
  Object.fromEntries(COLUMNS.map((c) => [c, (row as never)[c]])) as unknown as WarehouseRecord;

type Ctx = Pick<CompanyContext, "companyId" | "userId">;

/** A warehouse's change in the activity log, in the change's transaction. */
const recordWarehouse = (
  trx: Knex.Transaction,
  ctx: Ctx,
  activity: ActivityEntry["activity"],
  row: { id: number; name: string },
  detail?: string,
) =>
  recordActivity(trx, ctx, {
    activity,
    recordType: "warehouse",
    recordId: row.id,
    name: row.name,
    link: activity === "deleted" ? null : "company/support-lists/warehouses",
    detail,
  });

export interface WarehouseListQuery {
  search?: string;
  status?: WarehouseStatus;
  /** Absent: every matching warehouse on one page */
  page?: number;
  perPage?: number;
}

/** A company's warehouses by name, filtered by search (name, description, address, city, phone, email) and status. */
export async function listWarehouses(db: Knex, companyId: number, query: WarehouseListQuery = {}): Promise<ListResult<WarehouseRecord>> {
  const base = Warehouse.query(db).modify("ofCompany", companyId);
  const search = query.search?.trim();
  if (search) base.where(anyColumnContains(["name", "description", "address", "city", "phone", "email"], search));
  if (query.status === "active") base.where("isActive", true);
  if (query.status === "inactive") base.where("isActive", false);
  const total = await base.clone().resultSize();
  const rowsQuery = base.select(COLUMNS).orderByRaw("lower(name), id");
  const perPage = query.perPage ?? Math.max(total, 1);
  const page = query.page ?? 1;
  if (query.page !== undefined) rowsQuery.limit(perPage).offset((page - 1) * perPage);
  const rows = await rowsQuery;
  return { items: rows.map(present), total, page, perPage };
}

/** The active warehouses (the stock adjustment form's choices), by name. */
export async function activeWarehouses(db: Knex, companyId: number): Promise<{ id: number; name: string }[]> {
  return Warehouse.query(db).modify("ofCompany", companyId).where("isActive", true).select("id", "name").orderByRaw("lower(name), id");
}

export async function getWarehouse(db: Knex, companyId: number, id: number): Promise<WarehouseRecord> {
  const row = isRowId(id) ? await Warehouse.query(db).modify("ofCompany", companyId).findById(id).select(COLUMNS) : undefined;
  if (!row) throw new DomainError(WAREHOUSE_MESSAGES.notFound, 404);
  return present(row);
}

/** The company a warehouse belongs to, if that company is the user's; otherwise 404 (the API's /warehouses/:id). */
export async function findWarehouseCompanyId(db: Knex, userId: number, id: number): Promise<number> {
  return recordCompanyId(db, userId, "warehouses", id, WAREHOUSE_MESSAGES.notFound);
}

const duplicate = (name: string) =>
  new DomainError(WAREHOUSE_MESSAGES.duplicate(name), 409, { name: [WAREHOUSE_MESSAGES.duplicate(name)] });

export async function createWarehouse(db: Knex, ctx: Ctx, input: WarehouseInput): Promise<WarehouseRecord> {
  try {
    return await db.transaction(async (trx) => {
      const row = present(
        (await Warehouse.query(trx)
          .insert({ ...input, companyId: ctx.companyId, createdBy: ctx.userId ?? null })
          .returning(COLUMNS as never)) as unknown as Warehouse,
      );
      await recordWarehouse(trx, ctx, "created", row);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.name);
    throw error;
  }
}

export async function updateWarehouse(db: Knex, ctx: Ctx, id: number, input: WarehouseUpdateInput): Promise<WarehouseRecord> {
  if (!isRowId(id)) throw new DomainError(WAREHOUSE_MESSAGES.notFound, 404);
  const { version, ...changes } = input;
  try {
    await db.transaction(async (trx) => {
      await patchVersioned(
        Warehouse,
        trx,
        { companyId: ctx.companyId, id },
        version,
        { ...changes, updatedAt: trx.fn.now() },
        {
          noun: "warehouse",
          notFound: WAREHOUSE_MESSAGES.notFound,
        },
      );
      await recordWarehouse(trx, ctx, "updated", { id, name: input.name });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.name);
    throw error;
  }
  return getWarehouse(db, ctx.companyId, id);
}

/** Deactivate (false) or activate (true) a warehouse. */
export async function setWarehouseActive(db: Knex, ctx: Ctx, id: number, active: boolean): Promise<WarehouseRecord> {
  if (!isRowId(id)) throw new DomainError(WAREHOUSE_MESSAGES.notFound, 404);
  return db.transaction(async (trx) => {
    const patched = await Warehouse.query(trx)
      .modify("ofCompany", ctx.companyId)
      .findById(id)
      .patch({ isActive: active, version: trx.raw("version + 1"), updatedAt: trx.fn.now() } as never);
    if (!patched) throw new DomainError(WAREHOUSE_MESSAGES.notFound, 404);
    const row = await getWarehouse(trx, ctx.companyId, id);
    await recordWarehouse(trx, ctx, "updated", row, active ? "Activated" : "Deactivated");
    return row;
  });
}

/** Does the warehouse hold stock now or has it ever (movements, adjustments, builds)? */
async function hasStockHistory(trx: Knex, companyId: number, id: number): Promise<boolean> {
  const { rows } = await trx.raw(
    `SELECT EXISTS (SELECT 1 FROM item_stock WHERE company_id = ? AND warehouse_id = ? AND (quantity <> 0 OR value <> 0))
         OR EXISTS (SELECT 1 FROM stock_movements WHERE company_id = ? AND warehouse_id = ?)
         OR EXISTS (SELECT 1 FROM stock_adjustments WHERE company_id = ? AND warehouse_id = ?)
         OR EXISTS (SELECT 1 FROM assembly_builds WHERE company_id = ? AND warehouse_id = ?) AS used`,
    [companyId, id, companyId, id, companyId, id, companyId, id],
  );
  return Boolean(rows[0].used);
}

/** Delete a warehouse for good: refused (409, deactivate instead) when it holds stock or has any history. */
export async function deleteWarehouse(db: Knex, ctx: Ctx, id: number): Promise<WarehouseRecord> {
  if (!isRowId(id)) throw new DomainError(WAREHOUSE_MESSAGES.notFound, 404);
  let name = "";
  try {
    return await db.transaction(async (trx) => {
      const row = await Warehouse.query(trx).modify("ofCompany", ctx.companyId).findById(id).forUpdate().select(COLUMNS);
      if (!row) throw new DomainError(WAREHOUSE_MESSAGES.notFound, 404);
      name = row.name;
      if (await hasStockHistory(trx, ctx.companyId, id)) throw new DomainError(WAREHOUSE_MESSAGES.inUse(name), 409);
      await ItemStock.query(trx).modify("ofCompany", ctx.companyId).where({ warehouseId: id }).delete();
      await Warehouse.query(trx).modify("ofCompany", ctx.companyId).deleteById(id);
      await recordWarehouse(trx, ctx, "deleted", row);
      return present(row);
    });
  } catch (error) {
    // A document that refers to the warehouse and is not among the tables above.
    if (isForeignKeyViolation(error)) throw new DomainError(WAREHOUSE_MESSAGES.inUse(name), 409);
    throw error;
  }
}
