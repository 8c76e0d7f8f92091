import { useForm } from "@conform-to/react";
import { Form, Link, useActionData, useFetcher, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { WarehouseDialog, WarehouseFields, warehouseFormValues, type WarehouseFieldValues } from "~/components/inventory/warehouse-dialog";
import { menuHref } from "~/components/shell/menu";
import { ListLoadError } from "~/components/shell/list-load-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { Field, FormErrors, SelectField } from "~/components/ui/field";
import { ConfirmModal, ErrorModal } from "~/components/ui/modals";
import { NoScriptConfirm } from "~/components/ui/noscript-confirm";
import { Pagination } from "~/components/ui/pagination";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { screenMeta } from "~/lib/title";
import {
  WAREHOUSE_MESSAGES as W,
  WAREHOUSE_STATUS_LABELS,
  WAREHOUSE_STATUSES,
  type WarehouseConfirmAction as ConfirmAction,
} from "~/modules/inventory/warehouse-constants";
import type { WarehouseRecord } from "~/modules/inventory/warehouses.server";
import type { loader, WarehouseActionData as ActionData } from "./__warehouses.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

export { action, loader } from "./__warehouses.server";

/**
 * A save or an action that gets no answer (offline, a server error) stays on the list with its
 * message (the spec's "no response" words for the warehouses); the inline form keeps its fields.
 */
export const clientAction = guardedClientAction({ network: W.network }, (formData, failure): ActionData => {
  const intent = String(formData.get("intent") ?? "");
  const typed = intent === "create" || intent === "update";
  return { ok: false, message: failure.message, intent, ...(typed ? { result: failedReply(formData, failure.message) } : {}) };
});

// Warehouses (Company › Manage Support Lists › Warehouses List): search, status filter (All
// Warehouses, Active, Inactive), server pagination (10 by default), Add New / Edit Warehouse
// dialogs, and deactivate / activate / delete each after a confirmation. Without JavaScript the
// forms show on the page (?add=1, ?edit=N, ?confirm=deactivate|activate|delete&id=N).

const CONFIRM_TEXT: Record<ConfirmAction, { title: string; message: string }> = {
  deactivate: { title: "Deactivate Warehouse", message: W.deactivateWarning },
  activate: { title: "Activate Warehouse", message: "The warehouse will be available for new transactions again." },
  delete: { title: "Delete Warehouse", message: W.deleteWarning },
};

export default function Warehouses() {
  const { companyId, list, filters, adding, editing, confirm, query } = useLoaderData<typeof loader>();
  const answered = useActionData<ActionData>();
  const hydrated = useHydrated();
  const { revalidate } = useRevalidator();
  const listPath = menuHref(companyId, "company/support-lists/warehouses");
  const act = useFetcher<ActionData>();
  const [dialog, setDialog] = useState<{ warehouse: WarehouseFieldValues | null } | null>(null);
  const [confirming, setConfirming] = useState<{ action: ConfirmAction; warehouse: WarehouseRecord } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (act.state !== "idle" || !act.data) return;
    setConfirming(null);
    if (act.data.ok) toast.success(act.data.message);
    else setFailure(act.data.message);
  }, [act.state, act.data]);

  const confirmLink = (action: ConfirmAction, w: WarehouseRecord, label: string, variant: "secondary" | "danger") => (
    <Link
      to={`?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), confirm: action, id: String(w.id) })}`}
      preventScrollReset
      aria-label={`${label} ${w.name}`}
      onClick={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        if (act.state === "idle") setConfirming({ action, warehouse: w });
      }}
      className={buttonClasses({ variant, size: "sm", className: variant === "danger" ? "text-white no-underline" : "no-underline" })}
    >
      {label}
    </Link>
  );

  const columns: DataTableColumn<WarehouseRecord>[] = [
    { key: "name", header: "Name" },
    { key: "description", header: "Description" },
    { key: "address", header: "Address", cell: (w) => [w.address, w.city, w.state, w.zipCode, w.country].filter(Boolean).join(", ") },
    { key: "contact", header: "Contact", cell: (w) => [w.phone, w.email].filter(Boolean).join(" · ") },
    { key: "isActive", header: "Status", cell: (w) => (w.isActive ? "Active" : "Inactive") },
    {
      key: "actions",
      header: "Actions",
      cell: (w) => (
        <div className="flex flex-wrap gap-2">
          <Link
            to={`?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), edit: String(w.id) })}`}
            aria-label={`Edit ${w.name}`}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              setDialog({ warehouse: w });
            }}
            className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}
          >
            Edit
          </Link>
          {w.isActive ? confirmLink("deactivate", w, "Deactivate", "secondary") : confirmLink("activate", w, "Activate", "secondary")}
          {confirmLink("delete", w, "Delete", "danger")}
        </div>
      ),
    },
  ];

  const inlineForm =
    !hydrated && (adding || editing || (answered && !answered.ok && (answered.intent === "create" || answered.intent === "update")));
  const inlineEditing = editing ?? null;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Warehouses" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <div className="mr-auto">
          <h1 className="text-2xl font-semibold text-slate-900">Warehouses</h1>
          <p className="text-sm text-slate-600">Manage your company warehouses</p>
        </div>
        {hydrated ? (
          <Button type="button" aria-haspopup="dialog" onClick={() => setDialog({ warehouse: null })}>
            Add New Warehouse
          </Button>
        ) : (
          <Link to="?add=1" className={buttonClasses({ className: "text-white no-underline" })}>
            Add New Warehouse
          </Link>
        )}
      </div>

      {inlineForm ? (
        <section aria-labelledby="warehouse-form-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="warehouse-form-title" className="mb-3 text-lg font-semibold text-slate-900">
            {inlineEditing ? "Edit Warehouse" : "Add New Warehouse"}
          </h2>
          <InlineWarehouseForm editing={inlineEditing} answered={answered} listPath={listPath} />
        </section>
      ) : null}

      {confirm?.warehouse && !hydrated ? (
        <NoScriptConfirm
          title={CONFIRM_TEXT[confirm.action].title}
          message={`${confirm.warehouse.name}: ${CONFIRM_TEXT[confirm.action].message}`}
          fields={{ intent: confirm.action, id: confirm.warehouse.id }}
          cancelHref={listPath}
          destructive={confirm.action === "delete"}
        />
      ) : null}

      <Card>
        <CardBody>
          <Form method="get" role="search" aria-label="Filter warehouses" className="grid items-end gap-4 sm:grid-cols-3">
            <Field label="Search" name="q" type="search" placeholder="Search warehouses..." defaultValue={filters.q} />
            <SelectField
              label="Status"
              name="status"
              defaultValue={filters.status}
              options={WAREHOUSE_STATUSES.map((s) => ({ value: s, label: WAREHOUSE_STATUS_LABELS[s] }))}
            />
            <div>
              <Button type="submit">Search</Button>
            </div>
          </Form>
        </CardBody>
      </Card>

      <div>
        <DataTable caption="Warehouses" columns={columns} rows={list.items} getRowKey={(w) => w.id} emptyMessage="No warehouses found" />
        <Pagination page={list.page} perPage={list.perPage} total={list.total} />
      </div>

      {hydrated ? (
        <>
          <WarehouseDialog
            key={dialog?.warehouse?.id ?? "new"}
            open={dialog !== null}
            onOpenChange={(open) => {
              if (!open) setDialog(null);
            }}
            companyId={companyId}
            warehouse={dialog?.warehouse}
            onSaved={(_, message) => {
              toast.success(message);
              revalidate();
            }}
          />
          <ConfirmModal
            open={confirming !== null}
            onOpenChange={(open) => {
              if (!open) setConfirming(null);
            }}
            title={confirming ? CONFIRM_TEXT[confirming.action].title : ""}
            message={confirming ? `${confirming.warehouse.name}: ${CONFIRM_TEXT[confirming.action].message}` : ""}
            destructive={confirming?.action === "delete"}
            busy={act.state !== "idle"}
            onConfirm={() =>
              confirming &&
              act.submit({ intent: confirming.action, id: String(confirming.warehouse.id), respond: "modal" }, { method: "post" })
            }
          />
          <ErrorModal
            open={failure !== null}
            onOpenChange={(open) => {
              if (!open) setFailure(null);
            }}
            message={failure ?? ""}
          />
        </>
      ) : null}
    </div>
  );
}

/** Add New / Edit Warehouse on the page (without JavaScript): conform holds the fields, so a refusal shows them as typed. */
function InlineWarehouseForm({
  editing,
  answered,
  listPath,
}: {
  editing: WarehouseRecord | null;
  answered: ActionData | undefined;
  listPath: string;
}) {
  const [form] = useForm<Record<string, string>>({
    id: "warehouse-inline",
    lastResult: answered?.result,
    defaultValue: editing ? warehouseFormValues(editing) : undefined,
  });
  return (
    <Form id={form.id} method="post" noValidate className="space-y-3">
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? (
        <>
          <input type="hidden" name="id" value={editing.id} />
          <input type="hidden" name="version" value={editing.version} />
        </>
      ) : null}
      <FormErrors errors={answered && !answered.ok ? [answered.message] : null} />
      <WarehouseFields values={form.initialValue} errors={form.allErrors} full={Boolean(editing)} />
      <div className="flex gap-2">
        <Link to={listPath} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Cancel
        </Link>
        <Button type="submit">Save</Button>
      </div>
    </Form>
  );
}

export const ErrorBoundary = () => <ListLoadError title="Warehouses" message={W.loadFailed} />;

export const meta = screenMeta("Warehouses");
