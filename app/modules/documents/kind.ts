import type * as z from "zod";

// What a document kind is, declared once in the module that owns it (purchases/kinds/bill.ts, …)
// and listed in the catalog (document-catalog/catalog.ts), from which every list of kinds is
// derived: the Center's transaction kinds, the stock sources and the Inventory Center's join and
// labels, the entry types, the API's operations and the bad-input sweep's bodies. This file knows
// no kind: it is the shape every kind fills (ADR 0033).

/** Whose document it is: a vendor's, a customer's, or nobody's (a transfer, a journal). */
export type PartySide = "vendor" | "customer" | "none";

/** The kinds of row a document takes: rows on an account, rows of an item (quantity × unit price). */
export type RowKind = "account" | "item";

/**
 * How a document posts: its rows on one side (a bill debits its rows' accounts, a vendor credit
 * credits them) and its total on the other, against the party's account (Accounts Payable for a
 * vendor), the account it was paid from at once, or a refund account when one is given (else the
 * party's).
 */
export interface PostingRule {
  rows: "debit" | "credit";
  against: "party" | "payFrom" | "refundOrParty";
}

/**
 * What its item rows do to stock: receive the quantity at the row's amount (a purchase), issue it
 * at average cost (a return to the vendor, a sale), or nothing.
 */
export type StockEffect = "receive" | "issue" | "none";

/** A column of the kind's list (its screen and its CSV): the row field it shows and its heading. */
export interface ListColumn {
  field: string;
  label: string;
}

/** A sample body of the kind's create operation, from rows a test has seeded. */
export interface SampleRefs {
  companyId: number;
  /** A party of the side (a vendor, a customer) */
  party: (side: Exclude<PartySide, "none">) => number;
  /** An account the kind's rows may post to */
  rowAccountId: number;
  /** An account the kind may pay from, by type (Bank, Credit Card, …) */
  accountOfType: (type: string) => number;
  /** A service item the rows may buy */
  itemId: number;
  /** A service item the rows may sell (it has an income account) */
  soldItemId: number;
}

export interface DocumentKindDescriptor<Name extends string = string, Schema extends z.ZodObject = z.ZodObject, Form = unknown> {
  /** The stored name (`purchase_documents.kind`, `stock_movements.source_type`): "bill" */
  name: Name;
  /** The module that owns it (its folder under app/modules/) */
  module: string;
  /** The table that stores it; its `kind` CHECK lists the kinds stored there (a test holds them equal) */
  table: string;
  labels: {
    /** "Bill": the document's name in sentences, the document view, the Inventory Center's Type column */
    title: string;
    /** The success message of a save */
    created: string;
    /** The kind as the party's Center (the Vendor Center) shows its transactions: "Bill", "Expense" */
    centerKind: string;
    /** The Inventory Center's view its stock movements show under (a value of CENTER_VIEWS), if any */
    inventoryView: string | null;
  };
  /**
   * Where a saved one is shown: the `journal_entries.source_type` its entries carry (their
   * `source_id` its id) and its screen under the dashboard, opened at `${path}/${id}`.
   */
  view: { source: string; path: string };
  /** The journal entry type code, which is also its number series (BILL-0001): "BILL" */
  entryType: string;
  party: { side: PartySide; required: boolean };
  /** The header and rows as the screens and the API send them (the API adds companyId) */
  schema: Schema;
  rowKinds: readonly RowKind[];
  /** Which account types its rows may post to and it may pay from (or refund into) */
  accounts: { rows: readonly string[]; payFrom: readonly string[] | null; refund: readonly string[] | null };
  posting: PostingRule;
  stock: StockEffect;
  /** Its statuses, the first the one a save gives it; `draft` posts nothing */
  statuses: readonly string[];
  /** Its list's columns (the screen and its CSV) */
  listColumns: readonly ListColumn[];
  /** Its CSV export's columns, in order */
  csvColumns: readonly string[];
  api: {
    /** Create: POST this path with `{ companyId, …schema }` → 201 { message, document } */
    path: string;
    /** One line for the API document: what it posts */
    summary: string;
    /** A valid body of the create operation, from seeded rows (the bad-input sweep starts from it) */
    sample: (refs: SampleRefs) => Record<string, unknown>;
    /**
     * The spec's names of fields the product names otherwise (spec name → schema field, e.g.
     * payFrom → payFromAccountId): the API takes either, and its document shows both.
     */
    aliases?: Readonly<Record<string, string>>;
  };
  /** The screen: its URL slug, title and labels, and the field sets its header shows (the owner's form frame reads it) */
  form: Form;
}

/**
 * A kind without its schema: what the screens need (names, labels, accounts, form layout), free
 * of zod so the browser can load it. The kind's file declares it; its schema file adds the schema.
 */
export type DocumentKindInfo<Name extends string = string, Form = unknown> = Omit<
  DocumentKindDescriptor<Name, z.ZodObject, Form>,
  "schema"
>;

/** Declare a kind's zod-free half (checks its shape, keeps its literal types). */
export const defineDocumentKindInfo = <Name extends string, Form>(info: DocumentKindInfo<Name, Form>) => info;

/** Declare a kind (checks its shape, keeps its literal types). */
export const defineDocumentKind = <Name extends string, Schema extends z.ZodObject, Form>(
  kind: DocumentKindDescriptor<Name, Schema, Form>,
) => kind;
