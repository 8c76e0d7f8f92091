import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { toCsv } from "~/lib/csv";
import { parsePagination } from "~/lib/pagination";
import { menuHref } from "~/components/shell/menu";
import { companyContext } from "~/modules/companies/companies.server";
import { can } from "~/modules/companies/policy";
import { CURRENCIES } from "~/modules/companies/reference-data";
import { requireCompany } from "~/modules/companies/require-company.server";
import { CURRENCY_MESSAGES as M } from "~/modules/currencies/constants";
import {
  addCurrency,
  addRate,
  allRates,
  deleteRate,
  getCurrency,
  getRate,
  listCurrencies,
  listRates,
  removeCurrency,
  updateRate,
} from "~/modules/currencies/currencies.server";
import { currencyAddSchema, rateSaveSchema } from "~/modules/currencies/schema";
import { csvResponse } from "~/modules/reports/csv.server";
import { DomainError, orNotFoundPage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { idOf } from "../../__document-form.server";

// Company › Manage Currency's loaders and actions (ADR 0085): the currency list (add a foreign
// currency, remove one) and a currency's rate history (add, edit, delete a dated rate; its CSV).
// Any member reads them; changes need the `settings` permission. Forms post `intent`.

export type CurrencyReply = { error: string; fields: Record<string, string[]>; values?: Record<string, string> };

const LIST_PATH = "company/currencies";

function refused(error: unknown, values?: Record<string, string>) {
  if (!(error instanceof DomainError) || error.status === 404) throw error;
  return data<CurrencyReply>({ error: error.message, fields: error.fieldErrors ?? {}, values }, { status: error.status });
}

function invalid(issues: { path: PropertyKey[]; message: string }[], values: Record<string, string>) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.path.map(String).join(".")] ??= []).push(issue.message);
  return data<CurrencyReply>({ error: issues[0].message, fields, values }, { status: 400 });
}

/** An id in the URL or the form; anything else is 0, which no row has (the service's 404). */
const idOrZero = (value: FormDataEntryValue | string | null | undefined) => idOf(value) ?? 0;

export async function currencyListLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const list = await listCurrencies(db, company.id);
  const taken = new Set([list.home.code, ...list.currencies.map((c) => c.code)]);
  return {
    companyId: company.id,
    canChange: can(company.role, "settings"),
    list,
    choices: CURRENCIES.filter((c) => !taken.has(c.code)).map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` })),
  };
}

export async function currencyListAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId, "settings");
  const ctx = companyContext(company, user.id);
  const form = await request.formData();
  const back = menuHref(company.id, LIST_PATH);
  if (form.get("intent") === "remove") {
    const id = idOrZero(form.get("currencyId"));
    try {
      const removed = await removeCurrency(db, ctx, id);
      return redirectWithToast(back, { type: "success", message: M.removed(removed.code) });
    } catch (error) {
      if (error instanceof DomainError && error.status === 404)
        return data<CurrencyReply>({ error: M.notFound, fields: {} }, { status: 404 });
      return refused(error);
    }
  }
  const values = { code: String(form.get("code") ?? "") };
  const parsed = currencyAddSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error.issues, values);
  try {
    const added = await addCurrency(db, ctx, parsed.data);
    return redirectWithToast(menuHref(company.id, `${LIST_PATH}/${added.id}`), { type: "success", message: M.added(added.code) });
  } catch (error) {
    return refused(error, values);
  }
}

export async function rateHistoryLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const currencyId = idOrZero(params.currencyId);
  const url = new URL(request.url);
  const currency = await orNotFoundPage(getCurrency(db, company.id, currencyId), M.notFound);
  const rates = await listRates(db, company.id, currencyId, parsePagination(url.searchParams));
  const editId = idOrZero(url.searchParams.get("edit"));
  const editing = editId ? await orNotFoundPage(getRate(db, company.id, currencyId, editId), M.rateNotFound) : null;
  return { companyId: company.id, canChange: can(company.role, "settings"), currency, rates, editing };
}

export async function rateHistoryAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId, "settings");
  const ctx = companyContext(company, user.id);
  const currencyId = idOrZero(params.currencyId);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const rateId = idOrZero(form.get("rateId"));
  const here = menuHref(company.id, `${LIST_PATH}/${currencyId}`);
  const notFound = (error: unknown) => {
    if (error instanceof DomainError && error.status === 404)
      return data<CurrencyReply>({ error: error.message, fields: {} }, { status: 404 });
    return null;
  };
  if (intent === "delete") {
    try {
      await deleteRate(db, ctx, currencyId, rateId);
      return redirectWithToast(here, { type: "success", message: M.rateDeleted });
    } catch (error) {
      return notFound(error) ?? refused(error);
    }
  }
  const values = {
    date: String(form.get("date") ?? ""),
    rate: String(form.get("rate") ?? ""),
    rateId: intent === "save" ? String(rateId) : "",
  };
  const parsed = rateSaveSchema.safeParse({ date: values.date, rate: values.rate });
  if (!parsed.success) return invalid(parsed.error.issues, values);
  try {
    if (intent === "save") await updateRate(db, ctx, currencyId, rateId, parsed.data);
    else await addRate(db, ctx, currencyId, parsed.data);
    return redirectWithToast(here, { type: "success", message: intent === "save" ? M.rateSaved : M.rateAdded });
  } catch (error) {
    return notFound(error) ?? refused(error, values);
  }
}

/** Export to CSV: every rate of the currency, newest first. */
export async function ratesCsvLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const currencyId = idOrZero(params.currencyId);
  const currency = await orNotFoundPage(getCurrency(db, company.id, currencyId), M.notFound);
  const rates = await allRates(db, company.id, currencyId);
  const header = ["Currency", "Date", `Rate (1 ${currency.code} in ${currency.home.code})`];
  return csvResponse(toCsv([header, ...rates.map((r) => [currency.code, r.date, r.rate])]), `exchange-rates-${currency.code}.csv`);
}
