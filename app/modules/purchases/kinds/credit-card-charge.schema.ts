import * as z from "zod";
import { defineDocumentKind } from "~/modules/documents/kind";
import { paidFromHeaderFields } from "./shared.schema";
import { creditCardChargeInfo } from "./credit-card-charge";

// A credit card charge's schema half: its fields as the screens and the API send them, and the whole kind.

export const creditCardChargeSchema = z.object(paidFromHeaderFields);

export const creditCardChargeKind = defineDocumentKind({ ...creditCardChargeInfo, schema: creditCardChargeSchema });
