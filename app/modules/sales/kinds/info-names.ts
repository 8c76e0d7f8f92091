import type { SalesKindInfo } from "./info";

/** A sales kind's stored name (`sales_documents.kind`): invoice, cash_sale, credit_memo. */
export type SalesKindName = SalesKindInfo["name"];
