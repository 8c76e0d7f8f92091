import * as z from "zod";
import { toDecimal } from "~/lib/money";
import { PAGE_SIZES } from "~/lib/pagination";
import { toQuantityDecimal } from "~/lib/quantity";
import { companyContext } from "~/modules/companies/companies.server";
import {
  adjustmentRange,
  createStockAdjustment,
  deleteStockAdjustment,
  findStockAdjustmentCompanyId,
  getStockAdjustment,
  listStockAdjustmentRows,
  listStockAdjustments,
  updateStockAdjustment,
} from "~/modules/inventory/stock-adjustments.server";
import {
  adjustmentListQuerySchema,
  fromApiBody,
  STOCK_ADJUSTMENT_MESSAGES,
  stockAdjustmentApiSchema,
  stockAdjustmentSchema,
} from "~/modules/inventory/stock-adjustment-schema";
import {
  createWarehouse,
  deleteWarehouse,
  findWarehouseCompanyId,
  listWarehouses,
  setWarehouseActive,
  updateWarehouse,
} from "~/modules/inventory/warehouses.server";
import { WAREHOUSE_MESSAGES, WAREHOUSE_STATUSES, warehouseSchema, warehouseUpdateSchema } from "~/modules/inventory/warehouse-schema";
import { versionField } from "~/lib/record-version";
import { companyIdField } from "~/lib/zod-helpers";
import { api, byMethod, idParam, json, parseInput } from "./__api.server";

// The warehouses' and stock adjustments' API, thin adapters over the services the
// screens use:
//   GET    /api/warehouses/company/:companyId   ?search&status=all|active|inactive&page&perPage → { success, data: { warehouses, total, page, perPage } }
//   POST   /api/warehouses                      { name, description, …, companyId } → 201 { success, data, message }
//   PUT    /api/warehouses/:id                  { name, description, address, …, version } → { success, data, message }
//   DELETE /api/warehouses/:id                  deactivate; ?permanent=true deletes (409 when it has stock history)
//   POST   /api/warehouses/:id/restore          activate
//   GET    /api/inventory/companies/:id/stock-adjustments       ?warehouseId&preset&from&to&page&perPage → { data, total, page, perPage }
//   POST   /api/inventory/companies/:id/stock-adjustments       { date?, warehouseId, adjustmentAccount, items[{ inventoryItemId, comment, adjustedQty, rate }] } → 201
//   GET    /api/inventory/companies/:id/stock-adjustment-items  the adjusted rows, one per item and adjustment (inventoryItemId each)
//   GET/PUT/DELETE /api/inventory/stock-adjustments/:id         (PUT with the version read)
// A company, warehouse or adjustment of another user is a 404.

const pageQuery = {
  page: z.coerce.number().int().positive().max(1_000_000).optional(),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `perPage must be one of ${PAGE_SIZES.join(", ")}`)
    .optional(),
};

export const warehouseListQuerySchema = z.object({
  search: z.string().max(200).optional(),
  status: z.enum(WAREHOUSE_STATUSES).optional(),
  ...pageQuery,
});

export const warehouseListLoader = api(
  {
    doc: {
      tag: "Inventory",
      summary:
        "A company's warehouses by name, with search and status: { success, data: { warehouses, total, page, perPage } } (every match without page)",
      responses: { 200: "Warehouses", 400: "Invalid query", 404: "Company not found" },
    },
    params: idParam("companyId"),
    query: warehouseListQuerySchema,
  },
  async ({ db, params, query, company }) => {
    const { id } = await company(params.companyId);
    const page = query.page ?? (query.perPage ? 1 : undefined);
    const result = await listWarehouses(db, id, {
      search: query.search,
      status: query.status,
      page,
      perPage: page ? (query.perPage ?? 10) : undefined,
    });
    return { success: true, data: { warehouses: result.items, total: result.total, page: result.page, perPage: result.perPage } };
  },
);

export const warehouseCreateBodySchema = warehouseSchema.extend({ companyId: companyIdField });

export const warehouseCreateAction = byMethod({
  POST: api(
    {
      doc: {
        tag: "Inventory",
        summary: "Add a warehouse: { success, data, message }",
        responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "Duplicate name" },
      },
      body: warehouseCreateBodySchema,
    },
    async ({ db, body, context }) => {
      const { companyId, ...fields } = body;
      const ctx = await context(companyId);
      const warehouse = await createWarehouse(db, ctx, fields);
      return json({ success: true, data: warehouse, message: WAREHOUSE_MESSAGES.created }, 201);
    },
  ),
});

const warehouseParams = idParam("id");

export const warehouseAction = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Inventory",
        summary: "Edit a warehouse, with the version read: { success, data, message }",
        responses: { 200: "Updated", 400: "Invalid input", 404: "Warehouse not found", 409: "Changed by someone else, or duplicate name" },
      },
      params: warehouseParams,
      body: warehouseUpdateSchema,
    },
    async (ctx) => {
      const owner = await ctx.contextOf(findWarehouseCompanyId, ctx.params.id);
      const warehouse = await updateWarehouse(ctx.db, owner, ctx.params.id, ctx.body);
      return { success: true, data: warehouse, message: WAREHOUSE_MESSAGES.updated };
    },
  ),
  DELETE: api(
    {
      params: warehouseParams,
      doc: {
        tag: "Inventory",
        summary: "Deactivate a warehouse; with ?permanent=true delete it (refused when it holds stock or has stock history)",
        responses: { 200: "Deactivated or deleted", 404: "Warehouse not found", 409: "It has stock history: deactivate it instead" },
      },
      query: z.object({ permanent: z.enum(["true", "false"]).optional() }),
    },
    async (ctx) => {
      const owner = await ctx.contextOf(findWarehouseCompanyId, ctx.params.id);
      if (ctx.query.permanent === "true") {
        const warehouse = await deleteWarehouse(ctx.db, owner, ctx.params.id);
        return { success: true, data: warehouse, message: WAREHOUSE_MESSAGES.deleted };
      }
      const warehouse = await setWarehouseActive(ctx.db, owner, ctx.params.id, false);
      return { success: true, data: warehouse, message: WAREHOUSE_MESSAGES.deactivated };
    },
  ),
});

export const warehouseRestoreAction = byMethod({
  POST: api(
    {
      doc: {
        tag: "Inventory",
        summary: "Activate a deactivated warehouse: { success, data, message }",
        responses: { 200: "Activated", 404: "Warehouse not found" },
      },
      params: warehouseParams,
    },
    async (ctx) => {
      const owner = await ctx.contextOf(findWarehouseCompanyId, ctx.params.id);
      const warehouse = await setWarehouseActive(ctx.db, owner, ctx.params.id, true);
      return { success: true, data: warehouse, message: WAREHOUSE_MESSAGES.activated };
    },
  ),
});

export const adjustmentApiQuerySchema = adjustmentListQuerySchema.extend(pageQuery);

/** The API's field errors name the rows as the API does: items[0].inventoryItemId. */
function apiFieldErrors(error: unknown): never {
  if (error && typeof error === "object" && "fieldErrors" in error && (error as { fieldErrors?: Record<string, string[]> }).fieldErrors) {
    const e = error as { fieldErrors: Record<string, string[]> };
    e.fieldErrors = Object.fromEntries(
      Object.entries(e.fieldErrors).map(([key, value]) => [
        key
          .replace(/^rows(?:\[(\d+)\]|\.(\d+))\.itemId$/, "items[$1$2].inventoryItemId")
          .replace(/^rows(?:\[(\d+)\]|\.(\d+))/, "items[$1$2]")
          .replace(/^rows$/, "items"),
        value,
      ]),
    );
  }
  throw error;
}

/** The stock adjustment lists' filter from the query: the warehouse, and the dates in the company's calendar. */
function adjustmentListFilter(
  owned: Parameters<typeof companyContext>[0] & { fiscalYearStart: string | number },
  userId: number,
  query: { warehouseId?: number; from?: string; to?: string; preset?: Parameters<typeof adjustmentRange>[0]["preset"] },
) {
  const range = adjustmentRange(query, companyContext(owned, userId).today, owned.fiscalYearStart);
  return { warehouseId: query.warehouseId, ...range };
}

export const adjustmentsLoader = api(
  {
    doc: {
      tag: "Inventory",
      summary: "Stock adjustments with their items, newest first: { data, total, page, perPage }",
      responses: { 200: "Stock adjustments", 400: "Invalid query", 404: "Company not found" },
    },
    params: idParam("id"),
    query: adjustmentApiQuerySchema,
  },
  async ({ db, params, query, user, company }) => {
    const owned = await company(params.id);
    const filter = adjustmentListFilter(owned, user.id, query);
    const result = await listStockAdjustments(db, owned.id, filter, { page: query.page ?? 1, perPage: query.perPage ?? 100 });
    return { data: result.items, stockAdjustments: result.items, total: result.total, page: result.page, perPage: result.perPage };
  },
);

export const adjustmentItemsLoader = api(
  {
    doc: {
      tag: "Inventory",
      summary:
        "The adjusted rows, one per item and adjustment, newest first: { data: [{ inventoryItemId, \u2026 }], total, page, perPage }",
      responses: { 200: "Adjusted rows", 400: "Invalid query", 404: "Company not found" },
    },
    params: idParam("id"),
    query: adjustmentApiQuerySchema,
  },
  async ({ db, params, query, user, company }) => {
    const owned = await company(params.id);
    const filter = adjustmentListFilter(owned, user.id, query);
    const page = query.page ?? (query.perPage ? 1 : undefined);
    const result = await listStockAdjustmentRows(db, owned.id, filter, page ? { page, perPage: query.perPage ?? 10 } : undefined);
    const data = result.items.map((row) => ({
      ...row,
      currentQty: toQuantityDecimal(row.currentQty),
      adjustedQty: toQuantityDecimal(row.adjustedQty),
      currentValue: toDecimal(row.currentValue),
      value: toDecimal(row.value),
    }));
    return { data, total: result.total, page: result.page, perPage: result.perPage };
  },
);

export const adjustmentsAction = byMethod({
  POST: api(
    {
      doc: {
        tag: "Inventory",
        summary: "Save a stock adjustment: moves the stock and posts its value (entry type ADJ): { success, data, message }",
        responses: {
          201: "Saved",
          400: "Invalid input, below zero or below the reorder point",
          404: "Company not found",
          409: "Not enough stock",
        },
      },
      params: idParam("id"),
      body: stockAdjustmentApiSchema,
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.id);
      try {
        const input = parseInput(stockAdjustmentSchema, fromApiBody(body));
        const adjustment = await createStockAdjustment(db, ctx, input);
        return json({ success: true, data: adjustment, message: STOCK_ADJUSTMENT_MESSAGES.savedAndClose }, 201);
      } catch (error) {
        apiFieldErrors(error);
      }
    },
  ),
});

const adjustmentParams = idParam("id");

export const adjustmentLoader = api(
  {
    doc: {
      tag: "Inventory",
      summary: "One stock adjustment with its items: { success, data }",
      responses: { 200: "The adjustment", 404: "Not found" },
    },
    params: adjustmentParams,
  },
  async ({ db, params, companyOf }) => {
    const owner = await companyOf(findStockAdjustmentCompanyId, params.id);
    const adjustment = await getStockAdjustment(db, owner.id, params.id);
    return { success: true, data: adjustment };
  },
);

export const adjustmentAction = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Inventory",
        summary: "Change a stock adjustment (its movements and entry are reversed and reposted), with the version read",
        responses: {
          200: "Saved",
          400: "Invalid input",
          404: "Not found",
          409: "Changed by someone else, or its stock has since gone out",
        },
      },
      params: adjustmentParams,
      body: stockAdjustmentApiSchema,
    },
    async ({ db, params, body, contextOf }) => {
      const ctx = await contextOf(findStockAdjustmentCompanyId, params.id);
      try {
        const input = parseInput(stockAdjustmentSchema, fromApiBody(body));
        const { version } = parseInput(z.object({ version: versionField }), { version: body.version });
        const adjustment = await updateStockAdjustment(db, ctx, params.id, { ...input, version });
        return { success: true, data: adjustment, message: STOCK_ADJUSTMENT_MESSAGES.savedAndClose };
      } catch (error) {
        apiFieldErrors(error);
      }
    },
  ),
  DELETE: api(
    {
      params: adjustmentParams,
      doc: {
        tag: "Inventory",
        summary: "Delete a stock adjustment (its movements and entry are reversed): { success, message }",
        responses: { 200: "Deleted", 404: "Not found", 409: "The stock it added has since gone out" },
      },
    },
    async ({ db, params, contextOf }) => {
      const ctx = await contextOf(findStockAdjustmentCompanyId, params.id);
      await deleteStockAdjustment(db, ctx, params.id);
      return { success: true, message: STOCK_ADJUSTMENT_MESSAGES.deleted };
    },
  ),
});
