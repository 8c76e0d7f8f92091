import type { Knex } from "knex";
import { adjustmentRange, listStockAdjustmentRows } from "~/modules/inventory/stock-adjustments.server";
import { adjustmentListQuerySchema } from "~/modules/inventory/stock-adjustment-schema";
import type { Company } from "~/modules/companies/companies.server";
import { companyContext } from "~/modules/companies/companies.server";

// The Stock Adjustments list's filters (warehouse, date preset, From/To), read from the URL and
// shared by the list and its CSV export. A filter that makes no sense is dropped with its message.

export function readAdjustmentFilters(search: URLSearchParams) {
  const raw = {
    warehouseId: search.get("warehouseId")?.trim() ?? "",
    preset: search.get("preset")?.trim() ?? "",
    from: search.get("from")?.trim() ?? "",
    to: search.get("to")?.trim() ?? "",
  };
  const input: Record<string, string> = { ...raw };
  let parsed = adjustmentListQuerySchema.safeParse(input);
  const errors: Partial<Record<keyof typeof raw, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof typeof raw;
      errors[key] = issue.message;
      input[key] = "";
    }
    parsed = adjustmentListQuerySchema.safeParse(input);
  }
  return { raw, errors, filter: parsed.success ? parsed.data : {} };
}

export async function adjustmentRows(
  db: Knex,
  company: Company,
  userId: number,
  search: URLSearchParams,
  paging?: { page: number; perPage: number },
) {
  const { raw, errors, filter } = readAdjustmentFilters(search);
  const { today } = companyContext(company, userId);
  const range = adjustmentRange(filter, today, company.fiscalYearStart);
  const list = await listStockAdjustmentRows(db, company.id, { warehouseId: filter.warehouseId, ...range }, paging);
  return { raw, errors, list, today };
}
