import * as z from "zod";
import { defineDocumentKind } from "~/modules/documents/kind";
import { creditMemoInfo } from "./credit-memo";
import { salesHeaderFields } from "./shared.schema";

// A credit memo's schema half.

export const creditMemoSchema = z.object({ ...salesHeaderFields });

export const creditMemoKind = defineDocumentKind({ ...creditMemoInfo, schema: creditMemoSchema });
