// A stock adjustment form's state as it travels: the typed values, text as typed, read back from
// the posted form. Plain code (no server imports), so the screen's client action can read a save
// that got no answer the way the server action reads one (./__stock-adjustment-form.server.ts).

export type AdjustmentRowState = {
  itemId: string;
  comment: string;
  adjustedQty: string;
  rate: string;
};
export type AdjustmentFormState = {
  editId: string;
  version: string;
  date: string;
  warehouseId: string;
  adjustmentAccountId: string;
  rows: AdjustmentRowState[];
};

export const emptyRow = (itemId = ""): AdjustmentRowState => ({ itemId, comment: "", adjustedQty: "", rate: "" });

/** The form's values from the posted form data (at most 500 rows). */
export function readState(form: FormData): AdjustmentFormState {
  const rows: AdjustmentRowState[] = [];
  for (const [key, value] of form.entries()) {
    const match = /^rows\[(\d+)\]\.(itemId|comment|adjustedQty|rate)$/.exec(key);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    if (index > 500) continue;
    rows[index] ??= emptyRow();
    rows[index][match[2] as keyof AdjustmentRowState] = value;
  }
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    editId: text("editId"),
    version: text("version"),
    date: text("date"),
    warehouseId: text("warehouseId"),
    adjustmentAccountId: text("adjustmentAccountId"),
    rows: rows.filter(Boolean),
  };
}
