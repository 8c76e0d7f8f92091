import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { menuHref } from "~/components/shell/menu";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "~/components/ui/dialog";
import { Field, FormErrors } from "~/components/ui/field";
import { ConfirmModal } from "~/components/ui/modals";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { flattenZodError } from "~/lib/zod-helpers";
import type { CustomFieldDefinition, CustomFieldDefinitionWithUsage } from "~/modules/custom-fields/custom-fields.server";
import { CUSTOM_FIELD_FLAGS, CUSTOM_FIELD_MESSAGES, customFieldDefinitionsSchema, MAX_CUSTOM_FIELD_NAME, type CustomFieldFlag } from "~/modules/custom-fields/schema";

// Manage Custom Fields (§2.1, §2.7): one editor of the company's whole set of fields — a row per
// field with its Name and the Client, Vendor and Employee flags — shown in a dialog (with
// JavaScript) and on the page /company/{id}/dashboard/custom-fields (which also works without it:
// Add Field and Remove then post the form and the server sends it back with the change). Save
// sends the whole set; the server saves it in one transaction.

export const customFieldsPath = (companyId: number | string) => menuHref(companyId, "custom-fields");

const FLAG_LABELS: Record<CustomFieldFlag, string> = { client: "Client", vendor: "Vendor", employee: "Employee" };

export interface EditorRow {
  /** React's key: the id, or a made-up one for a new row. */
  key: string;
  id: number | null;
  name: string;
  client: boolean;
  vendor: boolean;
  employee: boolean;
}

export type AnswerRow = Omit<EditorRow, "key">;

export interface EditorErrors {
  form: string[];
  rows: Record<number, string[]>;
}

export const NO_ERRORS: EditorErrors = { form: [], rows: {} };

/** What the page's action answers: saved (a fetcher's post), or the form again (errors, or Add/Remove without JavaScript). */
export type CustomFieldsAnswer =
  | { status: "saved"; message: string; customFields: CustomFieldDefinition[] }
  | { status: "editing"; rows: AnswerRow[]; errors: EditorErrors };

/** What the page's loader gives (the dialog loads it too). */
export interface CustomFieldsLoaderData {
  companyId: number;
  definitions: CustomFieldDefinitionWithUsage[];
  returnTo: string | null;
}

export const editorRows = (rows: readonly AnswerRow[]): EditorRow[] =>
  rows.map((row, index) => ({
    key: row.id != null ? `id-${row.id}` : `new-${index}`,
    id: row.id,
    name: row.name,
    client: row.client,
    vendor: row.vendor,
    employee: row.employee,
  }));

/**
 * Messages keyed as zod or the service names them ("2.name", "customFields.2.id", "_form") sorted
 * into the row they belong to and the rest. `fallback` is used when nothing else is given.
 */
export function editorErrors(fieldErrors: Record<string, string[]>, prefix = "", fallback?: string): EditorErrors {
  const errors: EditorErrors = { form: [], rows: {} };
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const local = prefix && key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : key;
    const row = /^(\d+)\.(name|id)$/.exec(local);
    if (row) (errors.rows[Number(row[1])] ??= []).push(...messages);
    else errors.form.push(...messages);
  }
  if (!errors.form.length && !Object.keys(errors.rows).length && fallback) errors.form.push(fallback);
  errors.form = [...new Set(errors.form)];
  return errors;
}

/** The set's own rules, checked before posting (the server checks them again). */
export function validateRows(rows: readonly AnswerRow[]): EditorErrors | null {
  const parsed = customFieldDefinitionsSchema.safeParse(rows.map(({ id, name, client, vendor, employee }) => ({ id, name, client, vendor, employee })));
  return parsed.success ? null : editorErrors(flattenZodError(parsed.error).fieldErrors);
}

const hasErrors = (errors: EditorErrors) => errors.form.length > 0 || Object.keys(errors.rows).length > 0;

const vendorsText = (n: number) => `${n} ${n === 1 ? "vendor" : "vendors"}`;

/** The text telling what removing a field deletes. */
export function removalText(field: { name: string; vendorValues: number }): string {
  return field.vendorValues > 0
    ? `Saving removes "${field.name}" and deletes the values ${vendorsText(field.vendorValues)} have for it.`
    : `Saving removes "${field.name}".`;
}

/** The rows of the editor with Add, Change and Remove. */
export function useEditorRows(initial: () => EditorRow[]) {
  const [rows, setRows] = useState<EditorRow[]>(initial);
  const added = useRef(0);
  const [focusLast, setFocusLast] = useState(false);
  return {
    rows,
    focusLast,
    clearFocus: () => setFocusLast(false),
    change: (index: number, patch: Partial<AnswerRow>) => setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    add: () => {
      added.current += 1;
      setRows((list) => [...list, { key: `added-${added.current}`, id: null, name: "", client: false, vendor: false, employee: false }]);
      setFocusLast(true);
    },
    remove: (index: number) => setRows((list) => list.filter((_, i) => i !== index)),
  };
}

export type EditorState = ReturnType<typeof useEditorRows>;

export interface CustomFieldsEditorProps {
  editor: EditorState;
  errors: EditorErrors;
  onErrorsChange: (errors: EditorErrors) => void;
  /** The saved definitions, to tell what removing one deletes. */
  original: readonly CustomFieldDefinitionWithUsage[];
  /** Without JavaScript Add Field and Remove are submit buttons (intent=add, remove=N). */
  interactive: boolean;
}

/** The rows (fields named fields[i].id/name/client/vendor/employee), Add Field, and what saving removes. */
export function CustomFieldsEditor({ editor, errors, onErrorsChange, original, interactive }: CustomFieldsEditorProps) {
  const uid = useId().replace(/:/g, "");
  const tableRef = useRef<HTMLTableElement>(null);
  const [confirming, setConfirming] = useState<{ index: number; name: string; vendorValues: number } | null>(null);
  const { rows } = editor;
  const usage = new Map(original.map((d) => [d.id, d]));
  const kept = new Set(rows.flatMap((r) => (r.id != null ? [r.id] : [])));
  const removals = original.filter((d) => !kept.has(d.id));

  // A new row takes the focus.
  useEffect(() => {
    if (!editor.focusLast) return;
    editor.clearFocus();
    const inputs = tableRef.current?.querySelectorAll<HTMLInputElement>('input[type="text"]');
    inputs?.[inputs.length - 1]?.focus();
  }, [editor]);

  const change = (index: number, patch: Partial<AnswerRow>) => {
    editor.change(index, patch);
    if ("name" in patch && errors.rows[index]) {
      const { [index]: _, ...rest } = errors.rows;
      onErrorsChange({ ...errors, rows: rest });
    }
  };
  const remove = (index: number) => {
    editor.remove(index);
    // Row errors are by position: they no longer fit once a row goes.
    if (hasErrors(errors)) onErrorsChange(NO_ERRORS);
  };
  const askRemove = (index: number) => {
    const row = rows[index];
    const saved = row.id != null ? usage.get(row.id) : undefined;
    if (saved && saved.vendorValues > 0) setConfirming({ index, name: saved.name, vendorValues: saved.vendorValues });
    else remove(index);
  };

  return (
    <div className="space-y-3">
      <FormErrors errors={errors.form} />
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">{CUSTOM_FIELD_MESSAGES.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table ref={tableRef} className="w-full text-sm" aria-label="Custom fields">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Name
                </th>
                {CUSTOM_FIELD_FLAGS.map((flag) => (
                  <th key={flag} scope="col" className="w-20 px-2 py-2 text-center font-medium">
                    {FLAG_LABELS[flag]}
                  </th>
                ))}
                <th scope="col" className="w-24 py-2 pl-2">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.key} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3">
                    <input type="hidden" name={`fields[${index}].id`} value={row.id ?? ""} />
                    <Field
                      id={`custom-field-${uid}-${row.key}`}
                      label="Name"
                      hideLabel
                      type="text"
                      name={`fields[${index}].name`}
                      value={row.name}
                      maxLength={MAX_CUSTOM_FIELD_NAME}
                      placeholder="Field name"
                      onChange={(e) => change(index, { name: e.target.value })}
                      error={errors.rows[index]}
                    />
                  </td>
                  {CUSTOM_FIELD_FLAGS.map((flag) => (
                    <td key={flag} className="px-2 py-2 text-center">
                      <input
                        type="checkbox"
                        name={`fields[${index}].${flag}`}
                        aria-label={FLAG_LABELS[flag]}
                        checked={row[flag]}
                        onChange={(e) => change(index, { [flag]: e.target.checked })}
                        className="mt-2.5 h-4 w-4 rounded border-slate-300 text-blue-600 focus:ring-2 focus:ring-blue-500"
                      />
                    </td>
                  ))}
                  <td className="py-2 pl-2 text-right">
                    <Button
                      type={interactive ? "button" : "submit"}
                      variant="ghost"
                      size="sm"
                      {...(interactive ? { onClick: () => askRemove(index) } : { name: "remove", value: String(index), formNoValidate: true })}
                      aria-label={`Remove ${row.name.trim() || `field ${index + 1}`}`}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <Button
          type={interactive ? "button" : "submit"}
          variant="secondary"
          size="sm"
          {...(interactive ? { onClick: editor.add } : { name: "intent", value: "add", formNoValidate: true })}
        >
          Add Field
        </Button>
      </div>
      {removals.length ? (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {removals.map((d) => (
            <p key={d.id}>{removalText(d)}</p>
          ))}
        </div>
      ) : null}
      {interactive ? (
        <ConfirmModal
          open={confirming !== null}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title="Remove Custom Field"
          message={confirming ? `${vendorsText(confirming.vendorValues)} ${confirming.vendorValues === 1 ? "has a value" : "have values"} for "${confirming.name}". ${removalText(confirming)}` : ""}
          confirmLabel="Remove"
          destructive
          onConfirm={() => {
            if (confirming) remove(confirming.index);
            setConfirming(null);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * "Manage Custom Fields": with JavaScript a button opening the dialog, whose Save posts the whole
 * set to the page's action, closes on success and calls `onSaved`; Cancel discards. Without
 * JavaScript a link to the page, which brings the user back here (returnTo) after saving.
 */
export function ManageCustomFieldsButton({ companyId, onSaved }: { companyId: number; onSaved?: () => void }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    const returnTo = location.pathname + location.search;
    return (
      <Link to={`${customFieldsPath(companyId)}?${new URLSearchParams({ returnTo })}`} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
        {CUSTOM_FIELD_MESSAGES.title}
      </Link>
    );
  }
  return (
    <>
      <Button type="button" variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {CUSTOM_FIELD_MESSAGES.title}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={CUSTOM_FIELD_MESSAGES.title} size="lg">
          {/* Unmounted when closed: each opening loads the saved set afresh. */}
          <DialogBody
            companyId={companyId}
            onSaved={(message) => {
              setOpen(false);
              toast.success(message);
              onSaved?.();
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

function DialogBody({ companyId, onSaved }: { companyId: number; onSaved: (message: string) => void }) {
  const load = useFetcher<CustomFieldsLoaderData>();
  useEffect(() => {
    load.load(customFieldsPath(companyId));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [companyId]);
  if (!load.data) {
    return (
      <p role="status" className="py-6 text-center text-sm text-slate-500">
        Loading custom fields...
      </p>
    );
  }
  return <DialogEditor companyId={companyId} original={load.data.definitions} onSaved={onSaved} />;
}

function DialogEditor({
  companyId,
  original,
  onSaved,
}: {
  companyId: number;
  original: CustomFieldDefinitionWithUsage[];
  onSaved: (message: string) => void;
}) {
  const save = useFetcher<CustomFieldsAnswer>();
  const editor = useEditorRows(() => editorRows(original));
  const [errors, setErrors] = useState<EditorErrors>(NO_ERRORS);
  const handled = useRef<unknown>(null);
  const busy = save.state !== "idle";

  useEffect(() => {
    const answer = save.data;
    if (save.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.status === "saved") onSaved(answer.message);
    else setErrors(hasErrors(answer.errors) ? answer.errors : { form: [CUSTOM_FIELD_MESSAGES.saveFailed], rows: {} });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [save.state, save.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled, but React events still bubble to a form around the button.
    event.stopPropagation();
    const invalid = validateRows(editor.rows);
    if (invalid) {
      setErrors(invalid);
      return;
    }
    setErrors(NO_ERRORS);
    const formData = new FormData(event.currentTarget);
    formData.set("respond", "fetcher");
    save.submit(formData, { method: "post", action: customFieldsPath(companyId) });
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label={CUSTOM_FIELD_MESSAGES.title}>
      <CustomFieldsEditor editor={editor} errors={errors} onErrorsChange={setErrors} original={original} interactive />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}
