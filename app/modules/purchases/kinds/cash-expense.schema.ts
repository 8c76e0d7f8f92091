import * as z from "zod";
import { defineDocumentKind } from "~/modules/documents/kind";
import { paidFromHeaderFields } from "./shared.schema";
import { cashExpenseInfo } from "./cash-expense";

// A cash expense's schema half: its fields as the screens and the API send them, and the whole kind.

export const cashExpenseSchema = z.object(paidFromHeaderFields);

export const cashExpenseKind = defineDocumentKind({ ...cashExpenseInfo, schema: cashExpenseSchema });
