import type { ReactNode } from "react";

/** The centred card of the sign-in and sign-up pages. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <p className="mb-2 text-center text-sm font-semibold uppercase tracking-wide text-blue-700">Ledgerline</p>
        <h1 className="mb-6 text-center text-2xl font-semibold">{title}</h1>
        {children}
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </main>
  );
}

/** A labelled text input wired to a conform field's errors. */
export function FormField({
  label,
  error,
  id,
  hint,
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string[]; id: string; hint?: string }) {
  const errorId = `${id}-error`;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error?.length ? true : undefined}
        aria-describedby={error?.length ? errorId : undefined}
        className="block w-full rounded border border-slate-300 px-3 py-2 text-sm focus:border-blue-600 focus:outline-none focus:ring-1 focus:ring-blue-600 aria-[invalid]:border-red-600"
        {...input}
      />
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      {error?.length ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="mb-4 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}
