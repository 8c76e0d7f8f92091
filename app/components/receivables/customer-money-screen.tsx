import type { SubmissionResult } from "@conform-to/react";
import { Form, useSubmit } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { CUSTOMER_MONEY_SCREENS, type CustomerMoneyLoaded } from "./customer-money-data";
import { CustomerMoneyForm } from "./customer-money-form";

// The screen of Receive Payment, Prepayment and Refund: the customer chosen first (a GET form: without
// JavaScript its Show button reloads the page for that customer, or searches with the text typed;
// with it choosing is enough), then the form for that customer.

export function CustomerMoneyScreen({
  loaded,
  lastResult,
}: {
  loaded: CustomerMoneyLoaded;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const words = CUSTOMER_MONEY_SCREENS[loaded.kind];
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { customer } = loaded;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: "Customer" }, { label: words.title }]} />
      <h1 className="text-2xl font-semibold text-slate-900">{words.title}</h1>

      <Form method="get" aria-label="Choose customer" className="flex flex-wrap items-end gap-3">
        <SelectField
          key={customer?.id ?? "none"}
          id={`${loaded.kind}-customer`}
          label="Customer"
          name="customer"
          placeholder="Select a customer"
          options={loaded.customers.map((c) => ({ value: String(c.id), label: c.name }))}
          defaultValue={customer ? String(customer.id) : ""}
          containerClassName="w-full max-w-md"
          onChange={(event) => {
            if (event.target.value) submit({ customer: event.target.value }, { method: "get", preventScrollReset: true });
          }}
        />
        {hydrated ? null : (
          <>
            <Field
              id={`${loaded.kind}-customer-search`}
              label="Search customers"
              type="search"
              name="customerSearch"
              defaultValue={loaded.customerSearch}
              maxLength={200}
            />
            <Button type="submit" variant="secondary">
              Show
            </Button>
          </>
        )}
      </Form>

      {customer ? (
        <CustomerMoneyForm
          // A new answer, or another customer, starts the form again from its values.
          key={`${customer.id}-${JSON.stringify(lastResult?.initialValue ?? null)}`}
          loaded={{ ...loaded, customer }}
          lastResult={lastResult}
        />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-600 shadow-sm">{words.intro}</p>
      )}
      <p className="sr-only">
        <a href={menuHref(loaded.companyId, "")}>Back to the dashboard</a>
      </p>
    </div>
  );
}
