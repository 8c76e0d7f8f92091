import type { SubmissionResult } from "@conform-to/react";
import type { AccountOption } from "~/components/accounts/account-form-data";
import { SALES_PERSON_MESSAGES as M, type SalesPersonFormValues } from "~/modules/sales-persons/constants";

// What the New / Edit Sales Person screen is given and answered (shared by the form and the routes'
// server half), and how a refusal's messages are summed up.

export type SalesPersonFormMode = "new" | "edit";
/** Save & New, Save & Close (New), Update Changes (Edit). */
export type SalesPersonSaveIntent = "save-new" | "save-close" | "save";

export interface SalesPersonFormLoaded {
  mode: SalesPersonFormMode;
  companyId: number;
  /** The form's values: dates MM/DD/YYYY, the address as six lines */
  values: SalesPersonFormValues;
  salesPerson: { id: number; salesPersonName: string } | null;
  /** The Expense and Other Expense accounts (and the one the sales person names) */
  accounts: AccountOption[];
  /** The accounts could not be loaded: the select is empty and says so */
  accountsFailed: boolean;
}

export type SalesPersonFormAnswer =
  | { status: "saved"; revision: string; intent: SalesPersonSaveIntent; salesPerson: { id: number; salesPersonName: string } }
  | {
      status: "invalid";
      revision: string;
      result: SubmissionResult<string[]>;
      /** The dialog's title and lines */
      title: string;
      intro?: string;
      messages: string[];
    };

const REQUIRED = new Set<string>([M.nameRequired, M.emailRequired, M.phoneRequired]);

/** A refusal's messages (each once, in the form's order) and whether a required field was blank. */
export function refusalMessages(errors: Record<string, readonly string[] | null | undefined> | null | undefined): {
  messages: string[];
  intro?: string;
} {
  const messages = [...new Set(Object.values(errors ?? {}).flatMap((list) => list ?? []))];
  return { messages, intro: messages.some((m) => REQUIRED.has(m)) ? M.requiredFields : undefined };
}

/** The first address line's view in the read-only box: its six lines, trailing blank ones dropped. */
export const addressShown = (text: string) => text.replace(/\n+$/, "");
