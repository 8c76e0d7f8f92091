import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { describedBy, FieldError, inputClasses, Label } from "~/components/ui/field";

// The wizard's inputs: the UI kit's label and input styles, with ids derived from the field name
// (stable across the server render and hydration) and errors announced with role="alert".

/** Errors by field name, nested names with dots (`costOfGoodsSold.inventory`). */
export type StepErrors = Record<string, string[] | undefined>;

export const fieldId = (name: string) => `setup-${name.replace(/\./g, "-")}`;

function ids(name: string) {
  const controlId = fieldId(name);
  return { controlId, errorId: `${controlId}-error`, descriptionId: `${controlId}-description` };
}

export function ErrorText({ id, errors }: { id: string; errors?: readonly string[] }) {
  return <FieldError id={id} error={errors} />;
}

type ControlProps = {
  id: string;
  name: string;
  "aria-required": true | undefined;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
};

type LabelledProps = {
  name: string;
  label: string;
  errors?: readonly string[];
  required?: boolean;
  description?: ReactNode;
  className?: string;
};

/** A label above its control, the description and the errors below; the control gets its id, name and aria. */
function Labelled({
  name,
  label,
  errors,
  required,
  description,
  className,
  control,
}: LabelledProps & { control: (props: ControlProps) => ReactNode }) {
  const fieldIds = ids(name);
  return (
    <div className={className}>
      <Label htmlFor={fieldIds.controlId} required={required}>
        {label}
      </Label>
      {control({
        id: fieldIds.controlId,
        name,
        "aria-required": required || undefined,
        ...describedBy(fieldIds, { hasError: Boolean(errors?.length), hasDescription: Boolean(description) }),
      })}
      {description ? (
        <p id={fieldIds.descriptionId} className="mt-1 text-xs text-slate-500">
          {description}
        </p>
      ) : null}
      <ErrorText id={fieldIds.errorId} errors={errors} />
    </div>
  );
}

type TextFieldProps = LabelledProps & {
  defaultValue: string;
  type?: "text" | "email" | "tel" | "url" | "password";
  autoComplete?: string;
};

export function TextField({ defaultValue, type = "text", autoComplete, ...field }: TextFieldProps) {
  return (
    <Labelled
      {...field}
      control={(props) => <input {...props} type={type} defaultValue={defaultValue} autoComplete={autoComplete} className={inputClasses} />}
    />
  );
}

export type Option = { value: string; label: string };

type SelectFieldProps = Omit<LabelledProps, "description"> & {
  options: readonly Option[];
  defaultValue: string;
};

export function SelectField({ options, defaultValue, ...field }: SelectFieldProps) {
  return (
    <Labelled
      {...field}
      control={(props) => (
        <select {...props} defaultValue={defaultValue} className={cn(inputClasses, "pr-8")}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

type RadioGroupProps = {
  name: string;
  legend: string;
  options: readonly Option[];
  defaultValue: string;
  errors?: readonly string[];
  inline?: boolean;
  className?: string;
};

/** A fieldset of radios; the legend names the group. */
export function RadioGroup({ name, legend, options, defaultValue, errors, inline = true, className }: RadioGroupProps) {
  const fieldIds = ids(name);
  const hasError = Boolean(errors?.length);
  return (
    <fieldset className={className} aria-describedby={hasError ? fieldIds.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={cn("flex gap-x-6 gap-y-2", inline ? "flex-wrap" : "flex-col")}>
        {options.map((option) => {
          const id = `${fieldIds.controlId}-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <input
                type="radio"
                id={id}
                name={name}
                value={option.value}
                defaultChecked={defaultValue === option.value}
                className="h-4 w-4 border-slate-300 text-blue-600 focus:ring-2 focus:ring-blue-500"
              />
              <label htmlFor={id} className="text-sm text-slate-700">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <ErrorText id={fieldIds.errorId} errors={errors} />
    </fieldset>
  );
}

export const YES_NO: readonly Option[] = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
];

type CheckboxProps = {
  name: string;
  label: string;
  defaultChecked: boolean;
  errors?: readonly string[];
  description?: ReactNode;
  className?: string;
};

export function Checkbox({ name, label, defaultChecked, errors, description, className }: CheckboxProps) {
  const fieldIds = ids(name);
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          id={fieldIds.controlId}
          name={name}
          defaultChecked={defaultChecked}
          className="h-4 w-4 rounded border-slate-300 text-blue-600 focus:ring-2 focus:ring-blue-500"
          {...describedBy(fieldIds, { hasError: Boolean(errors?.length), hasDescription: Boolean(description) })}
        />
        <label htmlFor={fieldIds.controlId} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {description ? (
        <p id={fieldIds.descriptionId} className="ml-6 mt-1 text-xs text-slate-500">
          {description}
        </p>
      ) : null}
      <ErrorText id={fieldIds.errorId} errors={errors} />
    </div>
  );
}

/** A titled group of related inputs inside a step. */
export function Section({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn("rounded-md border border-slate-200 p-4", className)}>
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="space-y-3">{children}</div>
    </fieldset>
  );
}
