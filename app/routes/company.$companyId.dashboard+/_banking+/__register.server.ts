import { rowIdOf } from "~/lib/row-id";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { addDaysIso } from "~/lib/dates";
import { fromDecimal, toDecimal } from "~/lib/money";
import { parsePagination } from "~/lib/pagination";
import { isBankingAccountType } from "~/modules/banking/constants";
import {
  registerSearchParams,
  readRegisterSearch,
  registerColumns,
  type RegisterPeriod,
  type RegisterOrder,
} from "~/modules/banking/register";
import { bankAccounts, registerAccount, registerCsvStream, registerPage, setLineCleared } from "~/modules/banking/register.server";
import { badCsvQuery, csvResponse } from "~/modules/reports/csv.server";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { accountNets, normalBalance } from "~/modules/ledger/ledger.server";
import { assertDomainError, notFoundPage, orNotFoundPage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// What the register (banking/transactions/{accountId}) and the transaction history
// (banking/transaction-history/{accountId}) share: the account (the company's, or 404), its book and
// cleared balances, and a page of its lines for the period, search and order in the URL. The
// register opens on every date, newest first, and ticks lines cleared; the history opens on the
// financial year to date, oldest first, with the balance brought forward, and marks nothing.

export type RegisterMode = "register" | "history";

const DEFAULTS: Record<RegisterMode, { period: RegisterPeriod; order: RegisterOrder }> = {
  register: { period: "all", order: "newest" },
  history: { period: "financial_year_to_date", order: "oldest" },
};

/** The company (the user's, or 404), the account (the company's, or 404) and the register's query in the URL. */
async function readRegisterRequest({ request, params }: LoaderFunctionArgs, mode: RegisterMode) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const id = rowIdOf(params.accountId);
  if (id === null) throw notFoundPage("Account not found");
  const account = await orNotFoundPage(registerAccount(db, company.id, id), "Account not found");
  const { today } = companyContext(company, user.id);
  const searchParams = new URL(request.url).searchParams;
  return { company, db, account, searchParams, ...readRegisterSearch(searchParams, today, company.fiscalYearStart, DEFAULTS[mode]) };
}

export async function readRegister(args: LoaderFunctionArgs, mode: RegisterMode) {
  const { company, db, account, searchParams, query, errors } = await readRegisterRequest(args, mode);
  const paging = parsePagination(searchParams);
  const [list, [balances]] = await Promise.all([
    registerPage(db, company.id, account, query, paging),
    bankAccounts(db, company.id, { accountId: account.id }),
  ]);
  // The history's first line is the balance brought forward from before its period.
  let broughtForward: string | null = null;
  if (mode === "history" && query.from && !query.search) {
    const nets = await accountNets(db, company.id, { accountIds: [account.id], asOf: addDaysIso(query.from, -1) });
    broughtForward = toDecimal(normalBalance(account.accountType, nets.get(account.id) ?? fromDecimal(0)));
  }
  return {
    mode,
    companyId: company.id,
    account: { ...account, banking: isBankingAccountType(account.accountType) },
    balances: { book: balances.bookBalance, cleared: balances.clearedBalance, lastReconciliation: balances.lastReconciliation },
    columns: registerColumns(account.accountType),
    query,
    search: registerSearchParams(query).toString(),
    errors,
    list,
    broughtForward,
  };
}

/** The register's action: tick a line cleared, or not (intent=clear|unclear, lineId); back to the same page. */
export async function registerAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const form = await request.formData();
  const accountId = Number(params.accountId);
  const lineId = Number(form.get("lineId"));
  const intent = form.get("intent");
  const back = new URL(request.url);
  back.searchParams.delete("index");
  const here = `${back.pathname}${back.search}`;
  if (!Number.isSafeInteger(lineId) || lineId <= 0 || (intent !== "clear" && intent !== "unclear") || !Number.isSafeInteger(accountId)) {
    return redirectWithToast(here, { type: "error", message: "Choose a line of the register to mark." });
  }
  try {
    await setLineCleared(db, { companyId: company.id, userId: user.id }, accountId, lineId, intent === "clear");
  } catch (error) {
    assertDomainError(error);
    return redirectWithToast(here, { type: "error", message: error.message });
  }
  return redirect(here);
}

/** The register's (or the history's) Export to CSV: the same account, period, search and order as the screen, every line. */
export async function registerCsv(args: LoaderFunctionArgs, mode: RegisterMode) {
  const { company, db, account, query, errors } = await readRegisterRequest(args, mode);
  if (errors) throw badCsvQuery(errors);
  const name = mode === "register" ? "register" : "transaction-history";
  return csvResponse(registerCsvStream(db, company.id, account, query), `${name}-${account.accountNumber.replace(/[^\w.-]/g, "_")}.csv`);
}
