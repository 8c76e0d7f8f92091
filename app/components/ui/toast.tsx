import { useEffect, useSyncExternalStore } from "react";
import { cn } from "./cn";
import { CloseIcon } from "./icons";
import { useHydrated } from "./use-hydrated";

/** How long a toast stays before it dismisses itself. */
export const TOAST_MS = 2500;

export type ToastType = "success" | "error" | "info";
/** A toast the server sets on redirect (same shape as `FlashToast` in app/utils/toast.server.ts). */
export type FlashToast = { type: ToastType; message: string };
export type ToastItem = FlashToast & { id: number };

// One store per browser tab (like sonner): any component can raise a toast, <Toaster /> shows them.
// The server never adds to it; its snapshot is always empty.
const EMPTY: ToastItem[] = [];
let items: ToastItem[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]) {
  items = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function dismiss(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (items.some((item) => item.id === id)) publish(items.filter((item) => item.id !== id));
}

function dismissAll() {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  publish(EMPTY);
}

function show(type: ToastType, message: string): number {
  const id = nextId++;
  publish([...items, { id, type, message }]);
  timers.set(
    id,
    setTimeout(() => dismiss(id), TOAST_MS),
  );
  return id;
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
  dismiss,
  dismissAll,
};

export type ToastApi = typeof toast;

/** `const toast = useToast(); toast.success("Saved")` — shown by the `<Toaster />` in the root layout. */
export function useToast(): ToastApi {
  return toast;
}

// Flash objects already turned into toasts (a flash is shown once even if effects run twice).
const adoptedFlashes = new WeakSet<FlashToast>();

const toneClasses: Record<ToastType, string> = {
  success: "border-l-green-600",
  error: "border-l-red-600",
  info: "border-l-blue-600",
};

const toneLabel: Record<ToastType, string> = { success: "Success", error: "Error", info: "Info" };

/**
 * Renders toasts in two live regions (role status; errors role alert), top right. `flash` is a
 * toast set by the server: it is part of the server HTML, so it shows even without JavaScript, and
 * once hydrated it dismisses itself like any other toast.
 */
export function Toaster({ flash = null }: { flash?: FlashToast | null }) {
  const hydrated = useHydrated();
  const toasts = useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );
  useEffect(() => {
    if (flash && !adoptedFlashes.has(flash)) {
      adoptedFlashes.add(flash); // before show(): the render show() triggers must not draw it twice
      show(flash.type, flash.message);
    }
  }, [flash]);

  // Until the effect hands it to the store, render the flash straight from the prop (server HTML).
  const pending: ToastItem[] = flash && !adoptedFlashes.has(flash) ? [{ id: 0, ...flash }] : [];
  const visible = [...pending, ...toasts];
  const errors = visible.filter((item) => item.type === "error");
  const others = visible.filter((item) => item.type !== "error");

  const render = (item: ToastItem) => (
    <div
      key={item.id}
      className={cn(
        "pointer-events-auto flex items-start gap-3 rounded-md border border-l-4 border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg",
        toneClasses[item.type],
      )}
    >
      <span className="sr-only">{toneLabel[item.type]}: </span>
      <p className="flex-1 whitespace-pre-line">{item.message}</p>
      {hydrated && item.id !== 0 ? (
        <button
          type="button"
          aria-label="Dismiss notification"
          onClick={() => dismiss(item.id)}
          className="-mr-1 rounded p-0.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );

  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed right-4 top-4 z-[60] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2"
    >
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {errors.map(render)}
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {others.map(render)}
      </div>
    </section>
  );
}
