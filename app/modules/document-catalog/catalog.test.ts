import { describe, expect, it } from "vitest";
import { CENTER_VIEWS } from "~/modules/inventory/center";
import { INVENTORY_STOCK_SOURCES } from "~/modules/inventory/stock.server";
import { PURCHASE_KINDS } from "~/modules/purchases/kinds";
import { CUSTOMER_TRANSACTION_VIEWS, customerKindOf, SALES_ENTRY_TYPES } from "~/modules/customers/customer-center";
import { CUSTOMER_MONEY_ENTRY_TYPES } from "~/modules/sales/customer-payments";
import { kindOf, PURCHASE_ENTRY_TYPES, TRANSACTION_VIEWS } from "~/modules/vendors/vendor-transactions";
import {
  CENTER_VIEW_SOURCES,
  DOCUMENT_CATALOG,
  documentCreateOperation,
  documentSampleBodies,
  STOCK_SOURCE_LABELS,
  STOCK_SOURCE_TYPES,
} from "./catalog";

const refs = {
  companyId: 1,
  party: (side: string) => (side === "vendor" ? 2 : 7),
  rowAccountId: 3,
  accountOfType: (type: string) => (type === "Bank" ? 4 : 5),
  itemId: 6,
  soldItemId: 8,
};

describe("the document catalog", () => {
  it("lists each kind once, with its own entry type, API path and number series", () => {
    const names = DOCUMENT_CATALOG.map((k) => k.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(DOCUMENT_CATALOG.map((k) => k.entryType)).size).toBe(names.length);
    expect(new Set(DOCUMENT_CATALOG.map((k) => k.api.path)).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(PURCHASE_KINDS.map((k) => k.name)));
  });

  for (const kind of DOCUMENT_CATALOG) {
    describe(kind.name, () => {
      it("has what every kind must: labels, entry type, party, rows, accounts, posting, stock, statuses, API", () => {
        expect(kind.name).toMatch(/^[a-z][a-z_]*$/);
        expect(kind.module).toMatch(/^[a-z][a-z-]*$/);
        expect(kind.table).toMatch(/^[a-z][a-z_]*$/);
        expect(kind.labels.title.trim()).not.toBe("");
        expect(kind.labels.created.trim()).not.toBe("");
        expect(kind.labels.centerKind.trim()).not.toBe("");
        if (kind.labels.inventoryView !== null) expect(CENTER_VIEWS).toContain(kind.labels.inventoryView);
        expect(kind.entryType).toMatch(/^[A-Z]{2,5}$/);
        expect(["vendor", "customer", "none"]).toContain(kind.party.side);
        if (kind.party.side === "none") expect(kind.party.required).toBe(false);
        expect(kind.rowKinds.length).toBeGreaterThan(0);
        expect(kind.accounts.rows.length).toBeGreaterThan(0);
        if (kind.posting.against === "payFrom") expect(kind.accounts.payFrom?.length).toBeGreaterThan(0);
        if (kind.posting.against === "refundOrParty") expect(kind.accounts.refund?.length).toBeGreaterThan(0);
        // Money is paid from (or refunded into) a cash, bank or card account, never the system's
        // Accounts Payable (a Current Liability) or Opening Balance Equity (issue 25, item 3).
        for (const paying of [kind.accounts.payFrom ?? [], kind.accounts.refund ?? []]) {
          expect(paying).not.toContain("Current Liability");
          expect(paying).not.toContain("Equity");
        }
        if (kind.posting.against !== "payFrom") expect(kind.party.side).not.toBe("none");
        expect(["receive", "issue", "none"]).toContain(kind.stock);
        if (kind.stock !== "none") expect(kind.rowKinds).toContain("item");
        expect(kind.statuses.length).toBeGreaterThan(0);
        expect(kind.api.path).toMatch(/^\/api\//);
        expect(kind.api.summary.trim()).not.toBe("");
      });

      it("accepts its own sample body, which the API and the sweep start from", () => {
        const body = documentSampleBodies(refs)[`post ${kind.api.path}`];
        const parsed = documentCreateOperation(kind.name).body.safeParse(body);
        expect(parsed.error?.issues ?? []).toEqual([]);
      });

      it("shows in its party's Center under its own kind", () => {
        if (kind.party.side === "customer") {
          expect(Object.values(SALES_ENTRY_TYPES)).toContain(kind.entryType);
          expect(customerKindOf(kind.entryType)).toBe(kind.labels.centerKind);
          expect(CUSTOMER_TRANSACTION_VIEWS.some((v) => (v.entryTypes as readonly string[] | null)?.includes(kind.entryType))).toBe(true);
          return;
        }
        if (kind.party.side !== "vendor") return;
        expect(Object.values(PURCHASE_ENTRY_TYPES)).toContain(kind.entryType);
        expect(kindOf(kind.entryType)).toBe(kind.labels.centerKind);
        expect(TRANSACTION_VIEWS.some((v) => (v.entryTypes as readonly string[] | null)?.includes(kind.entryType))).toBe(true);
      });
    });
  }

  it("names the customer payments' entry types as the Customer Center does", () => {
    expect(CUSTOMER_MONEY_ENTRY_TYPES).toEqual({
      receivePayment: SALES_ENTRY_TYPES.receivePayment,
      prepayment: SALES_ENTRY_TYPES.prepayment,
      refund: SALES_ENTRY_TYPES.refund,
    });
  });

  it("derives the stock sources and the Inventory Centre's views and labels", () => {
    const moving = DOCUMENT_CATALOG.filter((k) => k.stock !== "none").map((k) => k.name);
    expect(STOCK_SOURCE_TYPES).toEqual([...INVENTORY_STOCK_SOURCES, ...moving]);
    for (const source of STOCK_SOURCE_TYPES) expect(STOCK_SOURCE_LABELS[source]).toBeTruthy();
    expect(CENTER_VIEW_SOURCES.all).toBeNull();
    expect(CENTER_VIEW_SOURCES.bills).toEqual(["bill"]);
    expect(CENTER_VIEW_SOURCES.expenses).toEqual(["credit_card_charge", "cash_expense"]);
    expect(CENTER_VIEW_SOURCES.invoices).toEqual(["invoice"]);
    expect(CENTER_VIEW_SOURCES.cashSales).toEqual(["cash_sale"]);
    expect(CENTER_VIEW_SOURCES.customerCreditNotes).toEqual(["credit_memo"]);
    expect(CENTER_VIEW_SOURCES.quotes).toEqual([]);
  });
});
