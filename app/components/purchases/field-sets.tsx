import { DatePicker } from "~/components/ui/date-picker";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/field";
import { cn } from "~/components/ui/cn";
import { formatUsDate } from "~/lib/dates";
import type { VendorParty } from "~/modules/purchases/form-rules";
import type { PurchaseFieldSet, PurchaseForm } from "~/modules/purchases/kinds/shared";
import { CHEQUE, PURCHASE_PAYMENT_METHODS } from "~/modules/purchases/constants";
import { ContactSelect } from "~/components/documents/contact-select";
import { PayFromSelect, VendorSearchButton, VendorSelect } from "./party-fields";
import {
  CHEQUE_NUMBER_TEXT,
  CHEQUE_SHOWN_FIELD,
  DUE_DATE_HINT,
  isoDate,
  type PurchaseFormLoaded,
  type PurchaseFormValues,
  type PurchaseFormView,
} from "./purchase-form-data";

// The field sets a purchase form's header is made of, one component each. A kind's descriptor
// (purchases/kinds/<kind>.ts, `form.header`) says which it shows and in what order, and its
// labels; the frame (purchase-document-form.tsx) renders them with one set of props.

export type HeaderFields = Omit<PurchaseFormValues, "accountRecords" | "itemRecords">;

/** What every field set may read: the kind's form, the values and their setter, the errors, the choices. */
export interface FieldSetProps {
  form: PurchaseForm;
  loaded: PurchaseFormLoaded;
  view: PurchaseFormView;
  fields: HeaderFields;
  set: (patch: Partial<HeaderFields>) => void;
  errors: Record<string, string[] | undefined>;
  party: VendorParty | null;
  chooseVendor: (vendorId: string) => void;
  hydrated: boolean;
  /** The vendor is required (the kind's party) */
  vendorRequired: boolean;
  /** Paid from an account at once: the account is required */
  paying: boolean;
  /** The balance rule's message for the chosen account, if it cannot pay the total */
  balanceMessage: string | null;
  /** The due date from the payment term and the date (YYYY-MM-DD) */
  dueDate: string;
  payFromTypes: readonly string[];
}

/** Fields the form fills itself (number, due date, cheque number). */
const READ_ONLY = "bg-slate-50 text-slate-600";

function VendorFieldSet({ form, loaded, view, fields, errors, party, chooseVendor, hydrated, vendorRequired }: FieldSetProps) {
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <VendorSelect
          companyId={loaded.companyId}
          vendors={view.vendors ?? loaded.options.vendors}
          searchValue={view.vendorSearch}
          party={party}
          value={fields.vendorId}
          onChange={chooseVendor}
          required={vendorRequired}
          error={errors.vendorId}
          label={form.vendor.label}
        />
      </div>
      {form.vendor.search ? (
        <div className={cn(hydrated ? "pb-0.5" : "hidden")}>
          <VendorSearchButton companyId={loaded.companyId} onChoose={chooseVendor} />
        </div>
      ) : null}
    </div>
  );
}

/** Contact Name and Phone: two cells of the grid. */
function ContactFieldSet({ fields, set, errors, party }: FieldSetProps) {
  return (
    <>
      <ContactSelect
        party={party && String(party.id) === fields.vendorId ? party : null}
        value={fields.contactName}
        onChange={(contactName, phone) => set({ contactName, ...(phone !== null ? { phone } : {}) })}
        error={errors.contactName}
      />
      <Field
        label="Phone"
        name="phone"
        value={fields.phone}
        maxLength={50}
        onChange={(e) => set({ phone: e.target.value })}
        error={errors.phone}
      />
    </>
  );
}

function PayFromFieldSet({ form, loaded, fields, set, errors, paying, balanceMessage, payFromTypes }: FieldSetProps) {
  if (!form.payFrom) return null;
  const { field, label, hint } = form.payFrom;
  return (
    <PayFromSelect
      name={field}
      label={label}
      companyId={loaded.companyId}
      accounts={loaded.options.payFromAccounts}
      types={payFromTypes}
      value={fields[field]}
      onChange={(accountId) => set({ [field]: accountId })}
      required={paying}
      error={[...(errors[field] ?? []), ...(balanceMessage ? [balanceMessage] : [])]}
      description={hint}
    />
  );
}

/** A date field set: the document's date (labelled by the kind) or another date of its header. */
const dateFieldSet =
  (name: "date" | "deliveryDate", fixed?: { label: string; invalidMessage: string }) =>
  ({ form, view, set, errors }: FieldSetProps) => {
    const { label, invalidMessage } = fixed ?? form.date;
    return (
      <DatePicker
        name={name}
        label={label}
        defaultValue={isoDate(view.values[name])}
        defaultText={view.values[name]}
        invalidMessage={invalidMessage}
        onChange={(iso) => set({ [name]: iso ?? "" })}
        error={errors[name]}
      />
    );
  };

function NumberFieldSet({ form, loaded }: FieldSetProps) {
  return <Field label={form.numberLabel} value={loaded.options.nextNumber} readOnly aria-readonly="true" className={READ_ONLY} />;
}

function BillToFieldSet({ fields, set, errors }: FieldSetProps) {
  return (
    <TextareaField
      label="Bill To"
      name="billTo"
      rows={4}
      maxLength={1000}
      value={fields.billTo}
      onChange={(e) => set({ billTo: e.target.value })}
      error={errors.billTo}
    />
  );
}

/** Payment Method, and the Cheque section when it is Cheque. */
function PaymentMethodFieldSet({ fields, set, errors }: FieldSetProps) {
  return (
    <>
      <SelectField
        label="Payment Method"
        name="paymentMethod"
        required
        options={PURCHASE_PAYMENT_METHODS.map((m) => ({ value: m, label: m }))}
        value={fields.paymentMethod}
        // Cheque ticks TO BE PRINTED by default.
        onChange={(e) => set({ paymentMethod: e.target.value, ...(e.target.value === CHEQUE ? { toBePrinted: true } : {}) })}
        error={errors.paymentMethod}
      />
      {fields.paymentMethod === CHEQUE ? (
        <fieldset className="space-y-3 rounded-md border border-slate-200 p-3" aria-label="Cheque">
          <legend className="px-1 text-sm font-semibold text-slate-700">Cheque</legend>
          <input type="hidden" name={CHEQUE_SHOWN_FIELD} value="1" />
          <CheckboxField
            label="TO BE PRINTED"
            name="toBePrinted"
            checked={fields.toBePrinted}
            onChange={(e) => set({ toBePrinted: e.target.checked })}
          />
          <Field label="Cheque No" value={CHEQUE_NUMBER_TEXT} readOnly aria-readonly="true" className={READ_ONLY} />
        </fieldset>
      ) : null}
    </>
  );
}

function PaymentTermFieldSet({ loaded, fields, set, errors }: FieldSetProps) {
  return (
    <SelectField
      label="Payment Term"
      name="paymentTermId"
      placeholder="None (due on the bill date)"
      options={loaded.options.paymentTerms.map((t) => ({ value: String(t.id), label: t.name }))}
      value={fields.paymentTermId}
      onChange={(e) => set({ paymentTermId: e.target.value })}
      error={errors.paymentTermId}
    />
  );
}

function DueDateFieldSet({ dueDate }: FieldSetProps) {
  return (
    <Field label="Due Date" value={formatUsDate(dueDate)} readOnly aria-readonly="true" className={READ_ONLY} description={DUE_DATE_HINT} />
  );
}

function VendorReferenceFieldSet({ form, fields, set, errors }: FieldSetProps) {
  return (
    <Field
      label={form.reference.label}
      name="vendorReference"
      maxLength={100}
      value={fields.vendorReference}
      onChange={(e) => set({ vendorReference: e.target.value })}
      error={errors.vendorReference}
    />
  );
}

/** Each field set's component, by the name a descriptor's `form.header` uses. */
export const FIELD_SETS: Record<PurchaseFieldSet, (props: FieldSetProps) => JSX.Element | null> = {
  vendor: VendorFieldSet,
  contact: ContactFieldSet,
  payFrom: PayFromFieldSet,
  date: dateFieldSet("date"),
  number: NumberFieldSet,
  billTo: BillToFieldSet,
  paymentMethod: PaymentMethodFieldSet,
  deliveryDate: dateFieldSet("deliveryDate", { label: "Delivery Date", invalidMessage: "Delivery date must be a valid date (MM/DD/YYYY)" }),
  paymentTerm: PaymentTermFieldSet,
  dueDate: DueDateFieldSet,
  vendorReference: VendorReferenceFieldSet,
};

/** The header as the kind's descriptor lays it out: grids of cells, a cell one field set or a stack of them. */
export function DocumentHeader(props: FieldSetProps) {
  const render = (name: PurchaseFieldSet) => {
    const FieldSet = FIELD_SETS[name];
    return <FieldSet key={name} {...props} />;
  };
  return (
    <>
      {props.form.header.map((row, index) => (
        <div key={index} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {row.map((cell) =>
            typeof cell === "string" ? (
              render(cell)
            ) : (
              <div key={cell.join("+")} className="space-y-4">
                {cell.map(render)}
              </div>
            ),
          )}
        </div>
      ))}
    </>
  );
}
