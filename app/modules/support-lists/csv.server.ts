import type { Knex } from "knex";
import { toCsv } from "~/lib/csv";
import { columnMessage, notImportedMessage, rowProblem, type CsvRow } from "~/lib/csv-import";
import type { ActivityContext } from "~/modules/activity/activity.server";
import { readColumnsCsv } from "~/utils/csv-file";
import { DomainError } from "~/utils/errors";
import { supportItemSchema, type SupportListKind } from "./schema";
import { createSupportItem, listSupportItems, SUPPORT_LISTS, type SupportItem } from "./support-lists.server";

// The support lists as CSV: `ledgerline lists <kind> export|import` and Company › Import From CSV.
// A file has the columns its export writes (header names in any case); every row is checked by the
// list's own form schema and against the names already taken (in the company and earlier in the
// file), each bad row reported as `row N: …`; then every entry is created in one transaction, or none.

/** Each column of a list's file and the form field it fills. */
const FIELDS: Record<SupportListKind, readonly (readonly [column: string, field: string])[]> = {
  "vendor-groups": [["Name", "name"]],
  "customer-groups": [["Name", "name"]],
  "item-groups": [["Name", "name"]],
  "invoice-frequencies": [["Name", "name"]],
  "shipping-methods": [
    ["Name", "name"],
    ["Description", "description"],
  ],
  "payment-terms": [
    ["Name", "name"],
    ["Type", "type"],
    ["Net Due In", "netDueIn"],
    ["Net Due Before", "netDueBefore"],
    ["Discount Percent", "discountPercent"],
    ["Discount If Paid Within", "discountIfPaidWithin"],
    ["Discount If Paid Before", "discountIfPaidBefore"],
  ],
};

/** The columns of a list's file, in the order its export writes them (the import template's header). */
export const supportListCsvColumns = (kind: SupportListKind): string[] => FIELDS[kind].map(([column]) => column);

/** A list's entries as CSV, in the list's order. */
export async function supportListCsv(db: Knex, companyId: number, kind: SupportListKind): Promise<string> {
  const items = await listSupportItems(db, companyId, kind);
  const fields = FIELDS[kind].map(([, field]) => field);
  const rows = items.map((item: SupportItem) => fields.map((field) => (item as unknown as Record<string, unknown>)[field] ?? ""));
  return toCsv([supportListCsvColumns(kind), ...rows]);
}

/** The rows of a list's file (the whole file refused, 400, when its header is not the list's). */
export function readSupportListCsv(kind: SupportListKind, text: string): CsvRow[] {
  return readColumnsCsv(text, supportListCsvColumns(kind), ["Name"]).rows;
}

/** An entry the import will create, as its row gave it. */
export interface PlannedSupportItem {
  line: number;
  input: Record<string, string>;
}

/** Check every row; `errors` holds one `row N: …` per bad row, in file order. */
export async function planSupportListImport(
  db: Knex,
  companyId: number,
  kind: SupportListKind,
  rows: readonly CsvRow[],
): Promise<{ errors: string[]; items: PlannedSupportItem[] }> {
  const list = SUPPORT_LISTS[kind];
  const schema = supportItemSchema(kind);
  const columnOf = new Map(FIELDS[kind].map(([column, field]) => [field, column]));
  const nameKey = (name: string) => name.trim().toLowerCase();
  const taken = new Set((await listSupportItems(db, companyId, kind)).map((item) => nameKey(item.name)));
  const errors: string[] = [];
  const items: PlannedSupportItem[] = [];
  for (const row of rows) {
    const input = Object.fromEntries(FIELDS[kind].map(([column, field]) => [field, (row.values[column] ?? "").trim()]));
    const messages: string[] = row.problem ? [row.problem] : [];
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) messages.push(columnMessage(columnOf.get(String(issue.path[0])), issue.message));
    } else if (taken.has(nameKey(input.name))) {
      messages.push(list.messages.duplicate(input.name));
    }
    if (messages.length) errors.push(rowProblem(row.line, messages));
    else items.push({ line: row.line, input });
    if (input.name) taken.add(nameKey(input.name));
  }
  return { errors, items };
}

/** Import a list's file: all its entries, each through the list's own create (activity logged), or none. */
export async function importSupportListCsv(
  db: Knex,
  ctx: ActivityContext,
  kind: SupportListKind,
  rows: readonly CsvRow[],
  /** Told after each entry created: `done` of the file's entries. */
  options: { onProgress?: (done: number, total: number) => void } = {},
): Promise<{ items: (SupportItem & { line: number })[] }> {
  const plan = await planSupportListImport(db, ctx.companyId, kind, rows);
  if (plan.errors.length) throw new DomainError(notImportedMessage(plan.errors.length), 400, { _form: plan.errors });
  return db.transaction(async (trx) => {
    const items: (SupportItem & { line: number })[] = [];
    for (const planned of plan.items) {
      const { item } = await createSupportItem(trx, ctx, kind, planned.input);
      items.push({ ...item, line: planned.line });
      options.onProgress?.(items.length, plan.items.length);
    }
    return { items };
  });
}
