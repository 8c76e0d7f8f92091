import { createContext, useContext, type ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { describedBy, FieldError, inputClasses, Label } from "~/components/ui/field";
import type { WizardValues } from "./wizard-state";

// The wizard's inputs: the UI kit's label and input styles, with ids derived from the field name
// (stable across the server render and hydration) and errors announced with role="alert".

/** Errors by field name, nested names with dots (`costOfGoodsSold.inventory`). */
export type StepErrors = Record<string, string[] | undefined>;

/** What the wizard hands each step (most steps read them through their fields, see StepValues). */
export type StepProps = { values: WizardValues; errors: StepErrors };

export const fieldId = (name: string) => `setup-${name.replace(/\./g, "-")}`;

/**
 * The step's values and errors, so a field finds its own by name (`costOfGoodsSold.inventory`
 * reads values.costOfGoodsSold.inventory); a field's own defaultValue/errors props win.
 */
const StepContext = createContext<{ values: object; errors: StepErrors }>({ values: {}, errors: {} });

export function StepValues({ values, errors, children }: { values: object; errors: StepErrors; children: ReactNode }) {
  return <StepContext.Provider value={{ values, errors }}>{children}</StepContext.Provider>;
}

function useStepField(name: string) {
  const { values, errors } = useContext(StepContext);
  const value = name.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], values);
  return { value, errors: errors[name] };
}

function ids(name: string) {
  const controlId = fieldId(name);
  return { controlId, errorId: `${controlId}-error`, descriptionId: `${controlId}-description` };
}

export function ErrorText({ id, errors }: { id: string; errors?: readonly string[] }) {
  return <FieldError id={id} error={errors} />;
}

/** What stands under a control: its description, then its errors. */
function BelowControl({
  ids: fieldIds,
  description,
  errors,
  className,
}: {
  ids: ReturnType<typeof ids>;
  description?: ReactNode;
  errors?: readonly string[];
  className?: string;
}) {
  return (
    <>
      {description ? (
        <p id={fieldIds.descriptionId} className={cn("mt-1 text-xs text-slate-500", className)}>
          {description}
        </p>
      ) : null}
      <ErrorText id={fieldIds.errorId} errors={errors} />
    </>
  );
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
      <BelowControl ids={fieldIds} description={description} errors={errors} />
    </div>
  );
}

type TextFieldProps = LabelledProps & {
  defaultValue?: string;
  type?: "text" | "email" | "tel" | "url" | "password";
  autoComplete?: string;
};

export function TextField({ defaultValue, type = "text", autoComplete, ...field }: TextFieldProps) {
  return (
    <StepLabelled
      field={field}
      defaultValue={defaultValue}
      control={(props, value) => <input {...props} type={type} defaultValue={value} autoComplete={autoComplete} className={inputClasses} />}
    />
  );
}

/** A labelled control whose default value and errors come from the step unless given. */
function StepLabelled({
  field,
  defaultValue,
  control,
}: {
  field: LabelledProps;
  defaultValue: string | undefined;
  control: (props: ControlProps, value: string) => ReactNode;
}) {
  const step = useStepField(field.name);
  const value = defaultValue ?? String(step.value ?? "");
  return <Labelled errors={step.errors} {...field} control={(props) => control(props, value)} />;
}

export type Option = { value: string; label: string };

type SelectFieldProps = Omit<LabelledProps, "description"> & {
  options: readonly Option[];
  defaultValue?: string;
};

export function SelectField({ options, defaultValue, ...field }: SelectFieldProps) {
  return (
    <StepLabelled
      field={field}
      defaultValue={defaultValue}
      control={(props, value) => (
        <select {...props} defaultValue={value} className={cn(inputClasses, "pr-8")}>
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
  defaultValue?: string;
  errors?: readonly string[];
  inline?: boolean;
  className?: string;
};

/** A fieldset of radios; the legend names the group. */
export function RadioGroup({ name, legend, options, inline = true, className, ...own }: RadioGroupProps) {
  const step = useStepField(name);
  const defaultValue = own.defaultValue ?? String(step.value ?? "");
  const errors = own.errors ?? step.errors;
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
  defaultChecked?: boolean;
  errors?: readonly string[];
  description?: ReactNode;
  className?: string;
};

export function Checkbox({ name, label, description, className, ...own }: CheckboxProps) {
  const step = useStepField(name);
  const defaultChecked = own.defaultChecked ?? step.value === true;
  const errors = own.errors ?? step.errors;
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
      <BelowControl ids={fieldIds} description={description} errors={errors} className="ml-6" />
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
