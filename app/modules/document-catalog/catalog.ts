import * as z from "zod";
import type { DocumentKindDescriptor, SampleRefs } from "~/modules/documents/kind";
import { aliasFields } from "~/modules/documents/fields";
import { CENTER_VIEWS, INVENTORY_SOURCE_LABELS, type CenterView } from "~/modules/inventory/center";
import { INVENTORY_STOCK_SOURCES } from "~/modules/inventory/stock.server";
import { PURCHASE_KINDS } from "~/modules/purchases/kinds";
import { SALES_KINDS } from "~/modules/sales/kinds";

// Every document kind, each declared once in the module that owns it, and every list of kinds
// derived from them (ADR 0033): the entry types, the stock sources with the Inventory Center's
// views and labels, the tables holding each kind (whose CHECK a test holds equal to this list),
// the API's create operations and the bad-input sweep's bodies. A new kind is a descriptor in its
// module and one line here; nothing below is written per kind.

/** Every document kind. */
export const DOCUMENT_CATALOG: readonly DocumentKindDescriptor[] = [...PURCHASE_KINDS, ...SALES_KINDS];

function documentKind(name: string): DocumentKindDescriptor {
  const kind = DOCUMENT_CATALOG.find((k) => k.name === name);
  if (!kind) throw new Error(`Unknown document kind ${name}`);
  return kind;
}

/**
 * Where the document behind a journal entry is shown, by the entry's source type: every kind's
 * screen (`view`), and what a module above adds for its own documents (deposits, transfers…).
 * Read by one function, `sourceViewPath`.
 */
export const DOCUMENT_SOURCE_VIEWS: Readonly<Record<string, string>> = Object.fromEntries(
  DOCUMENT_CATALOG.map((k) => [k.view.source, k.view.path]),
);

/** The screen (under the dashboard) of an entry's source document in `views`, or null when it has none. */
export function sourceViewPath(views: Readonly<Record<string, string>>, sourceType: string | null, sourceId: number | null): string | null {
  const path = sourceType !== null && sourceId !== null ? views[sourceType] : undefined;
  return path ? `${path}/${sourceId}` : null;
}

/** The kinds each table stores (`purchase_documents` → bill, …): its `kind` CHECK lists the same. */
export function kindsByTable(): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const k of DOCUMENT_CATALOG) tables.set(k.table, [...(tables.get(k.table) ?? []), k.name]);
  return tables;
}

/** The kinds whose rows move stock: their movements carry the kind's name as source type. */
export const STOCK_DOCUMENT_KINDS: readonly DocumentKindDescriptor[] = DOCUMENT_CATALOG.filter((k) => k.stock !== "none");

/** What can cause a stock movement (stock_movements.source_type): inventory's own sources and the stock-moving kinds. */
export const STOCK_SOURCE_TYPES: readonly string[] = [...INVENTORY_STOCK_SOURCES, ...STOCK_DOCUMENT_KINDS.map((k) => k.name)];

/** How each source reads in the Inventory Center's Type column. */
export const STOCK_SOURCE_LABELS: Readonly<Record<string, string>> = {
  ...INVENTORY_SOURCE_LABELS,
  ...Object.fromEntries(STOCK_DOCUMENT_KINDS.map((k) => [k.name, k.labels.title])),
};

/** The movement sources each Inventory Center view shows (null: all); a view no kind names shows none yet. */
export const CENTER_VIEW_SOURCES: Readonly<Record<CenterView, readonly string[] | null>> = Object.fromEntries(
  CENTER_VIEWS.map((view) => [
    view,
    view === "all" ? null : STOCK_DOCUMENT_KINDS.filter((k) => k.labels.inventoryView === view).map((k) => k.name),
  ]),
) as Record<CenterView, readonly string[] | null>;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A kind's create operation for the API document (`/api/openapi.json`): POST its path with
 * `{ companyId, …its schema }` (its fields also under the spec's names, `api.aliases`) → 201 { message, document }. `rows` documents the row lists (the
 * schemas' own row lists only say "array" once their preprocessing is dropped).
 */
export function documentCreateOperation(name: string, rows: Record<string, z.ZodType> = {}) {
  const kind = documentKind(name);
  return {
    method: "post" as const,
    path: kind.api.path,
    tag: capitalized(kind.module),
    summary: `${kind.api.summary}: { message, document }`,
    body: kind.schema.extend({ companyId: z.number().int().positive(), ...aliasFields(kind.schema, kind.api.aliases), ...rows }),
    responses: {
      201: "Saved and posted (a draft bill: saved)",
      400: "Invalid input, or refused: Insufficient balance in the selected account., an account or item of another kind or company, no rows",
      404: "Company not found",
    },
  };
}

/** A valid body of each kind's create operation, by `post <path>` (the bad-input sweep's seed bodies). */
export function documentSampleBodies(refs: SampleRefs): Record<string, Record<string, unknown>> {
  return Object.fromEntries(DOCUMENT_CATALOG.map((k) => [`post ${k.api.path}`, k.api.sample(refs)]));
}
