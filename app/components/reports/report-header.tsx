import type { ReactNode } from "react";

/** A report's title block: the company (printed pages have no shell to name it), title and period. */
export function ReportHeader({
  companyName,
  title,
  period,
  actions,
}: {
  companyName: string;
  title: string;
  period: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="report-header flex flex-wrap items-end justify-between gap-3">
      <div>
        <p className="text-sm font-medium text-slate-500">{companyName}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{period}</p>
      </div>
      {actions}
    </header>
  );
}
