import { parse, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogSaveFooter } from "~/components/ui/dialog-save-footer";
import { Field, FormErrors, TextareaField } from "~/components/ui/field";
import { WAREHOUSE_MESSAGES, type WarehouseFields } from "~/modules/inventory/warehouse-constants";

// The Add New Warehouse / Edit Warehouse dialog (the Warehouses list and the stock adjustment form
// use it). It saves through the warehouses' API (the session signs the call in) and hands the
// saved warehouse back; a refusal stays in the dialog with its message. conform holds the fields.

export interface WarehouseFieldValues extends WarehouseFields {
  id?: number;
  version?: number;
}

const EXTRA_FIELDS = [
  ["address", "Address"],
  ["city", "City"],
  ["state", "State"],
  ["zipCode", "Zip Code"],
  ["country", "Country"],
  ["phone", "Phone"],
  ["email", "Email"],
] as const;

/** A warehouse's fields as a form holds them (text each). */
export function warehouseFormValues(warehouse: Partial<WarehouseFieldValues>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ["name", "description", ...EXTRA_FIELDS.map(([field]) => field)] as const) out[name] = warehouse[name] ?? "";
  return out;
}

/** The warehouse's fields (as conform started them); `full` adds the address and contact fields (the edit form). */
export function WarehouseFields({
  values,
  errors = {},
  full = false,
}: {
  values?: Partial<Record<keyof WarehouseFields, unknown>>;
  errors?: Record<string, readonly string[] | undefined>;
  full?: boolean;
}) {
  const text = (name: keyof WarehouseFields) => (typeof values?.[name] === "string" ? (values[name] as string) : "");
  return (
    <div className="space-y-3">
      <Field label="Name" name="name" required defaultValue={text("name")} error={errors.name} autoComplete="off" />
      <TextareaField label="Description" name="description" defaultValue={text("description")} error={errors.description} rows={2} />
      {full ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {EXTRA_FIELDS.map(([name, label]) => (
            <Field key={name} label={label} name={name} defaultValue={text(name)} error={errors[name]} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

export interface SavedWarehouse extends WarehouseFieldValues {
  id: number;
  isActive: boolean;
  version: number;
}

type SaveAnswer = { data?: SavedWarehouse; message?: string; error?: string; errors?: Record<string, string[]> };

export function WarehouseDialog({
  open,
  onOpenChange,
  companyId,
  warehouse,
  onSaved,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  /** Edit this warehouse (every field); absent: Add New Warehouse (name and description) */
  warehouse?: WarehouseFieldValues | null;
  onSaved?: (warehouse: SavedWarehouse, message: string) => void;
  onCreated?: (warehouse: SavedWarehouse) => void;
}) {
  const editing = Boolean(warehouse?.id);
  // The form mounts with the dialog's content: each opening starts it again from the warehouse.
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={editing ? "Edit Warehouse" : "Add New Warehouse"}>
        <WarehouseDialogForm
          companyId={companyId}
          warehouse={warehouse}
          onSaved={(saved, message) => {
            onSaved?.(saved, message);
            onCreated?.(saved);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form: conform holds the fields; the API's refusal comes back as the form's reply. */
function WarehouseDialogForm({
  companyId,
  warehouse,
  onSaved,
}: {
  companyId: number;
  warehouse?: WarehouseFieldValues | null;
  onSaved: (warehouse: SavedWarehouse, message: string) => void;
}) {
  const editing = Boolean(warehouse?.id);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [busy, setBusy] = useState(false);
  const [form] = useForm<Record<string, string>>({
    id: `warehouse-dialog-${warehouse?.id ?? "new"}`,
    lastResult,
    defaultValue: warehouse ? warehouseFormValues(warehouse) : undefined,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) =>
      parse<Record<string, string>, string[]>(formData, {
        resolve: (value: Record<string, string>) =>
          value.name?.trim() ? { value } : { error: { name: [WAREHOUSE_MESSAGES.nameRequired] } },
      }),
    onSubmit: (event, { formData, submission }) => {
      event.preventDefault();
      event.stopPropagation();
      if (submission) void save(formData, submission);
    },
  });

  async function save(formData: FormData, submission: Submission<Record<string, string>>) {
    const fields = Object.fromEntries(formData) as Record<string, string>;
    setBusy(true);
    try {
      const response = await fetch(editing ? `/api/warehouses/${warehouse!.id}` : "/api/warehouses", {
        method: editing ? "PUT" : "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(editing ? { ...fields, version: warehouse!.version } : { ...fields, companyId }),
      });
      const body = (await response.json().catch(() => ({}))) as SaveAnswer;
      if (!response.ok || !body.data) {
        const failed = editing ? WAREHOUSE_MESSAGES.updateFailed : WAREHOUSE_MESSAGES.createFailed;
        setLastResult(submission.reply({ fieldErrors: body.errors ?? {}, formErrors: [body.error ?? failed] }));
        return;
      }
      onSaved(body.data, body.message ?? "");
    } catch {
      setLastResult(submission.reply({ formErrors: [WAREHOUSE_MESSAGES.network] }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-3 px-5 pb-5">
      <FormErrors errors={form.errors?.length ? form.errors : null} />
      <WarehouseFields values={form.initialValue} errors={form.allErrors} full={editing} />
      <DialogSaveFooter busy={busy} busyLabel="Processing..." />
    </form>
  );
}
