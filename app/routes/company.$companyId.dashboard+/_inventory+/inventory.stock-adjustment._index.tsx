import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { menuHref } from "~/components/shell/menu";
import { ListLoadError } from "~/components/shell/list-load-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { DatePicker } from "~/components/ui/date-picker";
import { SelectField } from "~/components/ui/field";
import { ConfirmModal } from "~/components/ui/modals";
import { NoScriptConfirm } from "~/components/ui/noscript-confirm";
import { OutcomeModals } from "~/components/ui/outcome-modals";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatUsDate, isoDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { parsePagination } from "~/lib/pagination";
import { DATE_PRESET_LABELS } from "~/lib/periods";
import { formatQuantity } from "~/lib/quantity";
import { screenMeta } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import {
  ADJUSTMENT_DATE_PRESETS,
  ADJUSTMENT_PRESET_PERIOD,
  STOCK_ADJUSTMENT_MESSAGES as M,
} from "~/modules/inventory/stock-adjustment-schema";
import type { AdjustmentListRow } from "~/modules/inventory/stock-adjustments.server";
import { deleteStockAdjustment } from "~/modules/inventory/stock-adjustments.server";
import { activeWarehouses } from "~/modules/inventory/warehouses.server";
import { assertDomainError, DomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { adjustmentRows } from "./__stock-adjustment-list.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Stock Adjustments: one row per adjusted item, newest first, filtered by warehouse (active ones),
// date preset (the company's fiscal year) or From/To, paginated on the server; edit opens the form
// (?editId=&warehouseId=&itemId=), delete asks first (without JavaScript: ?confirm=delete&id=N),
// Export to CSV downloads every matching row.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const search = new URL(request.url).searchParams;
  const { raw, errors, list } = await adjustmentRows(db, company, user.id, search, parsePagination(search));
  const confirmId = search.get("confirm") === "delete" ? Number(search.get("id")) : null;
  return {
    companyId: company.id,
    warehouses: await activeWarehouses(db, company.id),
    filters: raw,
    errors,
    list,
    confirm: confirmId && list.items.some((r) => r.stockAdjustmentId === confirmId) ? confirmId : null,
    query: search.toString(),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const form = await request.formData();
  const back = `${menuHref(company.id, "inventory/stock-adjustment")}${form.get("query") ? `?${form.get("query")}` : ""}`;
  const respond = form.get("respond") === "modal";
  try {
    if (form.get("intent") !== "delete") throw new DomainError("Unknown action", 400);
    await deleteStockAdjustment(db, companyContext(company, user.id), Number(form.get("id")));
    return respond ? { ok: true, message: M.deleted } : redirectWithToast(back, { type: "success", message: M.deleted });
  } catch (error) {
    assertDomainError(error);
    return respond
      ? { ok: false, message: error.message || M.deleteFailed }
      : redirectWithToast(back, { type: "error", message: error.message });
  }
}

/** A delete that gets no answer (offline, a server error): the list stays and says so. */
export const clientAction = guardedClientAction({}, (_formData, failure) => ({ ok: false, message: failure.message }));

/** "2.5000" → "$2.50", "0.1250" → "$0.125": at least the cents, the rest only when not zero. */
export function formatRate(rate: string): string {
  const [whole, fraction = ""] = rate.split(".");
  const cents = fraction.padEnd(4, "0");
  const extra = cents.slice(2).replace(/0+$/, "");
  return `${formatMoney(Number(whole) * 100 + Number(cents.slice(0, 2)))}${extra}`;
}

export default function StockAdjustments() {
  const { companyId, warehouses, filters, errors, list, confirm, query } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const listPath = menuHref(companyId, "inventory/stock-adjustment");
  const newPath = menuHref(companyId, "inventory/stock-adjustment/new");
  const remove = useFetcher<{ ok: boolean; message: string }>();
  const [deleting, setDeleting] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    if (remove.state === "idle" && remove.data) {
      setDeleting(null);
      setOutcome(remove.data);
    }
  }, [remove.state, remove.data]);
  const csvQuery = new URLSearchParams(query);
  csvQuery.delete("page");
  csvQuery.delete("confirm");
  csvQuery.delete("id");

  const columns: DataTableColumn<AdjustmentListRow>[] = [
    { key: "date", header: "Date", cell: (r) => formatUsDate(r.date), className: "whitespace-nowrap" },
    { key: "warehouseName", header: "Warehouse" },
    { key: "itemName", header: "Item Name" },
    { key: "comment", header: "Comment" },
    { key: "currentQty", header: "Current Qty", cell: (r) => formatQuantity(r.currentQty), className: "text-right tabular-nums" },
    { key: "adjustedQty", header: "Adjusted Qty", cell: (r) => formatQuantity(r.adjustedQty), className: "text-right tabular-nums" },
    { key: "currentValue", header: "Current Value", cell: (r) => formatMoney(r.currentValue), className: "text-right tabular-nums" },
    { key: "rate", header: "Rate", cell: (r) => formatRate(r.rate), className: "text-right tabular-nums" },
    {
      key: "actions",
      header: "Actions",
      cell: (r) => (
        <div className="flex gap-2">
          <Link
            to={`${newPath}?${new URLSearchParams({ editId: String(r.stockAdjustmentId), warehouseId: String(r.warehouseId), itemId: String(r.inventoryItemId) })}`}
            aria-label={`Edit ${r.itemName} adjustment of ${formatUsDate(r.date)}`}
            className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}
          >
            Edit
          </Link>
          <Link
            to={`?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), confirm: "delete", id: String(r.stockAdjustmentId) })}`}
            preventScrollReset
            aria-label={`Delete ${r.itemName} adjustment of ${formatUsDate(r.date)}`}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              setDeleting(r.stockAdjustmentId);
            }}
            className={buttonClasses({ variant: "danger", size: "sm", className: "text-white no-underline" })}
          >
            Delete
          </Link>
        </div>
      ),
    },
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: "Inventory" }, { label: "Stock Adjustments" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Stock Adjustments</h1>
        <a href={`${listPath}.csv?${csvQuery}`} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Export to CSV
        </a>
        <Link to={newPath} className={buttonClasses({ className: "text-white no-underline" })}>
          Add New Stock Adjustment
        </Link>
      </div>

      {confirm && !hydrated ? (
        <NoScriptConfirm
          title="Delete Stock Adjustment"
          message="Delete this stock adjustment? Its stock movements and journal entry are reversed."
          fields={{ intent: "delete", id: confirm }}
          cancelHref={listPath}
          destructive
        />
      ) : null}

      <Card>
        <CardBody>
          <Form
            method="get"
            role="search"
            aria-label="Filter stock adjustments"
            className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-5"
          >
            <SelectField
              label="Warehouse"
              name="warehouseId"
              defaultValue={filters.warehouseId}
              error={errors.warehouseId}
              options={[{ value: "", label: "All Warehouses" }, ...warehouses.map((w) => ({ value: String(w.id), label: w.name }))]}
            />
            <SelectField
              label="Date"
              name="preset"
              defaultValue={filters.preset || "all"}
              error={errors.preset}
              options={ADJUSTMENT_DATE_PRESETS.map((p) => ({ value: p, label: DATE_PRESET_LABELS[ADJUSTMENT_PRESET_PERIOD[p]] }))}
            />
            <DatePicker name="from" label="From" defaultValue={isoDate(filters.from)} error={errors.from} />
            <DatePicker name="to" label="To" defaultValue={isoDate(filters.to)} error={errors.to} />
            <div>
              <Button type="submit">Update</Button>
            </div>
          </Form>
        </CardBody>
      </Card>

      <PagedDataTable caption="Stock adjustments" columns={columns} list={list} getRowKey={(r) => r.id} />

      {hydrated ? (
        <>
          <ConfirmModal
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            title="Delete Stock Adjustment"
            message="Delete this stock adjustment? Its stock movements and journal entry are reversed."
            destructive
            busy={remove.state !== "idle"}
            onConfirm={() => remove.submit({ intent: "delete", id: String(deleting), respond: "modal" }, { method: "post" })}
          />
          <OutcomeModals outcome={outcome} onClose={() => setOutcome(null)} successTitle="Deleted Successfully" />
        </>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = () => <ListLoadError title="Stock Adjustments" message={"Failed to fetch stock adjustments"} />;

export const meta = screenMeta("Stock Adjustments");
