import { useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { TableHead, type ColumnHead } from "~/components/ui/table-head";
import { menuHref } from "~/components/shell/menu";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { ConfirmModal } from "~/components/ui/modals";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import {
  CUSTOM_FIELD_FLAGS,
  CUSTOM_FIELD_MESSAGES,
  MAX_CUSTOM_FIELD_NAME,
  type CustomFieldDefinition,
  type CustomFieldDefinitionWithUsage,
  type CustomFieldFlag,
} from "~/modules/custom-fields/constants";

// Manage Custom Fields: one editor of the company's whole set of fields — a row per field with its
// Name and the Client, Vendor and Employee flags — shown in a dialog (with JavaScript; see
// ./manage-custom-fields-button.tsx and ./manage-custom-fields-dialog.tsx) and on the page
// /company/{id}/dashboard/custom-fields (which also works without it: Add Field and Remove then
// post the form and the server sends it back with the change). Save sends the whole set; the
// server saves it in one transaction. The rows are the editor's own state; checking them is
// conform's, with customFieldsFormSchema in the browser and in the page's action.

const loadChecks = async () => {
  const [{ parseWithZod }, { customFieldsFormSchema }] = await Promise.all([
    import("@conform-to/zod/v4"),
    import("~/modules/custom-fields/schema"),
  ]);
  return (formData: FormData) => parseWithZod(formData, { schema: customFieldsFormSchema, disableAutoCoercion: true });
};

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

/** The errors of an answer: the whole set's, and each row's by position. */
export interface EditorErrors {
  form: string[];
  rows: Record<number, string[]>;
}

/**
 * What the page's action answers: saved (a fetcher's post), or the form again (errors, or
 * Add/Remove without JavaScript) with the version it was posted with — the edit stays made on
 * the set it started from, however often the form goes back and forth.
 */
export type CustomFieldsAnswer =
  | { status: "saved"; message: string; customFields: CustomFieldDefinition[]; version: number }
  | { status: "editing"; rows: AnswerRow[]; errors: EditorErrors; version: string };

/** What the page's loader gives (the dialog loads it too). */
export interface CustomFieldsLoaderData {
  companyId: number;
  definitions: CustomFieldDefinitionWithUsage[];
  /** The set's version, sent back with a save (ADR 0014). */
  version: number;
  returnTo: string | null;
}

/** The version input of the set's form. */
const FIELD_COLUMNS: ColumnHead[] = [
  { label: "Name", className: "py-2 pr-3 font-medium" },
  ...CUSTOM_FIELD_FLAGS.map((flag) => ({ label: FLAG_LABELS[flag], className: "w-20 px-2 py-2 text-center font-medium" })),
  { label: "Remove", className: "w-24 py-2 pl-2", srOnly: true },
];

export function SetVersionInput({ version }: { version: number | string }) {
  return <input type="hidden" name="version" value={String(version)} />;
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

/** The input a row's message belongs to: its id's and its name's both show under the name. */
const ROW_ERROR = /^fields\[(\d+)\]\.(name|id)$/;

/** Conform's errors (keyed as the inputs are named: fields[2].name) sorted into an answer's rows and the rest. */
export function editorErrors(error: Record<string, readonly string[] | null> | null | undefined): EditorErrors {
  const errors: EditorErrors = { form: [], rows: {} };
  for (const [key, messages] of Object.entries(error ?? {})) {
    if (!messages?.length) continue;
    const row = ROW_ERROR.exec(key);
    if (row) (errors.rows[Number(row[1])] ??= []).push(...messages);
    else errors.form.push(...messages);
  }
  errors.form = [...new Set(errors.form)];
  return errors;
}

/** An answer's errors given back to conform; `fallback` when a refused save names none. */
export function answerResult(errors: EditorErrors, fallback?: string): SubmissionResult<string[]> | undefined {
  const error: Record<string, string[]> = {};
  if (errors.form.length) error[""] = errors.form;
  for (const [index, messages] of Object.entries(errors.rows)) error[`fields[${index}].name`] = messages;
  if (!Object.keys(error).length) {
    if (!fallback) return undefined;
    error[""] = [fallback];
  }
  return { status: "error", error };
}

/** A row's messages (its name's and its id's), and the whole set's. */
const rowErrors = (errors: Record<string, string[]>, index: number) => [
  ...(errors[`fields[${index}].name`] ?? []),
  ...(errors[`fields[${index}].id`] ?? []),
];
const wholeSetErrors = (errors: Record<string, string[]>) => [
  ...new Set(Object.entries(errors).flatMap(([key, messages]) => (ROW_ERROR.test(key) ? [] : messages))),
];

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
  // Counts removals: the rows after one move up, and their messages with them.
  const [removed, setRemoved] = useState(0);
  return {
    rows,
    focusLast,
    removed,
    clearFocus: () => setFocusLast(false),
    change: (index: number, patch: Partial<AnswerRow>) =>
      setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    add: () => {
      added.current += 1;
      setRows((list) => [...list, { key: `added-${added.current}`, id: null, name: "", client: false, vendor: false, employee: false }]);
      setFocusLast(true);
    },
    remove: (index: number) => {
      setRows((list) => list.filter((_, i) => i !== index));
      setRemoved((n) => n + 1);
    },
  };
}

export type EditorState = ReturnType<typeof useEditorRows>;

/**
 * The editor's conform form: the set is checked on Save and again as the user types; after a
 * refused save, removing a row checks again (the messages of the rows below it have moved).
 */
export function useCustomFieldsForm(
  id: string,
  editor: EditorState,
  options: {
    lastResult?: SubmissionResult<string[]>;
    onSubmit?: (event: FormEvent<HTMLFormElement>, context: { formData: FormData }) => void;
  } = {},
) {
  const checks = useDeferredChecks(loadChecks);
  const [form] = useForm({
    id,
    lastResult: options.lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: (context) => validateWhenLoaded(checks, context, (check) => check(context.formData)),
    onSubmit: options.onSubmit,
  });
  useEffect(() => {
    if (editor.removed > 0 && form.status === "error") form.validate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor.removed]);
  return form;
}

export type CustomFieldsForm = ReturnType<typeof useCustomFieldsForm>;

export interface CustomFieldsEditorProps {
  editor: EditorState;
  /** The conform form the rows are inputs of (its messages are shown by row). */
  form: CustomFieldsForm;
  /** The saved definitions, to tell what removing one deletes. */
  original: readonly CustomFieldDefinitionWithUsage[];
  /** Without JavaScript Add Field and Remove are submit buttons (intent=add, remove=N). */
  interactive: boolean;
}

/** The rows (fields named fields[i].id/name/client/vendor/employee), Add Field, and what saving removes. */
export function CustomFieldsEditor({ editor, form, original, interactive }: CustomFieldsEditorProps) {
  const uid = useId().replace(/:/g, "");
  const tableRef = useRef<HTMLTableElement>(null);
  const [confirming, setConfirming] = useState<{ index: number; name: string; vendorValues: number } | null>(null);
  const { rows } = editor;
  const errors = form.allErrors;
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

  const askRemove = (index: number) => {
    const row = rows[index];
    const saved = row.id != null ? usage.get(row.id) : undefined;
    if (saved && saved.vendorValues > 0) setConfirming({ index, name: saved.name, vendorValues: saved.vendorValues });
    else editor.remove(index);
  };

  return (
    <div className="space-y-3">
      <FormErrors errors={wholeSetErrors(errors)} id={form.errorId} />
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          {CUSTOM_FIELD_MESSAGES.empty}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table ref={tableRef} className="w-full text-sm" aria-label="Custom fields">
            <TableHead columns={FIELD_COLUMNS} rowClassName="border-b border-slate-200 text-left text-slate-600" />
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
                      onChange={(e) => editor.change(index, { name: e.target.value })}
                      error={rowErrors(errors, index)}
                    />
                  </td>
                  {CUSTOM_FIELD_FLAGS.map((flag) => (
                    <td key={flag} className="px-2 py-2 text-center">
                      <input
                        type="checkbox"
                        name={`fields[${index}].${flag}`}
                        aria-label={FLAG_LABELS[flag]}
                        checked={row[flag]}
                        onChange={(e) => editor.change(index, { [flag]: e.target.checked })}
                        className="mt-2.5 h-4 w-4 rounded border-slate-300 text-blue-600 focus:ring-2 focus:ring-blue-500"
                      />
                    </td>
                  ))}
                  <td className="py-2 pl-2 text-right">
                    <Button
                      type={interactive ? "button" : "submit"}
                      variant="ghost"
                      size="sm"
                      {...(interactive
                        ? { onClick: () => askRemove(index) }
                        : { name: "remove", value: String(index), formNoValidate: true })}
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
          message={
            confirming
              ? `${vendorsText(confirming.vendorValues)} ${confirming.vendorValues === 1 ? "has a value" : "have values"} for "${confirming.name}". ${removalText(confirming)}`
              : ""
          }
          confirmLabel="Remove"
          destructive
          onConfirm={() => {
            if (confirming) editor.remove(confirming.index);
            setConfirming(null);
          }}
        />
      ) : null}
    </div>
  );
}
