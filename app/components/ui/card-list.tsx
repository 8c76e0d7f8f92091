import type { FormMetadata } from "@conform-to/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "./button";
import { Field, FieldError, SelectField } from "./field";
import { ErrorModal, SuccessModal, WarningModal } from "./modals";
import { useHydrated } from "./use-hydrated";

// A list of records edited as cards, over a conform field list (`fields.contacts`). A saved card is
// read-only (its values posted by hidden inputs) until Edit, then Update or Cancel; Delete removes
// it; Add opens one new card (Save, Cancel) at a time, and while one saved card is being edited the
// others cannot be. A card checks itself before it is saved, through the form's own validation, so
// its messages land on its fields. Without JavaScript the records are plain rows of inputs, with
// blank rows to fill in (rows left blank are ignored) and Remove / Add buttons that post conform's
// remove and insert intents. The component knows no domain: fields, headings and texts are given.

export type CardValues = Record<string, string>;

export interface CardField {
  /** The field's name inside a row ("name" for `contacts[0].name`). */
  name: string;
  label: string;
  type?: "text" | "tel" | "email";
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
  /**
   * A select instead of a text input, offering these options to the row. Without JavaScript the
   * value is fixed for each row (a hidden input) and the row's heading names it.
   */
  options?: (row: number, rows: readonly CardRow[]) => readonly string[];
  placeholder?: string;
}

/** new: opened by Add, never saved; editing: a saved card after Edit; saved: read-only. */
export type CardState = "new" | "editing" | "saved";

export interface CardRow {
  key: string;
  index: number;
  /** The row's field name (`contacts[1]`). */
  name: string;
  /** The values as the form holds them now. */
  values: CardValues;
  state: CardState;
  /** The values last saved (what Cancel restores); null for a new card. */
  saved: CardValues | null;
}

/** The parts of conform's field metadata the list reads. */
interface RowMetadata {
  key?: string;
  name: string;
  value?: unknown;
  initialValue?: unknown;
  errors?: readonly string[];
  allErrors: Record<string, readonly string[]>;
  getFieldset(): Record<string, { errors?: readonly string[] }>;
}
export interface ListMetadata {
  id: string;
  name: string;
  errorId: string;
  errors?: readonly string[];
  getFieldList(): RowMetadata[];
}

const valuesOf = (fields: readonly CardField[], value: unknown): CardValues => {
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(fields.map((f) => [f.name, typeof record[f.name] === "string" ? (record[f.name] as string) : ""]));
};
const trimmed = (values: CardValues): CardValues => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
const keyOf = (row: RowMetadata) => row.key ?? row.name;

export type CardList = ReturnType<typeof useCardList>;

/**
 * The cards' state over a conform field list: which rows are saved (with the values Cancel
 * restores), which are being edited, and the actions, each through conform's intents.
 */
export function useCardList({ form, list, fields }: { form: FormMetadata; list: ListMetadata; fields: readonly CardField[] }) {
  const items = list.getFieldList();
  // Rows the form starts with are saved; those with errors (refused by the server) open for editing.
  const [saved, setSaved] = useState(() => new Map(items.map((row) => [keyOf(row), valuesOf(fields, row.initialValue)])));
  const [editing, setEditing] = useState(() => new Set(items.filter((row) => Object.keys(row.allErrors).length).map(keyOf)));

  const rows: CardRow[] = items.map((row, index) => {
    const key = keyOf(row);
    const snapshot = saved.get(key) ?? null;
    return {
      key,
      index,
      name: row.name,
      values: valuesOf(fields, row.value),
      state: !snapshot ? "new" : editing.has(key) ? "editing" : "saved",
      saved: snapshot,
    };
  });

  /** The values a row's inputs hold now (read from the form, which conform's state may trail). */
  const current = (row: CardRow): CardValues => {
    const element = document.getElementById(form.id);
    const data = element instanceof HTMLFormElement ? new FormData(element) : null;
    return Object.fromEntries(fields.map((f) => [f.name, String(data?.get(`${row.name}.${f.name}`) ?? row.values[f.name] ?? "")]));
  };

  return {
    form,
    list,
    fields,
    items,
    rows,
    add: (values: CardValues) => form.insert<CardValues[]>({ name: list.name, defaultValue: values }),
    edit: (row: CardRow) => setEditing((set) => new Set(set).add(row.key)),
    /** Show the errors the form's check finds on a row's fields. */
    showErrors: (row: CardRow) => {
      for (const f of fields) form.validate({ name: `${row.name}.${f.name}` });
    },
    /** Keep what the row's inputs hold (trimmed) as its saved values, and close it; gives the values kept. */
    save: (row: CardRow): CardValues => {
      const values = trimmed(current(row));
      setSaved((map) => new Map(map).set(row.key, values));
      setEditing((set) => {
        const next = new Set(set);
        next.delete(row.key);
        return next;
      });
      return values;
    },
    /** A new card goes; an edited one shows its saved values again, without the errors of the edit. */
    cancel: (row: CardRow) => {
      if (row.state === "new") {
        form.remove({ name: list.name, index: row.index });
        return;
      }
      for (const f of fields) form.update({ name: `${row.name}.${f.name}`, validated: false });
      setEditing((set) => {
        const next = new Set(set);
        next.delete(row.key);
        return next;
      });
    },
    remove: (row: CardRow) => {
      form.remove({ name: list.name, index: row.index });
      setSaved((map) => {
        const next = new Map(map);
        next.delete(row.key);
        return next;
      });
    },
  };
}

export interface CardListTexts {
  title: string;
  add: string;
  empty: string;
  emptyHint: string;
  /** Add while a new card is open. */
  oneNewTitle: string;
  oneNew: string;
  /** The dialog of a card's failed check (when `reportInvalid`). */
  invalidTitle: string;
  /** The dialog after an edited card is updated. */
  updatedTitle: string;
  updated: string;
  /** Above the rows without JavaScript. */
  staticHint: string;
}

export interface CardListProps {
  cards: CardList;
  texts: CardListTexts;
  /** A card's or row's heading ("static" is a row of the page without JavaScript). */
  heading: (values: CardValues, index: number, state: CardState | "static") => string;
  /** The values of the card Add opens. */
  newRow: (rows: readonly CardRow[]) => CardValues;
  /** Add is disabled (e.g. every address type is used). */
  addDisabled?: boolean;
  /** True once the list is shown: the first time, an empty list gets one new card with these values. */
  opened: boolean;
  seed?: CardValues;
  /** A row's own check: its messages, none when it may be saved (or a promise of them, when the checks load later). */
  check: (row: CardRow) => string[] | Promise<string[]>;
  /** Also list a failed check's messages in a dialog. */
  reportInvalid: boolean;
  /** Beside a card's heading (e.g. a "primary" checkbox and its hidden input). */
  cardHeader?: (row: CardRow) => ReactNode;
  /** Above the cards. */
  summary?: ReactNode;
  onSaved?: (row: CardRow, values: CardValues) => void;
  onDeleted?: (row: CardRow) => void;
  /** Without JavaScript: the blank rows after the records, and what a row adds beside its inputs. */
  staticRows: { padding: (rows: readonly CardValues[]) => CardValues[]; extra?: (index: number) => ReactNode; canAdd: boolean };
}

export function CardListView(props: CardListProps) {
  const hydrated = useHydrated();
  return hydrated ? <Cards {...props} /> : <StaticRows {...props} />;
}

function Cards({
  cards,
  texts,
  heading,
  newRow,
  addDisabled,
  opened,
  seed,
  check,
  reportInvalid,
  cardHeader,
  summary,
  onSaved,
  onDeleted,
}: CardListProps) {
  const { rows, fields, list, items } = cards;
  const [warning, setWarning] = useState(false);
  const [invalid, setInvalid] = useState<string[] | null>(null);
  const [updated, setUpdated] = useState(false);

  // The first showing of an empty list opens one new card.
  const seeded = useRef(false);
  useEffect(() => {
    if (!opened || seeded.current) return;
    seeded.current = true;
    if (rows.length === 0 && seed) cards.add(seed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const hasNew = rows.some((r) => r.state === "new");
  const editingKey = rows.find((r) => r.state === "editing")?.key;

  const add = () => {
    if (hasNew) setWarning(true);
    else cards.add(newRow(rows));
  };

  const save = (row: CardRow) => {
    const found = check(row);
    if (Array.isArray(found)) saveChecked(row, found);
    else void found.then((problems) => saveChecked(row, problems));
  };

  const saveChecked = (row: CardRow, problems: string[]) => {
    if (problems.length) {
      cards.showErrors(row);
      if (reportInvalid) setInvalid(problems);
      return;
    }
    const values = cards.save(row);
    if (row.state === "editing") setUpdated(true);
    onSaved?.(row, values);
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">{texts.title}</h3>
        <Button type="button" variant="secondary" onClick={add} disabled={addDisabled}>
          {texts.add}
        </Button>
      </div>
      <FieldError id={list.errorId} error={list.errors} />
      {summary}

      {rows.length === 0 ? (
        <div className="rounded-md border border-dashed border-slate-300 p-6 text-center">
          <p className="font-medium text-slate-700">{texts.empty}</p>
          <p className="text-sm text-slate-500">{texts.emptyHint}</p>
        </div>
      ) : null}

      <ul className="grid gap-4 md:grid-cols-2">
        {rows.map((row) => {
          const meta = items[row.index];
          const errors = meta.getFieldset();
          const open = row.state !== "saved";
          const title = heading(open ? row.values : (row.saved ?? row.values), row.index, row.state);
          return (
            <li key={row.key} aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="mb-3 flex items-center justify-between gap-2">
                <h4 className="font-semibold text-slate-900">{title}</h4>
                {cardHeader?.(row)}
              </div>
              <FieldError id={`${list.id}-${row.index}-error`} error={meta.errors} />
              {open ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  {fields.map((f) => (
                    <CardInput
                      key={f.name}
                      field={f}
                      row={row}
                      rows={rows}
                      id={`${list.id}-${row.index}-${f.name}`}
                      error={errors[f.name]?.errors}
                    />
                  ))}
                </div>
              ) : (
                <>
                  <dl className="grid gap-2 text-sm sm:grid-cols-2">
                    {fields.map((f) => (
                      <div key={f.name}>
                        <dt className="text-slate-500">{f.label}</dt>
                        <dd className="break-words text-slate-900">{row.saved?.[f.name] || "—"}</dd>
                      </div>
                    ))}
                  </dl>
                  {fields.map((f) => (
                    <div key={f.name}>
                      <input type="hidden" name={`${row.name}.${f.name}`} value={row.saved?.[f.name] ?? ""} />
                      <FieldError id={`${list.id}-${row.index}-${f.name}-error`} error={errors[f.name]?.errors} />
                    </div>
                  ))}
                </>
              )}
              <div className="mt-4 flex flex-wrap justify-end gap-2">
                {open ? (
                  <>
                    <Button type="button" variant="secondary" size="sm" onClick={() => cards.cancel(row)}>
                      Cancel
                    </Button>
                    <Button type="button" size="sm" onClick={() => save(row)}>
                      {row.state === "new" ? "Save" : "Update"}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      onClick={() => cards.edit(row)}
                      disabled={editingKey !== undefined && editingKey !== row.key}
                    >
                      Edit
                    </Button>
                    <Button
                      type="button"
                      variant="danger"
                      size="sm"
                      onClick={() => {
                        cards.remove(row);
                        onDeleted?.(row);
                      }}
                    >
                      Delete
                    </Button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>

      <WarningModal open={warning} onOpenChange={setWarning} title={texts.oneNewTitle} message={texts.oneNew} />
      <ErrorModal
        open={invalid !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setInvalid(null);
        }}
        title={texts.invalidTitle}
        message={(invalid ?? []).join("\n")}
      />
      <SuccessModal open={updated} onOpenChange={setUpdated} title={texts.updatedTitle} message={texts.updated} />
    </div>
  );
}

/** An open card's input: a select for a field with options, else a text input. */
function CardInput({
  field,
  row,
  rows,
  id,
  error,
}: {
  field: CardField;
  row: CardRow;
  rows: readonly CardRow[];
  id: string;
  error: readonly string[] | undefined;
}) {
  const common = {
    id,
    name: `${row.name}.${field.name}`,
    label: field.label,
    required: field.required,
    defaultValue: row.saved?.[field.name] ?? row.values[field.name],
    error,
  };
  if (field.options) {
    return (
      <SelectField
        {...common}
        placeholder={field.placeholder}
        options={field.options(row.index, rows).map((o) => ({ value: o, label: o }))}
      />
    );
  }
  return <Field {...common} type={field.type ?? "text"} autoComplete={field.autoComplete} maxLength={field.maxLength} />;
}

/** Without JavaScript: every record as a row of inputs, then blank rows to fill in. */
function StaticRows({ cards, texts, heading, staticRows }: CardListProps) {
  const { form, list, fields, items } = cards;
  const listed = items.map((row) => valuesOf(fields, row.initialValue));
  const all = [...listed, ...staticRows.padding(listed)];
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{texts.staticHint}</p>
      <FieldError id={list.errorId} error={list.errors} />
      {all.map((values, index) => {
        const meta = items[index] as RowMetadata | undefined;
        const errors = meta?.getFieldset();
        const name = `${list.name}[${index}]`;
        const blank = fields.every((f) => f.options || !values[f.name].trim());
        const title = heading(values, index, "static");
        return (
          <fieldset key={index} className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
            <FieldError id={`${list.id}-${index}-error`} error={meta?.errors} />
            <div className="grid gap-3 sm:grid-cols-2">
              {fields.map((f) =>
                f.options ? (
                  <input key={f.name} type="hidden" name={`${name}.${f.name}`} value={values[f.name]} />
                ) : (
                  <Field
                    key={f.name}
                    id={`${list.id}-${index}-${f.name}`}
                    label={f.label}
                    name={`${name}.${f.name}`}
                    type={f.type ?? "text"}
                    autoComplete="off"
                    maxLength={f.maxLength}
                    defaultValue={values[f.name]}
                    error={errors?.[f.name]?.errors}
                  />
                ),
              )}
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              {staticRows.extra?.(index) ?? <span />}
              {meta && !blank ? (
                <Button
                  {...form.remove.getButtonProps({ name: list.name, index })}
                  variant="secondary"
                  size="sm"
                  aria-label={`Remove ${title}`}
                >
                  Remove
                </Button>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      {staticRows.canAdd ? (
        <Button {...form.insert.getButtonProps({ name: list.name })} variant="secondary">
          {texts.add}
        </Button>
      ) : null}
    </div>
  );
}
