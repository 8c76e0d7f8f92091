import { createContext, forwardRef, useContext, type ButtonHTMLAttributes, type ReactNode } from "react";
import { cn } from "./cn";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost" | "link";
export type ButtonSize = "sm" | "md" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-blue-600 text-white shadow-sm hover:bg-blue-700",
  secondary: "border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700",
  ghost: "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
  link: "text-blue-600 underline-offset-2 hover:underline",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  icon: "h-8 w-8 p-0",
};

/** Classes of a button, for links and other elements that should look like one. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], variant === "link" ? "" : sizes[size], className);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A button; keeps the native `type` default (submit inside a form), so pass `type="button"` for actions. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", className, ...props },
  ref,
) {
  return <button ref={ref} className={buttonClasses({ variant, size, className })} {...props} />;
});

// Screens shown to someone who may read but not change them: the kit's save buttons, edit links and
// form actions are not rendered inside a read-only provider (the dashboard shell sets it from the
// user's role; the server refuses the change anyway). Kept beside the buttons, which every screen
// already loads (read-only.tsx is its name for importers).

const ReadOnlyContext = createContext(false);

export function ReadOnlyProvider({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return <ReadOnlyContext.Provider value={readOnly}>{children}</ReadOnlyContext.Provider>;
}

/** Whether the screen is shown read-only (no saving, no editing). */
export const useReadOnly = (): boolean => useContext(ReadOnlyContext);

/** What only someone who may change the books should see (Add New, Delete, Void): nothing when read-only. */
export function WhenWritable({ children }: { children: ReactNode }) {
  return useReadOnly() ? null : children;
}
