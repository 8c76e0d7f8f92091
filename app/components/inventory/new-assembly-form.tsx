import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { CloseNewButtons } from "~/components/inventory/close-new-buttons";
import { ProfitLossDialog, useProfitLoss } from "~/components/items/profit-loss-dialog";
import { menuHref } from "~/components/shell/menu";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import type { ItemSide } from "~/modules/items/constants";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { DatePicker } from "~/components/ui/date-picker";
import { CheckboxField, Field, inputClasses, TextareaField } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { SupportSelect } from "~/components/vendors/support-select";
import { formatMoney, parseMoney, sumCents, type Cents } from "~/lib/money";
import { formatQuantity, readQuantity, shareOf } from "~/lib/quantity";
import { ASSEMBLY_MESSAGES, ASSETS_ACCOUNT_TYPES, COGS_ACCOUNT_TYPES, INCOME_ACCOUNT_TYPES } from "~/modules/inventory/assembly-constants";

// New Inventory Assembly (Inventory > New Inventory Assembly, and Customers › New Sales Item, where the
// assembly is always sold: its I sell box is locked on): assembly info (name, items group with
// Add New Items Group, as-of date, active), assets account, reorder point, on hand (read-only: builds
// make it), purchase info (I buy: description, standard cost, COGS account) and sales info (I sell:
// description, price, income account, taxable, commission item), the components table — inventory
// items with something on hand, quantity needed, on hand and average cost — and the total value of
// materials cost. The assembly's rules run in the service and answer here with the spec's words; Save and
// Close goes to Build Assembly on the new assembly, Save and New to a blank form. Without JavaScript
// every field is enabled and Update, Add Row and each row's Delete reload the form (as Enter Bill's)
// with each component's cost and the materials total; with it, rows are added and removed here, the
// purchase and sales fields follow their boxes, and the totals are live. The sales price's rules show
// as it is typed; the profit/loss analysis opens on leaving a price when there is none (once per pair).

/** What the loader gives the screen. */
export interface NewAssemblyLoaded {
  companyId: number;
  today: string;
  components: { id: number; name: string; onHand: number; value: Cents; avgCost: string }[];
  accounts: { id: number; label: string; type: string }[];
  itemGroups: { id: number; name: string; description: string }[];
}

export type AssemblyAnswer = {
  messages: string[];
  fieldErrors: Record<string, string[]>;
  values: Record<string, string>;
  /** How many component rows the form shows (a reload's Add Row adds one, Delete takes one away). */
  rowCount?: number;
};

/** A save that gets no answer (offline, a server error) keeps every field as typed, with the message. */
export const newAssemblyClientAction = guardedClientAction({}, (formData, failure): AssemblyAnswer => ({
  messages: [failure.message],
  fieldErrors: {},
  values: Object.fromEntries([...formData.entries()].map(([name, value]) => [name, String(value)])),
}));

const MIN_ROWS = 5;

/** The rows a form answered with: the reload's count, or the rows posted (at least MIN_ROWS). */
function rowCountOf(answer: AssemblyAnswer | undefined): number {
  if (answer?.rowCount) return answer.rowCount;
  const posted = Object.keys(answer?.values ?? {}).map((name) => /^items\[(\d+)\]\./.exec(name)?.[1]);
  return Math.max(MIN_ROWS, ...posted.map((index) => (index === undefined ? 0 : Math.min(Number(index), 499) + 1)));
}

interface Row {
  key: number;
  itemId: string;
  quantity: string;
}

/** New Inventory Assembly (`side` "vendor": Inventory's; "customer": Customers › New Sales Item's, always sold). */
export function NewAssemblyScreen({ side = "vendor" }: { side?: ItemSide }) {
  const { companyId, today, components, accounts, itemGroups } = useLoaderData<NewAssemblyLoaded>();
  const sold = side === "customer";
  const answer = useActionData<AssemblyAnswer>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const posted = answer?.values ?? {};
  const was = (name: string, fallback = "") => posted[name] ?? fallback;
  const checked = (name: string, fallback: boolean) => (answer ? posted[name] === "on" : fallback);
  const errorOf = (name: string) => answer?.fieldErrors?.[name];

  const nextKey = useRef(100);
  const [rows, setRows] = useState<Row[]>(() =>
    Array.from({ length: rowCountOf(answer) }, (_, i) => ({
      key: i,
      itemId: was(`items[${i}].inventoryItemId`),
      quantity: was(`items[${i}].quantity`),
    })),
  );
  const [groupId, setGroupId] = useState(was("itemGroupId"));
  const [buys, setBuys] = useState(checked("buyProduct", false));
  const [sells, setSells] = useState(checked("sellProduct", true));
  const [salesPrice, setSalesPrice] = useState(was("salesPrice"));
  const [standardCost, setStandardCost] = useState(was("standardCost"));
  const profitLoss = useProfitLoss("product", { salesPrice: was("salesPrice"), purchasePrice: was("standardCost") });

  const optionOf = useMemo(() => new Map(components.map((c) => [String(c.id), c])), [components]);
  const rowFigures = rows.map((row) => {
    const option = optionOf.get(row.itemId);
    const needed = readQuantity(row.quantity) ?? 0;
    const exceeds = option ? needed > option.onHand : false;
    const value = option && option.onHand > 0 && !exceeds && needed >= 0 ? shareOf(option.value, needed, option.onHand) : (0 as Cents);
    return { option, exceeds, value };
  });
  const materials = sumCents(rowFigures.map((f) => f.value));
  const accountsOf = (types: readonly string[]) => accounts.filter((a) => types.includes(a.type));
  const select = cn(inputClasses, "pr-8");

  // The sales price's rules as it is typed (the service checks them again on save).
  const sales = parseMoney(salesPrice);
  const cost = parseMoney(standardCost);
  const salesProblems =
    sells && sales !== null && sales > 0
      ? [
          ...(buys && cost !== null && sales < cost ? [ASSEMBLY_MESSAGES.salesBelowStandardCost] : []),
          ...(sales < materials ? [ASSEMBLY_MESSAGES.salesBelowMaterials] : []),
        ]
      : [];
  const salesError = [...new Set([...salesProblems, ...(errorOf("salesPrice") ?? [])])];
  const costError = errorOf("standardCost") ?? [];
  const analyse = () => profitLoss.analyse({ sells, buys, salesPrice, purchasePrice: standardCost, hasErrors: salesProblems.length > 0 });

  const accountSelect = (name: string, label: string, types: readonly string[], disabled = false) => (
    <div>
      <label htmlFor={`assembly-${name}`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={`assembly-${name}`}
        name={name}
        defaultValue={was(name)}
        disabled={disabled}
        className={select}
        aria-invalid={errorOf(name) ? true : undefined}
      >
        <option value="">Select an account</option>
        {accountsOf(types).map((a) => (
          <option key={a.id} value={a.id}>
            {a.label}
          </option>
        ))}
      </select>
      {errorOf(name)?.map((m) => (
        <p key={m} className="mt-1 text-sm text-red-700">
          {m}
        </p>
      ))}
    </div>
  );

  const salesBoxes = (
    <div className="flex gap-6">
      {/* An assembly is always taxable: the box is checked and cannot be changed. */}
      <CheckboxField label="Taxable" checked readOnly disabled />
      <input type="hidden" name="taxable" value="on" />
      <CheckboxField
        label="Commission Item"
        name="commissionItem"
        defaultChecked={checked("commissionItem", false)}
        disabled={hydrated && !sells}
      />
    </div>
  );

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb
        items={[
          { label: "Home", to: menuHref(companyId, "") },
          { label: sold ? "Customer" : "Inventory" },
          { label: "New Inventory Assembly" },
        ]}
      />
      <h1 className="text-2xl font-semibold text-slate-900">New Inventory Assembly</h1>
      {answer?.messages.length ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {answer.messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}
      <Form method="post" className="space-y-4" aria-label="New Inventory Assembly">
        {/* Without JavaScript, Enter in a field reloads (Update) rather than pressing a row's Delete. */}
        {!hydrated ? <button type="submit" name="intent" value="update" hidden tabIndex={-1} aria-hidden="true" /> : null}
        <section className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
          <h2 className="text-lg font-semibold text-slate-900 sm:col-span-3">Assembly Information</h2>
          <Field label="Assembly Name" name="name" defaultValue={was("name")} error={errorOf("name")} maxLength={200} />
          <SupportSelect
            kind="item-groups"
            name="itemGroupId"
            label="Items Group"
            options={itemGroups}
            value={groupId}
            onChange={setGroupId}
            error={errorOf("itemGroupId")}
          />
          <DatePicker name="asOfDate" label="As of Date" defaultValue={was("asOfDate", today) || today} />
          <div className="flex items-end pb-2">
            <CheckboxField label="Active" name="active" defaultChecked={checked("active", true)} />
          </div>
          {accountSelect("assetsAccount", "Assets Account", ASSETS_ACCOUNT_TYPES)}
          <Field
            label="Reorder Point"
            name="reorderPoint"
            inputMode="decimal"
            defaultValue={was("reorderPoint")}
            error={errorOf("reorderPoint")}
          />
          <Field label="On Hand Quantity" name="onHandDisplay" value="0" readOnly aria-readonly="true" form="__none__" />
          <Field label="Total" name="totalDisplay" value={formatMoney(0)} readOnly aria-readonly="true" form="__none__" />
        </section>

        <div className="grid gap-4 md:grid-cols-2">
          {[
            { side: "purchase" as const, on: buys, setOn: setBuys, price: standardCost, setPrice: setStandardCost, error: costError },
            { side: "sales" as const, on: sells, setOn: setSells, price: salesPrice, setPrice: setSalesPrice, error: salesError },
          ].map(({ side, error, ...state }) => (
            <PriceSection
              key={side}
              side={side}
              {...state}
              locked={side === "sales" && sold}
              description={was(SIDE_DESCRIPTION[side][1])}
              onPriceBlur={analyse}
              disabled={hydrated && !state.on}
              error={error.length ? error : undefined}
              account={accountSelect(SIDE_ACCOUNT[side][1], SIDE_ACCOUNT[side][0], SIDE_ACCOUNT[side][2], hydrated && !state.on)}
              extra={side === "sales" ? salesBoxes : null}
            />
          ))}
        </div>

        <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold text-slate-900">Items</h2>
          <table className="w-full text-sm">
            <caption className="sr-only">Components</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th className="py-2">Item</th>
                <th className="py-2">Quantity Needed</th>
                <th className="py-2 text-right">On Hand</th>
                <th className="py-2 text-right">Avg Cost</th>
                <th className="py-2 text-right">Total</th>
                <th className="py-2">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const { option, exceeds, value } = rowFigures[index];
                const rowError =
                  (exceeds ? ["Quantity Needed cannot exceed On Hand Quantity!"] : null) ??
                  errorOf(`items[${index}].quantity`) ??
                  errorOf(`items.${index}.quantity`);
                const itemError = errorOf(`items[${index}].inventoryItemId`) ?? errorOf(`items.${index}.inventoryItemId`);
                const set = (patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === row.key ? { ...r, ...patch } : r)));
                return (
                  <tr key={row.key} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-2">
                      <select
                        name={`items[${index}].inventoryItemId`}
                        aria-label={`Item ${index + 1}`}
                        value={row.itemId}
                        onChange={(e) => set({ itemId: e.target.value })}
                        className={cn(select, "w-56")}
                      >
                        <option value="">Select an item</option>
                        {components.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.name}
                          </option>
                        ))}
                      </select>
                      {itemError?.map((m) => (
                        <p key={m} className="mt-1 text-red-700">
                          {m}
                        </p>
                      ))}
                    </td>
                    <td className="py-2 pr-2">
                      <input
                        name={`items[${index}].quantity`}
                        aria-label={`Quantity Needed ${index + 1}`}
                        inputMode="decimal"
                        value={row.quantity}
                        onChange={(e) => set({ quantity: e.target.value })}
                        className={cn(inputClasses, "w-28")}
                        aria-invalid={rowError ? true : undefined}
                      />
                      {rowError?.map((m) => (
                        <p key={m} className="mt-1 text-red-700">
                          {m}
                        </p>
                      ))}
                    </td>
                    <td className="py-2 text-right tabular-nums">{option ? formatQuantity(option.onHand) : ""}</td>
                    <td className="py-2 text-right tabular-nums">{option ? `$${option.avgCost}` : ""}</td>
                    <td className="py-2 text-right tabular-nums">{option ? formatMoney(value) : ""}</td>
                    <td className="py-2 pl-2">
                      {rows.length > 1 ? (
                        <Button
                          type={hydrated ? "button" : "submit"}
                          {...(hydrated ? {} : { name: "intent", value: `remove-row:${index}` })}
                          variant="ghost"
                          size="sm"
                          onClick={hydrated ? () => setRows((all) => all.filter((r) => r.key !== row.key)) : undefined}
                          aria-label={`Remove item ${index + 1}`}
                        >
                          ✕
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="flex flex-wrap items-center gap-3">
            {hydrated ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => setRows((all) => [...all, { key: nextKey.current++, itemId: "", quantity: "" }])}
              >
                Add Row
              </Button>
            ) : (
              <>
                <Button type="submit" name="intent" value="update" variant="secondary" size="sm">
                  Update
                </Button>
                <Button type="submit" name="intent" value="add-row" variant="secondary" size="sm">
                  Add Row
                </Button>
              </>
            )}
            <Link to={menuHref(companyId, "inventory/new-item")} className="text-sm">
              Add New Item
            </Link>
            <p className="ml-auto text-sm text-slate-700">
              Total value of materials cost:{" "}
              <output aria-label="Total value of materials cost" className="font-semibold tabular-nums">
                {formatMoney(materials)}
              </output>
            </p>
          </div>
        </section>

        <CloseNewButtons
          close={["save-close", "Save and Close"]}
          next={["save-new", "Save and New"]}
          busy={navigation.state === "submitting"}
          cancelHref={menuHref(companyId, sold ? "customers/items" : "inventory/center")}
        />
      </Form>
      <ProfitLossDialog analysis={profitLoss.analysis} onClose={profitLoss.close} />
    </div>
  );
}

/** The purchase and the sales side of an assembly, field by field: [label, name] (and the account's types). */
type PriceSide = "purchase" | "sales";
const SIDE_TITLE = { purchase: "Purchase Information", sales: "Sales Information" } as const;
const SIDE_BOX = { purchase: ["I buy this product", "buyProduct"], sales: ["I sell this product", "sellProduct"] } as const;
const SIDE_DESCRIPTION = {
  purchase: ["Purchase Description", "purchaseDescription"],
  sales: ["Sales Description", "salesDescription"],
} as const;
const SIDE_PRICE = { purchase: ["Standard Cost", "standardCost"], sales: ["Sales Price", "salesPrice"] } as const;
const SIDE_ACCOUNT = {
  purchase: ["Cost of Goods Sold Account", "costOfGoodsSoldAccount", COGS_ACCOUNT_TYPES],
  sales: ["Income Account", "incomeAccount", INCOME_ACCOUNT_TYPES],
} as const;

function PriceSection({
  side,
  on,
  setOn,
  description,
  price,
  setPrice,
  onPriceBlur,
  disabled,
  error,
  account,
  extra,
  locked = false,
}: {
  side: PriceSide;
  on: boolean;
  setOn: (on: boolean) => void;
  description: string;
  price: string;
  setPrice: (price: string) => void;
  onPriceBlur: () => void;
  disabled: boolean;
  error: string[] | undefined;
  account: ReactNode;
  extra: ReactNode;
  /** Always on (a customer's assembly is always sold): the box is locked. */
  locked?: boolean;
}) {
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{SIDE_TITLE[side]}</h2>
      {locked ? (
        <>
          <input type="hidden" name={SIDE_BOX[side][1]} value="on" />
          <CheckboxField label={SIDE_BOX[side][0]} checked disabled readOnly description="Always on for an item sold to customers" />
        </>
      ) : (
        <CheckboxField label={SIDE_BOX[side][0]} name={SIDE_BOX[side][1]} checked={on} onChange={(e) => setOn(e.target.checked)} />
      )}
      <TextareaField
        label={SIDE_DESCRIPTION[side][0]}
        name={SIDE_DESCRIPTION[side][1]}
        rows={2}
        defaultValue={description}
        disabled={disabled}
      />
      <Field
        label={SIDE_PRICE[side][0]}
        name={SIDE_PRICE[side][1]}
        inputMode="decimal"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        onBlur={onPriceBlur}
        disabled={disabled}
        error={error}
      />
      {account}
      {extra}
    </section>
  );
}
