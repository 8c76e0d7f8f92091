import type { SubmissionResult } from "@conform-to/react";
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useRevalidator,
  useRouteError,
} from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Alert } from "~/components/ui/notice";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses, WhenWritable } from "~/components/ui/button";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { loadOnOpen } from "~/components/ui/load-on-open";
import { ConfirmModal } from "~/components/ui/modals";
import { OutcomeModals } from "~/components/ui/outcome-modals";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { useHydrated } from "~/components/ui/use-hydrated";
import {
  SUPPORT_LISTS,
  supportListDeleteError,
  supportListLoadError,
  supportListRow,
  type SupportListFailure,
  type SupportListRow,
} from "~/modules/support-lists/lists";
import type { SupportListKind } from "~/modules/support-lists/schema";
import { SupportItemForm } from "./support-item-form";

const SupportItemDialog = loadOnOpen(() => import("./support-item-dialog").then((m) => m.SupportItemDialog));

// One screen for the six support lists: the table, Add New (a dialog; without JavaScript
// `?add=1` shows the form on the page), Delete with a confirmation (without JavaScript
// `?confirm=delete&id=N`), and each list's own success and error messages. Each route passes
// nothing: the loader says which list. With JavaScript, deleting and the payment terms' refresh
// call the list's API, as the spec's client does, so that a failure is told by its status ("… not
// found", no permission, server and network errors) in the error row or an error dialog.

/** What differs between the lists on screen (the wording of messages comes from SUPPORT_LISTS). */
export const SUPPORT_LIST_SCREENS: Record<
  SupportListKind,
  { path: string; addTitle: string; deleteTitle: string; columns: "name" | "shipping" | "terms"; emptyMessage: string }
> = {
  "vendor-groups": {
    path: "vendor-group",
    addTitle: "Add Vendor Group",
    deleteTitle: "Delete Vendor Group",
    columns: "name",
    emptyMessage: "No records to show",
  },
  "customer-groups": {
    path: "customer-group",
    addTitle: "Add Customer Group",
    deleteTitle: "Delete Customer Group",
    columns: "name",
    emptyMessage: "No records to show",
  },
  "item-groups": {
    path: "item-group",
    addTitle: "Add Item Group",
    deleteTitle: "Delete Item Group",
    columns: "name",
    emptyMessage: "No records to show",
  },
  "invoice-frequencies": {
    path: "invoice-frequency",
    addTitle: "Add Invoice Frequency",
    deleteTitle: "Delete Invoice Frequency",
    columns: "name",
    emptyMessage: "No records to show",
  },
  "payment-terms": {
    path: "payment-term",
    addTitle: "Add Payment Term",
    deleteTitle: "Delete Payment Term",
    columns: "terms",
    emptyMessage: "No payment terms found.",
  },
  "shipping-methods": {
    path: "shipping-method",
    addTitle: "Add Preferred Shipping Method",
    deleteTitle: "Delete Shipping Method",
    columns: "shipping",
    emptyMessage: "No records to show",
  },
};

/** What a support-list route's loader gives the screen. */
export interface SupportListScreenData {
  kind: SupportListKind;
  companyId: number;
  title: string;
  /** The list's own URL (Cancel and the no-JavaScript forms lead back to it). */
  listPath: string;
  rows: SupportListRow[];
  /** Without JavaScript: `?add=1` shows the Add New form on the page. */
  adding: boolean;
  /** Without JavaScript: `?confirm=delete&id=N` asks about this row on the page. */
  confirm: SupportListRow | null;
  /** Why `?confirm=delete` found nothing to ask about. */
  notice: string | null;
}

/**
 * The support-list routes' client action: an entry whose Save gets no answer or a 5xx stays in the
 * dialog with the spec's message (the list's network wording; its "Failed to create …", or the
 * payment term's 500 text).
 */
export const supportListClientAction = (kind: SupportListKind) =>
  guardedClientAction(
    {
      network: supportListLoadError(kind, { network: true }),
      server:
        kind === "payment-terms"
          ? "An unexpected server error occurred. Please try again later."
          : SUPPORT_LISTS[kind].messages.createFailed,
    },
    (formData, failure): SupportListActionData => ({ intent: "create", result: failedReply(formData, failure.message) }),
  );

/** What the action answers a dialog's post (a plain form post is redirected instead). */
export type SupportListActionData = {
  intent: "create" | null;
  result?: SubmissionResult<string[]>;
  message?: string;
  error?: string;
};

type ApiResult = { ok: true; body: unknown } | { ok: false; failure: SupportListFailure };

/** A call to a list's API (the session cookie signs it in): its JSON, or how it failed. */
async function callListApi(url: string, init?: RequestInit): Promise<ApiResult> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { Accept: "application/json" } });
  } catch {
    return { ok: false, failure: { network: true } };
  }
  const body: unknown = await response.json().catch(() => undefined);
  return response.ok ? { ok: true, body } : { ok: false, failure: { status: response.status, body } };
}

/** The payment term list refreshes itself every 10 seconds while the tab is visible. */
const REFRESH_MS = 10_000;

/**
 * The rows on screen: the loader's, or newer ones fetched from the list's API by `refresh` (every
 * 10 seconds with `autoRefresh`). A failed fetch sets `error`, the list's text for its status; new rows
 * from the loader (after an add or a delete) replace whatever was fetched before them.
 */
function useListRows(kind: SupportListKind, companyId: number, loadedRows: SupportListRow[], autoRefresh: boolean) {
  const [fetched, setFetched] = useState<SupportListRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const generation = useRef(0);
  const inFlight = useRef(false);
  useEffect(() => {
    generation.current += 1;
    setFetched(null);
    setError(null);
  }, [loadedRows]);

  const refresh = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const started = generation.current;
    const { apiPath, listKey } = SUPPORT_LISTS[kind];
    setLoading(true);
    const result = await callListApi(`${apiPath}?${new URLSearchParams({ companyId: String(companyId) })}`);
    inFlight.current = false;
    setLoading(false);
    if (started !== generation.current) return; // the loader has brought newer rows meanwhile
    const items = result.ok ? (listKey ? (result.body as Record<string, unknown> | null)?.[listKey] : result.body) : null;
    if (Array.isArray(items)) {
      setFetched(items.map((item) => supportListRow(kind, item)));
      setError(null);
    } else {
      setError(supportListLoadError(kind, result.ok ? { message: "" } : result.failure));
    }
  }, [kind, companyId]);

  useEffect(() => {
    if (!autoRefresh) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [autoRefresh, refresh]);

  return { rows: fetched ?? loadedRows, error, loading, refresh };
}

/** The table's columns for a list; `deleteCell` draws a row's Delete button. */
function listColumns(kind: SupportListKind, deleteCell: (row: SupportListRow) => ReactNode): DataTableColumn<SupportListRow>[] {
  const shown = SUPPORT_LIST_SCREENS[kind].columns;
  const columns: DataTableColumn<SupportListRow>[] = [{ key: "name", header: "Name" }];
  if (shown !== "name") columns.push({ key: "description", header: "Description" });
  if (shown === "terms") columns.push({ key: "dueDays", header: "Due Days", className: "tabular-nums" });
  columns.push({ key: "delete", header: "Delete", cell: deleteCell });
  return columns;
}

export function SupportListScreen() {
  const loaded = useLoaderData<SupportListScreenData>();
  const answered = useActionData<SupportListActionData>();
  const { kind, title, listPath } = loaded;
  const screen = SUPPORT_LIST_SCREENS[kind];
  const hydrated = useHydrated();
  const list = useListRows(kind, loaded.companyId, loaded.rows, kind === "payment-terms");
  const { revalidate } = useRevalidator();

  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SupportListRow | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [removing, setRemoving] = useState(false);
  const add = useFetcher<SupportListActionData>({ key: `support-list-add-${kind}` });

  // An answer from the server: close the dialog and say what happened.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (add.state !== "idle" || !add.data || handled.current === add.data) return;
    handled.current = add.data;
    if (add.data.message) {
      setAdding(false);
      setFormKey((key) => key + 1);
      setOutcome({ ok: true, message: add.data.message });
    }
  }, [add.state, add.data]);

  /**
   * Delete the confirmed entry through the API: first the guards (no id: "Invalid … selected"; an
   * empty name: "Cannot delete … with an empty name"), then the call, then its outcome's message.
   */
  const removeConfirmed = async () => {
    const row = deleting;
    if (!row || removing) return;
    const { apiPath, messages } = SUPPORT_LISTS[kind];
    const guard = !row.id ? messages.invalidSelection : !row.name.trim() ? messages.emptyName : null;
    if (guard) {
      setDeleting(null);
      setOutcome({ ok: false, message: guard });
      return;
    }
    setRemoving(true);
    const result = await callListApi(`${apiPath}/${row.id}`, { method: "DELETE" });
    setRemoving(false);
    setDeleting(null);
    if (result.ok) {
      setOutcome({ ok: true, message: String((result.body as { message?: unknown } | null)?.message ?? "") });
      revalidate();
    } else {
      setOutcome({ ok: false, message: supportListDeleteError(kind, row.name, result.failure) });
    }
  };

  const openDelete = (row: SupportListRow) => (event: MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    setDeleting(row);
  };

  const columns = listColumns(kind, (row) => (
    <Link
      to={`?${new URLSearchParams({ confirm: "delete", id: String(row.id) })}`}
      preventScrollReset
      onClick={openDelete(row)}
      aria-label={`Delete ${row.name}`}
      className={buttonClasses({ variant: "danger", size: "sm", className: "text-white no-underline" })}
    >
      Delete
    </Link>
  ));

  const showInlineForm = !hydrated && (loaded.adding || answered?.intent === "create");

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: title }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{title}</h1>
        <WhenWritable>
          {hydrated ? (
            <Button type="button" aria-haspopup="dialog" onClick={() => setAdding(true)}>
              Add New
            </Button>
          ) : (
            <Link to="?add=1" className={buttonClasses({ className: "text-white no-underline" })}>
              Add New
            </Link>
          )}
        </WhenWritable>
      </div>

      <Alert>{loaded.notice}</Alert>

      {showInlineForm ? (
        <section aria-labelledby="support-item-form-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="support-item-form-title" className="mb-3 text-lg font-semibold text-slate-900">
            {screen.addTitle}
          </h2>
          <SupportItemForm
            kind={kind}
            id={`support-item-${kind}`}
            label={screen.addTitle}
            hidden={{ intent: "create" }}
            lastResult={answered?.result}
            cancel={<CancelLink to={listPath} />}
          />
        </section>
      ) : null}

      {loaded.confirm && !hydrated ? (
        <section
          role="alertdialog"
          aria-labelledby="confirm-delete-title"
          aria-describedby="confirm-delete-message"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="confirm-delete-title" className="text-lg font-semibold text-slate-900">
            {screen.deleteTitle}
          </h2>
          <p id="confirm-delete-message" className="mt-1 text-sm text-slate-700">
            {loaded.confirm.confirmMessage}
          </p>
          <Form method="post" action={listPath} className="mt-3 flex gap-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={loaded.confirm.id} />
            <CancelLink to={listPath} />
            <Button type="submit" variant="danger">
              Delete
            </Button>
          </Form>
        </section>
      ) : null}

      <DataTable
        columns={columns}
        rows={list.rows}
        getRowKey={(row) => row.id}
        caption={title}
        emptyMessage={screen.emptyMessage}
        error={list.loading ? null : list.error}
        loading={list.loading && (list.error !== null || list.rows.length === 0)}
      />
      {list.error && !list.loading ? (
        <Button type="button" variant="secondary" onClick={() => void list.refresh()}>
          Try again
        </Button>
      ) : null}

      {hydrated ? (
        <>
          <SupportItemDialog
            open={adding}
            onOpenChange={setAdding}
            title={screen.addTitle}
            kind={kind}
            formKey={formKey}
            fetcher={add}
            lastResult={add.data?.intent === "create" && !add.data.message ? add.data.result : undefined}
          />
          <ConfirmModal
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            title={screen.deleteTitle}
            message={deleting?.confirmMessage ?? ""}
            confirmLabel="Delete"
            destructive
            busy={removing}
            onConfirm={() => void removeConfirmed()}
          />
          <OutcomeModals outcome={outcome} onClose={() => setOutcome(null)} />
        </>
      ) : null}
    </div>
  );
}

function CancelLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
      Cancel
    </Link>
  );
}

/**
 * A support-list route's error boundary: "Page not found" for a 404 (a company that is not the
 * user's), otherwise the list's frame with the list's load error for the status in its error row.
 */
export function SupportListErrorBoundary({ kind }: { kind: SupportListKind }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
  // No response at all is a TypeError from fetch; an error thrown on the server arrives as a 500.
  const failure: SupportListFailure = isRouteErrorResponse(error)
    ? { status: error.status, body: error.data }
    : error instanceof TypeError
      ? { network: true }
      : { status: 500 };
  const { title } = SUPPORT_LISTS[kind];
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: title }]} />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <DataTable
        columns={listColumns(kind, () => null)}
        rows={[]}
        getRowKey={(row) => row.id}
        caption={title}
        error={supportListLoadError(kind, failure)}
      />
      <Link to="." reloadDocument className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
        Try again
      </Link>
    </div>
  );
}
