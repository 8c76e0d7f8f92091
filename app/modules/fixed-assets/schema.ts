import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { ZERO } from "~/lib/money";
import { optionalText, requiredText } from "~/lib/zod-helpers";
import { documentDate, isBlank, money, optionalIdOf } from "~/modules/documents/fields";
import { ASSET_TYPES, DEPRECIATION_METHODS, FIXED_ASSET_MESSAGES as M } from "./constants";
import { rateUnits } from "./depreciation";

// New Asset, Sell / Dispose, the Depreciation run and the Start Date dialog as the screens (form
// fields, all text) and the API (JSON) send them. Amounts are read as cents and the rate as its
// text ("12.5"); the services check what a schema cannot (accounts, numbers, documents, months).

const assetNumber = z.preprocess(
  (v) => (isBlank(v) ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.union([
    z.null(),
    z.number({ error: M.assetNumberInvalid }).int(M.assetNumberInvalid).min(1, M.assetNumberInvalid).max(999_999_999, M.assetNumberInvalid),
  ]),
);

const rate = z
  .preprocess(
    (v) =>
      isBlank(v)
        ? "0"
        : typeof v === "number" && Number.isFinite(v)
          ? String(v)
          : typeof v === "string"
            ? v.trim().replace(/%$/, "").trim()
            : v,
    z
      .string({ error: M.rateRange })
      .refine((v) => {
        const units = rateUnits(v);
        return units !== null && units <= 1_000_000;
      }, M.rateRange)
      .transform((v) => (rateUnits(v)! / 10_000).toFixed(4)),
  )
  .meta({ format: "decimal" });

/** The version a form was opened at (blank: not checked). */
const version = z.preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number().int().positive().max(MAX_ROW_ID).optional(),
);

export const fixedAssetSchema = z.object({
  itemName: requiredText(M.itemRequired, 200),
  assetNumber: assetNumber.describe("blank: the next number"),
  accountId: optionalIdOf("Account"),
  purchaseDate: documentDate("Purchase Date", true),
  purchasePrice: money("Purchase Price", ZERO),
  description: optionalText(2000, { multiline: true }),
  assetType: z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(ASSET_TYPES, { error: M.assetTypeRequired })),
  depreciationRate: rate.describe("annual percentage, 0 to 100"),
  depreciationMethod: z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(DEPRECIATION_METHODS, { error: M.methodRequired })),
  depreciationAccountId: optionalIdOf("Depreciation Account"),
  accumulatedAccountId: optionalIdOf("Accumulated Depreciation Account"),
  sourceEntryId: optionalIdOf("Purchase Document").describe(
    "the bill's, cheque's or expense's journal entry the asset was bought on; none: an opening asset",
  ),
});
export type FixedAssetInput = z.infer<typeof fixedAssetSchema>;

/** A pending asset's Edit: the asset form and the version it was opened at. */
export const fixedAssetEditSchema = fixedAssetSchema.extend({ version });

export const assetVersionSchema = z.object({ version });

export const disposalSchema = z.object({
  disposalDate: documentDate("Disposal Date", true),
  disposalPrice: money("Disposal Price", ZERO),
  disposalAccountId: optionalIdOf("Deposit To").describe("where the disposal price goes; needed when it is above 0"),
  version,
});
export type DisposalInput = z.infer<typeof disposalSchema>;

export const depreciationRunSchema = z.object({
  from: documentDate("From", true),
  to: documentDate("To", true),
});
export type DepreciationRunInput = z.infer<typeof depreciationRunSchema>;

export const startDateSchema = z.object({
  startDate: documentDate("Start Date", true),
});
