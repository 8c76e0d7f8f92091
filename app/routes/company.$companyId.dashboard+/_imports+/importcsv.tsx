import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { Alert, Notice } from "~/components/ui/notice";
import { Pagination } from "~/components/ui/pagination";
import { screenMeta } from "~/lib/title";
import { importCsvAction, importCsvLoader } from "./__importcsv.server";

// Company › Import From CSV: choose what to import and upload the file (step 1), read its preview —
// a dry run rolled back, with every `line N:` problem (step 2) — and import it (step 3), through the
// importers the CLI calls. See ./__importcsv.server.ts.

export const loader = importCsvLoader;
export const action = importCsvAction;

const card = "space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm";
const heading = "text-lg font-semibold text-slate-900";

export default function ImportFromCsv() {
  const { companyId, canImport, kind, kinds, upload } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? (navigation.formData?.get("intent") === "import" ? "import" : "check") : null;
  const outcome = upload?.outcome;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <Breadcrumb items={[{ label: "Company", to: menuHref(companyId, "overview") }, { label: "Import From CSV" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">Import From CSV</h1>
      <p className="text-sm text-slate-600">
        Every row is checked first; an import writes all of the file or, on any problem, nothing. Bank statements are imported from{" "}
        <Link className="text-blue-700 underline" to={menuHref(companyId, "banking/accounts")}>
          Banking
        </Link>{" "}
        (an account&apos;s Import Statement).
      </p>
      {refused ? <Alert>{refused.error}</Alert> : null}

      <Form method="post" encType="multipart/form-data" className={card} aria-labelledby="step-1">
        <h2 id="step-1" className={heading}>
          1. Choose what to import
        </h2>
        <fieldset className="space-y-2">
          <legend className="sr-only">What to import</legend>
          {kinds.map((k) => (
            <div key={k.kind} className="flex items-start gap-3 rounded-md border border-slate-200 p-3">
              <input
                id={`kind-${k.kind}`}
                type="radio"
                name="kind"
                value={k.kind}
                defaultChecked={k.kind === kind}
                className="mt-1"
                required
              />
              <div className="flex-1 text-sm">
                <label htmlFor={`kind-${k.kind}`} className="font-medium text-slate-900">
                  {k.label}
                </label>
                <p className="text-slate-600">{k.description}</p>
              </div>
              <a href={k.template} download className="text-sm text-blue-700 underline" aria-label={`Download the ${k.label} template`}>
                Template CSV
              </a>
            </div>
          ))}
        </fieldset>
        <div>
          <label htmlFor="import-file" className="block text-sm font-medium text-slate-700">
            CSV file (UTF-8, UTF-16 or Windows-1252; up to 32 MB)
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            required
            accept=".csv,text/csv,.txt"
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="createAccounts" defaultChecked={outcome?.options.createAccounts} />
          Journal entries: create the accounts the file lacks from their journal names (Assets:Bank:1010 Checking)
        </label>
        {canImport ? (
          <button type="submit" name="intent" value="check" className={buttonClasses({})} disabled={busy !== null}>
            {busy === "check" ? "Checking the file…" : "Upload and preview"}
          </button>
        ) : (
          <p className="text-sm text-slate-600">Your role can download the templates but not import.</p>
        )}
        {busy === "check" ? <Notice>Checking every row: a large file takes a minute. Nothing is written yet.</Notice> : null}
      </Form>

      {upload && outcome ? (
        <section className={card} aria-labelledby="step-2">
          <h2 id="step-2" className={heading}>
            {upload.status === "imported" ? "3. Imported" : "2. Preview"}: {outcome.fileName}
          </h2>
          <p className="text-sm text-slate-600">
            {kinds.find((k) => k.kind === outcome.kind)?.label} · {outcome.rowsRead.toLocaleString("en-US")} rows read
            {outcome.encoding !== "UTF-8" ? ` · read as ${outcome.encoding}` : ""}
          </p>
          {outcome.ok ? <Notice>{outcome.message}</Notice> : <Alert>{outcome.message}</Alert>}
          {outcome.facts.length ? (
            <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm md:grid-cols-4">
              {outcome.facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-slate-500">{fact.label}</dt>
                  <dd className="font-medium text-slate-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {upload.problems.total ? (
            <div>
              <h3 className="text-sm font-semibold text-slate-800">Problems ({upload.problems.total.toLocaleString("en-US")})</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800" aria-label="Problems">
                {upload.problems.items.map((problem, i) => (
                  <li key={`${upload.problems.page}-${i}`}>{problem}</li>
                ))}
              </ul>
              <Pagination page={upload.problems.page} perPage={upload.problems.perPage} total={upload.problems.total} className="mt-3" />
            </div>
          ) : null}
          {upload.status === "imported" ? (
            <ul className="flex flex-wrap gap-3">
              {upload.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={buttonClasses({ variant: "secondary" })}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : canImport ? (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="upload" value={upload.id} />
              <button type="submit" name="intent" value="import" className={buttonClasses({})} disabled={!outcome.ok || busy !== null}>
                {busy === "import" ? "Importing…" : "Import"}
              </button>
              {!outcome.ok ? (
                <p className="text-sm text-slate-600">Fix the problems in the file and upload it again to import it.</p>
              ) : null}
              {busy === "import" ? <Notice>Importing: a large file takes a minute. All of it is written, or nothing.</Notice> : null}
            </Form>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Import From CSV");
