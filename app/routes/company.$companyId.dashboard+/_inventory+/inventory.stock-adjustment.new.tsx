import { useForm, useInputControl } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState, type InputHTMLAttributes } from "react";
import { SaveButtons } from "~/components/ui/save-buttons";
import { WarehouseDialog } from "~/components/inventory/warehouse-dialog";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { DatePicker } from "~/components/ui/date-picker";
import { FieldError, FormErrors, SelectField } from "~/components/ui/field";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { useHydrated } from "~/components/ui/use-hydrated";
import { typedDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { formatQuantity, readQuantity } from "~/lib/quantity";
import { screenMeta } from "~/lib/title";
import { STOCK_ADJUSTMENT_MESSAGES as M } from "~/modules/inventory/stock-adjustment-constants";
import {
  adjustmentFormAction,
  adjustmentFormLoader,
  type AdjustmentActionData,
  type AdjustmentFormState,
  type Levels,
} from "./__stock-adjustment-form.server";
import { readState } from "./__stock-adjustment-state";

// New Stock Adjustment (and edit, ?editId=&warehouseId=&itemId=): warehouse (Add New Warehouse
// opens its dialog), adjustment account, date, item rows with Current Qty and Current Value read
// from the books, Adjusted Qty and Sales/Purchase Rate. With JavaScript Current Qty follows the
// warehouse and each row is checked as typed; without it, rows are added and removed, and Current
// Qty refreshed, by form submits. conform holds the values and the rows (insert, remove, update);
// the Date comes back as typed after every reload and refusal.

export const loader = adjustmentFormLoader;
export const action = adjustmentFormAction;

/** A save that gets no answer (offline, a server error) keeps the form as typed with the message. */
export const clientAction = guardedClientAction({}, (formData, failure): AdjustmentActionData => ({
  state: readState(formData),
  errors: {},
  formError: failure.message,
}));

type AdjustmentLoaded = SerializeFrom<typeof loader>;

const inputClass = "w-full rounded-md border border-slate-300 px-2 py-1 text-sm";

/** The row's message as typed: a reduction below what is on hand. */
function rowProblem(adjustedQty: string, onHand: number): string | null {
  const quantity = readQuantity(adjustedQty);
  if (quantity === null) return adjustedQty.trim() ? M.quantityFormat : null;
  return quantity < 0 && onHand + quantity < 0 ? M.rowBelowZero : null;
}

export default function NewStockAdjustment() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<AdjustmentActionData>();
  const location = useLocation();
  // A new page (Save and New, another reload) starts the form again from what the server answered.
  return <AdjustmentForm key={location.key} loaded={loaded} answered={answered} />;
}

type RowFields = AdjustmentFormState["rows"][number];
const emptyRow = (): RowFields => ({ itemId: "", comment: "", adjustedQty: "", rate: "" });

function AdjustmentForm({ loaded, answered }: { loaded: AdjustmentLoaded; answered: AdjustmentActionData | undefined }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const levelsFetcher = useFetcher<typeof loader>();
  const { companyId, warehouses, accounts, items } = loaded;
  const initial = answered?.state ?? loaded.state;
  // conform holds the values and the row list; the warehouse through an input control (the dialog sets it too).
  const [form, fields] = useForm<AdjustmentFormState>({ id: "stock-adjustment", defaultValue: initial });
  const warehouse = useInputControl(fields.warehouseId);
  const rows = fields.rows.getFieldList();
  const [warehouseDialog, setWarehouseDialog] = useState(false);
  const [extraWarehouses, setExtraWarehouses] = useState<{ id: number; name: string }[]>([]);
  const levels: Levels = levelsFetcher.data?.levels ?? answered?.levels ?? loaded.levels;
  const errors = answered?.errors ?? {};
  const busy = navigation.state === "submitting";
  const editing = Boolean(initial.editId);
  const rowValue = (row: (typeof rows)[number]) => (row.value ?? {}) as Partial<RowFields>;

  const chooseWarehouse = (value: string) => {
    warehouse.change(value);
    if (value) levelsFetcher.load(`?${new URLSearchParams({ warehouseId: value, ...(initial.editId ? { editId: initial.editId } : {}) })}`);
  };
  const deleteRow = (index: number) =>
    rows.length > 1 ? form.remove({ name: fields.rows.name, index }) : form.update({ name: fields.rows.name, value: [emptyRow()] });

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: "Inventory" }, { label: editing ? "Edit Stock Adjustment" : "New Stock Adjustment" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">{editing ? "Edit Stock Adjustment" : "New Stock Adjustment"}</h1>
      <Form id={form.id} method="post" noValidate aria-label="Stock adjustment" className="space-y-4">
        <input type="hidden" name={fields.editId.name} value={initial.editId} />
        <input type="hidden" name={fields.version.name} value={initial.version} />
        <FormErrors errors={answered?.formError ? [answered.formError] : null} />
        <Card>
          <CardBody className="grid gap-4 sm:grid-cols-3">
            <div>
              <SelectField
                label="Warehouse"
                name={fields.warehouseId.name}
                value={warehouse.value ?? ""}
                onChange={(e) => chooseWarehouse(e.target.value)}
                error={errors.warehouseId}
                options={[
                  { value: "", label: "Select warehouse" },
                  ...[...warehouses, ...extraWarehouses].map((w) => ({ value: String(w.id), label: w.name })),
                ]}
              />
              <div className="mt-1 flex gap-3 text-sm">
                {hydrated ? (
                  <button type="button" className="text-blue-700 underline" onClick={() => setWarehouseDialog(true)}>
                    Add New Warehouse
                  </button>
                ) : (
                  <Link to={`${menuHref(companyId, "company/support-lists/warehouses")}?add=1`}>Add New Warehouse</Link>
                )}
                {!hydrated ? (
                  <button type="submit" name="intent" value="refresh" className="text-blue-700 underline">
                    Show current quantities
                  </button>
                ) : null}
              </div>
            </div>
            <div>
              <SelectField
                key={fields.adjustmentAccountId.key}
                label="Adjustment Account"
                name={fields.adjustmentAccountId.name}
                defaultValue={fields.adjustmentAccountId.initialValue ?? ""}
                error={errors.adjustmentAccountId}
                options={[{ value: "", label: "Select account" }, ...accounts.map((a) => ({ value: String(a.id), label: a.label }))]}
              />
              <Link to={menuHref(companyId, "new-account")} className="mt-1 inline-block text-sm">
                Add New Account
              </Link>
            </div>
            <DatePicker name={fields.date.name} label="Date" {...typedDate(initial.date)} error={errors.date} />
          </CardBody>
        </Card>

        <p id="adjusted-qty-meaning" className="text-sm text-slate-600">
          {M.adjustedQtyMeaning}
        </p>
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-sm" aria-describedby="adjusted-qty-meaning">
            <caption className="sr-only">Items to adjust</caption>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="px-3 py-2">Item</th>
                <th className="px-3 py-2">Comment</th>
                <th className="px-3 py-2 text-right">Current Qty</th>
                <th className="px-3 py-2">Adjusted Qty</th>
                <th className="px-3 py-2 text-right">Current Value</th>
                <th className="px-3 py-2">Sales/Purchase Rate</th>
                <th className="px-3 py-2">
                  <span className="sr-only">Delete</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const cell = row.getFieldset();
                const value = rowValue(row);
                const itemId = value.itemId ?? "";
                const level = itemId ? levels[itemId] : undefined;
                const onHand = level?.quantity ?? 0;
                const taken = new Set(rows.filter((_, j) => j !== i).map((r) => rowValue(r).itemId ?? ""));
                const typed = hydrated ? rowProblem(value.adjustedQty ?? "", onHand) : null;
                const qtyError = errors[`rows[${i}].adjustedQty`] ?? (typed ? [typed] : undefined);
                const n = i + 1;
                return (
                  <tr key={row.key} className="border-t border-slate-100 align-top">
                    <td className="px-3 py-2">
                      <select
                        key={cell.itemId.key}
                        name={cell.itemId.name}
                        aria-label={`Item, row ${n}`}
                        defaultValue={cell.itemId.initialValue ?? ""}
                        className={inputClass}
                      >
                        <option value="">Select item</option>
                        {items
                          .filter((item) => !taken.has(String(item.id)))
                          .map((item) => (
                            <option key={item.id} value={item.id}>
                              {item.name}
                            </option>
                          ))}
                      </select>
                      <FieldError id={`row-${i}-item-error`} error={errors[`rows[${i}].itemId`]} />
                    </td>
                    <td className="px-3 py-2">
                      <RowInput field={cell.comment} label={`Comment, row ${n}`} />
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums" data-label={`Current Qty, row ${n}`}>
                      {itemId ? formatQuantity(onHand) : ""}
                    </td>
                    <td className="px-3 py-2">
                      <RowInput
                        field={cell.adjustedQty}
                        label={`Adjusted Qty, row ${n}`}
                        inputMode="decimal"
                        aria-invalid={qtyError ? true : undefined}
                      />
                      <FieldError id={`row-${i}-qty-error`} error={qtyError} />
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{itemId ? formatMoney(level?.value ?? 0) : ""}</td>
                    <td className="px-3 py-2">
                      <RowInput
                        field={cell.rate}
                        label={`Sales/Purchase Rate, row ${n}`}
                        inputMode="decimal"
                        placeholder={level?.rate ?? ""}
                      />
                      <FieldError id={`row-${i}-rate-error`} error={errors[`rows[${i}].rate`]} />
                    </td>
                    <td className="px-3 py-2">
                      {/* With JavaScript the row goes here; without it, the form comes back without it. */}
                      <Button
                        {...(hydrated
                          ? { type: "button" as const, onClick: () => deleteRow(i) }
                          : { type: "submit" as const, name: "intent", value: `remove-row:${i}` })}
                        variant="secondary"
                        size="sm"
                        aria-label={`Delete row ${n}`}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <FieldError id="rows-error" error={errors.rows} />
        </div>

        <div className="flex flex-wrap gap-2">
          {hydrated ? (
            <Button type="button" variant="secondary" onClick={() => form.insert({ name: fields.rows.name, defaultValue: emptyRow() })}>
              Add Row
            </Button>
          ) : (
            <Button type="submit" name="intent" value="add-row" variant="secondary">
              Add Row
            </Button>
          )}
          <Link
            to={menuHref(companyId, "inventory/new-item")}
            className={buttonClasses({ variant: "secondary", className: "no-underline" })}
          >
            Add New Item
          </Link>
          <span className="mr-auto" />
          <Link
            to={menuHref(companyId, "inventory/stock-adjustment")}
            className={buttonClasses({ variant: "secondary", className: "no-underline" })}
          >
            Cancel
          </Link>
          <SaveButtons busy={busy} />
        </div>
      </Form>
      {hydrated ? (
        <WarehouseDialog
          open={warehouseDialog}
          onOpenChange={setWarehouseDialog}
          companyId={companyId}
          onCreated={(created) => {
            setExtraWarehouses((list) => [...list, { id: created.id, name: created.name }]);
            chooseWarehouse(String(created.id));
          }}
        />
      ) : null}
    </div>
  );
}

/** A row's text input over its conform field (named and started by it, remade when conform renews it). */
function RowInput({
  field,
  label,
  ...props
}: { field: { key?: string; name: string; initialValue?: string }; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input key={field.key} name={field.name} aria-label={label} defaultValue={field.initialValue ?? ""} className={inputClass} {...props} />
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Stock Adjustment");
