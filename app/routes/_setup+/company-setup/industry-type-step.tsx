import { useState } from "react";
import { cn } from "~/components/ui/cn";
import { inputClasses, Label } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { INDUSTRIES } from "~/modules/companies/reference-data";
import { ErrorText, fieldId, type StepProps } from "./fields";

const matches = (label: string, query: string) => label.toLowerCase().includes(query.trim().toLowerCase());

/**
 * Industry Type: a list of radios with a search box filtering by label text. Without
 * JavaScript the search box is left out and the radios work on their own.
 */
export function IndustryTypeStep({ values, errors }: StepProps) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const visible = INDUSTRIES.filter((industry) => matches(industry.label, query));
  const errorId = `${fieldId("industryId")}-error`;
  const hasError = Boolean(errors.industryId?.length);
  return (
    <fieldset aria-describedby={hasError ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">Which industry is your company in?</legend>
      {hydrated ? (
        <div className="mb-3 max-w-sm">
          <Label htmlFor="setup-industry-search">Search industries</Label>
          <input
            id="setup-industry-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            // Enter filters; it must not submit the step.
            onKeyDown={(event) => {
              if (event.key === "Enter") event.preventDefault();
            }}
            placeholder="Type to filter, e.g. consulting"
            aria-controls="setup-industry-list"
            className={inputClasses}
          />
        </div>
      ) : null}
      <div
        id="setup-industry-list"
        className="grid max-h-96 gap-x-6 gap-y-2 overflow-y-auto rounded-md border border-slate-200 p-3 sm:grid-cols-2"
      >
        {INDUSTRIES.map((industry) => {
          const id = `${fieldId("industryId")}-${industry.id}`;
          // Filtered-out industries stay in the form (hidden), so a choice survives a search.
          return (
            <div
              key={industry.id}
              className={cn("items-center gap-2", visible.includes(industry) ? "flex" : "hidden")}
              hidden={!visible.includes(industry)}
            >
              <input
                type="radio"
                id={id}
                name="industryId"
                value={industry.id}
                defaultChecked={values.industryId === String(industry.id)}
                className="h-4 w-4 border-slate-300 text-blue-600 focus:ring-2 focus:ring-blue-500"
              />
              <label htmlFor={id} className="text-sm text-slate-700">
                {industry.label}
              </label>
            </div>
          );
        })}
        {visible.length === 0 ? (
          <p role="status" className="text-sm text-slate-500">
            No industry matches “{query}”.
          </p>
        ) : null}
      </div>
      <ErrorText id={errorId} errors={errors.industryId} />
    </fieldset>
  );
}
