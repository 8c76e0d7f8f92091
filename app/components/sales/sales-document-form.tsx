import { getFormProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ContactSelect } from "~/components/documents/contact-select";
import { AccountRowsTable, ItemRowsTable, type Keyed } from "~/components/documents/document-rows";
import { EnterRefreshes, FormSummary, NoScriptUpdate, RowErrors } from "~/components/documents/form-parts";
import { deleteRow, errorList, isoDate, isSaveIntent, MAX_ROWS, padRows } from "~/components/documents/row-values";
import { Button } from "~/components/ui/button";
import { CancelButton } from "~/components/ui/cancel-button";
import { Card, CardBody, CardFooter } from "~/components/ui/card";
import { DatePicker } from "~/components/ui/date-picker";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { useRevalidateOnChange } from "~/components/ui/revalidate-on-change";
import { SaveButtons } from "~/components/ui/save-buttons";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { dueDateFor } from "~/modules/purchases/due-date";
import { partyOfCustomer, taxRateLabel, type AccountChoice, type CustomerParty } from "~/modules/sales/form-rules";
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

export function SalesDocumentForm({ loaded, view, cancelHref }: { loaded: SalesFormLoaded; view: SalesFormView; cancelHref: string }) {
  const { kind, mode, companyId, options, today } = loaded;
  const descriptor = SALES_KIND_INFO[kind];
  const screen: SalesForm = descriptor.form;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const toast = useToast();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  const nextKey = useRef(0);
  const keyed = <T,>(row: T): Keyed<T> => ({ ...row, key: nextKey.current++ });
  const { accountRecords, itemRecords, ...initialFields } = view.values;
  const [fields, setFields] = useState<Fields>(initialFields);
  const [accountRows, setAccountRows] = useState(() => padRows(accountRecords, emptySalesAccountRow).map(keyed));
  const [itemRows, setItemRows] = useState(() => padRows(itemRecords, emptySalesItemRow).map(keyed));
  const [party, setParty] = useState<CustomerParty | null>(view.party);
  const [clientSummary, setClientSummary] = useState<string[] | null>(null);
  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }));

  const checks = useDeferredChecks(loadChecks);
  const [form] = useForm({
    id: `sales-${kind}-${mode}`,
    lastResult: view.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: (context) =>
      validateWhenLoaded(checks, context, (check) => {
        const submission = check(context.formData, kind);
        const submitter = context.submitter;
        const intent = submitter?.getAttribute("name") === "intent" ? submitter.getAttribute("value") : null;
        if (isSaveIntent(intent) && submission.status !== "success") {
          const messages = errorList(submission.error);
          setClientSummary(messages);
          if (messages[0]) toast.error(messages[0]);
        }
        return submission;
      }),
  });
  const errors = form.allErrors;

  useEffect(() => {
    if (view.summary?.[0]) toast.error(view.summary[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useRevalidateOnChange(form, [accountRows, itemRows, fields.customerId, fields.depositToAccountId]);

  // The customer's contacts, Bill To, Ship To, payment term and tax exemption, read when it is chosen.
  const partySeq = useRef(0);
  const loadParty = async (customerId: string, fill: boolean) => {
    const seq = ++partySeq.current;
    if (!customerId) return setParty(null);
    try {
      const response = await fetch(`/api/customer/customers/${encodeURIComponent(customerId)}`, {
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const body = (await response.json()) as { customer: Parameters<typeof partyOfCustomer>[0] };
      if (seq !== partySeq.current) return;
      const next = partyOfCustomer(body.customer);
      setParty(next);
      if (fill) set({ billTo: next.billTo, shipTo: next.shipTo, paymentTermId: next.paymentTermId ? String(next.paymentTermId) : "" });
    } catch {
      if (seq !== partySeq.current) return;
      setParty(null);
      toast.error("Unable to load the customer's details.");
    }
  };
  const chooseCustomer = (customerId: string) => {
    set({ customerId, contactName: "", ...(customerId ? {} : { billTo: "", shipTo: "" }) });
    void loadParty(customerId, true);
  };
  useEffect(() => {
    if (fields.customerId && String(party?.id ?? "") !== fields.customerId) void loadParty(fields.customerId, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shownParty = party && String(party.id) === fields.customerId ? party : null;
  const figures = liveSalesFigures({ ...fields, accountRecords: accountRows, itemRecords: itemRows }, options, shownParty);
  const term = options.paymentTerms.find((t) => String(t.id) === fields.paymentTermId) ?? null;
  const dueDate = dueDateFor(term, isoDate(fields.date) ?? today);
  const summary = clientSummary ?? view.summary;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (event.target !== event.currentTarget) return;
    form.onSubmit(event);
  };
  const setAccountRow = (index: number, patch: Partial<SalesAccountRow>) =>
    setAccountRows((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const setItemRow = (index: number, patch: Partial<SalesItemRow>) =>
    setItemRows((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

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
              <TextareaField
                label="Bill To"
                name="billTo"
                rows={4}
                maxLength={1000}
                value={fields.billTo}
                onChange={(e) => set({ billTo: e.target.value })}
                error={errors.billTo}
              />
              <TextareaField
                label="Ship To"
                name="shipTo"
                rows={4}
                maxLength={1000}
                value={fields.shipTo}
                onChange={(e) => set({ shipTo: e.target.value })}
                error={errors.shipTo}
              />
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
                rows={accountRows}
                onChange={setAccountRow}
                onAdd={() => setAccountRows((rows) => (rows.length >= MAX_ROWS ? rows : [...rows, keyed(emptySalesAccountRow())]))}
                onDelete={(index) => setAccountRows((rows) => deleteRow(rows, index, () => keyed(emptySalesAccountRow())))}
                errors={errors}
                busy={busy}
              />
              <ItemRowsTable<SalesItemRow>
                items={options.items}
                taxable
                priceLabel="Rate"
                noItemsText="No products or services with an income account to sell yet."
                rows={itemRows}
                onChange={setItemRow}
                onAdd={() => setItemRows((rows) => (rows.length >= MAX_ROWS ? rows : [...rows, keyed(emptySalesItemRow())]))}
                onDelete={(index) => setItemRows((rows) => deleteRow(rows, index, () => keyed(emptySalesItemRow())))}
                errors={errors}
                busy={busy}
              />
              <RowErrors errors={errors} />
            </div>

            <div className="grid gap-4 lg:grid-cols-3">
              <div className="space-y-4 lg:col-span-2">
                <TextareaField
                  label="Customer Message"
                  name="customerMessage"
                  rows={2}
                  maxLength={2000}
                  value={fields.customerMessage}
                  onChange={(e) => set({ customerMessage: e.target.value })}
                  error={errors.customerMessage}
                />
                <TextareaField
                  label="Memo"
                  name="memo"
                  rows={2}
                  maxLength={2000}
                  value={fields.memo}
                  onChange={(e) => set({ memo: e.target.value })}
                  error={errors.memo}
                />
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
            <CancelButton href={cancelHref} disabled={busy} />
            {mode === "edit" ? (
              <>
                <Button type="submit" name="intent" value="save-draft" variant="secondary" disabled={busy}>
                  Save Draft
                </Button>
                <Button type="submit" name="intent" value="save-open" disabled={busy}>
                  Save Invoice
                </Button>
              </>
            ) : (
              <SaveButtons busy={busy} draft={screen.saveAsDraft} />
            )}
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
