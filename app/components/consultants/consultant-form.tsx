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

const KIND_OPTIONS = EMPLOYMENT_KINDS.map((k) => ({ value: k, label: EMPLOYMENT_KIND_LABELS[k] }));

export function ConsultantForm({ consultant, vendors, customers, items, answer, cancelTo }: ConsultantFormProps) {
  const intent = answer?.values.intent ?? "save";
  const own = intent === "save" || intent === "delete" ? answer : undefined;
  const value = (name: string, stored: string) => own?.values[name] ?? stored;
  const error = (name: string) => own?.errors[name];
  return (
    <div className="space-y-8">
      <Form method="post" className="max-w-3xl space-y-4" aria-label={consultant ? "Edit consultant" : "New consultant"}>
        <FormErrors errors={own?.messages} />
        {consultant ? <input type="hidden" name="version" value={consultant.version} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Consultant Name"
            name="consultantName"
            required
            maxLength={100}
            defaultValue={value("consultantName", consultant?.consultantName ?? "")}
            error={error("consultantName")}
          />
          <SelectField
            label="Employment"
            name="employmentKind"
            options={KIND_OPTIONS}
            defaultValue={value("employmentKind", consultant?.employmentKind ?? "employee")}
            error={error("employmentKind")}
          />
          <Field
            label="Email"
            name="email"
            type="email"
            maxLength={254}
            defaultValue={value("email", consultant?.email ?? "")}
            error={error("email")}
          />
          <Field label="Phone" name="phone" maxLength={50} defaultValue={value("phone", consultant?.phone ?? "")} error={error("phone")} />
          <SelectField
            label="Paid through vendor (contractors)"
            name="vendorId"
            placeholder="None"
            options={vendors}
            defaultValue={value("vendorId", consultant?.vendorId ? String(consultant.vendorId) : "")}
            error={error("vendorId")}
          />
          <div />
          <Field
            label="Default Bill Rate (per hour)"
            name="billRate"
            inputMode="decimal"
            defaultValue={value("billRate", consultant?.billRate ?? "0.00")}
            error={error("billRate")}
          />
          <Field
            label="Pay Rate (per hour)"
            name="payRate"
            inputMode="decimal"
            defaultValue={value("payRate", consultant?.payRate ?? "0.00")}
            error={error("payRate")}
          />
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
  const value = (name: string, stored: string) => answer?.values[name] ?? stored;
  const error = (name: string) => answer?.errors[name];
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
          name="customerId"
          placeholder="Select customer"
          options={customers}
          defaultValue={value("customerId", placement ? String(placement.customerId) : "")}
          error={error("customerId")}
        />
        <SelectField
          label="Service Item"
          name="itemId"
          placeholder="Select item"
          options={items}
          defaultValue={value("itemId", placement ? String(placement.itemId) : "")}
          error={error("itemId")}
        />
        <Field
          label="Bill Rate"
          name="billRate"
          inputMode="decimal"
          placeholder={consultantRate}
          description="Blank: the consultant's default"
          defaultValue={value("billRate", placement?.billRate ?? "")}
          error={error("billRate")}
        />
        <Field
          label="Start Date"
          name="startDate"
          placeholder="MM/DD/YYYY"
          defaultValue={value("startDate", placement ? formatUsDate(placement.startDate) : "")}
          error={error("startDate")}
        />
        <Field
          label="End Date"
          name="endDate"
          placeholder="MM/DD/YYYY"
          defaultValue={value("endDate", placement?.endDate ? formatUsDate(placement.endDate) : "")}
          error={error("endDate")}
        />
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
