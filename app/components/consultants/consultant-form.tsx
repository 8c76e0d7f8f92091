import { Form, Link } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { CheckboxField, Field, FormErrors, SelectField, type SelectOption } from "~/components/ui/field";
import { formatUsDate } from "~/lib/dates";
import { EMPLOYMENT_KINDS, EMPLOYMENT_KIND_LABELS, type ConsultantRecord, type PlacementRecord } from "~/modules/consultants/constants";

// New / Edit Consultant: the consultant's fields, and on an edit its placements (each a small form
// of its own: customer, service item, bill rate, dates) with a form to add one. Plain forms posted
// to the route's action, so they work without JavaScript; a refusal comes back with the values
// typed and the messages (FormAnswer).

/** A refused form's answer: messages by field, the form's messages, and the values as typed. */
export type FormAnswer = { errors: Record<string, string[]>; messages: string[]; values: Record<string, string> };

export interface ConsultantFormProps {
  companyId: number;
  consultant: ConsultantRecord | null;
  vendors: SelectOption[];
  customers: SelectOption[];
  items: SelectOption[];
  answer?: FormAnswer;
  cancelTo: string;
}

/** A field bound to a form's answer: its name, its value (as typed when refused, else `stored`), its messages. */
function fieldsOf(answer: FormAnswer | undefined) {
  return (name: string, stored: string) => ({ name, defaultValue: answer?.values[name] ?? stored, error: answer?.errors[name] });
}

const KIND_OPTIONS = EMPLOYMENT_KINDS.map((k) => ({ value: k, label: EMPLOYMENT_KIND_LABELS[k] }));

export function ConsultantForm({ consultant, vendors, customers, items, answer, cancelTo }: ConsultantFormProps) {
  const intent = answer?.values.intent ?? "save";
  const own = intent === "save" || intent === "delete" ? answer : undefined;
  const field = fieldsOf(own);
  return (
    <div className="space-y-8">
      <Form method="post" className="max-w-3xl space-y-4" aria-label={consultant ? "Edit consultant" : "New consultant"}>
        <FormErrors errors={own?.messages} />
        {consultant ? <input type="hidden" name="version" value={consultant.version} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Consultant Name" {...field("consultantName", consultant?.consultantName ?? "")} required maxLength={100} />
          <SelectField label="Employment" {...field("employmentKind", consultant?.employmentKind ?? "employee")} options={KIND_OPTIONS} />
          <Field label="Email" {...field("email", consultant?.email ?? "")} type="email" maxLength={254} />
          <Field label="Phone" {...field("phone", consultant?.phone ?? "")} maxLength={50} />
          <SelectField
            label="Paid through vendor (contractors)"
            {...field("vendorId", consultant?.vendorId ? String(consultant.vendorId) : "")}
            placeholder="None"
            options={vendors}
          />
          <div />
          <Field label="Default Bill Rate (per hour)" {...field("billRate", consultant?.billRate ?? "0.00")} inputMode="decimal" />
          <Field label="Pay Rate (per hour)" {...field("payRate", consultant?.payRate ?? "0.00")} inputMode="decimal" />
        </div>
        <CheckboxField label="Active" name="active" defaultChecked={own ? own.values.active === "on" : (consultant?.active ?? true)} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="save">
            {consultant ? "Update Changes" : "Save"}
          </Button>
          <Link to={cancelTo} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
            Cancel
          </Link>
          {consultant ? (
            <Button type="submit" name="intent" value="delete" variant="danger" formNoValidate>
              Delete Consultant
            </Button>
          ) : null}
        </div>
      </Form>

      {consultant ? (
        <section aria-labelledby="placements-heading" className="space-y-4">
          <h2 id="placements-heading" className="text-lg font-semibold text-slate-900">
            Placements
          </h2>
          {consultant.placements.length === 0 ? <p className="text-sm text-slate-600">Not placed at any customer yet.</p> : null}
          {consultant.placements.map((p) => (
            <PlacementForm
              key={p.id}
              placement={p}
              customers={customers}
              items={items}
              answer={answer?.values.placementId === String(p.id) && intent !== "add-placement" ? answer : undefined}
              consultantRate={consultant.billRate}
            />
          ))}
          <PlacementForm
            customers={customers}
            items={items}
            answer={intent === "add-placement" ? answer : undefined}
            consultantRate={consultant.billRate}
          />
        </section>
      ) : null}
    </div>
  );
}

function PlacementForm({
  placement,
  customers,
  items,
  answer,
  consultantRate,
}: {
  placement?: PlacementRecord;
  customers: SelectOption[];
  items: SelectOption[];
  answer?: FormAnswer;
  consultantRate: string;
}) {
  const field = fieldsOf(answer);
  const label = placement ? `Placement at ${placement.customerName}` : "Add placement";
  return (
    <Form method="post" aria-label={label} className="rounded border border-slate-200 p-4">
      <h3 className="mb-2 font-medium text-slate-800">
        {placement
          ? `${placement.customerName} — ${placement.itemName} at ${placement.effectiveRate}/h, from ${formatUsDate(placement.startDate)}${placement.endDate ? ` to ${formatUsDate(placement.endDate)}` : ""}`
          : "Add placement"}
      </h3>
      <FormErrors errors={answer?.messages} />
      {placement ? <input type="hidden" name="placementId" value={placement.id} /> : null}
      <div className="grid gap-3 sm:grid-cols-5">
        <SelectField
          label="Customer"
          {...field("customerId", placement ? String(placement.customerId) : "")}
          placeholder="Select customer"
          options={customers}
        />
        <SelectField
          label="Service Item"
          {...field("itemId", placement ? String(placement.itemId) : "")}
          placeholder="Select item"
          options={items}
        />
        <Field
          label="Bill Rate"
          {...field("billRate", placement?.billRate ?? "")}
          inputMode="decimal"
          placeholder={consultantRate}
          description="Blank: the consultant's default"
        />
        <Field label="Start Date" {...field("startDate", placement ? formatUsDate(placement.startDate) : "")} placeholder="MM/DD/YYYY" />
        <Field label="End Date" {...field("endDate", placement?.endDate ? formatUsDate(placement.endDate) : "")} placeholder="MM/DD/YYYY" />
      </div>
      <div className="mt-3 flex gap-2">
        <Button
          type="submit"
          name="intent"
          value={placement ? "update-placement" : "add-placement"}
          variant={placement ? "secondary" : "primary"}
        >
          {placement ? "Save Placement" : "Add Placement"}
        </Button>
        {placement ? (
          <Button type="submit" name="intent" value="delete-placement" variant="ghost" formNoValidate>
            Remove
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** New Consultant's screen (consultant/add-customer-consultant and customers/add-consultant). */
export function NewConsultantScreen({
  loaded,
  answer,
}: {
  loaded: Omit<ConsultantFormProps, "answer" | "cancelTo" | "consultant">;
  answer?: FormAnswer;
}) {
  const list = menuHref(loaded.companyId, "consultant/list");
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <Breadcrumb items={[{ label: "Consultant" }, { label: "Consultant List", to: list }, { label: "New Consultant" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">New Consultant</h1>
      <ConsultantForm {...loaded} consultant={null} answer={answer} cancelTo={list} />
    </div>
  );
}

/** A list's customer filter: a GET form, so it works without JavaScript. */
export function CustomerFilter({ label, customers, customerId }: { label: string; customers: SelectOption[]; customerId: number | null }) {
  return (
    <Form method="get" aria-label={label} className="flex flex-wrap items-end gap-3">
      <SelectField
        label="Customer"
        name="customerId"
        placeholder="All customers"
        options={customers}
        defaultValue={customerId ? String(customerId) : ""}
      />
      <Button type="submit" variant="secondary">
        Filter
      </Button>
    </Form>
  );
}
