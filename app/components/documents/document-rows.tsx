import type { ReactNode } from "react";
import { AccountSelect } from "~/components/accounts/account-creation-dialog";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field, type FieldErrors } from "~/components/ui/field";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { formatMoney, sumCents } from "~/lib/money";
import { PURCHASE_ITEM_TYPE_LABELS, type PurchaseItemType } from "~/modules/purchases/constants";
import type { AccountChoice } from "~/modules/purchases/views";
import { local } from "./form-parts";
import { accountRowCents, itemRowCents, MAX_ROWS, type AccountRowValues, type ItemRowValues } from "./row-values";

// The rows of a document, shared by the purchase and the sales screens: "Itemize by Account"
// (account, description, amount) and "Itemize by Product/Service" (item, type, description,
// quantity, unit price or rate, amount = quantity × unit price), each with a Taxable box on a sale.
// Each table is a <details> (collapsible without JavaScript) of plain inputs named as the kind's
// schema reads them; Add Row and each row's delete button are submit buttons the server answers
// without JavaScript, and act in the browser with it. An item chosen in one row is not offered in
// another; choosing an item fills its type, its unit price (the price the form's items carry: a
// purchase's purchase price, a sale's sales price), an empty description and, on a sale, the
// item's taxable flag (`taxableFor` remembers which item the box was set for, so the server can
// tell a box the user left from one never set).

/** An item as a row offers it. */
export interface RowItem {
  id: number;
  name: string;
  itemType: string;
  /** Filled into an empty row description */
  description: string;
  /** What a row's unit price starts from, "12.50" */
  unitPrice: string;
  /** A sold item's taxable flag (the Taxable box starts from it) */
  taxable?: boolean;
}

/** A row's Taxable box (sales): "on" when ticked, as a checkbox posts it. */
type TaxableRow = { taxable?: string; taxableFor?: string };

export type Keyed<T> = T & { key: number };

type Errors = Record<string, FieldErrors>;

/** What both tables take from the form; each adds its own choices. */
interface RowsProps<Row> {
  rows: readonly Keyed<Row>[];
  onChange: (index: number, patch: Partial<Row>) => void;
  onAdd: () => void;
  onDelete: (index: number) => void;
  errors: Errors;
  busy: boolean;
}

export interface AccountRowsProps<Row extends AccountRowValues = AccountRowValues> extends RowsProps<Row> {
  companyId: number;
  accounts: readonly AccountChoice[];
  /** The kind's row account types (the Add New Account dialog starts on the first). */
  accountTypes: readonly string[];
  /** Each row has a Taxable box (sales) */
  taxable?: boolean;
}

const TAXABLE_COLUMN: Column = { label: "Taxable", width: "w-20" };

export function AccountRowsTable<Row extends AccountRowValues & TaxableRow = AccountRowValues>({
  companyId,
  accounts,
  accountTypes,
  taxable = false,
  ...props
}: AccountRowsProps<Row>) {
  const subtotal = sumCents(props.rows.map(accountRowCents));
  return (
    <RowsTable
      {...props}
      table="account"
      title="Itemize by Account"
      subtotal={subtotal}
      columns={[
        { label: "Account", width: "w-5/12" },
        { label: "Description" },
        { label: "Amount", width: "w-40", numeric: true },
        ...(taxable ? [TAXABLE_COLUMN] : []),
      ]}
      cells={(row, index, cell) => (
        <>
          <td className="py-2 pr-2">
            <AccountSelect
              {...cell.control("accountId", "Account")}
              companyId={companyId}
              accounts={accounts}
              types={accountTypes}
              onChange={(accountId) => cell.change("accountId", accountId)}
            />
          </td>
          <DescriptionCell cell={cell} />
          <NumberCell cell={cell} field="amount" label="Amount" step="0.01" />
          {taxable ? <TaxableCell cell={cell} row={row} /> : null}
        </>
      )}
    />
  );
}

export interface ItemRowsProps<Row extends ItemRowValues = ItemRowValues> extends RowsProps<Row> {
  items: readonly RowItem[];
  /** Each row has a Taxable box that starts from the item's flag (sales) */
  taxable?: boolean;
  /** The price column's words: "Unit Price" (purchases) or "Rate" (sales) */
  priceLabel?: string;
  /** Shown when there are no items to choose */
  noItemsText?: string;
}

export function ItemRowsTable<Row extends ItemRowValues & TaxableRow = ItemRowValues>({
  items,
  taxable = false,
  priceLabel = "Unit Price",
  noItemsText = "No products or services to buy yet.",
  ...props
}: ItemRowsProps<Row>) {
  const { rows, onChange, errors } = props;
  const subtotal = sumCents(rows.map(itemRowCents));
  const byId = new Map(items.map((item) => [String(item.id), item]));

  /** A row's choices: every item not chosen in another row. */
  const choicesFor = (index: number) => {
    const taken = new Set(rows.filter((_, i) => i !== index).map((r) => r.itemId));
    const list = items.filter((item) => !taken.has(String(item.id))).map((item) => ({ value: String(item.id), label: item.name }));
    // A saved row's item no longer offered (made inactive since) stays shown.
    const own = rows[index]?.itemId;
    if (own && !byId.has(own)) list.unshift({ value: own, label: `Item ${own}` });
    return list;
  };

  const chooseItem = (index: number, itemId: string) => {
    const item = byId.get(itemId);
    if (!item) return onChange(index, { itemId, itemType: "" } as Partial<Row>);
    onChange(index, {
      itemId,
      itemType: item.itemType,
      unitPrice: item.unitPrice,
      ...(rows[index].description.trim() ? {} : { description: item.description }),
      ...(taxable ? { taxable: item.taxable ? "on" : "", taxableFor: itemId } : {}),
    } as Partial<Row>);
  };

  return (
    <RowsTable
      {...props}
      table="item"
      title="Itemize by Product/Service"
      subtotal={subtotal}
      columns={[
        { label: "Product/Service", width: "w-3/12" },
        { label: "Type", width: "w-24" },
        { label: "Description" },
        { label: "Qty", width: "w-24", numeric: true },
        { label: priceLabel, width: "w-32", numeric: true },
        { label: "Amount", width: "w-32", numeric: true },
        ...(taxable ? [TAXABLE_COLUMN] : []),
      ]}
      cells={(row, index, cell) => (
        <>
          <td className="py-2 pr-2">
            <SearchableSelect
              {...cell.control("itemId", "Item")}
              options={choicesFor(index)}
              onChange={(itemId) => chooseItem(index, itemId)}
              placeholder="Select item"
            />
          </td>
          {/* The type follows the item: shown as text, posted in a hidden input as the schema reads it. */}
          <td className="py-2 pr-2 pt-4 text-slate-700" data-testid={`item-type-${index + 1}`}>
            <input type="hidden" name={cell.name("itemType")} value={row.itemType} />
            {PURCHASE_ITEM_TYPE_LABELS[row.itemType as PurchaseItemType] ?? ""}
            {errors[cell.name("itemType")] ? <p className="text-sm text-red-600">{errors[cell.name("itemType")]}</p> : null}
          </td>
          <DescriptionCell cell={cell} />
          <NumberCell cell={cell} field="quantity" label="Quantity" step="any" />
          <NumberCell cell={cell} field="unitPrice" label={priceLabel === "Unit Price" ? "Unit price" : priceLabel} step="0.01" />
          <td className="py-2 pr-2 pt-4 text-right tabular-nums" aria-label={cell.label("Amount")}>
            {formatMoney(itemRowCents(row))}
          </td>
          {taxable ? <TaxableCell cell={cell} row={row} /> : null}
        </>
      )}
    >
      {items.length === 0 ? <p className="mt-2 text-sm text-slate-500">{noItemsText}</p> : null}
    </RowsTable>
  );
}

/** Which table a row is in: it names the row's inputs, labels and intents as the server reads them. */
type Table = "account" | "item";

interface Column {
  label: string;
  width?: string;
  numeric?: boolean;
}

type FieldOf<Row> = keyof Row & string;

/** One row's naming and editing, handed to the table's cells. */
interface Cell<Row> {
  /** The input name the schema reads: `accountRecords[0].amount`. */
  name: (field: FieldOf<Row>) => string;
  /** The hidden label that tells the rows apart: "Amount, account row 1". */
  label: (what: string) => string;
  /** A row control's name, hidden label, value and error. */
  control: (field: FieldOf<Row>, what: string) => { name: string; label: string; hideLabel: true; value: string; error: FieldErrors };
  change: (field: FieldOf<Row>, value: string) => void;
}

interface RowsTableProps<Row> extends RowsProps<Row> {
  table: Table;
  title: string;
  subtotal: number;
  /** The table's own columns; every row ends with its delete button. */
  columns: readonly Column[];
  cells: (row: Keyed<Row>, index: number, cell: Cell<Row>) => ReactNode;
  /** Under Add Row. */
  children?: ReactNode;
}

/** A collapsible table of rows with its subtotal, each row's delete button and Add Row. */
function RowsTable<Row extends object>({
  table,
  title,
  subtotal,
  columns,
  cells,
  children,
  rows,
  onChange,
  onAdd,
  onDelete,
  errors,
  busy,
}: RowsTableProps<Row>) {
  const cellOf = (row: Keyed<Row>, index: number): Cell<Row> => {
    const name = (field: FieldOf<Row>) => `${table}Records[${index}].${field}`;
    const label = (what: string) => `${what}, ${table} row ${index + 1}`;
    return {
      name,
      label,
      control: (field, what) => ({
        name: name(field),
        label: label(what),
        hideLabel: true,
        value: String(row[field]),
        error: errors[name(field)],
      }),
      change: (field, value) => onChange(index, { [field]: value } as Partial<Row>),
    };
  };
  return (
    <details open className="group rounded-md border border-slate-200" data-testid={`${table}-rows`}>
      <summary className="flex cursor-pointer select-none items-center justify-between gap-3 bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-800">
        <span>
          <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
            ▸
          </span>
          {title}
        </span>
        <span className="tabular-nums text-slate-600">{formatMoney(subtotal)}</span>
      </summary>
      <div className="overflow-x-auto px-4 pb-3">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              {columns.map(({ label, width, numeric }) => (
                <th key={label} scope="col" className={cn(width, "py-2 pr-2", numeric && "text-right")}>
                  {label}
                </th>
              ))}
              <th scope="col" className="w-12 py-2">
                <span className="sr-only">Delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key} className="border-b border-slate-100 align-top">
                {cells(row, index, cellOf(row, index))}
                <td className="py-2 text-center">
                  <DeleteButton
                    label={`Delete ${table} row ${index + 1}`}
                    intent={`delete-${table}-row:${index}`}
                    busy={busy}
                    onClick={() => onDelete(index)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <AddRowButton intent={`add-${table}-row`} label={`+ Add ${table} row`} disabled={rows.length >= MAX_ROWS || busy} onClick={onAdd} />
        {children}
      </div>
    </details>
  );
}

/** A sale's Taxable box; an item row also posts which item the box was set for. */
function TaxableCell<Row extends TaxableRow>({ cell, row }: { cell: Cell<Row>; row: Row }) {
  const name = cell.name("taxable" as FieldOf<Row>);
  return (
    <td className="py-2 pr-2 pt-4 text-center">
      {"taxableFor" in row ? <input type="hidden" name={cell.name("taxableFor" as FieldOf<Row>)} value={row.taxableFor ?? ""} /> : null}
      <input
        type="checkbox"
        name={name}
        aria-label={cell.label("Taxable")}
        checked={row.taxable === "on"}
        onChange={(e) => cell.change("taxable" as FieldOf<Row>, e.target.checked ? "on" : "")}
        className="h-4 w-4 rounded border-slate-300"
      />
    </td>
  );
}

function DescriptionCell<Row extends { description: string }>({ cell }: { cell: Cell<Row> }) {
  return (
    <td className="py-2 pr-2">
      <Field {...cell.control("description", "Description")} maxLength={500} onChange={(e) => cell.change("description", e.target.value)} />
    </td>
  );
}

/** An amount, quantity or price typed in the row. */
function NumberCell<Row>({
  cell,
  field,
  label,
  step,
  placeholder,
}: {
  cell: Cell<Row>;
  field: FieldOf<Row>;
  label: string;
  step: string;
  placeholder?: string;
}) {
  return (
    <td className="py-2 pr-2">
      <Field
        {...cell.control(field, label)}
        type="number"
        inputMode="decimal"
        min="0"
        step={step}
        placeholder={placeholder}
        className="text-right"
        onChange={(e) => cell.change(field, e.target.value)}
      />
    </td>
  );
}

function AddRowButton({ intent, label, disabled, onClick }: { intent: string; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant="secondary"
      size="sm"
      className="mt-3"
      disabled={disabled}
      onClick={local(onClick)}
    >
      {label}
    </Button>
  );
}

function DeleteButton({ label, intent, busy, onClick }: { label: string; intent: string; busy: boolean; onClick: () => void }) {
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={local(onClick)}
      className="mt-1 text-slate-500 hover:text-red-600"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
        <path d="M8 2a1 1 0 0 0-1 1v1H4a1 1 0 0 0 0 2h.1l.8 10.1A2 2 0 0 0 6.9 18h6.2a2 2 0 0 0 2-1.9L15.9 6h.1a1 1 0 1 0 0-2h-3V3a1 1 0 0 0-1-1H8Zm1 2V4h2v0H9ZM7 8a1 1 0 0 1 1 1v5a1 1 0 1 1-2 0V9a1 1 0 0 1 1-1Zm6 0a1 1 0 0 1 1 1v5a1 1 0 1 1-2 0V9a1 1 0 0 1 1-1Z" />
      </svg>
    </Button>
  );
}
