import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FilterSelect, labelled } from "~/components/ui/filter-select";
import { RECURRING_VIEW_LABELS, RECURRING_VIEWS } from "~/modules/recurring/constants";

// The filters of the schedules' lists (Recurring Transactions, Reminders), a GET form so they stay
// in the URL: the View, the list's own filters (`children`), and the search by name or party.

export function ScheduleFilters({
  idPrefix,
  label,
  query,
  submit,
  children,
}: {
  idPrefix: string;
  /** The form's accessible name ("Filter reminders") */
  label: string;
  query: { view: string; q: string };
  /** The button's words */
  submit: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" aria-label={label} className="flex flex-wrap items-end gap-3">
      <FilterSelect
        id={`${idPrefix}-view`}
        label="View"
        name="view"
        value={query.view}
        options={labelled(RECURRING_VIEWS, RECURRING_VIEW_LABELS)}
      />
      {children}
      <Field
        id={`${idPrefix}-search`}
        label="Search"
        type="search"
        name="q"
        defaultValue={query.q}
        placeholder="Name, vendor or customer"
        maxLength={100}
      />
      <Button type="submit" variant="secondary">
        {submit}
      </Button>
    </Form>
  );
}
