import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import {
  CustomFieldsEditor,
  customFieldsPath,
  editorErrors,
  editorRows,
  NO_ERRORS,
  useEditorRows,
  validateRows,
  type AnswerRow,
  type CustomFieldsAnswer,
  type CustomFieldsLoaderData,
  type EditorErrors,
} from "~/components/custom-fields/manage-custom-fields";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { pageTitle } from "~/lib/title";
import { flattenZodError } from "~/lib/zod-helpers";
import { listCustomFieldDefinitionsWithUsage, saveCustomFieldDefinitions } from "~/modules/custom-fields/custom-fields.server";
import { CUSTOM_FIELD_FLAGS, CUSTOM_FIELD_MESSAGES, customFieldDefinitionsSchema } from "~/modules/custom-fields/schema";
import { DomainError } from "~/utils/errors";
import { requireCompany, safeRedirect } from "~/modules/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

// Manage Custom Fields (§2.1, §2.7): the resource behind the dialog and, without JavaScript, a page
// of its own. The loader gives the company's definitions (with how many vendors hold a value for
// each); the action saves the whole set posted as fields[i].id/name/client/vendor/employee
// (unchecked boxes are absent). A fetcher's post (respond=fetcher) gets the answer as data; a plain
// form is sent back to ?returnTo= (a path on this site) with a toast. Without JavaScript, Add Field
// (intent=add) and Remove (remove=N) post the form and get it back changed, nothing saved.

/** A path on this site to return to, or null. */
function safeReturnTo(value: FormDataEntryValue | string | null): string | null {
  if (typeof value !== "string" || !value) return null;
  const path = safeRedirect(value, "");
  if (!path || /[\\\s]/.test(path)) return null;
  // The URL parser is the judge of where a path leads.
  const base = "http://ledgerline.invalid";
  return new URL(path, base).origin === base ? path : null;
}

const MAX_ROW_INDEX = 9999;

/** The posted rows in index order, whatever they hold (the schema judges them afterwards). */
function postedRows(form: FormData): AnswerRow[] {
  const byIndex = new Map<number, Record<string, string>>();
  for (const [key, value] of form.entries()) {
    const match = /^fields\[(\d{1,4})\]\.(id|name|client|vendor|employee)$/.exec(key);
    if (!match || Number(match[1]) > MAX_ROW_INDEX) continue;
    const row = byIndex.get(Number(match[1])) ?? {};
    row[match[2]] = typeof value === "string" ? value : "";
    byIndex.set(Number(match[1]), row);
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, raw]) => {
      const id = /^\s*\d{1,10}\s*$/.test(raw.id ?? "") ? Number(raw.id) : null;
      const flags = Object.fromEntries(CUSTOM_FIELD_FLAGS.map((flag) => [flag, raw[flag] === "on" || raw[flag] === "true"]));
      return { id: id && id <= 2147483647 ? id : null, name: raw.name ?? "", ...flags } as AnswerRow;
    });
}

export async function loader({ request, params }: LoaderFunctionArgs): Promise<CustomFieldsLoaderData> {
  const { company, db } = await requireCompany(request, params.companyId);
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"));
  return { companyId: company.id, definitions: await listCustomFieldDefinitionsWithUsage(db, company.id), returnTo };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const form = await request.formData();
  const rows = postedRows(form);
  const editing = (next: AnswerRow[], errors: EditorErrors = NO_ERRORS, status = 200) =>
    data<CustomFieldsAnswer>({ status: "editing", rows: next, errors }, { status });

  const remove = form.get("remove");
  if (typeof remove === "string") return editing(rows.filter((_, index) => String(index) !== remove.trim()));
  if (form.get("intent") === "add") return editing([...rows, { id: null, name: "", client: false, vendor: false, employee: false }]);

  const parsed = customFieldDefinitionsSchema.safeParse(rows);
  if (!parsed.success) return editing(rows, editorErrors(flattenZodError(parsed.error).fieldErrors), 400);
  let customFields;
  try {
    customFields = await saveCustomFieldDefinitions(db, company.id, parsed.data);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return editing(rows, editorErrors(error.fieldErrors ?? {}, "customFields", error.message), error.status);
  }
  if (form.get("respond") === "fetcher") {
    return data<CustomFieldsAnswer>({ status: "saved", message: CUSTOM_FIELD_MESSAGES.saved, customFields });
  }
  const back = safeReturnTo(form.get("returnTo")) ?? customFieldsPath(company.id);
  return redirectWithToast(back, { type: "success", message: CUSTOM_FIELD_MESSAGES.saved });
}

export default function ManageCustomFieldsPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as CustomFieldsAnswer | undefined;
  const location = useLocation();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: CUSTOM_FIELD_MESSAGES.title }]} />
      <h1 className="text-2xl font-semibold text-slate-900">{CUSTOM_FIELD_MESSAGES.title}</h1>
      <p className="text-sm text-slate-600">Fields marked Vendor appear on the vendor form, where each vendor can hold a value for them.</p>
      {/* A new location (an answer) starts the editor again from the answer's rows. */}
      <PageForm key={location.key} loaded={loaded} answer={answer?.status === "editing" ? answer : undefined} />
    </div>
  );
}

function PageForm({ loaded, answer }: { loaded: CustomFieldsLoaderData; answer?: Extract<CustomFieldsAnswer, { status: "editing" }> }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const editor = useEditorRows(() => editorRows(answer?.rows ?? loaded.definitions));
  const [errors, setErrors] = useState<EditorErrors>(answer?.errors ?? NO_ERRORS);
  const busy = navigation.state === "submitting";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const invalid = validateRows(editor.rows);
    if (invalid) {
      event.preventDefault();
      setErrors(invalid);
    }
  };

  return (
    <Form method="post" noValidate onSubmit={hydrated ? onSubmit : undefined} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {/* Enter in a name saves: the first submit button is the form's default, so it must not be a Remove. */}
      <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden" />
      {loaded.returnTo ? <input type="hidden" name="returnTo" value={loaded.returnTo} /> : null}
      <CustomFieldsEditor editor={editor} errors={errors} onErrorsChange={setErrors} original={loaded.definitions} interactive={hydrated} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Link to={loaded.returnTo ?? dashboardBase(loaded.companyId)} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
          Cancel
        </Link>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </div>
    </Form>
  );
}

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle(CUSTOM_FIELD_MESSAGES.title) }];
