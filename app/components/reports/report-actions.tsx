import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * A report's Export to CSV and Export to PDF links (downloads from its resource routes, with the
 * same filters: every report's `….csv` route has a `….pdf` twin, its own layout or its CSV's table)
 * and its Print button. Neither link prints; the Print button appears once scripts run (it calls
 * window.print).
 */
export function ReportActions({
  csvHref,
  csvFilename,
  pdf,
}: {
  csvHref: string;
  csvFilename: string;
  /** The report as a PDF (a download); by default the CSV route's `.pdf` twin; null: none. */
  pdf?: { href: string; filename: string } | null;
}) {
  const hydrated = useHydrated();
  const shownPdf =
    pdf === null ? null : (pdf ?? { href: csvHref.replace(/\.csv(?=\?|$)/, ".pdf"), filename: csvFilename.replace(/\.csv$/, ".pdf") });
  return (
    <div className="no-print flex flex-wrap items-center gap-2">
      <a href={csvHref} download={csvFilename} className={buttonClasses({ variant: "secondary", size: "sm" })}>
        Export to CSV
      </a>
      {shownPdf ? (
        <a href={shownPdf.href} download={shownPdf.filename} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Export to PDF
        </a>
      ) : null}
      {hydrated ? (
        <button type="button" onClick={() => window.print()} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Print
        </button>
      ) : null}
    </div>
  );
}
