import { useLoaderData } from "@remix-run/react";
import { ImportJobPanel } from "~/components/imports/import-job";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { screenMeta } from "~/lib/title";
import { importCsvJobLoader } from "./__importcsv.server";

// Import From CSV › an import running in the background (a file of more than 2,000 lines, ADR 0089):
// its status and progress, refreshed while it runs, then what it imported or why not. See
// ./__importcsv.server.ts.

export const loader = importCsvJobLoader;

export default function ImportJob() {
  const { companyId, job, result, importAgain } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <Breadcrumb
        items={[
          { label: "Company", to: menuHref(companyId, "overview") },
          { label: "Import From CSV", to: menuHref(companyId, "importcsv") },
          { label: `Import ${job.id}` },
        ]}
      />
      <h1 className="text-2xl font-semibold text-slate-900">Import From CSV</h1>
      <ImportJobPanel job={job} result={result} importAgain={importAgain} />
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Import From CSV");
