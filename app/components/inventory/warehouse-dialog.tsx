import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "~/components/ui/dialog";
import { Field, FormErrors, TextareaField } from "~/components/ui/field";
import { WAREHOUSE_MESSAGES, type WarehouseFields } from "~/modules/inventory/warehouse-constants";

// The Add New Warehouse / Edit Warehouse dialog (the Warehouses list and the stock adjustment form
// use it). It saves through the warehouses' API (the session signs the call in) and hands the
// saved warehouse back; a refusal stays in the dialog with its message.

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

/** The warehouse's fields; `full` adds the address and contact fields (the edit form). */
export function WarehouseFields({
  values,
  errors = {},
  full = false,
}: {
  values?: Partial<WarehouseFieldValues>;
  errors?: Record<string, string[] | undefined>;
  full?: boolean;
}) {
  return (
    <div className="space-y-3">
      <Field label="Name" name="name" required defaultValue={values?.name ?? ""} error={errors.name} autoComplete="off" />
      <TextareaField label="Description" name="description" defaultValue={values?.description ?? ""} error={errors.description} rows={2} />
      {full ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {EXTRA_FIELDS.map(([name, label]) => (
            <Field key={name} label={label} name={name} defaultValue={values?.[name] ?? ""} error={errors[name]} />
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
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = Boolean(warehouse?.id);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    if (!fields.name?.trim()) {
      setErrors({ name: [WAREHOUSE_MESSAGES.nameRequired] });
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const response = await fetch(editing ? `/api/warehouses/${warehouse!.id}` : "/api/warehouses", {
        method: editing ? "PUT" : "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(editing ? { ...fields, version: warehouse!.version } : { ...fields, companyId }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        data?: SavedWarehouse;
        message?: string;
        error?: string;
        errors?: Record<string, string[]>;
      };
      if (!response.ok || !body.data) {
        setErrors(body.errors ?? {});
        setFormError(body.error ?? (editing ? WAREHOUSE_MESSAGES.updateFailed : WAREHOUSE_MESSAGES.createFailed));
        return;
      }
      onSaved?.(body.data, body.message ?? "");
      onCreated?.(body.data);
      onOpenChange(false);
    } catch {
      setFormError("Network error. Please check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setErrors({});
          setFormError(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent title={editing ? "Edit Warehouse" : "Add New Warehouse"}>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3 px-5 pb-5">
          <FormErrors errors={formError ? [formError] : null} />
          <WarehouseFields values={warehouse ?? undefined} errors={errors} full={editing} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? "Processing..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
