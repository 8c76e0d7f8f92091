import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { type FormEvent } from "react";
import { ContactSelect } from "~/components/documents/contact-select";
import { AccountRowsTable, ItemRowsTable } from "~/components/documents/document-rows";
import { EnterRefreshes, FormSummary, NoScriptUpdate, RowErrors } from "~/components/documents/form-parts";
import { isoDate } from "~/components/documents/row-values";
import { DocumentFormButtons, useDocumentForm, type PartyReader } from "~/components/documents/use-document-form";
import { Card, CardBody, CardFooter } from "~/components/ui/card";
import { DatePicker } from "~/components/ui/date-picker";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { dueDateFor } from "~/modules/purchases/due-date";
import { partyTermOrDefault } from "~/modules/purchases/views";
import { partyOfCustomer, taxRateLabel, type AccountChoice, type CustomerParty, type PaymentTermChoice } from "~/modules/sales/form-rules";
import { SALES_KIND_INFO } from "~/modules/sales/kinds/info";
import { SALES_PAYMENT_METHODS, type SalesForm } from "~/modules/sales/kinds/shared";
import {
  emptySalesAccountRow,
  emptySalesItemRow,
  liveSalesFigures,
  type SalesAccountRow,
  type SalesFormLoaded,
  type SalesFormValues,
  type SalesFormView,
  type SalesItemRow,
} from "./sales-form-data";

// The sales document form of Create Invoice, New Cash Sale and New Credit Memo (and a draft
// invoice's edit): one frame for every sales kind, whose labels, number, terms and deposit account
// come from the kind's descriptor (`form`). Plain inputs and submit buttons with an `intent`, so it
// works without JavaScript (the server answers Add Row, Delete Row and Update with the form again,
// filled in); with JavaScript the rows, the customer's addresses and terms, the due date and the
// figures (salesFigures, the server's own rule) follow the form as it changes. The kind's schema
// validates in the browser once loaded and again in the action. The rows tables and the frame's
// parts are the document forms' (components/documents/), shared with the purchase forms.

type Fields = Omit<SalesFormValues, "accountRecords" | "itemRecords">;

const loadChecks = async () => {
  const [{ parseWithZod }, { salesFormSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("./sales-form-schema")]);
  return (formData: FormData, kind: SalesFormLoaded["kind"]) =>
    parseWithZod(formData, { schema: salesFormSchema(kind), disableAutoCoercion: true });
};

const accountLabel = (a: AccountChoice) => `${a.accountNumber} - ${a.accountName}`;
const choices = (list: readonly { id: number; name: string }[]) => list.map((c) => ({ value: String(c.id), label: c.name }));
const READ_ONLY = "bg-slate-50 text-slate-600";

/** The customer's contacts, Bill To, Ship To, payment term (else the company's default) and tax exemption, read when it is chosen. */
const customerReader = (terms: readonly PaymentTermChoice[]): PartyReader<Fields, CustomerParty> => ({
  field: "customerId",
  url: (id) => `/api/customer/customers/${encodeURIComponent(id)}`,
  read: (body) => partyOfCustomer((body as { customer: Parameters<typeof partyOfCustomer>[0] }).customer),
  fill: (customer) => ({
    billTo: customer.billTo,
    shipTo: customer.shipTo,
    paymentTermId: partyTermOrDefault(customer.paymentTermId, terms),
  }),
  clearOnChoose: { contactName: "" },
  clearOnNone: { billTo: "", shipTo: "" },
  failMessage: "Unable to load the customer's details.",
});

export function SalesDocumentForm({ loaded, view, cancelHref }: { loaded: SalesFormLoaded; view: SalesFormView; cancelHref: string }) {
  const { kind, mode, companyId, options, today } = loaded;
  const descriptor = SALES_KIND_INFO[kind];
  const screen: SalesForm = descriptor.form;
  const {
    hydrated,
    busy,
    fields,
    set,
    accountTable,
    itemTable,
    party,
    chooseParty: chooseCustomer,
    form,
    errors,
    summary,
  } = useDocumentForm({
    id: `sales-${kind}-${mode}`,
    view,
    emptyAccountRow: emptySalesAccountRow,
    emptyItemRow: emptySalesItemRow,
    loadChecks,
    check: (check, formData) => check(formData, kind),
    party: customerReader(options.paymentTerms),
    revalidateOn: ["customerId", "depositToAccountId"],
  });

  const shownParty = party && String(party.id) === fields.customerId ? party : null;
  const figures = liveSalesFigures({ ...fields, accountRecords: accountTable.rows, itemRecords: itemTable.rows }, options, shownParty);
  const term = options.paymentTerms.find((t) => String(t.id) === fields.paymentTermId) ?? null;
  const dueDate = dueDateFor(term, isoDate(fields.date) ?? today);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (event.target !== event.currentTarget) return;
    form.onSubmit(event);
  };

  const customerOptions = choices(options.customers);
  if (party && !options.customers.some((c) => c.id === party.id))
    customerOptions.unshift({ value: String(party.id), label: party.customerName });
  const text = (name: keyof Fields, label: string, maxLength: number) => (
    <Field
      label={label}
      name={name}
      maxLength={maxLength}
      value={fields[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={errors[name]}
    />
  );
  const textarea = (name: "billTo" | "shipTo" | "customerMessage" | "memo", label: string, rows: number, maxLength: number) => (
    <TextareaField
      label={label}
      name={name}
      rows={rows}
      maxLength={maxLength}
      value={fields[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={errors[name]}
    />
  );
  const select = (name: keyof Fields, label: string, list: { value: string; label: string }[], placeholder: string) => (
    <SelectField
      label={label}
      name={name}
      placeholder={placeholder}
      options={list}
      value={fields[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={errors[name]}
    />
  );
  const date = (name: "date" | "shipDate", label: string) => (
    <DatePicker
      name={name}
      label={label}
      defaultValue={isoDate(view.values[name])}
      defaultText={view.values[name]}
      invalidMessage={`${label} must be a valid date (MM/DD/YYYY)`}
      onChange={(iso) => set({ [name]: iso ?? "" })}
      error={errors[name]}
    />
  );

  return (
    <>
      <FormSummary id="sales-errors" messages={summary} />
      <Form method="post" {...getFormProps(form)} onSubmit={onSubmit} aria-label={screen.title}>
        {view.version ? <input type="hidden" name="version" value={view.version} /> : null}
        <input type="hidden" name="partyCustomerId" value={party?.id ?? ""} />
        <EnterRefreshes />

        <Card>
          <CardBody className="space-y-5">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <div>
                <SearchableSelect
                  name="customerId"
                  label="Customer"
                  required
                  options={customerOptions}
                  value={fields.customerId}
                  onChange={chooseCustomer}
                  placeholder="Select customer"
                  error={errors.customerId}
                />
                {shownParty?.taxExempt ? <p className="mt-1 text-xs text-slate-600">Tax exempt: no sales tax is charged.</p> : null}
              </div>
              <ContactSelect
                partyWord="customer"
                party={shownParty}
                value={fields.contactName}
                onChange={(contactName) => set({ contactName })}
                error={errors.contactName}
              />
              <Field label={screen.numberLabel} value={options.nextNumber} readOnly aria-readonly="true" className={READ_ONLY} />
            </div>

            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {textarea("billTo", "Bill To", 4, 1000)}
              {textarea("shipTo", "Ship To", 4, 1000)}
              <div className="space-y-4">
                {date("date", screen.dateLabel)}
                {screen.terms ? (
                  <>
                    {select("paymentTermId", "Terms", choices(options.paymentTerms), "None (due on the invoice date)")}
                    <Field
                      label="Due Date"
                      value={formatUsDate(dueDate)}
                      readOnly
                      aria-readonly="true"
                      className={READ_ONLY}
                      description="From the terms and the invoice date."
                    />
                  </>
                ) : null}
              </div>
            </div>

            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {select("salesPersonId", "Sales Person", choices(options.salesPersons), "None")}
              {select("shippingMethodId", "Shipping Method", choices(options.shippingMethods), "None")}
              {date("shipDate", "Ship Date")}
              {text("customerReference", "P.O. No.", 100)}
            </div>

            {screen.depositTo ? (
              <div className="grid gap-4 sm:grid-cols-3">
                <SelectField
                  label={screen.depositTo.label}
                  name="depositToAccountId"
                  required
                  placeholder="Select account"
                  options={options.depositAccounts.map((a) => ({ value: String(a.id), label: accountLabel(a) }))}
                  value={fields.depositToAccountId}
                  onChange={(e) => set({ depositToAccountId: e.target.value })}
                  error={errors.depositToAccountId}
                />
                <SelectField
                  label="Payment Method"
                  name="paymentMethod"
                  options={SALES_PAYMENT_METHODS.map((m) => ({ value: m, label: m }))}
                  value={fields.paymentMethod}
                  onChange={(e) => set({ paymentMethod: e.target.value })}
                  error={errors.paymentMethod}
                />
                {text("paymentReference", "Reference", 100)}
              </div>
            ) : null}

            <NoScriptUpdate
              hydrated={hydrated}
              loads="Loads the customer's addresses and terms, the items' rates and taxable flags, and the totals."
            />

            <div className="space-y-4">
              <AccountRowsTable<SalesAccountRow>
                companyId={companyId}
                accounts={options.rowAccounts}
                accountTypes={descriptor.accounts.rows}
                taxable
                {...accountTable}
                errors={errors}
                busy={busy}
              />
              <ItemRowsTable<SalesItemRow>
                items={options.items}
                taxable
                priceLabel="Rate"
                noItemsText="No products or services with an income account to sell yet."
                {...itemTable}
                errors={errors}
                busy={busy}
              />
              <RowErrors errors={errors} />
            </div>

            <div className="grid gap-4 lg:grid-cols-3">
              <div className="space-y-4 lg:col-span-2">
                {textarea("customerMessage", "Customer Message", 2, 2000)}
                {textarea("memo", "Memo", 2, 2000)}
              </div>
              <div className="space-y-3">
                <div className="grid grid-cols-2 gap-2">
                  {text("discount", "Discount (amount or %)", 20)}
                  {select(
                    "discountAccountId",
                    "Discount Account",
                    options.discountAccounts.map((a) => ({ value: String(a.id), label: accountLabel(a) })),
                    "None",
                  )}
                </div>
                {select(
                  "taxRateId",
                  "Sales Tax",
                  options.taxRates.map((r) => ({ value: String(r.id), label: taxRateLabel(r) })),
                  "No tax",
                )}
                <dl className="space-y-1 text-sm" aria-label="Totals">
                  <Figure label="Subtotal" testId="document-subtotal" cents={figures.subtotal} />
                  <Figure label="Discount" testId="document-discount" cents={figures.discount ? -figures.discount : 0} />
                  <Figure label="Tax" testId="document-tax" cents={figures.tax} />
                  <div className="flex justify-between border-t border-slate-200 pt-1">
                    <dt className="font-medium text-slate-600">Total (USD)</dt>
                    <dd className="text-2xl font-semibold tabular-nums text-slate-900" data-testid="document-total">
                      {formatMoney(figures.total)}
                    </dd>
                  </div>
                </dl>
              </div>
            </div>
          </CardBody>

          <CardFooter className="flex-wrap justify-end gap-2">
            <DocumentFormButtons mode={mode} busy={busy} cancelHref={cancelHref} draft={screen.saveAsDraft} openLabel="Save Invoice" />
          </CardFooter>
        </Card>
      </Form>
    </>
  );
}

function Figure({ label, testId, cents }: { label: string; testId: string; cents: number }) {
  return (
    <div className="flex justify-between">
      <dt className="text-slate-600">{label}</dt>
      <dd className="tabular-nums text-slate-900" data-testid={testId}>
        {formatMoney(cents as never)}
      </dd>
    </div>
  );
}
