import type { Knex } from "knex";
import { parse } from "csv-parse/sync";
import { toCsv } from "~/lib/csv";
import type { PageParams } from "~/lib/pagination";
import { decodeText, encodingNote, type TextEncodingName } from "~/lib/text-encoding";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { DomainError } from "~/utils/errors";
import { importKind, type ImportKind, type ImportOptions, type ImportProgress, type ImportSummary } from "./kinds.server";

// Company › Import From CSV (ADR 0082). A file is read as the CLI reads one (BOM, UTF-8,
// Windows-1252, UTF-16: ~/lib/text-encoding), then imported by the kind's importer — the function
// the CLI's command calls — inside a transaction: a dry run is that same import rolled back, so its
// preview says exactly what the import would create, or the importer's own `line N: …` problems.
// The import for real is all or nothing, as the importer makes it, and logged by it as the CLI's.
// The screen keeps the upload (csv_imports) between its preview and its Import button.

/** The largest file the screen and the API take. */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;
export const IMPORT_MESSAGES = {
  fileTooLarge: "The file is larger than 32 MB: split it into smaller files and import each.",
  fileRequired: "Choose a CSV file to import.",
  kindRequired: "Choose what to import.",
  uploadGone: "This upload is no longer available: choose the file again.",
  alreadyImported: "This file was already imported.",
  notChecked: "This file has problems: fix them and upload it again.",
} as const;

/** What a check or an import said, as the preview and the summary show it. */
export interface ImportOutcome {
  kind: ImportKind;
  dryRun: boolean;
  /** False when the file was refused: `problems` says why, nothing was written. */
  ok: boolean;
  fileName: string;
  encoding: TextEncodingName;
  /** Data rows of the file (the header aside), as CSV reads them. */
  rowsRead: number;
  message: string;
  /** `line N: …` / `row N: …`, one per problem, in file order. */
  problems: string[];
  /**
   * Why the file was refused (absent when it was not): "invalid", its lines or its shape (the
   * API's 400), or "conflict", the books already hold it — the same HR file imported before (409).
   * Read from the importer's DomainError status here, the one place the API maps refusals from.
   */
  refusal?: ImportRefusal;
  facts: ImportSummary["facts"];
  links: ImportSummary["links"];
  /** What the import changes besides creating, `line N: …` under its heading (HR replace mode); uploads checked before it have none. */
  details?: ImportSummary["details"];
  options: ImportOptions;
}

export type ImportRefusal = "invalid" | "conflict";

/** The status the API answers a refused file with. */
export const refusalStatus = (outcome: Pick<ImportOutcome, "refusal">): 400 | 409 => (outcome.refusal === "conflict" ? 409 : 400);

/** The template of a kind: its header line, the columns its importer reads. */
export function importTemplate(kind: ImportKind): string {
  return toCsv([[...importKind(kind).columns]]);
}

/** Thrown inside the dry run's transaction to roll it back once the import has run. */
class DryRunRollback extends Error {}

/**
 * The caller's transaction as an importer sees its database: the importer's own
 * `db.transaction(…)` joins it instead of opening a savepoint, because the ledger refuses lines
 * posted inside one (their entry's xmin is the subtransaction's, migration 20261125000002). A
 * refusal then rolls back the caller's whole transaction, which is what a dry run and an
 * all-or-nothing import want.
 */
function joined(trx: Knex.Transaction): Knex {
  const proxy: Knex = new Proxy(trx, {
    get(target, property, receiver) {
      if (property === "transaction") {
        return (...args: unknown[]) => {
          const work = args.find((arg) => typeof arg === "function") as ((t: Knex) => unknown) | undefined;
          if (!work) throw new Error("An importer asked for a transaction without a callback");
          return Promise.resolve().then(() => work(proxy));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  }) as unknown as Knex;
  return proxy;
}

/** A file's data rows (the header aside), as CSV reads them: the lines an import goes through. */
export function countRows(text: string): number {
  try {
    return Math.max(0, (parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true }) as unknown[]).length - 1);
  } catch {
    return 0;
  }
}

/** A refusal of the importer as the CLI says it: the file's name (if any), the message, the problems it lists, and why (its status). */
function refusal(error: DomainError, fileName: string): { message: string; problems: string[]; refusal: ImportRefusal } {
  const fields = error.fieldErrors ?? {};
  const listed = fields.lines ?? fields.rows ?? fields._form ?? [];
  const [first, ...rest] = error.message.split("\n");
  const problems = [...rest, ...listed];
  if (fields.missingAccounts?.length) {
    problems.push(
      `${fields.missingAccounts.length === 1 ? "1 account is" : `${fields.missingAccounts.length} accounts are`} missing: add ` +
        `${fields.missingAccounts.length === 1 ? "it" : "them"} to the company, or tick "Create the accounts the file lacks" ` +
        "to create them from their journal names (as Assets:Bank:1010 Checking)",
    );
  }
  return { message: fileName ? `${fileName}: ${first}` : first, problems, refusal: error.status === 409 ? "conflict" : "invalid" };
}

/**
 * In the import's transaction: `claim` first (its DomainError refuses the import: thrown by runImport
 * as it is, not an outcome), `record` once imported.
 */
export interface ImportHooks {
  claim(trx: Knex.Transaction): Promise<void>;
  record(trx: Knex.Transaction, outcome: ImportOutcome): Promise<void>;
}

/** What runImport imports: a file's text, of a kind, with its options. */
export interface ImportInput {
  kind: ImportKind;
  fileName: string;
  content: string;
  encoding: TextEncodingName;
  dryRun: boolean;
  options?: ImportOptions;
  hooks?: ImportHooks;
  /** Told as the importer writes (never in the database: ADR 0089). */
  onProgress?: ImportProgress;
}

/**
 * Check (dry run: the import run and rolled back) or import a file's text. A refusal of the
 * importer (its DomainError) is an outcome with problems, never a throw.
 */
export async function runImport(db: Knex, ctx: CompanyContext, input: ImportInput): Promise<ImportOutcome> {
  const spec = importKind(input.kind);
  const options = input.options ?? {};
  const base = {
    kind: input.kind,
    dryRun: input.dryRun,
    fileName: input.fileName,
    encoding: input.encoding,
    rowsRead: countRows(input.content),
    options,
  };
  const succeeded = ({ what, facts, links, details }: Awaited<ReturnType<typeof spec.run>>): ImportOutcome => {
    const message = input.dryRun ? `Dry run: would import ${what} (nothing was written)` : `Imported ${what}`;
    return { ...base, ok: true, message, problems: [], facts, links, details };
  };
  let outcome: ImportOutcome | undefined;
  let claimRefused: unknown;
  try {
    await db
      .transaction(async (trx) => {
        await input.hooks?.claim(trx).catch((error: unknown) => {
          claimRefused = error;
          throw error;
        });
        outcome = succeeded(
          await spec.run(joined(trx), ctx, input.content, options, { fileName: input.fileName, onProgress: input.onProgress }),
        );
        if (input.dryRun) throw new DryRunRollback();
        await input.hooks?.record(trx, outcome);
      })
      .catch((error: unknown) => {
        if (!(error instanceof DryRunRollback)) throw error;
      });
    return outcome!;
  } catch (error) {
    if (!(error instanceof DomainError) || error === claimRefused) throw error;
    return { ...base, ok: false, ...refusal(error, input.fileName), facts: [], links: [] };
  }
}

/** A file's bytes as the importers read text, and the note the screen shows when not plain UTF-8. */
export function readImportBytes(bytes: Uint8Array): { content: string; encoding: TextEncodingName; note?: string } {
  if (bytes.byteLength > MAX_IMPORT_BYTES) throw new DomainError(IMPORT_MESSAGES.fileTooLarge, 413);
  const { text, encoding } = decodeText(bytes);
  return { content: text, encoding, note: encodingNote(encoding) };
}

// ---- The screen's uploads ----------------------------------------------------------------------

export interface ImportUpload {
  id: number;
  kind: ImportKind;
  fileName: string;
  status: "checked" | "refused" | "imported";
  outcome: ImportOutcome;
  createdAt: string;
}

/** How long an upload waits for its Import button. */
const UPLOAD_KEPT_HOURS = 24;

/**
 * Check an uploaded file (a dry run) and keep it, with what the check said, for the preview and
 * the import. The company's uploads older than a day go as this one is added.
 */
export async function checkUpload(
  db: Knex,
  ctx: CompanyContext,
  input: { kind: ImportKind; fileName: string; bytes: Uint8Array; options?: ImportOptions },
): Promise<ImportUpload> {
  const { content, encoding } = readImportBytes(input.bytes);
  const fileName = input.fileName.slice(0, 255) || "upload.csv";
  const outcome = await runImport(db, ctx, { kind: input.kind, fileName, content, encoding, dryRun: true, options: input.options });
  await db("csvImports")
    .where({ companyId: ctx.companyId })
    .whereRaw("created_at < now() - make_interval(hours => ?)", [UPLOAD_KEPT_HOURS])
    .delete();
  const [row] = await db("csvImports")
    .insert({
      companyId: ctx.companyId,
      kind: input.kind,
      fileName,
      encoding,
      content,
      status: outcome.ok ? "checked" : "refused",
      outcome: JSON.stringify(outcome),
      createdBy: ctx.userId,
    })
    .returning(["id", "createdAt"]);
  return { id: row.id, kind: input.kind, fileName, status: outcome.ok ? "checked" : "refused", outcome, createdAt: String(row.createdAt) };
}

/** One of the company's uploads, or a 404. */
export async function getUpload(db: Knex, companyId: number, id: number): Promise<ImportUpload> {
  const row = await db("csvImports").where({ companyId, id }).first("id", "kind", "fileName", "status", "outcome", "createdAt");
  if (!row) throw new DomainError(IMPORT_MESSAGES.uploadGone, 404);
  const outcome = typeof row.outcome === "string" ? JSON.parse(row.outcome) : row.outcome;
  return { ...row, outcome, createdAt: String(row.createdAt) } as ImportUpload;
}

/** A checked upload as uploadToImport reads it. */
export interface UploadToImport {
  input: ImportInput & { hooks: ImportHooks };
  rowsRead: number;
  refused(outcome: ImportOutcome): Promise<void>;
}

/**
 * A checked upload ready for its Import: what runImport imports (with the hooks that claim the
 * upload and mark it imported in the import's transaction), the lines its check read, and what a
 * refused import leaves on it (its new problems). An upload imported already, or refused, is a
 * DomainError.
 */
export async function uploadToImport(db: Knex, ctx: CompanyContext, id: number): Promise<UploadToImport> {
  const row = await db("csvImports")
    .where({ companyId: ctx.companyId, id })
    .first("kind", "fileName", "encoding", "content", "status", "outcome");
  if (!row) throw new DomainError(IMPORT_MESSAGES.uploadGone, 404);
  if (row.status === "imported") throw new DomainError(IMPORT_MESSAGES.alreadyImported, 409);
  if (row.status !== "checked") throw new DomainError(IMPORT_MESSAGES.notChecked, 400);
  const checked: ImportOutcome = typeof row.outcome === "string" ? JSON.parse(row.outcome) : row.outcome;
  const upload = () => db("csvImports").where({ companyId: ctx.companyId, id });
  const input: ImportInput & { hooks: ImportHooks } = {
    kind: row.kind,
    fileName: row.fileName,
    content: row.content,
    encoding: row.encoding,
    dryRun: false,
    options: checked.options,
    hooks: {
      // The upload's row stays locked while it imports: a second click waits, then finds it imported.
      claim: async (trx) => {
        const claimed = await upload().transacting(trx).where({ status: "checked" }).forUpdate().first("id");
        if (!claimed) throw new DomainError(IMPORT_MESSAGES.alreadyImported, 409);
      },
      // Marked imported (its content dropped) with the books it wrote, in their transaction.
      record: async (trx, imported) => {
        await upload()
          .transacting(trx)
          .update({ status: "imported", outcome: JSON.stringify(imported), content: null });
      },
    },
  };
  return {
    input,
    rowsRead: checked.rowsRead,
    // Refused now (the books changed since its preview): its new problems. Another click that
    // imported it first is the claim's refusal, thrown by runImport.
    refused: async (outcome) => {
      await upload()
        .where({ status: "checked" })
        .update({ status: "refused", outcome: JSON.stringify(outcome) });
    },
  };
}

/**
 * Import a checked upload for real, in this request: all or nothing. A file refused now (the books
 * changed since its preview) keeps its new problems; an imported one drops its content.
 */
export async function importUpload(
  db: Knex,
  ctx: CompanyContext,
  id: number,
  /** The upload as uploadToImport read it, when the caller already has it (not read twice). */
  prepared?: UploadToImport,
): Promise<ImportUpload> {
  prepared ??= await uploadToImport(db, ctx, id);
  const outcome = await runImport(db, ctx, prepared.input);
  if (!outcome.ok) await prepared.refused(outcome);
  return getUpload(db, ctx.companyId, id);
}

/**
 * An upload as a preview shows it (Import From CSV and each kind's own screen): its outcome, its
 * links under the company's dashboard (`href`), and one page of its problems and of its details (a
 * refused file has no details, a good one no problems: one page parameter serves both).
 */
export function uploadPreview(upload: ImportUpload, page: PageParams, href: (to: string) => string) {
  return { id: upload.id, status: upload.status, ...outcomeView(upload.outcome, page, href) };
}

/**
 * An outcome as the screens show it: its links under the company's dashboard (`href`), and one page
 * of its problems and of its details (a refused file has no details, a good one no problems: one
 * page parameter serves both).
 */
export function outcomeView(outcome: ImportOutcome, page: PageParams, href: (to: string) => string) {
  const paged = (items: readonly string[]) => ({
    items: items.slice(page.offset, page.offset + page.perPage),
    total: items.length,
    page: page.page,
    perPage: page.perPage,
  });
  return {
    outcome: { ...outcome, problems: undefined, details: undefined },
    links: outcome.links.map((l) => ({ label: l.label, to: href(l.to) })),
    problems: paged(outcome.problems),
    details: { title: outcome.details?.title ?? "", ...paged(outcome.details?.lines ?? []) },
  };
}
export type UploadPreview = ReturnType<typeof uploadPreview>;
