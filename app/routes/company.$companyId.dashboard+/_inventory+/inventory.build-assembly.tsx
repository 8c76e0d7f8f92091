import { useForm, useInputControl } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigate, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CloseNewButtons } from "~/components/inventory/close-new-buttons";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { DatePicker } from "~/components/ui/date-picker";
import { Field, inputClasses, TextareaField } from "~/components/ui/field";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { useHydrated } from "~/components/ui/use-hydrated";
import { typedDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { BUILD_MESSAGES, STOCK_ADJUST_REDIRECT_MS } from "~/modules/inventory/assembly-constants";
import type { BuildAnswer, loader } from "./__build-assembly.server";

export { action, loader } from "./__build-assembly.server";

// Build Assembly (Inventory > Build Assembly, optional ?assemblyId= and ?warehouseId=): pick an
// assembly ('Create new assembly item' goes to new-assembly) and a warehouse — a GET form, submitted
// on change with JavaScript — to see its quantity on hand, build point and components with what the
// warehouse holds, and the maximum buildable quantity; then Build and Close (back here on the
// assembly), Build and New (a blank screen) or Cancel (the Inventory Center). The build is one
// transaction (assemblies.server.ts). A component that never had stock shows 'This item must be
// stock adjusted first! Redirecting...' and moves on to its stock adjustment after 1.2 s (a link
// without JavaScript).

const CREATE_NEW = "__create-new__";

/** The build form's own fields (the assembly and warehouse come from the choice above it). */
type BuildFields = { date: string; refNo: string; comments: string; buildQty: string };

const money = (value: string) => formatMoney(fromDecimal(value));

/** A build that gets no answer (offline, a server error) keeps what was typed, with the message. */
export const clientAction = guardedClientAction({}, (formData, failure): BuildAnswer => ({
  result: failedReply(formData, failure.message),
  messages: [failure.message],
  fieldErrors: {},
}));

export default function BuildAssembly() {
  const { selected } = useLoaderData<typeof loader>();
  const location = useLocation();
  // Another assembly or a new page (Build and New) starts the screen's form again.
  return <BuildAssemblyScreen key={`${selected?.id ?? ""}-${location.key}`} />;
}

function BuildAssemblyScreen() {
  const { companyId, today, warehouses, warehouseId, assemblies, selected, refNo } = useLoaderData<typeof loader>();
  const answer = useActionData<BuildAnswer>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const hydrated = useHydrated();
  // conform holds the build's fields: a refused build comes back with them as typed (with or
  // without JavaScript).
  const [form, fields] = useForm<BuildFields>({
    id: "build-assembly",
    lastResult: answer?.result,
    defaultValue: { date: today, refNo, comments: "", buildQty: "" },
  });
  const quantityControl = useInputControl(fields.buildQty);
  const quantity = quantityControl.value ?? "";
  // A quantity past the maximum is capped at it, with the message saying why (null: not capped).
  const [capped, setCapped] = useState<number | null>(null);
  const busy = navigation.state === "submitting";
  const stockAdjustHref = answer?.stockAdjustItemId
    ? `${menuHref(companyId, "inventory/stock-adjustment/new")}?itemId=${answer.stockAdjustItemId}`
    : null;

  useEffect(() => {
    if (!stockAdjustHref) return;
    const timer = setTimeout(() => navigate(stockAdjustHref), STOCK_ADJUST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [stockAdjustHref, navigate]);

  const max = selected?.maxBuildable ?? null;
  const typed = quantity.trim();
  const liveError =
    capped !== null
      ? BUILD_MESSAGES.exceedsMaximum(capped)
      : typed === ""
        ? null
        : !/^\d+$/.test(typed) || Number(typed) <= 0
          ? BUILD_MESSAGES.quantityInvalid
          : max !== null && Number(typed) > max
            ? BUILD_MESSAGES.exceedsMaximum(max)
            : null;
  const select = cn(inputClasses, "pr-8");

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: "Home", to: menuHref(companyId, "") }, { label: "Inventory" }, { label: "Build Assembly" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Build Assembly</h1>
        <Link
          to={menuHref(companyId, "inventory/new-assembly")}
          className={buttonClasses({ variant: "secondary", className: "no-underline" })}
        >
          Add New Inventory Assembly
        </Link>
      </div>

      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
        aria-label="Choose an assembly"
      >
        <div>
          <label htmlFor="build-assembly" className="mb-1 block text-sm font-medium text-slate-700">
            Assembly Item
          </label>
          <select
            id="build-assembly"
            name="assemblyId"
            defaultValue={selected ? String(selected.id) : ""}
            className={cn(select, "w-64")}
            onChange={(e) => {
              if (e.currentTarget.value === CREATE_NEW) navigate(menuHref(companyId, "inventory/new-assembly"));
              else submit(e.currentTarget.form);
            }}
          >
            <option value="">Select an assembly</option>
            {assemblies.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
            {hydrated ? <option value={CREATE_NEW}>Create new assembly item</option> : null}
          </select>
        </div>
        <div>
          <label htmlFor="build-warehouse" className="mb-1 block text-sm font-medium text-slate-700">
            Warehouse
          </label>
          <select
            id="build-warehouse"
            name="warehouseId"
            defaultValue={warehouseId ?? ""}
            className={cn(select, "w-56")}
            onChange={(e) => submit(e.currentTarget.form)}
          >
            {warehouses.length === 0 ? <option value="">Main Warehouse (created on the first build)</option> : null}
            {warehouses.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </noscript>
        {!hydrated ? (
          <Link to={menuHref(companyId, "inventory/new-assembly")} className="pb-2 text-sm">
            Create new assembly item
          </Link>
        ) : null}
        <div className="ml-auto grid grid-cols-2 gap-x-6 text-sm">
          <span className="text-slate-500">Quantity On Hand</span>
          <output aria-label="Quantity On Hand" className="font-semibold tabular-nums">
            {selected?.onHandQuantity ?? "0"}
          </output>
          <span className="text-slate-500">Build Point</span>
          <output aria-label="Build Point" className="font-semibold tabular-nums">
            {selected?.reorderPoint ?? "-"}
          </output>
        </div>
      </Form>

      {answer?.messages.length ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {answer.messages.map((m: string) => (
            <p key={m}>{m}</p>
          ))}
          {stockAdjustHref ? (
            <p>
              <Link to={stockAdjustHref}>Go to Stock Adjustment</Link>
            </p>
          ) : null}
        </div>
      ) : null}

      <Form id={form.id} method="post" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4" aria-label="Build">
        <input type="hidden" name="assemblyId" value={selected?.id ?? ""} />
        {warehouseId !== null ? <input type="hidden" name="warehouseId" value={warehouseId} /> : null}
        <div className="grid gap-3 sm:grid-cols-3">
          <DatePicker name={fields.date.name} label="Date" {...typedDate(fields.date.initialValue)} error={fields.date.errors} />
          <Field label="Ref No" name={fields.refNo.name} defaultValue={fields.refNo.initialValue} maxLength={50} />
        </div>
        <table className="w-full text-sm">
          <caption className="sr-only">Components</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th className="py-2">Name</th>
              <th className="py-2">Description</th>
              <th className="py-2 text-right">Quantity On Hand</th>
              <th className="py-2 text-right">Quantity Needed</th>
              <th className="py-2 text-right">Average Cost</th>
              <th className="py-2 text-right">Total</th>
            </tr>
          </thead>
          <tbody>
            {selected?.items.length ? (
              selected.items.map((c) => (
                <tr key={c.inventoryItemId} className="border-b border-slate-100">
                  <td className="py-2">{c.name}</td>
                  <td className="py-2 text-slate-600">{c.description}</td>
                  <td className="py-2 text-right tabular-nums">{c.onHand}</td>
                  <td className="py-2 text-right tabular-nums">{c.quantity}</td>
                  <td className="py-2 text-right tabular-nums">{formatMoney(fromDecimal(Number(c.avgCost).toFixed(2)))}</td>
                  <td className="py-2 text-right tabular-nums">{money(c.total)}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={6} className="py-4 text-center text-slate-500">
                  {selected ? "This assembly has no components." : BUILD_MESSAGES.selectAssembly}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        <TextareaField label="Comments" name={fields.comments.name} defaultValue={fields.comments.initialValue} rows={2} maxLength={2000} />
        <div className="flex flex-wrap items-end gap-6">
          <p className="text-sm text-slate-700">
            Maximum buildable quantity:{" "}
            <output aria-label="Maximum buildable quantity" className="font-semibold tabular-nums">
              {selected ? (max === null ? "Unlimited" : max) : "-"}
            </output>
          </p>
          <Field
            label="Quantity to Build"
            name={fields.buildQty.name}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => {
              const value = e.target.value;
              const over = max !== null && /^\s*\d+\s*$/.test(value) && Number(value) > max;
              quantityControl.change(over ? String(max) : value);
              setCapped(over ? max : null);
            }}
            error={liveError ?? answer?.fieldErrors?.buildQty}
            className="w-48"
          />
        </div>
        <CloseNewButtons
          close={["build-close", "Build and Close"]}
          next={["build-new", "Build and New"]}
          busy={busy}
          cancelHref={menuHref(companyId, "inventory/center")}
        />
      </Form>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Build Assembly");
