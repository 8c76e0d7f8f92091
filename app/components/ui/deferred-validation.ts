import { parse, type Submission } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";

// A form's browser-side checks run its zod schema, and zod is the largest library a form screen
// would load. The server checks every post with the same schema, and the form shows its fields
// without it, so the schema is loaded right after the screen appears instead of before: the
// screen's scripts stay small and the checks are there by the time anyone presses a button.

export interface DeferredChecks<T> {
  /** The loaded checks, or undefined while they load (and on the server). */
  readonly current: T | undefined;
  /** Settles once the checks are loaded. */
  readonly loaded: Promise<T>;
  /** The checks could not be loaded (offline): the server's are the only ones, as without JavaScript. */
  readonly failed: boolean;
  /** Settles once the load is over, loaded or failed. */
  readonly settled: Promise<void>;
}

/**
 * Loads a form's checks (a function of `load`'s choosing) once the component has mounted in the
 * browser. `load` (a module-level function) runs once per mount; its imports are fetched once per page.
 */
export function useDeferredChecks<T>(load: () => Promise<T>): DeferredChecks<T> {
  type State = {
    current: T | undefined;
    loaded: Promise<T>;
    resolve: (value: T) => void;
    failed: boolean;
    settled: Promise<void>;
    settle: () => void;
  };
  const ref = useRef<State | null>(null);
  if (ref.current === null) {
    let resolve!: (value: T) => void;
    let settle!: () => void;
    const loaded = new Promise<T>((done) => (resolve = done));
    const settled = new Promise<void>((done) => (settle = done));
    ref.current = { current: undefined, loaded, resolve, failed: false, settled, settle };
  }
  useEffect(() => {
    const state = ref.current;
    if (!state || state.current !== undefined) return;
    let live = true;
    load().then(
      (checks) => {
        if (!live) return;
        state.current = checks;
        state.resolve(checks);
        state.settle();
      },
      // A failed load (offline) leaves the checks to the server, as without JavaScript: the form
      // is sent unchecked (a save held back while they loaded goes now), and its answer says.
      () => {
        if (!live) return;
        state.failed = true;
        state.settle();
      },
    );
    return () => {
      live = false;
    };
  }, [load]);
  return ref.current;
}

/**
 * conform's onValidate for deferred checks: runs them when they are loaded; before that, holds the
 * submission back (nothing shown) and submits the form again, from the same button, once they are
 * (or once their load failed: then the form goes unchecked to the server, which checks it).
 */
export function validateWhenLoaded<T>(
  checks: DeferredChecks<T>,
  { form, formData, submitter }: { form: HTMLFormElement; formData: FormData; submitter: HTMLInputElement | HTMLButtonElement | null },
  validate: (checks: T) => Submission<unknown>,
): Submission<unknown> {
  if (checks.current !== undefined) return validate(checks.current);
  if (checks.failed) return parse(formData, { resolve: (value) => ({ value }) });
  void checks.settled.then(() => {
    // A field's own check (conform's validate intent) is not repeated: its button is gone by now.
    if (!form.isConnected || (submitter && !submitter.isConnected)) return;
    form.requestSubmit(submitter ?? undefined);
  });
  return parse(formData, { resolve: () => ({ error: {} }) });
}

/** True once the checks are loaded (a render that uses them in its output re-runs then). */
export function useChecksLoaded<T>(checks: DeferredChecks<T>): boolean {
  const [loaded, setLoaded] = useState(checks.current !== undefined);
  useEffect(() => {
    let live = true;
    void checks.loaded.then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [checks]);
  return loaded;
}
