import { SelectField, type SelectFieldProps } from "./field";

export type FilterOption = readonly [value: string, label: string];

/**
 * A list filter's select: the options as [value, label] pairs, showing the URL's value (and shown
 * again when a navigation changes it).
 */
export function FilterSelect({
  value,
  options,
  ...props
}: Omit<SelectFieldProps, "options" | "defaultValue" | "value"> & { value: string; options: readonly FilterOption[] }) {
  return <SelectField key={value} defaultValue={value} options={options.map(([v, label]) => ({ value: v, label }))} {...props} />;
}

/** Options from a list of values and their labels. */
export function labelled<T extends string>(values: readonly T[], labels: Record<T, string>): FilterOption[] {
  return values.map((value) => [value, labels[value]]);
}
