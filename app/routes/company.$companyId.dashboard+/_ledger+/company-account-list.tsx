import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { AccountDetailsList, type AccountRow } from "~/components/accounts/account-details";
import { readListQuery, readLoadChartForm, toAccountRow } from "./__account-list.server";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { PencilIcon } from "~/components/ui/icons";
import { LiveSearchInput } from "~/components/ui/live-search-input";
import { ConfirmFirstButton } from "~/components/ui/confirm-first-button";
import { cn } from "~/components/ui/cn";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { DialogFooter } from "~/components/ui/dialog-footer";
import { LazyDialog } from "~/components/ui/lazy-dialog";
import { inputClasses } from "~/components/ui/field";
import { ConfirmModal, ErrorModal, SuccessModal, WarningModal } from "~/components/ui/modals";
import { Pagination } from "~/components/ui/pagination";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatMoney, fromDecimal } from "~/lib/money";
import { DEFAULT_PER_PAGE, parsePagination } from "~/lib/pagination";
import { screenMeta } from "~/lib/title";
import { getAccount, listAccounts } from "~/modules/accounts/accounts.server";
import { chartLoaded, chartLoadMessage, loadPredefinedChart, type ChartLoadTone } from "~/modules/accounts/chart.server";
import { PREDEFINED_ACCOUNT_COUNT } from "~/modules/accounts/predefined-chart";
import { companyContext } from "~/modules/companies/companies.server";
import { orNullWhenNotFound } from "~/utils/errors";
import { requireCompany } from "~/modules/companies/require-company.server";
import { redirectWithToast } from "~/utils/toast.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// The Account List: search ("Show All" clears it) and Current View in the URL, the server
// paginates; Load Chart of Accounts (confirmed first) while no predefined account exists; Export
// to CSV; preview and edit per row. Without JavaScript the confirmation (?confirm=load-chart) and
// the preview (?preview=ID) render on the page.

const LOAD_CHART = "load-chart";

const CONFIRM_MESSAGE = `This will create the predefined chart of accounts (${PREDEFINED_ACCOUNT_COUNT} accounts) for this company, skipping any that already exist. This creation cannot be undone. Do you want to continue?`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const url = new URL(request.url);
  const { q, view } = readListQuery(url.searchParams);
  const { page, perPage } = parsePagination(url.searchParams);
  const list = await listAccounts(db, company.id, { q: q || undefined, view, page, perPage });
  const loaded = await chartLoaded(db, company.id);
  let preview: AccountRow | null = null;
  const previewId = url.searchParams.get("preview");
  if (previewId) {
    const account = await orNullWhenNotFound(getAccount(db, company.id, previewId));
    preview = account && toAccountRow(account);
  }
  return {
    companyId: company.id,
    q,
    view,
    list: { ...list, items: list.items.map(toAccountRow) },
    chartLoaded: loaded,
    preview,
    confirmLoadChart: url.searchParams.get("confirm") === LOAD_CHART,
  };
}

const toastType = { success: "success", info: "info", warning: "info", error: "error" } as const;

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const form = await request.formData();
  const parsed = readLoadChartForm(form, LOAD_CHART);
  if (!parsed.success) return data({ error: "Unknown action" as string, chart: null }, { status: 400 });
  const result = await loadPredefinedChart(db, companyContext(company, user.id));
  if (result.failures.length) console.error("Loading the chart of accounts:", result.failures.join("; "));
  const outcome = { ...chartLoadMessage(result), created: result.created, skipped: result.skipped, failed: result.failed };
  if (parsed.data.respond === "modal") return data({ error: null, chart: outcome }, { status: outcome.tone === "error" ? 500 : 200 });
  return redirectWithToast(menuHref(company.id, "company-account-list"), {
    type: toastType[outcome.tone],
    message: outcome.tone === "warning" ? `${outcome.title}: ${outcome.message}` : outcome.message,
  });
}

type ChartOutcome = ReturnType<typeof chartLoadMessage> & { created: number; skipped: number; failed: number };

/** Load Chart of Accounts that gets no answer (offline, a server error): the list stays and says so. */
export const clientAction = guardedClientAction({}, (_formData, failure): { error: null; chart: ChartOutcome } => ({
  error: null,
  chart: { title: "Error", message: failure.message, tone: "error", created: 0, skipped: 0, failed: 0 },
}));

const resultModals: Record<ChartLoadTone, typeof SuccessModal> = {
  success: SuccessModal,
  info: SuccessModal,
  warning: WarningModal,
  error: ErrorModal,
};

export default function AccountList() {
  const { companyId, q, view, list, chartLoaded: isLoaded, preview, confirmLoadChart } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const location = useLocation();
  const submit = useSubmit();
  const chart = useFetcher<typeof action>();
  // The confirmation on the page (?confirm=load-chart) posts as a navigation: a failure comes back here.
  const answered = useActionData<{ error: string | null; chart: ChartOutcome | null }>();
  const [confirming, setConfirming] = useState(false);
  const [previewing, setPreviewing] = useState<AccountRow | null>(null);
  const [outcome, setOutcome] = useState<ChartOutcome | null>(null);

  // The chart's result: close the confirmation, show the message for its outcome (created, skipped or failed).
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (chart.state !== "idle" || !chart.data || handled.current === chart.data) return;
    handled.current = chart.data;
    setConfirming(false);
    if (chart.data.chart) setOutcome(chart.data.chart);
  }, [chart.state, chart.data]);
  useEffect(() => {
    if (answered?.chart) setOutcome(answered.chart);
  }, [answered]);

  const params = new URLSearchParams(location.search);
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    return search ? `?${search}` : location.pathname;
  };
  const filterParams = new URLSearchParams();
  if (q) filterParams.set("q", q);
  if (view !== "active") filterParams.set("view", view);
  const csvHref = `${menuHref(companyId, "company-account-list.csv")}${filterParams.size ? `?${filterParams}` : ""}`;
  const showAllHref = view === "active" ? location.pathname : `?${new URLSearchParams({ view })}`;

  const openPreview = (row: AccountRow) => (event: MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    setPreviewing(row);
  };

  const columns: DataTableColumn<AccountRow>[] = [
    { key: "active", header: "Active", cell: (row) => (row.active ? "Yes" : "No") },
    { key: "accountNumber", header: "No" },
    { key: "accountName", header: "Name" },
    { key: "accountType", header: "Type" },
    {
      key: "currentBalance",
      header: "Balance",
      className: "text-right tabular-nums",
      cell: (row) => formatMoney(fromDecimal(row.currentBalance)),
    },
    {
      key: "register",
      header: "Register",
      cell: (row) => (
        <Link to={menuHref(companyId, `banking/transactions/${row.id}`)} aria-label={`Register of ${row.accountName}`}>
          Register
        </Link>
      ),
    },
    {
      key: "actions",
      header: <span className="sr-only">Actions</span>,
      cell: (row) => (
        <div className="flex items-center gap-1">
          <Link
            to={withParams({ preview: String(row.id), confirm: null })}
            preventScrollReset
            onClick={openPreview(row)}
            aria-label={`Preview ${row.accountName}`}
            title="Preview"
            className={buttonClasses({ variant: "ghost", size: "icon" })}
          >
            <EyeIcon />
          </Link>
          <Link
            to={menuHref(companyId, `edit-account/${row.id}`)}
            aria-label={`Edit ${row.accountName}`}
            title="Edit"
            className={buttonClasses({ variant: "ghost", size: "icon" })}
          >
            <PencilIcon />
          </Link>
        </div>
      ),
    },
  ];

  const emptyMessage = q
    ? "No accounts match your search."
    : view === "inactive"
      ? "No inactive accounts."
      : "No accounts yet. Add a new account, or load the chart of accounts.";

  const ResultModal = outcome ? resultModals[outcome.tone] : SuccessModal;

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Account List" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Accounts List</h1>
        {!isLoaded ? (
          <ConfirmFirstButton href="?confirm=load-chart" onAsk={() => setConfirming(true)} variant="secondary">
            Load Chart of Accounts
          </ConfirmFirstButton>
        ) : null}
        <a href={csvHref} download="accounts.csv" className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Export to CSV
        </a>
        <Link to={menuHref(companyId, "new-account")} className={buttonClasses({ className: "text-white no-underline" })}>
          Add New Account
        </Link>
      </div>

      {confirmLoadChart ? (
        <section
          role="alertdialog"
          aria-labelledby="confirm-load-chart-title"
          aria-describedby="confirm-load-chart-message"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="confirm-load-chart-title" className="text-lg font-semibold text-slate-900">
            Confirm Action
          </h2>
          <p id="confirm-load-chart-message" className="mt-1 text-sm text-slate-700">
            {CONFIRM_MESSAGE}
          </p>
          <Form method="post" className="mt-3 flex gap-2">
            <input type="hidden" name="intent" value={LOAD_CHART} />
            <Link to={withParams({ confirm: null })} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
              Cancel
            </Link>
            <Button type="submit">Confirm</Button>
          </Form>
        </section>
      ) : null}

      {preview ? (
        <section aria-labelledby="account-details-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="account-details-title" className="mb-3 text-lg font-semibold text-slate-900">
            Account Details
          </h2>
          <AccountDetailsList account={preview} />
          <div className="mt-4 flex gap-2">
            <Link
              to={menuHref(companyId, `edit-account/${preview.id}`)}
              className={buttonClasses({ className: "text-white no-underline" })}
            >
              Edit Account
            </Link>
            <Link to={withParams({ preview: null })} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
              Close
            </Link>
          </div>
        </section>
      ) : null}

      <Form method="get" role="search" aria-label="Filter accounts" className="flex flex-wrap items-end gap-3">
        <div className="w-full max-w-sm">
          <label htmlFor="account-search" className="mb-1 block text-sm font-medium text-slate-700">
            Search
          </label>
          <LiveSearchInput
            query={q}
            id="account-search"
            name="q"
            maxLength={100}
            placeholder="Search or filter accounts..."
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor="account-view" className="mb-1 block text-sm font-medium text-slate-700">
            Current View
          </label>
          <select
            key={view}
            id="account-view"
            name="view"
            defaultValue={view === "inactive" ? "inactive" : "active"}
            onChange={(event) => {
              if (event.currentTarget.form) submit(event.currentTarget.form, { preventScrollReset: true });
            }}
            className={cn(inputClasses, "pr-8")}
          >
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </div>
        {list.perPage !== DEFAULT_PER_PAGE ? <input type="hidden" name="perPage" value={list.perPage} /> : null}
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <Link to={showAllHref} className={buttonClasses({ variant: "ghost", className: "no-underline" })}>
          Show All
        </Link>
      </Form>

      <p className="text-sm text-slate-600">
        {list.total} {list.total === 1 ? "account" : "accounts"}
      </p>
      <DataTable columns={columns} rows={list.items} getRowKey={(row) => row.id} caption="Accounts" emptyMessage={emptyMessage} />
      <Pagination page={list.page} perPage={list.perPage} total={list.total} />

      {hydrated ? (
        <>
          <ConfirmModal
            open={confirming}
            onOpenChange={setConfirming}
            title="Confirm Action"
            message={CONFIRM_MESSAGE}
            busy={chart.state !== "idle"}
            onConfirm={() => chart.submit({ intent: LOAD_CHART, respond: "modal" }, { method: "post" })}
          />
          <ResultModal
            open={outcome !== null}
            onOpenChange={(open) => {
              if (!open) setOutcome(null);
            }}
            title={outcome?.title}
            message={outcome?.message ?? ""}
          />
          <LazyDialog
            open={previewing !== null}
            onOpenChange={(open) => {
              if (!open) setPreviewing(null);
            }}
            title="Account Details"
            hideCloseButton
          >
            {previewing ? <AccountDetailsList account={previewing} /> : null}
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={() => setPreviewing(null)}>
                Close
              </Button>
              {previewing ? (
                <Link
                  to={menuHref(companyId, `edit-account/${previewing.id}`)}
                  className={buttonClasses({ className: "text-white no-underline" })}
                >
                  Edit Account
                </Link>
              ) : null}
            </DialogFooter>
          </LazyDialog>
        </>
      ) : null}
    </div>
  );
}

function EyeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path d="M10 4C5.5 4 2.3 7.1 1 10c1.3 2.9 4.5 6 9 6s7.7-3.1 9-6c-1.3-2.9-4.5-6-9-6Zm0 10a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z" />
    </svg>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Accounts List");
