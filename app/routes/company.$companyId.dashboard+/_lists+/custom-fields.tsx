import { rowIdOf } from "~/lib/row-id";
import { getFormProps, parse } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import {
  answerResult,
  CustomFieldsEditor,
  customFieldsPath,
  editorErrors,
  editorRows,
  SetVersionInput,
  useCustomFieldsForm,
  useEditorRows,
  type AnswerRow,
  type CustomFieldsAnswer,
  type CustomFieldsLoaderData,
} from "~/components/custom-fields/manage-custom-fields";
import { dashboardBase } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { useHydrated } from "~/components/ui/use-hydrated";
import { pageTitle } from "~/lib/title";
import { readCustomFieldSet, saveCustomFieldDefinitions } from "~/modules/custom-fields/custom-fields.server";
import { CUSTOM_FIELD_FLAGS, CUSTOM_FIELD_MESSAGES } from "~/modules/custom-fields/constants";
import { assertDomainError } from "~/utils/errors";
import { safeRedirect } from "~/modules/auth/session.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { redirectWithToast } from "~/utils/toast.server";
import { checkCustomFieldsForm } from "./__custom-fields.server";
import { refusalReply } from "~/utils/form-reply.server";

// Manage Custom Fields: the resource behind the dialog and, without JavaScript, a page of its own.
// The loader gives the company's definitions (with how many vendors hold a value for each); the
// action saves the whole set posted as fields[i].id/name/client/vendor/employee (unchecked boxes
// are absent), checked by customFieldsFormSchema through conform. A fetcher's post
// (respond=fetcher) gets the answer as data; a plain form is sent back to ?returnTo= (a path on
// this site) with a toast. Without JavaScript, Add Field (intent=add) and Remove (remove=N) post
// the form and get it back changed, nothing saved. A refused save answers the rows as posted and
// conform's messages sorted by row (status 400).

/** A path on this site to return to, or null. */
function safeReturnTo(value: FormDataEntryValue | string | null): string | null {
  if (typeof value !== "string" || !value) return null;
  const path = safeRedirect(value, "");
  if (!path || /[\\\s]/.test(path)) return null;
  // The URL parser is the judge of where a path leads.
  const base = "http://ledgerline.invalid";
  return new URL(path, base).origin === base ? path : null;
}

/** No form numbers its rows this far (a set holds at most 100): such inputs are dropped unread. */
const MAX_ROW_INDEX = 9999;

function withoutStrayRows(form: FormData): FormData {
  const kept = new FormData();
  for (const [key, value] of form.entries()) {
    const index = /^fields\[(\d+)\]/.exec(key)?.[1];
    if (index === undefined || (index.length <= 4 && Number(index) <= MAX_ROW_INDEX)) kept.append(key, value);
  }
  return kept;
}

/** The posted rows in order as the form shows them again (an id that is not a number is a new row's). */
function postedRows(posted: unknown): AnswerRow[] {
  const rows = Array.isArray(posted) ? posted : [];
  return rows.flatMap((raw: Record<string, unknown> | undefined) => {
    if (!raw || typeof raw !== "object") return [];
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    const flags = Object.fromEntries(CUSTOM_FIELD_FLAGS.map((flag) => [flag, raw[flag] === "on" || raw[flag] === "true"]));
    return [{ id: rowIdOf(text(raw.id)), name: text(raw.name), ...flags } as AnswerRow];
  });
}

/** The version the form was posted with, kept as posted (checked only on Save). */
function postedVersion(form: FormData): string {
  const version = form.get("version");
  return typeof version === "string" ? version.slice(0, 20) : "";
}

/** The service names a row's input customFields.2.name; the form names it fields[2].name. */
const formFieldName = (key: string) => key.replace(/^customFields\.(\d+)\./, "fields[$1].").replace(/^customFields$/, "fields");

export async function loader({ request, params }: LoaderFunctionArgs): Promise<CustomFieldsLoaderData> {
  const { company, db } = await requireCompany(request, params.companyId);
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"));
  return { companyId: company.id, ...(await readCustomFieldSet(db, company.id)), returnTo };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const form = withoutStrayRows(await request.formData());
  const submission = checkCustomFieldsForm(form);
  const rows = postedRows(submission.payload.fields);
  const version = postedVersion(form);
  const editing = (next: AnswerRow[], error?: Record<string, string[] | null> | null, status = 200) =>
    data<CustomFieldsAnswer>({ status: "editing", rows: next, errors: editorErrors(error), version }, { status });

  const remove = form.get("remove");
  if (typeof remove === "string") return editing(rows.filter((_, index) => String(index) !== remove.trim()));
  if (form.get("intent") === "add") return editing([...rows, { id: null, name: "", client: false, vendor: false, employee: false }]);

  if (submission.status !== "success") return editing(rows, submission.reply().error, 400);
  let saved;
  try {
    saved = await saveCustomFieldDefinitions(db, company.id, submission.value.fields, submission.value.version);
  } catch (error) {
    assertDomainError(error);
    return editing(rows, refusalReply(submission, error, { fieldName: formFieldName }).error, error.status);
  }
  if (form.get("respond") === "fetcher") {
    return data<CustomFieldsAnswer>({ status: "saved", message: CUSTOM_FIELD_MESSAGES.saved, ...saved });
  }
  const back = safeReturnTo(form.get("returnTo")) ?? customFieldsPath(company.id);
  return redirectWithToast(back, { type: "success", message: CUSTOM_FIELD_MESSAGES.saved });
}

// A save that gets no answer or a 5xx keeps the rows as typed, with the save-failed message.
export const clientAction = guardedClientAction({ server: CUSTOM_FIELD_MESSAGES.saveFailed }, (formData, failure): CustomFieldsAnswer => ({
  status: "editing",
  // The rows as posted (the browser has no need of the schema to read them back).
  rows: postedRows(parse(withoutStrayRows(formData), { resolve: (value) => ({ value }) }).payload.fields),
  errors: { form: [failure.message], rows: {} },
  version: postedVersion(formData),
}));

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
  const lastResult = useMemo(() => (answer ? answerResult(answer.errors) : undefined), [answer]);
  const form = useCustomFieldsForm("custom-fields", editor, { lastResult });
  const busy = navigation.state === "submitting";

  return (
    <Form method="post" {...getFormProps(form)} noValidate className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {/* Enter in a name saves: the first submit button is the form's default, so it must not be a Remove. */}
      <button
        type="submit"
        name="intent"
        value="save"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute -left-[9999px] h-px w-px overflow-hidden"
      />
      {loaded.returnTo ? <input type="hidden" name="returnTo" value={loaded.returnTo} /> : null}
      <SetVersionInput version={answer?.version ?? loaded.version} />
      <CustomFieldsEditor editor={editor} form={form} original={loaded.definitions} interactive={hydrated} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Link
          to={loaded.returnTo ?? dashboardBase(loaded.companyId)}
          className={buttonClasses({ variant: "secondary", className: "no-underline" })}
        >
          Cancel
        </Link>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </div>
    </Form>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta: MetaFunction = () => [{ title: pageTitle(CUSTOM_FIELD_MESSAGES.title) }];
