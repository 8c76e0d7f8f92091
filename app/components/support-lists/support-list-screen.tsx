import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useFetcher, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "~/components/ui/dialog";
import { Field, FormErrors, SelectField } from "~/components/ui/field";
import { ConfirmModal, ErrorModal, SuccessModal } from "~/components/ui/modals";
import { useHydrated } from "~/components/ui/use-hydrated";
import { supportItemSchema, type SupportListKind } from "~/modules/support-lists/schema";
import type { supportListAction, SupportListLoader } from "./support-list.server";

// One screen for the six support lists (§2.7): the table, Add New (a dialog; without JavaScript
// `?add=1` shows the form on the page), Delete with a confirmation (without JavaScript
// `?confirm=delete&id=N`), and the §8 messages. Each route passes nothing: the loader says which list.

/** What differs between the lists on screen (the wording of messages comes from SUPPORT_LISTS). */
export const SUPPORT_LIST_SCREENS: Record<
  SupportListKind,
  { path: string; addTitle: string; deleteTitle: string; columns: "name" | "shipping" | "terms"; emptyMessage: string }
> = {
  "vendor-groups": { path: "vendor-group", addTitle: "Add Vendor Group", deleteTitle: "Delete Vendor Group", columns: "name", emptyMessage: "No records to show" },
  "customer-groups": { path: "customer-group", addTitle: "Add Customer Group", deleteTitle: "Delete Customer Group", columns: "name", emptyMessage: "No records to show" },
  "item-groups": { path: "item-group", addTitle: "Add Item Group", deleteTitle: "Delete Item Group", columns: "name", emptyMessage: "No records to show" },
  "invoice-frequencies": { path: "invoice-frequency", addTitle: "Add Invoice Frequency", deleteTitle: "Delete Invoice Frequency", columns: "name", emptyMessage: "No records to show" },
  "payment-terms": { path: "payment-term", addTitle: "Add Payment Term", deleteTitle: "Delete Payment Term", columns: "terms", emptyMessage: "No payment terms found." },
  "shipping-methods": { path: "shipping-method", addTitle: "Add Preferred Shipping Method", deleteTitle: "Delete Shipping Method", columns: "shipping", emptyMessage: "No records to show" },
};

export type SupportListRow = { id: number; name: string; description: string | null; dueDays: number | null; confirmMessage: string };

export type SupportListActionData = {
  intent: "create" | "delete" | null;
  result?: SubmissionResult<string[]>;
  message?: string;
  error?: string;
};

type LoaderData = Awaited<ReturnType<SupportListLoader>>;

/** The payment term list refreshes itself every 10 seconds while the tab is visible (§4). */
const REFRESH_MS = 10_000;
function useAutoRefresh(enabled: boolean) {
  const { revalidate, state } = useRevalidator();
  const busy = useRef(false);
  busy.current = state !== "idle";
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && !busy.current) revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [enabled, revalidate]);
}

export function SupportListScreen() {
  const loaded = useLoaderData<SupportListLoader>() as LoaderData;
  const answered = useActionData<typeof supportListAction>() as SupportListActionData | undefined;
  const { kind, title, listPath, rows } = loaded;
  const screen = SUPPORT_LIST_SCREENS[kind];
  const hydrated = useHydrated();
  useAutoRefresh(kind === "payment-terms");

  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SupportListRow | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const add = useFetcher<SupportListActionData>({ key: `support-list-add-${kind}` });
  const remove = useFetcher<SupportListActionData>({ key: `support-list-delete-${kind}` });

  // An answer from the server: close the dialog and say what happened (§8).
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
  useEffect(() => {
    if (remove.state !== "idle" || !remove.data || handled.current === remove.data) return;
    handled.current = remove.data;
    setDeleting(null);
    if (remove.data.message) setOutcome({ ok: true, message: remove.data.message });
    else if (remove.data.error) setOutcome({ ok: false, message: remove.data.error });
  }, [remove.state, remove.data]);

  const openDelete = (row: SupportListRow) => (event: MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    setDeleting(row);
  };

  const columns: DataTableColumn<SupportListRow>[] = [{ key: "name", header: "Name" }];
  if (screen.columns !== "name") columns.push({ key: "description", header: "Description" });
  if (screen.columns === "terms") columns.push({ key: "dueDays", header: "Due Days", className: "tabular-nums" });
  columns.push({
    key: "delete",
    header: "Delete",
    cell: (row) => (
      <Link
        to={`?${new URLSearchParams({ confirm: "delete", id: String(row.id) })}`}
        preventScrollReset
        onClick={openDelete(row)}
        aria-label={`Delete ${row.name}`}
        className={buttonClasses({ variant: "danger", size: "sm", className: "text-white no-underline" })}
      >
        Delete
      </Link>
    ),
  });

  const showInlineForm = !hydrated && (loaded.adding || answered?.intent === "create");

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: title }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{title}</h1>
        {hydrated ? (
          <Button type="button" aria-haspopup="dialog" onClick={() => setAdding(true)}>
            Add New
          </Button>
        ) : (
          <Link to="?add=1" className={buttonClasses({ className: "text-white no-underline" })}>
            Add New
          </Link>
        )}
      </div>

      {loaded.notice ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {loaded.notice}
        </p>
      ) : null}

      {showInlineForm ? (
        <section aria-labelledby="support-item-form-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="support-item-form-title" className="mb-3 text-lg font-semibold text-slate-900">
            {screen.addTitle}
          </h2>
          <SupportItemForm kind={kind} lastResult={answered?.result} cancel={<CancelLink to={listPath} />} />
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

      <DataTable columns={columns} rows={rows} getRowKey={(row) => row.id} caption={title} emptyMessage={screen.emptyMessage} />

      {hydrated ? (
        <>
          <Dialog open={adding} onOpenChange={setAdding}>
            <DialogContent title={screen.addTitle}>
              <SupportItemForm
                key={formKey}
                kind={kind}
                fetcher={add}
                lastResult={add.data?.intent === "create" && !add.data.message ? add.data.result : undefined}
                cancel={
                  <DialogClose asChild>
                    <Button type="button" variant="secondary">
                      Cancel
                    </Button>
                  </DialogClose>
                }
              />
            </DialogContent>
          </Dialog>
          <ConfirmModal
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            title={screen.deleteTitle}
            message={deleting?.confirmMessage ?? ""}
            confirmLabel="Delete"
            destructive
            busy={remove.state !== "idle"}
            onConfirm={() => {
              if (deleting) remove.submit({ intent: "delete", id: String(deleting.id), respond: "modal" }, { method: "post", action: listPath });
            }}
          />
          <SuccessModal
            open={outcome?.ok === true}
            onOpenChange={(open) => {
              if (!open) setOutcome(null);
            }}
            message={outcome?.message ?? ""}
          />
          <ErrorModal
            open={outcome?.ok === false}
            onOpenChange={(open) => {
              if (!open) setOutcome(null);
            }}
            message={outcome?.message ?? ""}
          />
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

type AddFetcher = ReturnType<typeof useFetcher<SupportListActionData>>;

/** The Add New form of one list: in the dialog (posted by a fetcher) or on the page (a plain post). */
function SupportItemForm({
  kind,
  fetcher,
  lastResult,
  cancel,
}: {
  kind: SupportListKind;
  fetcher?: AddFetcher;
  lastResult?: SubmissionResult<string[]>;
  cancel: ReactNode;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: `support-item-${kind}`,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: supportItemSchema(kind), disableAutoCoercion: true }),
    defaultValue: kind === "payment-terms" ? { type: "fixed" } : undefined,
  });
  const [termType, setTermType] = useState<string>("fixed");
  const FormComponent = fetcher ? fetcher.Form : Form;
  const busy = fetcher ? fetcher.state !== "idle" : false;
  const all = kind === "payment-terms" && !hydrated; // without JavaScript both kinds of fields are shown
  const field = (name: string) => fields[name as keyof typeof fields];
  const text = (name: string, type: "text" | "number" = "text") => getInputProps(field(name), { type });

  return (
    <FormComponent method="post" {...getFormProps(form)} aria-label={SUPPORT_LIST_SCREENS[kind].addTitle}>
      <input type="hidden" name="intent" value="create" />
      {fetcher ? <input type="hidden" name="respond" value="modal" /> : null}
      <FormErrors errors={form.errors} id={form.errorId} />
      <div className="space-y-3">
        <Field label="Name" {...text("name")} key={field("name").key} error={field("name").errors} maxLength={100} autoFocus />
        {kind === "shipping-methods" ? (
          <Field label="Description" {...text("description")} key={field("description").key} error={field("description").errors} maxLength={500} />
        ) : null}
        {kind === "payment-terms" ? (
          <>
            <SelectField
              label="Type"
              {...getSelectProps(field("type"))}
              key={field("type").key}
              error={field("type").errors}
              options={[
                { value: "fixed", label: "Fixed Number of Days" },
                { value: "date", label: "Date Driven" },
              ]}
              onChange={(event) => setTermType(event.currentTarget.value)}
            />
            {all ? <p className="text-xs text-slate-500">Fill in the fields of the type you chose; the others are ignored.</p> : null}
            {all || termType === "fixed" ? (
              <>
                <Field label="Net due in (days)" {...text("netDueIn", "number")} key={field("netDueIn").key} error={field("netDueIn").errors} min={1} />
                <Field
                  label="Discount if paid within (days)"
                  {...text("discountIfPaidWithin", "number")}
                  key={field("discountIfPaidWithin").key}
                  error={field("discountIfPaidWithin").errors}
                  min={0}
                />
              </>
            ) : null}
            {all || termType === "date" ? (
              <>
                <Field
                  label="Net due before (day of month)"
                  {...text("netDueBefore", "number")}
                  key={field("netDueBefore").key}
                  error={field("netDueBefore").errors}
                  min={1}
                  max={31}
                />
                <Field
                  label="Discount if paid before (day of month)"
                  {...text("discountIfPaidBefore", "number")}
                  key={field("discountIfPaidBefore").key}
                  error={field("discountIfPaidBefore").errors}
                  min={1}
                  max={31}
                />
              </>
            ) : null}
            <Field label="Discount %" {...text("discountPercent", "number")} key={field("discountPercent").key} error={field("discountPercent").errors} min={0} max={100} step="0.01" />
          </>
        ) : null}
      </div>
      <DialogFooter>
        {cancel}
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "OK"}
        </Button>
      </DialogFooter>
    </FormComponent>
  );
}
