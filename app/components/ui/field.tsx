import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cn } from "./cn";

/** A field error as forms give it: one message, a list (conform), or nothing. */
export type FieldErrors = string | readonly string[] | null | undefined;

export function errorMessages(error: FieldErrors): string[] {
  if (!error) return [];
  return (typeof error === "string" ? [error] : [...error]).filter(Boolean);
}

export const inputClasses =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/30";

/** Ids that tie a control to its label, description and error message. */
export function useFieldIds(id: string | undefined, name?: string) {
  const auto = useId();
  const controlId = id ?? `${name ? `${name}-` : "field-"}${auto.replace(/:/g, "")}`;
  return { controlId, errorId: `${controlId}-error`, descriptionId: `${controlId}-description` };
}

/** aria-describedby / aria-invalid for a control with an optional description and error. */
export function describedBy(
  ids: { errorId: string; descriptionId: string },
  opts: { hasError: boolean; hasDescription: boolean; extra?: string },
) {
  const list = [opts.extra, opts.hasDescription ? ids.descriptionId : null, opts.hasError ? ids.errorId : null].filter(Boolean);
  return {
    "aria-describedby": list.length ? list.join(" ") : undefined,
    "aria-invalid": opts.hasError ? (true as const) : undefined,
  };
}

export function Label({
  htmlFor,
  id,
  required,
  hidden,
  children,
  className,
}: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label htmlFor={htmlFor} id={id} className={cn(hidden ? "sr-only" : "mb-1 block text-sm font-medium text-slate-700", className)}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      ) : null}
    </label>
  );
}

/** The error text under a control; referenced by the control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: FieldErrors }) {
  const messages = errorMessages(error);
  if (messages.length === 0) return null;
  return (
    <div id={id} role="alert" className="mt-1 text-sm text-red-600">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** Errors about the whole form (not one field), above its fields. */
export function FormErrors({ errors, id }: { errors?: readonly string[] | null; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="mb-4 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

export function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs text-slate-500">
      {children}
    </p>
  );
}

type CommonFieldProps = {
  label: ReactNode;
  error?: FieldErrors;
  description?: ReactNode;
  /** Keep the label for screen readers only (e.g. inside table rows). */
  hideLabel?: boolean;
  containerClassName?: string;
};

export type FieldProps = CommonFieldProps & InputHTMLAttributes<HTMLInputElement>;

/** Label + input + description + error, wired with htmlFor, aria-describedby and aria-invalid. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, description, hideLabel, containerClassName, id, className, ...inputProps },
  ref,
) {
  const ids = useFieldIds(id, inputProps.name);
  const hasError = errorMessages(error).length > 0;
  return (
    <div className={containerClassName}>
      <Label htmlFor={ids.controlId} required={inputProps.required} hidden={hideLabel}>
        {label}
      </Label>
      <input
        ref={ref}
        id={ids.controlId}
        className={cn(inputClasses, className)}
        {...describedBy(ids, { hasError, hasDescription: Boolean(description) })}
        {...inputProps}
      />
      {description ? <FieldDescription id={ids.descriptionId}>{description}</FieldDescription> : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
});

export type TextareaFieldProps = CommonFieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, description, hideLabel, containerClassName, id, className, ...textareaProps },
  ref,
) {
  const ids = useFieldIds(id, textareaProps.name);
  const hasError = errorMessages(error).length > 0;
  return (
    <div className={containerClassName}>
      <Label htmlFor={ids.controlId} required={textareaProps.required} hidden={hideLabel}>
        {label}
      </Label>
      <textarea
        ref={ref}
        id={ids.controlId}
        className={cn(inputClasses, className)}
        {...describedBy(ids, { hasError, hasDescription: Boolean(description) })}
        {...textareaProps}
      />
      {description ? <FieldDescription id={ids.descriptionId}>{description}</FieldDescription> : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
});

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = CommonFieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
    /** Adds a first option with value "" and this text. */
    placeholder?: string;
  };

/** Label + native select + error. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, description, hideLabel, containerClassName, id, className, options, placeholder, ...selectProps },
  ref,
) {
  const ids = useFieldIds(id, selectProps.name);
  const hasError = errorMessages(error).length > 0;
  return (
    <div className={containerClassName}>
      <Label htmlFor={ids.controlId} required={selectProps.required} hidden={hideLabel}>
        {label}
      </Label>
      <select
        ref={ref}
        id={ids.controlId}
        className={cn(inputClasses, "pr-8", className)}
        {...describedBy(ids, { hasError, hasDescription: Boolean(description) })}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {description ? <FieldDescription id={ids.descriptionId}>{description}</FieldDescription> : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
});

export type CheckboxFieldProps = Omit<CommonFieldProps, "hideLabel"> & Omit<InputHTMLAttributes<HTMLInputElement>, "type">;

/** A checkbox with its label on the right; submits `value` ("on" by default) when checked. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, description, containerClassName, id, className, ...inputProps },
  ref,
) {
  const ids = useFieldIds(id, inputProps.name);
  const hasError = errorMessages(error).length > 0;
  return (
    <div className={containerClassName}>
      <div className="flex items-center gap-2">
        <input
          ref={ref}
          type="checkbox"
          id={ids.controlId}
          className={cn("h-4 w-4 rounded border-slate-300 text-blue-600 focus:ring-2 focus:ring-blue-500", className)}
          {...describedBy(ids, { hasError, hasDescription: Boolean(description) })}
          {...inputProps}
        />
        <label htmlFor={ids.controlId} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {description ? <FieldDescription id={ids.descriptionId}>{description}</FieldDescription> : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
});

/**
 * The messages of a form's list rows (`bills[2].amount`, `credits[0].amount`), each named by its
 * row's number ("BILL-0003: Amount must be…"); `lists` gives each list's rows in posted order.
 */
export function listRowErrors(
  allErrors: Readonly<Record<string, FieldErrors>>,
  lists: Readonly<Record<string, readonly { number: string }[]>>,
): string[] {
  const pattern = new RegExp(`^(${Object.keys(lists).join("|")})\\[(\\d+)\\]\\.`);
  return Object.entries(allErrors).flatMap(([name, messages]) => {
    const match = pattern.exec(name);
    if (!match) return [];
    const number = lists[match[1]][Number(match[2])]?.number;
    return errorMessages(messages).map((message) => (number ? `${number}: ${message}` : message));
  });
}
