import { Form, Link } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";
import { Alert, Notice } from "~/components/ui/notice";
import { Pagination } from "~/components/ui/pagination";

// The preview of an uploaded CSV file and its Import button (step 2), then what it imported (step
// 3): Company › Import From CSV and each kind's own screen (Consultant › Import HR Timesheet) show
// an upload the same way. A plain form: works without JavaScript.

export interface UploadPreviewView {
  id: number;
  status: "checked" | "refused" | "imported";
  outcome: {
    ok: boolean;
    fileName: string;
    encoding: string;
    rowsRead: number;
    message: string;
    facts: { label: string; value: string }[];
  };
  links: { label: string; to: string }[];
  problems: PagedLines;
  /** What the import changes besides creating, `line N: …` under its title (HR replace mode: "Hours replaced"). */
  details: PagedLines & { title: string };
}

type PagedLines = { items: string[]; total: number; page: number; perPage: number };

/** One page of `line N: …` lines under a heading, with the page links. */
function LinesList({ lines, title, tone }: { lines: PagedLines; title: string; tone: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">
        {title} ({lines.total.toLocaleString("en-US")})
      </h3>
      <ul className={`mt-2 list-disc space-y-1 pl-5 text-sm ${tone}`} aria-label={title}>
        {lines.items.map((line, i) => (
          <li key={`${lines.page}-${i}`}>{line}</li>
        ))}
      </ul>
      <Pagination page={lines.page} perPage={lines.perPage} total={lines.total} className="mt-3" />
    </div>
  );
}

/** What ImportResult shows: an outcome, a page of its problems and of its details, the lists it filled. */
export interface ImportResultView {
  outcome: { ok: boolean; message: string; facts: { label: string; value: string }[] };
  problems: UploadPreviewView["problems"];
  details: UploadPreviewView["details"];
  links: UploadPreviewView["links"];
}

export const previewCard = "space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm";
export const previewHeading = "text-lg font-semibold text-slate-900";

/** Step 1's file field: the encodings and the size the imports read. */
export function CsvFileField() {
  return (
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
  );
}

/** Step 1's button (or, for a role that may not import, why there is none) and its notice while the file is checked. */
export function UploadButton({ canImport, busy, templates }: { canImport: boolean; busy: "import" | "check" | null; templates: string }) {
  return (
    <>
      {canImport ? (
        <button type="submit" name="intent" value="check" className={buttonClasses({})} disabled={busy !== null}>
          {busy === "check" ? "Checking the file…" : "Upload and preview"}
        </button>
      ) : (
        <p className="text-sm text-slate-600">Your role can download the {templates} but not import.</p>
      )}
      {busy === "check" ? <Notice>Checking every row: a large file takes a minute. Nothing is written yet.</Notice> : null}
    </>
  );
}

/**
 * What a check or an import said: its message, its facts, its problems (a page of them) and, once
 * imported, the links to what it created. The preview above and a background import's page show it.
 */
export function ImportResult({
  outcome,
  problems,
  details,
  links,
}: Omit<ImportResultView, "links"> & {
  /** The lists of what was imported; null before it is. */
  links: ImportResultView["links"] | null;
}) {
  return (
    <>
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
      {problems.total ? <LinesList lines={problems} title="Problems" tone="text-red-800" /> : null}
      {details.total ? <LinesList lines={details} title={details.title} tone="text-slate-700" /> : null}
      {links ? (
        <ul className="flex flex-wrap gap-3">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={buttonClasses({ variant: "secondary" })}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function UploadPreview({
  upload,
  kindLabel,
  canImport,
  busy,
}: {
  upload: UploadPreviewView;
  kindLabel: string;
  canImport: boolean;
  /** The submission under way, if any. */
  busy: "import" | "check" | null;
}) {
  const outcome = upload.outcome;
  return (
    <section className={previewCard} aria-labelledby="step-2">
      <h2 id="step-2" className={previewHeading}>
        {upload.status === "imported" ? "3. Imported" : "2. Preview"}: {outcome.fileName}
      </h2>
      <p className="text-sm text-slate-600">
        {kindLabel} · {outcome.rowsRead.toLocaleString("en-US")} rows read
        {outcome.encoding !== "UTF-8" ? ` · read as ${outcome.encoding}` : ""}
      </p>
      <ImportResult
        outcome={outcome}
        problems={upload.problems}
        details={upload.details}
        links={upload.status === "imported" ? upload.links : null}
      />
      {upload.status === "imported" ? null : canImport ? (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="upload" value={upload.id} />
          <button type="submit" name="intent" value="import" className={buttonClasses({})} disabled={!outcome.ok || busy !== null}>
            {busy === "import" ? "Importing…" : "Import"}
          </button>
          {!outcome.ok ? <p className="text-sm text-slate-600">Fix the problems in the file and upload it again to import it.</p> : null}
          {busy === "import" ? <Notice>Importing: a large file takes a minute. All of it is written, or nothing.</Notice> : null}
        </Form>
      ) : null}
    </section>
  );
}
