/** The largest id a row can have: the database's `integer` id columns. */
export const MAX_ROW_ID = 2_147_483_647;

/** True for a number that can be a row's id: a positive integer within the database's `integer` range. */
export function isRowId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_ROW_ID;
}

/**
 * A row id as an address, a query string or a body gives it — a number, or text of digits only
 * (spaces around allowed, no sign, exponent or hex) — or null when it cannot be one.
 */
export function rowIdOf(raw: number | string | null | undefined): number | null {
  if (typeof raw === "number") return isRowId(raw) ? raw : null;
  const text = (raw ?? "").trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return isRowId(id) ? id : null;
}
