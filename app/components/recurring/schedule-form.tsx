import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, SelectField } from "~/components/ui/field";
import {
  FREQUENCIES,
  FREQUENCY_LABELS,
  MODE_LABELS,
  MODES,
  RECURRING_KIND_LABELS,
  type RecurringKind,
} from "~/modules/recurring/constants";

// The New / Edit Recurring Transaction form: what to memorize (a saved document, new schedules
// only) and when it comes again. A plain form (it works without JavaScript); the server checks it
// with the schedule's schema and answers the messages by field.

/** The form's fields as text, as posted and as given back with a refusal. */
export type ScheduleFormValues = Record<string, string>;

export interface ScheduleFormAnswer {
  values: ScheduleFormValues;
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
}

export interface ScheduleFormProps {
  mode: "new" | "edit";
  values: ScheduleFormValues;
  answer?: ScheduleFormAnswer | null;
  /** New: the documents to choose from ("kind:id" → label) */
  documents?: readonly { value: string; label: string }[];
  /** Edit: what the schedule holds, e.g. "Bill · Acme Supplies" */
  holds?: string;
  cancelHref: string;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export function ScheduleForm({ mode, values: initial, answer, documents = [], holds, cancelHref }: ScheduleFormProps) {
  const values = answer?.values ?? initial;
  const error = (name: string) => answer?.fieldErrors[name];
  return (
    <Form method="post" className="max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-6" aria-label="Recurring transaction">
      <FormErrors errors={answer?.formErrors} />
      {mode === "edit" ? <input type="hidden" name="version" value={values.version} /> : null}
      <Field label="Name" name="name" required defaultValue={values.name} error={error("name")} maxLength={100} />
      {mode === "new" ? (
        <SelectField
          label="Transaction to memorize"
          name="document"
          required
          defaultValue={values.document}
          placeholder="Choose a saved transaction"
          options={documents}
          error={error("documentId") ?? error("kind")}
          description="A saved journal entry, bill, invoice, expense or transfer: each occurrence saves a copy of it, dated its own date."
        />
      ) : (
        <p className="text-sm text-slate-700">
          <span className="font-medium">Transaction:</span> {holds}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Frequency"
          name="frequency"
          defaultValue={values.frequency}
          options={options(FREQUENCIES, FREQUENCY_LABELS)}
          error={error("frequency")}
        />
        <Field
          label="Every (interval)"
          name="every"
          inputMode="numeric"
          defaultValue={values.every}
          error={error("every")}
          description="1: every month; 2: every other month"
        />
        <Field
          label="Next Date"
          name="nextDate"
          required
          placeholder="MM/DD/YYYY"
          defaultValue={values.nextDate}
          error={error("nextDate")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="End Date"
          name="endDate"
          placeholder="MM/DD/YYYY"
          defaultValue={values.endDate}
          error={error("endDate")}
          description="Blank: no end date"
        />
        <Field
          label="Number of occurrences"
          name="occurrenceLimit"
          inputMode="numeric"
          defaultValue={values.occurrenceLimit}
          error={error("occurrenceLimit")}
          description="Blank: no limit"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Mode"
          name="mode"
          defaultValue={values.mode}
          options={options(MODES, MODE_LABELS)}
          error={error("mode")}
          description="Automatic: created by the nightly run; Remind me: shown on the Reminders list"
        />
        <Field
          label="Remind days before"
          name="remindDaysBefore"
          inputMode="numeric"
          defaultValue={values.remindDaysBefore}
          error={error("remindDaysBefore")}
        />
      </div>
      {mode === "edit" ? (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="active" defaultChecked={values.active === "on"} /> Active (untick to pause)
        </label>
      ) : null}
      <div className="flex justify-end gap-2">
        <a href={cancelHref} className="px-3 py-2 text-sm">
          Cancel
        </a>
        <Button type="submit">{mode === "new" ? "Save Recurring Transaction" : "Update Changes"}</Button>
      </div>
    </Form>
  );
}

/** "Bill · Acme Supplies" */
export const holdsText = (kind: RecurringKind, partyName: string) => [RECURRING_KIND_LABELS[kind], partyName].filter(Boolean).join(" · ");
