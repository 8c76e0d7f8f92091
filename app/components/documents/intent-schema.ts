import * as z from "zod";
import { FORM_INTENTS } from "./row-values";

// A document form's buttons as its action reads them (zod: the actions' side only): the saves, Add
// Row, Update, and each row's delete button, which names its table and row.

export const intentSchema = z.union([
  z.enum(FORM_INTENTS),
  z
    .string()
    .regex(/^delete-(account|item)-row:\d{1,3}$/)
    .transform((v) => ({
      table: v.startsWith("delete-account") ? ("account" as const) : ("item" as const),
      deleteRow: Number(v.split(":")[1]),
    })),
]);
