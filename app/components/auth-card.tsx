import type { ReactNode } from "react";

/** The centered card of the sign-in and sign-up pages. */
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
