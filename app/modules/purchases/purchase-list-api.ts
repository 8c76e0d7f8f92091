import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { DEFAULT_PER_PAGE } from "~/lib/pagination";
import { checkbox, choice } from "~/lib/zod-helpers";
import type { PaymentListQuery } from "./purchase-lists";
import { documentDate } from "./schema";

// The API's query of GET /api/vendor/pay-bill/company/:companyId: the list's filters, refused with a
// message when malformed (the screens fall back to defaults instead).

/** An optional id filter: a positive integer, as a number or a numeric string. */
export const apiId = z.preprocess(
  (v) => (v === undefined || v === "" ? undefined : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: "Must be an id" }).int("Must be an id").positive("Must be an id").max(MAX_ROW_ID, "Must be an id").optional(),
);

/** A list's page and page size, defaults when left out. */
export const apiPageFields = {
  page: z.preprocess((v) => (v === undefined || v === "" ? 1 : v), z.coerce.number().int().min(1).max(100000)),
  perPage: z.preprocess((v) => (v === undefined || v === "" ? DEFAULT_PER_PAGE : v), z.coerce.number().int().min(1).max(100)),
};

export const paymentListApiQuerySchema = z.object({
  view: choice(["all", "not-issued", "issued"] as const, "all", "view must be all, not-issued or issued"),
  dateType: choice(["all", "pay", "issue"] as const, "all", "dateType must be all, pay or issue"),
  from: documentDate("from"),
  to: documentDate("to"),
  vendorId: apiId,
  ...apiPageFields,
  includeRecords: checkbox(false),
});

/** The list query an API request asks for: From and To count only with a date type, as on the screen. */
export function paymentListQueryOf(query: z.infer<typeof paymentListApiQuerySchema>): PaymentListQuery {
  return {
    view: query.view,
    dateType: query.dateType,
    vendor: query.vendorId ?? null,
    from: query.dateType === "all" ? null : query.from,
    to: query.dateType === "all" ? null : query.to,
    page: query.page,
    perPage: query.perPage,
  };
}

/** GET /api/vendor/pay-bill/vendor/:vendorId?includeRecords=true: each payment with the bills it paid. */
export const includeRecordsQuerySchema = z.object({ includeRecords: checkbox(false) });
