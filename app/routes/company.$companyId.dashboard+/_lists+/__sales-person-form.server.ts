import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Knex } from "knex";
import { accountOption } from "~/components/accounts/account-form-data";
import {
  refusalMessages,
  type SalesPersonFormAnswer,
  type SalesPersonFormLoaded,
  type SalesPersonFormMode,
  type SalesPersonSaveIntent,
} from "~/components/sales-persons/sales-person-form-data";
import { menuHref } from "~/components/shell/menu";
import { formatAddress } from "~/lib/address";
import { formatUsDate } from "~/lib/dates";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import {
  emptySalesPersonValues,
  SALES_PERSON_EXPENSE_ACCOUNT_TYPES,
  SALES_PERSON_MESSAGES as M,
  salesPersonFormSchema,
  type SalesPersonFormValues,
  type SalesPersonInput,
} from "~/modules/sales-persons/schema";
import { createSalesPerson, getSalesPerson, updateSalesPerson, type SalesPersonRecord } from "~/modules/sales-persons/sales-persons.server";
import { messageLines, orNotFoundPage } from "~/utils/errors";
import { answerSaveError, refusalReply } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

// The server half of New Sales Person (company/add-salesperson) and Edit Sales Person
// (company/edit-salesperson/{salesPersonId}), shared by their two routes: the loader gives the form's
// values (dates MM/DD/YYYY, the address as its six lines) and the Expense / Other Expense accounts
// (a failure to load them leaves the select empty and says so); the action checks the form with the
// sales person form schema (the one conform runs in the browser) and saves through the service. With
// JavaScript (js=1) a save answers with data for the success dialog; a plain form post is redirected
// with a flash toast (Save & New to a blank form, Save & Close to the company dashboard, an edit to
// the list). A refused save answers with conform's reply and the dialog's lines (status 400, or the
// service's status: 409 for a taken name or a stale edit).

const listPath = (companyId: number) => menuHref(companyId, "company/lists/salespersons");

/** The sales person of the URL: a malformed id or another company's is a 404. */
async function loadSalesPerson(db: Knex, companyId: number, raw: string | undefined): Promise<SalesPersonRecord> {
  const text = (raw ?? "").trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return orNotFoundPage(getSalesPerson(db, companyId, id), M.notFound);
}

export function valuesOfSalesPerson(record: SalesPersonRecord): SalesPersonFormValues {
  const first = record.addresses[0];
  return {
    salesPersonName: record.salesPersonName,
    email: record.email,
    phone: record.phone,
    fileAs: record.fileAs,
    jobTitle: record.jobTitle,
    webpage: record.webpage,
    fax: record.fax,
    expenseAccountId: record.expenseAccountId === null ? "" : String(record.expenseAccountId),
    gender: record.gender,
    active: record.active,
    dob: formatUsDate(record.dob),
    dateOfHire: formatUsDate(record.dateOfHire),
    dateOfLastReview: formatUsDate(record.dateOfLastReview),
    dateOfRelease: formatUsDate(record.dateOfRelease),
    address: first ? formatAddress(first) : "",
    version: String(record.version),
  };
}

export async function salesPersonFormLoader(
  { request, params }: LoaderFunctionArgs,
  mode: SalesPersonFormMode,
): Promise<SalesPersonFormLoaded> {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const record = mode === "edit" ? await loadSalesPerson(db, company.id, params.salesPersonId) : null;
  let accountsFailed = false;
  let accounts: SalesPersonFormLoaded["accounts"] = [];
  try {
    accounts = (await allAccounts(db, company.id))
      .filter(
        (a) =>
          ((SALES_PERSON_EXPENSE_ACCOUNT_TYPES as readonly string[]).includes(a.accountType) && a.active) ||
          a.id === record?.expenseAccountId,
      )
      .map(accountOption);
  } catch (error) {
    console.error("Sales person form: loading the expense accounts failed", error);
    accountsFailed = true;
  }
  return {
    mode,
    companyId: company.id,
    values: record ? valuesOfSalesPerson(record) : emptySalesPersonValues(formatUsDate(today)),
    salesPerson: record ? { id: record.id, salesPersonName: record.salesPersonName } : null,
    accounts,
    accountsFailed,
  };
}

const revision = () => crypto.randomUUID();

function invalid(result: SubmissionResult<string[]>, status: number, title: string, lines?: string[]) {
  const summary = lines ? { messages: lines } : refusalMessages(result.error);
  return data<SalesPersonFormAnswer>({ status: "invalid", revision: revision(), result, title, ...summary }, { status });
}

export async function salesPersonFormAction({ request, params }: ActionFunctionArgs, mode: SalesPersonFormMode) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  // Another company's sales person (or none) is a 404 for the action too.
  const existing = mode === "edit" ? await loadSalesPerson(db, company.id, params.salesPersonId) : null;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: salesPersonFormSchema(mode), disableAutoCoercion: true });
  if (submission.status !== "success") return invalid(submission.reply(), 400, M.validationTitle);

  const intent: SalesPersonSaveIntent = mode === "edit" ? "save" : formData.get("intent") === "save-new" ? "save-new" : "save-close";
  const failedTitle = mode === "edit" ? M.updateFailedTitle : M.saveFailedTitle;
  const fallback = mode === "edit" ? M.updateFailed : M.saveFailed;
  let saved: SalesPersonRecord;
  try {
    const input = submission.value as SalesPersonInput & { version?: number };
    saved = existing
      ? await updateSalesPerson(db, ctx, existing.id, { ...input, version: input.version ?? 0 })
      : await createSalesPerson(db, ctx, input);
  } catch (error) {
    return answerSaveError(error, mode === "new" ? "Creating a sales person failed" : "Updating a sales person failed", {
      refused: (refusal) => {
        if (refusal.status === 404) throw new Response(M.notFound, { status: 404, statusText: "Not Found" });
        return invalid(refusalReply(submission, refusal, { fallback }), refusal.status, failedTitle, messageLines(refusal, fallback));
      },
      failed: () => invalid(submission.reply({ formErrors: [fallback] }), 500, failedTitle, [fallback]),
    });
  }

  const salesPerson = { id: saved.id, salesPersonName: saved.salesPersonName };
  if (formData.get("js") === "1") {
    return data<SalesPersonFormAnswer>({ status: "saved", revision: revision(), intent, salesPerson });
  }
  const message = mode === "edit" ? M.updated : M.saved;
  const to =
    intent === "save-new"
      ? menuHref(company.id, "company/add-salesperson")
      : intent === "save"
        ? listPath(company.id)
        : menuHref(company.id, "");
  return redirectWithToast(to, { type: "success", message });
}
