import type { MouseEvent, ReactNode } from "react";
import { AccountSelect } from "~/components/accounts/account-creation-dialog";
import { Button } from "~/components/ui/button";
import { Field, type FieldErrors } from "~/components/ui/field";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { formatMoney, sumCents } from "~/lib/money";
import { PURCHASE_ITEM_TYPE_LABELS, type PurchaseItemType } from "~/modules/purchases/schema";
import type { BuyableItem } from "~/modules/purchases/form-rules";
import type { AccountChoice } from "~/modules/purchases/views";
import { amountCents, itemRowCents, MAX_ROWS, type AccountRowValues, type ItemRowValues } from "./purchase-form-data";

// The rows of a purchase document, shared by its five screens: "Itemize by Account" (account,
// description, amount) and "Itemize by Product/Service" (item, type, description, quantity, unit
// price, amount = quantity × unit price). Each table is a <details> (collapsible without JavaScript)
// of plain inputs named as the kind's schema reads them; Add Row and each row's delete button are
// submit buttons the server answers without JavaScript, and act in the browser with it. An item
// chosen in one row is not offered in another; choosing an item fills its type, its unit price
// (its purchase price, else its sales price, else 0) and an empty description.

export type Keyed<T> = T & { key: number };

type Errors = Record<string, FieldErrors>;

/** With JavaScript the row buttons act here; without it they post their intent. */
const local = (action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
  event.preventDefault();
  action();
};

export interface AccountRowsProps {
  companyId: number;
  accounts: readonly AccountChoice[];
  /** The kind's row account types (the Add New Account dialog starts on the first). */
  accountTypes: readonly string[];
  rows: readonly Keyed<AccountRowValues>[];
  onChange: (index: number, patch: Partial<AccountRowValues>) => void;
  onAdd: () => void;
  onDelete: (index: number) => void;
  errors: Errors;
  busy: boolean;
}

export function AccountRowsTable({ companyId, accounts, accountTypes, rows, onChange, onAdd, onDelete, errors, busy }: AccountRowsProps) {
  const subtotal = sumCents(rows.filter((r) => r.accountId).map((r) => amountCents(r.amount)));
  return (
    <RowsSection title="Itemize by Account" subtotal={subtotal} testId="account-rows">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Itemize by Account</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <th scope="col" className="w-5/12 py-2 pr-2">
              Account
            </th>
            <th scope="col" className="py-2 pr-2">
              Description
            </th>
            <th scope="col" className="w-40 py-2 pr-2 text-right">
              Amount
            </th>
            <th scope="col" className="w-12 py-2">
              <span className="sr-only">Delete</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const n = index + 1;
            const name = (field: keyof AccountRowValues) => `accountRecords[${index}].${field}`;
            return (
              <tr key={row.key} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-2">
                  <AccountSelect
                    name={name("accountId")}
                    label={`Account, account row ${n}`}
                    hideLabel
                    companyId={companyId}
                    accounts={accounts}
                    types={accountTypes}
                    value={row.accountId}
                    onChange={(accountId) => onChange(index, { accountId })}
                    error={errors[name("accountId")]}
                  />
                </td>
                <td className="py-2 pr-2">
                  <Field
                    label={`Description, account row ${n}`}
                    hideLabel
                    name={name("description")}
                    value={row.description}
                    maxLength={500}
                    onChange={(e) => onChange(index, { description: e.target.value })}
                    error={errors[name("description")]}
                  />
                </td>
                <td className="py-2 pr-2">
                  <Field
                    label={`Amount, account row ${n}`}
                    hideLabel
                    name={name("amount")}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="0.01"
                    value={row.amount}
                    className="text-right"
                    onChange={(e) => onChange(index, { amount: e.target.value })}
                    error={errors[name("amount")]}
                  />
                </td>
                <td className="py-2 text-center">
                  <DeleteButton
                    label={`Delete account row ${n}`}
                    intent={`delete-account-row:${index}`}
                    busy={busy}
                    onClick={() => onDelete(index)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <AddRowButton intent="add-account-row" label="+ Add account row" disabled={rows.length >= MAX_ROWS || busy} onClick={onAdd} />
    </RowsSection>
  );
}

export interface ItemRowsProps {
  items: readonly BuyableItem[];
  rows: readonly Keyed<ItemRowValues>[];
  onChange: (index: number, patch: Partial<ItemRowValues>) => void;
  onAdd: () => void;
  onDelete: (index: number) => void;
  errors: Errors;
  busy: boolean;
}

export function ItemRowsTable({ items, rows, onChange, onAdd, onDelete, errors, busy }: ItemRowsProps) {
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
    if (!item) return onChange(index, { itemId, itemType: "" });
    onChange(index, {
      itemId,
      itemType: item.itemType,
      unitPrice: item.unitPrice,
      ...(rows[index].description.trim() ? {} : { description: item.description }),
    });
  };

  return (
    <RowsSection title="Itemize by Product/Service" subtotal={subtotal} testId="item-rows">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Itemize by Product/Service</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <th scope="col" className="w-3/12 py-2 pr-2">
              Product/Service
            </th>
            <th scope="col" className="w-24 py-2 pr-2">
              Type
            </th>
            <th scope="col" className="py-2 pr-2">
              Description
            </th>
            <th scope="col" className="w-24 py-2 pr-2 text-right">
              Qty
            </th>
            <th scope="col" className="w-32 py-2 pr-2 text-right">
              Unit Price
            </th>
            <th scope="col" className="w-32 py-2 pr-2 text-right">
              Amount
            </th>
            <th scope="col" className="w-12 py-2">
              <span className="sr-only">Delete</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const n = index + 1;
            const name = (field: keyof ItemRowValues) => `itemRecords[${index}].${field}`;
            const type = PURCHASE_ITEM_TYPE_LABELS[row.itemType as PurchaseItemType] ?? "";
            return (
              <tr key={row.key} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-2">
                  <SearchableSelect
                    name={name("itemId")}
                    label={`Item, item row ${n}`}
                    hideLabel
                    options={choicesFor(index)}
                    value={row.itemId}
                    onChange={(itemId) => chooseItem(index, itemId)}
                    placeholder="Select item"
                    error={errors[name("itemId")]}
                  />
                </td>
                <td className="py-2 pr-2 pt-4 text-slate-700" data-testid={`item-type-${n}`}>
                  <input type="hidden" name={name("itemType")} value={row.itemType} />
                  {type}
                  {errors[name("itemType")] ? <p className="text-sm text-red-600">{errors[name("itemType")]}</p> : null}
                </td>
                <td className="py-2 pr-2">
                  <Field
                    label={`Description, item row ${n}`}
                    hideLabel
                    name={name("description")}
                    value={row.description}
                    maxLength={500}
                    onChange={(e) => onChange(index, { description: e.target.value })}
                    error={errors[name("description")]}
                  />
                </td>
                <td className="py-2 pr-2">
                  <Field
                    label={`Quantity, item row ${n}`}
                    hideLabel
                    name={name("quantity")}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="any"
                    placeholder="1"
                    value={row.quantity}
                    className="text-right"
                    onChange={(e) => onChange(index, { quantity: e.target.value })}
                    error={errors[name("quantity")]}
                  />
                </td>
                <td className="py-2 pr-2">
                  <Field
                    label={`Unit price, item row ${n}`}
                    hideLabel
                    name={name("unitPrice")}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="0.01"
                    value={row.unitPrice}
                    className="text-right"
                    onChange={(e) => onChange(index, { unitPrice: e.target.value })}
                    error={errors[name("unitPrice")]}
                  />
                </td>
                <td className="py-2 pr-2 pt-4 text-right tabular-nums" aria-label={`Amount, item row ${n}`}>
                  {formatMoney(itemRowCents(row))}
                </td>
                <td className="py-2 text-center">
                  <DeleteButton
                    label={`Delete item row ${n}`}
                    intent={`delete-item-row:${index}`}
                    busy={busy}
                    onClick={() => onDelete(index)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <AddRowButton intent="add-item-row" label="+ Add item row" disabled={rows.length >= MAX_ROWS || busy} onClick={onAdd} />
      {items.length === 0 ? <p className="mt-2 text-sm text-slate-500">No products or services to buy yet.</p> : null}
    </RowsSection>
  );
}

function RowsSection({ title, subtotal, testId, children }: { title: string; subtotal: number; testId: string; children: ReactNode }) {
  return (
    <details open className="group rounded-md border border-slate-200" data-testid={testId}>
      <summary className="flex cursor-pointer select-none items-center justify-between gap-3 bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-800">
        <span>
          <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
            ▸
          </span>
          {title}
        </span>
        <span className="tabular-nums text-slate-600">{formatMoney(subtotal)}</span>
      </summary>
      <div className="overflow-x-auto px-4 pb-3">{children}</div>
    </details>
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
