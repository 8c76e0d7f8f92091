import { useEffect, useRef, type DependencyList } from "react";

/**
 * Selects and row lists fire no input events, so conform's revalidate-on-input never sees them:
 * once a save has been refused, check the form again whenever one of `values` changes.
 */
export function useRevalidateOnChange(form: { status?: "success" | "error"; validate: () => void }, values: DependencyList) {
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    if (form.status === "error") form.validate();
  }, values);
}
