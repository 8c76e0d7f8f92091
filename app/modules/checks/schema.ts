import { rowIdOf } from "~/lib/row-id";
import * as z from "zod";
import type { Cents } from "~/lib/money";
import { companyIdField, optionalText } from "~/lib/zod-helpers";
import { optionalIdOf, requiredIdOf } from "~/modules/documents/fields";
import { documentDate, isBlank, money } from "~/modules/purchases/schema";
import { PRINT_TARGET_KINDS } from "~/modules/printing/printers";
import { versionField } from "~/lib/record-version";
import { CHECK_STOCKS, OFFSET_LIMITS, TO_BE_PRINTED } from "./layout";
import { checkLayoutSchema, stubVisibilitySchema } from "./layout-schema";

export * from "./messages";

// Write Check as the screen, the API and the CLI send it, and the spec's messages word
// for word. A check here is written for pay bills already made by Cheque (their money already left
// the bank account in the books when the payment was saved): the check is the paper that carries
// them, so saving or confirming it posts nothing. The messages and statuses the screens show are in
// ./messages.ts (no zod, ADR 0027), re-exported here.

const payBillList = <T extends z.ZodType>(row: T) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z.array(row, { error: "Bills must be a list" }).max(500, "At most 500 pay bills on one check"),
  );

const checkHeader = {
  companyId: companyIdField,
  vendorId: optionalIdOf("Vendor"),
  /** The bank account the check is drawn on: the pay bills' pay-from account */
  bankAccountId: optionalIdOf("Bank account"),
  /** YYYY-MM-DD or MM/DD/YYYY; blank: today */
  checkDate: documentDate("Check Date"),
  /** Always TO BE PRINTED: the number is on the pre-printed stock */
  checkNumber: z.preprocess(
    (v) => (isBlank(v) ? TO_BE_PRINTED : v),
    z.literal(TO_BE_PRINTED, { error: `Check Number is always ${TO_BE_PRINTED}` }),
  ),
  /** The sum of the pay bills; left out, it is worked out */
  totalAmount: money("Total amount"),
  memo: optionalText(500),
};

/** POST /api/checks/draft: the spec's draft check payload and the company. */
export const draftCheckSchema = z.object({
  ...checkHeader,
  status: z.preprocess((v) => (isBlank(v) ? "Draft" : v), z.literal("Draft", { error: "Status must be Draft" })),
  bills: payBillList(
    z.object({ billId: requiredIdOf("Pay bill"), paymentAmount: money("Payment amount") }, { error: "A bill must be an object" }),
  ),
});
export type DraftCheckInput = z.infer<typeof draftCheckSchema>;

/** POST /api/vendor/pay-bill/confirm-check: the spec's confirm check payload. */
export const confirmCheckSchema = z.object({
  ...checkHeader,
  bills: payBillList(z.object({ billId: requiredIdOf("Pay bill") }, { error: "A bill must be an object" })),
});
export type ConfirmCheckInput = z.infer<typeof confirmCheckSchema>;

/** What the service takes from either: the pay bills chosen (with the amounts sent, if any). */
export interface CheckInput {
  vendorId: number | null;
  bankAccountId: number | null;
  checkDate: string | null;
  totalAmount: Cents | null;
  memo: string;
  bills: { billId: number; paymentAmount?: Cents | null }[];
}

/** A check payload of the API as the service takes it: the header's fields and the pay bills sent. */
export function checkInputOf(body: DraftCheckInput | ConfirmCheckInput): CheckInput {
  const { vendorId, bankAccountId, checkDate, totalAmount, memo, bills } = body;
  return { vendorId, bankAccountId, checkDate, totalAmount, memo, bills };
}

/** The Write Check screen's form: the vendor, the pay bills ticked, date, memo and which button. */
export const writeCheckFormSchema = z.object({
  intent: z.enum(["draft", "confirm"], { error: "Choose Save Draft Check or Confirm Check" }),
  vendorId: optionalIdOf("Vendor"),
  payBillIds: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(requiredIdOf("Pay bill")).max(500, "At most 500 pay bills on one check"),
  ),
  checkDate: documentDate("Check Date"),
  memo: optionalText(500),
});
export type WriteCheckForm = z.infer<typeof writeCheckFormSchema>;

/** The screen's query: ?vendor=ID, and (without JavaScript) the pay bills ticked, date and memo. */
export function readWriteCheckQuery(params: URLSearchParams): {
  vendorId: number | null;
  payBillIds: number[];
  checkDate: string;
  memo: string;
} {
  return {
    vendorId: rowIdOf(params.get("vendor")),
    payBillIds: [...new Set(params.getAll("payBillIds").map(rowIdOf))].filter((n): n is number => n !== null).slice(0, 500),
    checkDate: (params.get("checkDate") ?? "").trim().slice(0, 20),
    memo: (params.get("memo") ?? "").slice(0, 500),
  };
}

// POST /api/system/generate-pdf-overlay: a check's PDF from a pay bill of the company, or from the
// check's data as the spec's client sends it (formData), at the company's saved layout or the
// coordinates given.

const billRecordSchema = z.object(
  {
    billNumber: optionalText(100),
    billDate: optionalText(20),
    billAmount: money("Bill amount"),
    amountPaid: money("Amount paid"),
    description: optionalText(500),
  },
  { error: "A bill record must be an object" },
);

const pdfFormDataSchema = z.object(
  {
    /** MM/DD/YYYY or YYYY-MM-DD; blank: today */
    date: optionalText(20),
    payee: optionalText(200),
    amount: money("Amount"),
    /** Blank: written out from the amount */
    amountInWords: optionalText(300),
    memo: optionalText(500),
    /** Ignored: the PDF prints PRE-PRINTED */
    checkNumber: optionalText(50),
    /** Not printed: the stock carries the bank's line */
    routingNumber: optionalText(34),
    accountNumber: optionalText(34),
    vendorPhone: optionalText(50),
    vendorAddress: optionalText(1000, { multiline: true }),
    billRecords: z.array(billRecordSchema, { error: "Bill records must be a list" }).max(500, "At most 500 bill records").optional(),
    customCoordinates: checkLayoutSchema.optional(),
    stubFieldVisibility: stubVisibilitySchema.optional(),
    showStubTitles: z.boolean({ error: "showStubTitles must be true or false" }).optional(),
  },
  { error: "formData must be an object" },
);

export const pdfOverlaySchema = z.object({
  companyId: companyIdField,
  /** A pay bill of the company: its check as it prints (its formData is then not needed) */
  payBillId: optionalIdOf("Pay bill"),
  formData: pdfFormDataSchema.optional(),
  /** The single style, US Business Pre-printed Check (Stubs Only) */
  templateType: optionalText(100),
  customCoordinates: checkLayoutSchema.optional(),
  stubFieldVisibility: stubVisibilitySchema.optional(),
  showStubTitles: z.boolean({ error: "showStubTitles must be true or false" }).optional(),
});
export type PdfOverlayInput = z.infer<typeof pdfOverlaySchema>;

// The layout's API (GET and POST /api/vendor/:companyId/field-adjustments): Print Check's saved
// adjustments per template.

const templateName = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? "default" : v),
  optionalText(100),
);

export const layoutQuerySchema = z.object({ templateName });

export const layoutSaveSchema = z.object({
  templateName,
  description: optionalText(500).optional(),
  /** Each field's { x, y, width, height, fontSize }; a field left out keeps its saved position */
  fieldAdjustments: checkLayoutSchema.optional(),
  stubFieldVisibility: stubVisibilitySchema.optional(),
  showStubTitles: z.boolean({ error: "showStubTitles must be true or false" }).optional(),
});

// Print Check: the spec's messages word for word, Yes, Done (update-print-status), Void and the
// print history's query.

/** A pay bill id from a form ("12") or JSON (12). */
const payBillId = (label = "Pay bill") => requiredIdOf(label);

/** A list of ids from a form (one value or several) or JSON (a list): none when left out. */
const idListOf = (label: string, listName: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(requiredIdOf(label), { error: `${listName} must be a list` }).max(500, "At most 500 checks at once"),
  );

/** A print date as a client sends it: YYYY-MM-DD, MM/DD/YYYY or an ISO timestamp (its date). */
const printDate = z.preprocess(
  (v) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v.trim()) ? v.trim().slice(0, 10) : v),
  documentDate("Print date"),
);

/** POST /api/vendor/pay-bill/update-print-status: Yes, Done for these pay bills' checks and refunds' cheques. */
export const updatePrintStatusSchema = z
  .object({
    /** Optional: the checks' company is found from them when left out */
    companyId: companyIdField.optional(),
    billIds: idListOf("Pay bill", "billIds").describe("The pay bills whose checks printed"),
    refundIds: idListOf("Refund", "refundIds").describe("The customer refunds whose cheques printed (ADR 0059)"),
    /** The numbers printed on the stock, one per check (the pay bills', then the refunds'); left out, each takes the next of the company's CHK series */
    checkNumbers: z
      .array(z.union([z.number().int().positive().transform(String), optionalText(30)]), { error: "checkNumbers must be a list" })
      .max(500)
      .optional(),
    printerName: optionalText(200),
    printDate,
  })
  .refine((body) => body.billIds.length + body.refundIds.length > 0, {
    message: "Please select at least one check to print.",
    path: ["billIds"],
  });
export type UpdatePrintStatusInput = z.infer<typeof updatePrintStatusSchema>;

/** POST /api/vendor/pay-bill/void-check: void a printed check (its pay bill). */
export const voidCheckSchema = z.object({
  companyId: companyIdField.optional(),
  billId: payBillId(),
  reason: optionalText(500),
  /** Sent by the spec's client as "Current User": ignored, the signed-in user voids */
  voidedBy: optionalText(200).optional(),
});
export type VoidCheckInput = z.infer<typeof voidCheckSchema>;

/** GET /api/checks/to-print/:companyId?vendorId=&kind=: the checks waiting to be printed. */
export const checksToPrintQuerySchema = z.object({
  vendorId: optionalIdOf("vendorId").describe("Only this vendor's checks (its pay bills')"),
  kind: z
    .enum(PRINT_TARGET_KINDS, { error: `kind must be one of ${PRINT_TARGET_KINDS.join(", ")}` })
    .optional()
    .describe("Only one kind: billPayment (pay bills' checks) or customerRefund (refunds' cheques)"),
});

/** GET /api/vendor/pay-bill/print-history/:companyId?limit=20 */
export const printHistoryQuerySchema = z.object({
  limit: z.preprocess(
    (v) => (v === undefined || v === "" ? 20 : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: "limit must be a number from 1 to 100" })
      .int("limit must be a number from 1 to 100")
      .min(1, "limit must be a number from 1 to 100")
      .max(100, "limit must be a number from 1 to 100"),
  ),
});

/** The Print Check screen's forms, told apart by `intent`. */
export const printCheckFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("print"),
    payBillIds: idListOf("Pay bill", "payBillIds"),
    refundIds: idListOf("Refund", "refundIds"),
    printer: optionalText(200),
  }),
  z.object({
    intent: z.literal("done"),
    payBillIds: idListOf("Pay bill", "payBillIds"),
    refundIds: idListOf("Refund", "refundIds"),
    printer: optionalText(200),
  }),
  z.object({ intent: z.literal("void"), payBillId: payBillId(), reason: optionalText(500) }),
]);

const offset = (label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${label} must be a whole number from ${OFFSET_LIMITS.min} to ${OFFSET_LIMITS.max}` })
      .int(`${label} must be a whole number from ${OFFSET_LIMITS.min} to ${OFFSET_LIMITS.max}`)
      .min(OFFSET_LIMITS.min, `${label} must be a whole number from ${OFFSET_LIMITS.min} to ${OFFSET_LIMITS.max}`)
      .max(OFFSET_LIMITS.max, `${label} must be a whole number from ${OFFSET_LIMITS.min} to ${OFFSET_LIMITS.max}`),
  );

export const CHECK_PRINT_MESSAGES = {
  saved: "Check print settings saved.",
  stock: `Check stock must be one of: ${CHECK_STOCKS.join(", ")}`,
} as const;

/** Settings › Check Print and PUT /api/company/{companyId}/check-print: the company's defaults, on the version read. */
export const checkPrintDefaultsSchema = z.object({
  stock: z.enum(CHECK_STOCKS, { error: CHECK_PRINT_MESSAGES.stock }).describe("The check stock: where the check sits on the page"),
  printer: optionalText(200).describe("The printer Print Check picks first; empty for the first one listed"),
  offsetX: offset("Horizontal offset").describe(
    "Moves every check field right (+) or left (−), in the layout's pixels (600 across the check)",
  ),
  offsetY: offset("Vertical offset").describe("Moves every check field down (+) or up (−), in the layout's pixels (280 down the check)"),
  stubFieldVisibility: stubVisibilitySchema.optional().describe("The remittance stubs' fields (saved in the check layout)"),
  showStubTitles: z.boolean({ error: "showStubTitles must be true or false" }).optional(),
  version: versionField,
});
export type CheckPrintDefaultsInput = z.infer<typeof checkPrintDefaultsSchema>;
