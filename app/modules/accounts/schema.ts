import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import type { Cents } from "~/lib/money";
import { versionField } from "~/lib/record-version";
import { checkbox, optionalText, requiredText } from "~/lib/zod-helpers";
import { documentDate, money } from "~/modules/documents/fields";
import { ACCOUNT_TYPES, BANK_ACCOUNT_TYPES } from "~/modules/ledger/account-types";

// Account fields and the rules a new account obeys: type, number and name required, a parent for a
// sub-account, and bank name, bank account type and bank account number for a Bank account. The New
// Account page and the Account Creation dialog word some messages differently; the rules are the same.

const optionalId = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? null : typeof v === "string" ? Number(v) : v),
  z.union([z.null(), z.number().int().positive().max(MAX_ROW_ID)]),
);

const accountFields = {
  accountType: z.preprocess((v) => (v === "" ? undefined : v), z.enum(ACCOUNT_TYPES, { error: "Account Type is required" })),
  accountNumber: requiredText("Account Number is required", 20),
  accountName: requiredText("Account Name is required", 100),
  description: optionalText(500, { multiline: true }),
  comments: optionalText(1000, { multiline: true }),
  active: checkbox(true),
  isSubAccount: checkbox(false),
  parentAccountId: optionalId,
  bankName: optionalText(100),
  bankAccountType: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? null : v),
    z.union([z.null(), z.enum(BANK_ACCOUNT_TYPES, { error: "Bank Account Type must be Checking, Money Market or Saving" })]),
  ),
  bankAccountNumber: optionalText(34),
  creditLimit: money("Credit limit"),
  cardOrLoanNumber: optionalText(34),
  paypalEmail: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "string" ? v.trim() : v),
    z.email("Invalid email format").optional(),
  ),
  asOf: documentDate("As of"),
  openingBalance: money("Opening balance", 0 as Cents),
};

type Variant = "page" | "dialog";

function accountRules(variant: Variant) {
  const suffix = variant === "page" ? " for Bank accounts" : "";
  return (
    v: {
      accountType: string;
      isSubAccount: boolean;
      parentAccountId: number | null;
      bankName: string;
      bankAccountType: string | null;
      bankAccountNumber: string;
    },
    ctx: z.RefinementCtx,
  ) => {
    if (v.isSubAccount && !v.parentAccountId) {
      ctx.addIssue({
        code: "custom",
        path: ["parentAccountId"],
        message:
          variant === "page"
            ? "Parent Account is required when creating a sub-account. Please select a parent account."
            : "Parent Account is required for sub-accounts",
      });
    }
    if (v.accountType === "Bank") {
      if (!v.bankName) ctx.addIssue({ code: "custom", path: ["bankName"], message: `Bank Name is required${suffix}` });
      if (!v.bankAccountType)
        ctx.addIssue({ code: "custom", path: ["bankAccountType"], message: `Bank Account Type is required${suffix}` });
      if (!v.bankAccountNumber)
        ctx.addIssue({ code: "custom", path: ["bankAccountNumber"], message: `Bank Account Number is required${suffix}` });
    }
  };
}

/** New account, as the page (and the API) take it. */
export const accountCreateSchema = z.object(accountFields).superRefine(accountRules("page"));
/** New account from the Account Creation dialog: the same rules, in the dialog's shorter wording. */
export const accountDialogSchema = z.object(accountFields).superRefine(accountRules("dialog"));
export type AccountInput = z.infer<typeof accountCreateSchema>;

/**
 * Editing: number, name, bank account number and opening balance are read-only (they may be sent
 * back unchanged); a deposit amount may be added. The version the edit was made on is required (ADR 0014).
 */
export const accountUpdateSchema = z
  .object({ ...accountFields, depositAmount: money("Deposit amount", 0 as Cents), version: versionField })
  .superRefine(accountRules("page"));
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>;

/** The Account List's URL: search text, Current View and paging. */
export const accountListQuerySchema = z.object({
  q: optionalText(100),
  view: z.enum(["active", "inactive", "all"]).catch("active"),
});
