import { PURCHASE_KIND_INFOS } from "~/modules/purchases/kinds/info";
import { PURCHASE_WORDS, type PurchaseGrouping } from "./trade-report-types";
import type { TradeSide } from "./trade-reports.server";

export type { PurchaseGrouping };

// Purchases by Vendor and by Item (Reports › Purchases), summary and detail: the item and account
// rows of the bills, cash purchases, cash expenses and credit card charges dated in the period, less
// those of the vendor credits (a credit's rows, quantities too, count negative). Drafts and voided
// documents are not purchases. Purchase documents carry no discount or tax, so a row's amount is
// what it cost. A check pays bills and has no rows of its own: what it paid for is on its bills.
// The grouping, totals and paging are the trade reports' (trade-reports.server.ts), as for sales.

const PURCHASE_LINES_SQL = `
  SELECT d.id AS document_id, d.kind, d.number, d.doc_date, l.line_no, d.vendor_id AS party_id, v.vendor_name AS party_name,
         l.item_id, i.name AS item_name, coalesce(nullif(l.description, ''), a.account_name, '') AS description,
         CASE WHEN d.kind = 'vendor_credit' THEN -l.quantity ELSE l.quantity END AS quantity,
         CASE WHEN d.kind = 'vendor_credit' THEN -l.amount ELSE l.amount END AS net
    FROM purchase_documents d
    JOIN purchase_document_lines l ON l.company_id = d.company_id AND l.document_id = d.id
    LEFT JOIN vendors v ON v.company_id = d.company_id AND v.id = d.vendor_id
    LEFT JOIN items i ON i.company_id = l.company_id AND i.id = l.item_id
    LEFT JOIN company_accounts a ON a.company_id = l.company_id AND a.id = l.account_id
   WHERE d.company_id = :companyId AND d.status NOT IN ('draft', 'void') AND d.doc_date BETWEEN :from AND :to`;

/** The purchases side of the trade reports: by vendor, or by item (item rows only). */
export const PURCHASE_SIDE: TradeSide<PurchaseGrouping> = {
  words: PURCHASE_WORDS,
  linesSql: PURCHASE_LINES_SQL,
  kindLabels: Object.fromEntries(PURCHASE_KIND_INFOS.map((k) => [k.name, k.labels.title])),
  groupings: {
    vendor: { key: "party_id", label: "party_name" },
    item: { key: "item_id", label: "item_name", itemsOnly: true },
  },
};
