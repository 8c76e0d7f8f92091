import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * A report's Export to CSV link (a download from its resource route, with the same filters), its
 * Export to PDF where it has one, and
 * Print button. Neither prints; the Print button appears once scripts run (it calls window.print).
 */
export function ReportActions({
  csvHref,
  csvFilename,
  pdf,
}: {
  csvHref: string;
  csvFilename: string;
  /** The report as a PDF (a download), where it has one. */
  pdf?: { href: string; filename: string };
}) {
  const hydrated = useHydrated();
  return (
    <div className="no-print flex flex-wrap items-center gap-2">
      <a href={csvHref} download={csvFilename} className={buttonClasses({ variant: "secondary", size: "sm" })}>
        Export to CSV
      </a>
      {pdf ? (
        <a href={pdf.href} download={pdf.filename} className={buttonClasses({ variant: "secondary", size: "sm" })}>
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
