import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { decodeText } from "~/lib/text-encoding";
import { screenMeta } from "~/lib/title";
import { DEFAULT_CSV_MAPPING, STATEMENT_DATE_FORMATS, STATEMENT_MESSAGES as M } from "~/modules/banking/statement-constants";
import { importStatement, savedCsvMapping } from "~/modules/banking/statement-import.server";
import { csvMappingSchema, statementImportSchema } from "~/modules/banking/statement-schema";
import { assertDomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { statementRequest } from "./__statements.server";

// Import Statement (banking/statement-import/{accountId}): an OFX, QFX or CSV file from the bank
// into the account's statement lines; lines already imported are skipped. A CSV is read with the
// columns named here (kept for the account's next file). A bad file is refused with its `line N:`
// problems and nothing is written. A plain form: works without JavaScript.

const MAX_BYTES = 16 * 1024 * 1024;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { db, company, account } = await statementRequest(request, params);
  return { companyId: company.id, account, mapping: (await savedCsvMapping(db, company.id, account.id)) ?? DEFAULT_CSV_MAPPING };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { db, company, account, ctx } = await statementRequest(request, params);
  if (Number(request.headers.get("Content-Length")) > MAX_BYTES)
    return data({ error: M.fileTooLarge, lines: [] as string[] }, { status: 413 });
  const form = await request.formData();
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return data({ error: M.fileRequired, lines: [] as string[] }, { status: 400 });
  const { text } = decodeText(new Uint8Array(await file.arrayBuffer()));
  const field = (name: string) => String(form.get(name) ?? "");
  const format = field("format");
  const mapping =
    format === "ofx"
      ? undefined
      : csvMappingSchema.safeParse({
          dateColumn: field("dateColumn"),
          descriptionColumn: field("descriptionColumn"),
          amountColumn: field("amountColumn"),
          debitColumn: field("debitColumn"),
          creditColumn: field("creditColumn"),
          checkNumberColumn: field("checkNumberColumn"),
          memoColumn: field("memoColumn"),
          dateFormat: field("dateFormat"),
          amountsInverted: form.get("amountsInverted") ?? "",
        });
  if (mapping && !mapping.success && format === "csv") {
    return data({ error: mapping.error.issues.map((i) => i.message).join("\n"), lines: [] as string[] }, { status: 400 });
  }
  try {
    const result = await importStatement(
      db,
      ctx,
      account.id,
      statementImportSchema.parse({
        fileName: file.name.slice(0, 255),
        format: format || undefined,
        content: text,
        mapping: mapping?.success ? mapping.data : undefined,
      }),
    );
    return redirectWithToast(menuHref(company.id, `banking/statement-lines/${account.id}`), { type: "success", message: result.message });
  } catch (error) {
    assertDomainError(error);
    return data({ error: error.message.split("\n")[0], lines: error.fieldErrors?.lines ?? ([] as string[]) }, { status: error.status });
  }
}

const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

export default function ImportStatement() {
  const { companyId, account, mapping } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const columns = [
    ["dateColumn", "Date column", mapping.dateColumn],
    ["descriptionColumn", "Description column", mapping.descriptionColumn],
    ["amountColumn", "Amount column (money in +)", mapping.amountColumn],
    ["debitColumn", "Debit column (money out)", mapping.debitColumn],
    ["creditColumn", "Credit column (money in)", mapping.creditColumn],
    ["checkNumberColumn", "Check number column", mapping.checkNumberColumn],
    ["memoColumn", "Memo column", mapping.memoColumn],
  ] as const;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Breadcrumb
        items={[
          { label: "Banking", to: menuHref(companyId, "banking/accounts") },
          { label: account.accountName, to: menuHref(companyId, `banking/statement-lines/${account.id}`) },
          { label: "Import Statement" },
        ]}
      />
      <h1 className="text-2xl font-semibold text-slate-900">Import Statement: {account.accountName}</h1>
      {refused ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-medium">{refused.error}</p>
          {refused.lines.length ? (
            <ul className="mt-2 list-disc pl-5">
              {(refused.lines as string[]).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div>
          <label htmlFor="statement-file" className="block text-sm font-medium text-slate-700">
            Statement file (OFX, QFX or CSV)
          </label>
          <input id="statement-file" name="file" type="file" required accept=".ofx,.qfx,.qbo,.csv,.txt" className={input} />
        </div>
        <div>
          <label htmlFor="statement-format" className="block text-sm font-medium text-slate-700">
            Format
          </label>
          <select id="statement-format" name="format" className={input} defaultValue="">
            <option value="">Tell from the file</option>
            <option value="ofx">OFX / QFX</option>
            <option value="csv">CSV</option>
          </select>
        </div>
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">CSV columns (as the bank&apos;s header names them)</legend>
          {columns.map(([name, label, value]) => (
            <div key={name}>
              <label htmlFor={`mapping-${name}`} className="block text-sm font-medium text-slate-700">
                {label}
              </label>
              <input id={`mapping-${name}`} name={name} defaultValue={value} className={input} />
            </div>
          ))}
          <div>
            <label htmlFor="mapping-dateFormat" className="block text-sm font-medium text-slate-700">
              Date format
            </label>
            <select id="mapping-dateFormat" name="dateFormat" defaultValue={mapping.dateFormat} className={input}>
              {STATEMENT_DATE_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="amountsInverted" defaultChecked={mapping.amountsInverted} />
            The bank writes money out as a positive amount
          </label>
        </fieldset>
        <div className="flex gap-3">
          <button type="submit" className={buttonClasses({})}>
            Import
          </button>
          <Link to={menuHref(companyId, `banking/statement-lines/${account.id}`)} className={buttonClasses({ variant: "secondary" })}>
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Import Statement");
