import { isIsoDate, parseUsDate } from "~/lib/dates";
import { parseMoney, sumCents, ZERO, type Cents } from "~/lib/money";
import { QUANTITY_SCALE, rowAmount } from "~/modules/documents/amounts";

// The rows of a document form (purchases and sales alike), as both sides see them: pure, so the
// browser uses it for the live figures and the rows, and the actions to show the form again without
// JavaScript. Rows travel as plain inputs named as the kinds' schemas read them:
// `accountRecords[0].accountId`, `itemRecords[0].quantity`, … ; every value is text as typed.

/** Rows shown at least (blank ones are dropped on save), and at most. */
export const MIN_ROWS = 2;
export const MAX_ROWS = 500;

/** The fields every account row has; a kind's form may add its own (a sale's taxable box). */
export interface AccountRowValues {
  accountId: string;
  description: string;
  amount: string;
}

/** The fields every item row has; a kind's form may add its own. */
export interface ItemRowValues {
  itemId: string;
  itemType: string;
  description: string;
  quantity: string;
  unitPrice: string;
}

export const ACCOUNT_ROW_FIELDS = ["accountId", "description", "amount"] as const;
export const ITEM_ROW_FIELDS = ["itemId", "itemType", "description", "quantity", "unitPrice"] as const;

export const emptyAccountRow = (): AccountRowValues => ({ accountId: "", description: "", amount: "" });
export const emptyItemRow = (): ItemRowValues => ({ itemId: "", itemType: "", description: "", quantity: "", unitPrice: "" });

/**
 * An item row after a no-JavaScript "Update" (what the browser does as the item is chosen): the
 * chosen item's type, and its price and description where the row leaves them blank.
 */
export function filledItemRow<R extends ItemRowValues>(row: R, item: { itemType: string; unitPrice: string; description: string }): R {
  return {
    ...row,
    itemType: item.itemType,
    unitPrice: row.unitPrice.trim() ? row.unitPrice : item.unitPrice,
    description: row.description.trim() ? row.description : item.description,
  };
}

/** The rows of a form's two tables. */
export interface RowsValues<A extends AccountRowValues = AccountRowValues, I extends ItemRowValues = ItemRowValues> {
  accountRecords: A[];
  itemRecords: I[];
}

export function padRows<T>(rows: readonly T[], empty: () => T, min = MIN_ROWS): T[] {
  const padded = [...rows];
  while (padded.length < min) padded.push(empty());
  return padded;
}

// Every button of a document form sends `intent`; a row's delete button names its table and row.
export const FORM_INTENTS = ["save-close", "save-new", "save-draft", "save-open", "add-account-row", "add-item-row", "refresh"] as const;
export type FormIntent = (typeof FORM_INTENTS)[number] | { deleteRow: number; table: "account" | "item" };
export type SaveIntent = "save-close" | "save-new" | "save-draft" | "save-open";

export const isSaveIntent = (value: unknown): value is SaveIntent =>
  value === "save-close" || value === "save-new" || value === "save-draft" || value === "save-open";

/** The rows of one table as posted (`accountRecords[3].amount`), by index, each field as typed. */
export function readRows<T extends object>(
  formData: FormData,
  table: "accountRecords" | "itemRecords",
  fields: readonly string[],
  empty: () => T,
): T[] {
  const pattern = new RegExp(`^${table}\\[(\\d{1,3})\\]\\.(${fields.join("|")})$`);
  const rows: T[] = [];
  for (const [key, value] of formData.entries()) {
    const match = pattern.exec(key);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    if (index >= MAX_ROWS) continue;
    while (rows.length <= index) rows.push(empty());
    (rows[index] as Record<string, string>)[match[2]] = value;
  }
  return rows;
}

/** A posted field as text ("" when missing). */
export const textOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** Add Row / Delete Row without JavaScript (a table's only row is cleared rather than removed). */
export function editRows<V extends RowsValues<A, I>, A extends AccountRowValues, I extends ItemRowValues>(
  values: V,
  intent: "add-account-row" | "add-item-row" | { deleteRow: number; table: "account" | "item" },
  empty: { account: () => A; item: () => I },
): V {
  const next = { ...values, accountRecords: [...values.accountRecords], itemRecords: [...values.itemRecords] };
  if (intent === "add-account-row") {
    if (next.accountRecords.length < MAX_ROWS) next.accountRecords.push(empty.account());
  } else if (intent === "add-item-row") {
    if (next.itemRecords.length < MAX_ROWS) next.itemRecords.push(empty.item());
  } else if (intent.table === "account") {
    next.accountRecords = deleteRow(next.accountRecords, intent.deleteRow, empty.account);
  } else {
    next.itemRecords = deleteRow(next.itemRecords, intent.deleteRow, empty.item);
  }
  return next;
}

export function deleteRow<T>(rows: readonly T[], index: number, empty: () => T): T[] {
  if (index < 0 || index >= rows.length) return [...rows];
  if (rows.length <= 1) return [empty()];
  return rows.filter((_, i) => i !== index);
}

/** An amount as typed, in cents; anything that is not an amount counts as zero. */
export function amountCents(value: string): Cents {
  const cents = parseMoney(value);
  return cents === null || cents < 0 ? ZERO : cents;
}

/** A quantity as typed in ten-thousandths; blank (the server refuses the row) or not a quantity: 0. */
export function quantityUnits(value: string): number {
  const text = value.trim();
  if (!/^\d{1,10}(\.\d{1,4})?$/.test(text)) return 0;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * QUANTITY_SCALE + Number(fraction.padEnd(4, "0"));
}

/** An item row's amount as the screen shows it: quantity × unit price (0 until it has an item). */
export function itemRowCents(row: ItemRowValues): Cents {
  if (!row.itemId) return ZERO;
  return rowAmount(quantityUnits(row.quantity), amountCents(row.unitPrice));
}

/** An account row's amount as the screen shows it (0 until it has an account). */
export const accountRowCents = (row: AccountRowValues): Cents => (row.accountId ? amountCents(row.amount) : ZERO);

/** The rows' total as the screens show it: account rows with an account, plus item rows. */
export function liveTotal(values: RowsValues): Cents {
  return (sumCents(values.accountRecords.map(accountRowCents)) + sumCents(values.itemRecords.map(itemRowCents))) as Cents;
}

/** A date as typed, as ISO; null when it is not a date. */
export function isoDate(value: string): string | null {
  const trimmed = value.trim();
  return isIsoDate(trimmed) ? trimmed : parseUsDate(trimmed);
}

/** A saved quantity as the form shows it: "2.5000" → "2.5". */
export const shownQuantity = (quantity: string) => (quantity.includes(".") ? quantity.replace(/\.?0+$/, "") : quantity);

/** Every message of a conform error record, each once, the form-level ones first. */
export function errorList(error: Record<string, readonly string[] | null | undefined> | null | undefined): string[] {
  if (!error) return [];
  const keys = Object.keys(error).sort((a, b) => Number(a !== "") - Number(b !== ""));
  return [...new Set(keys.flatMap((key) => error[key] ?? []))];
}
