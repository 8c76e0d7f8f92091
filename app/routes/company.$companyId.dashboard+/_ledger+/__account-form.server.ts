import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { menuHref } from "~/components/shell/menu";
import { flattenZodError } from "~/lib/zod-helpers";
import { allAccounts, createAccount, getAccount, updateAccount, type AccountWithBalance } from "~/modules/accounts/accounts.server";
import { accountCreateSchema, accountDialogSchema, accountUpdateSchema } from "~/modules/accounts/schema";
import { companyContext } from "~/modules/companies/companies.server";
import { messageLines, notFoundPage, orNotFoundPage } from "~/utils/errors";
import { answerSaveError, refusalReply } from "~/utils/form-reply.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  ACCOUNT_FORM_MESSAGES,
  DEFAULT_ACCOUNT_TYPE,
  DIALOG_INTENT,
  emptyAccountValues,
  errorLines,
  isAccountType,
  prepareAccountFormData,
  valuesFromForm,
  type AccountFormActionData,
  type AccountFormMode,
  type AccountFormScreenData,
  type AccountFormVariant,
  accountOption,
  type DialogAnswer,
} from "~/components/accounts/account-form-data";

// The loader and action of the New / Edit Account screen, shared by the routes new-account,
// banking/new-account and edit-account/{accountIdOrNumber}: each route names its kind and title,
// and renders AccountFormRoute (components/accounts/account-form). new-account's action also
// answers the Account Creation dialog (intent=dialog).

/** Which of the three routes: a new account (from Company or from Banking) or an edit. */
export interface AccountFormKind {
  mode: AccountFormMode;
  variant: AccountFormVariant;
}

const NEW_PATH: Record<AccountFormVariant, string> = { company: "new-account", banking: "banking/new-account" };

const pageIntent = z.enum(["save-close", "save-new", DIALOG_INTENT], { error: "Unknown action" });

const NOT_FOUND = "Account not found";

const loadAccount = (db: Parameters<typeof getAccount>[0], companyId: number, idOrNumber: string | undefined) =>
  orNotFoundPage(getAccount(db, companyId, idOrNumber ?? ""), NOT_FOUND);

/** The account itself and everything below it: none of them can be its parent. */
function withDescendants(accounts: readonly AccountWithBalance[], rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const a of accounts) {
    if (a.parentAccountId !== null) children.set(a.parentAccountId, [...(children.get(a.parentAccountId) ?? []), a.id]);
  }
  const found = new Set<number>([rootId]);
  const queue = [rootId];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      queue.push(child);
    }
  }
  return found;
}

export async function accountFormLoader({ request, params }: LoaderFunctionArgs, options: AccountFormKind): Promise<AccountFormScreenData> {
  const { company, db } = await requireCompany(request, params.companyId);
  const accounts = await allAccounts(db, company.id);
  if (options.mode === "new") {
    const asked = new URL(request.url).searchParams.get("type");
    const type = isAccountType(asked) ? asked : options.variant === "banking" ? "Bank" : DEFAULT_ACCOUNT_TYPE;
    return { ...options, companyId: company.id, values: emptyAccountValues(type), account: null, accounts: accounts.map(accountOption) };
  }
  const account = await loadAccount(db, company.id, params.accountId);
  const excluded = withDescendants(accounts, account.id);
  return {
    ...options,
    companyId: company.id,
    values: {
      accountType: account.accountType,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      description: account.description ?? "",
      comments: account.comments ?? "",
      active: account.active,
      isSubAccount: account.isSubAccount,
      parentAccountId: account.parentAccountId === null ? "" : String(account.parentAccountId),
      bankName: account.bankName ?? "",
      bankAccountType: account.bankAccountType ?? "",
      bankAccountNumber: account.bankAccountNumber ?? "",
      creditLimit: account.creditLimit ?? "",
      cardOrLoanNumber: account.cardOrLoanNumber ?? "",
      paypalEmail: account.paypalEmail ?? "",
      asOf: account.asOf ?? "",
      openingBalance: account.openingBalance,
      depositAmount: "",
      version: String(account.version),
    },
    account: {
      id: account.id,
      accountNumber: account.accountNumber,
      currentBalance: account.currentBalance,
      hasBankAccountNumber: Boolean(account.bankAccountNumber),
    },
    accounts: accounts.filter((a) => !excluded.has(a.id)).map(accountOption),
  };
}

function answer(payload: AccountFormActionData, status: number) {
  return data(payload, { status });
}

export async function accountFormAction({ request, params }: ActionFunctionArgs, options: AccountFormKind) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const formData = await request.formData();
  const intent = pageIntent.safeParse(formData.get("intent") ?? "save-close");
  if (intent.success && intent.data === DIALOG_INTENT) return dialogAction(db, ctx, formData);

  const values = valuesFromForm(formData);
  const editing = options.mode === "edit";
  const failText = editing ? ACCOUNT_FORM_MESSAGES.updateError : ACCOUNT_FORM_MESSAGES.createError;
  const prepared = prepareAccountFormData(formData);
  if (!intent.success) {
    const submission = parseWithZod(prepared, { schema: accountCreateSchema, disableAutoCoercion: true });
    return answer(
      { result: submission.reply({ formErrors: ["Unknown action"] }), messages: ["Unknown action"], title: "Error", values },
      400,
    );
  }

  // An account of another company (or none) is a 404 for the action too.
  if (editing) await loadAccount(db, company.id, params.accountId);

  const submission = editing
    ? parseWithZod(prepared, { schema: accountUpdateSchema, disableAutoCoercion: true })
    : parseWithZod(prepared, { schema: accountCreateSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    return answer({ result: submission.reply(), messages: errorLines(submission.error), title: "Validation Error", values }, 400);
  }

  let saved: AccountWithBalance;
  try {
    saved = editing
      ? await updateAccount(db, ctx, params.accountId ?? "", submission.value as z.infer<typeof accountUpdateSchema>)
      : await createAccount(db, ctx, submission.value as z.infer<typeof accountCreateSchema>);
  } catch (error) {
    const failed = (messages: string[], status: number) =>
      answer({ result: submission.reply({ formErrors: messages }), messages, title: "Error", values }, status);
    return answerSaveError(error, editing ? "Updating an account failed" : "Creating an account failed", {
      refused: (refusal) => {
        if (refusal.status === 404) throw notFoundPage(NOT_FOUND);
        if (refusal.fieldErrors) {
          // The rules only the server can check (duplicates, the parent): shown like the others.
          const result = refusalReply(submission, refusal);
          return answer({ result, messages: errorLines(refusal.fieldErrors), title: "Validation Error", values }, refusal.status);
        }
        const [first, ...rest] = messageLines(refusal);
        return failed([failText(first ?? ACCOUNT_FORM_MESSAGES.unexpected), ...rest], refusal.status);
      },
      failed: () => failed([failText(ACCOUNT_FORM_MESSAGES.unexpected)], 500),
    });
  }

  const toast = { type: "success" as const, message: editing ? ACCOUNT_FORM_MESSAGES.updated : ACCOUNT_FORM_MESSAGES.created };
  if (intent.data === "save-new") {
    // Save and New: a blank form that keeps the account type.
    const next = menuHref(company.id, NEW_PATH[options.variant]);
    return redirectWithToast(`${next}?${new URLSearchParams({ type: saved.accountType })}`, toast);
  }
  return redirectWithToast(menuHref(company.id, "company-account-list"), toast);
}

/** The Account Creation dialog's save: JSON `{ account }`, or `{ errors, fieldErrors }`, or `{ error }`. */
async function dialogAction(db: Parameters<typeof createAccount>[0], ctx: Parameters<typeof createAccount>[1], formData: FormData) {
  const parsed = accountDialogSchema.safeParse(Object.fromEntries(prepareAccountFormData(formData)));
  if (!parsed.success) {
    const { fieldErrors } = flattenZodError(parsed.error);
    return data<DialogAnswer>({ errors: errorLines(fieldErrors), fieldErrors }, { status: 400 });
  }
  try {
    const account = await createAccount(db, ctx, parsed.data);
    return data<DialogAnswer>({ account: accountOption(account) }, { status: 201 });
  } catch (error) {
    return answerSaveError(error, "Creating an account from the dialog failed", {
      refused: ({ fieldErrors, message, status }) =>
        fieldErrors
          ? data<DialogAnswer>({ errors: errorLines(fieldErrors), fieldErrors }, { status })
          : data<DialogAnswer>({ error: message || ACCOUNT_FORM_MESSAGES.dialogFallback }, { status }),
      failed: () => data<DialogAnswer>({ error: ACCOUNT_FORM_MESSAGES.dialogFallback }, { status: 500 }),
    });
  }
}
