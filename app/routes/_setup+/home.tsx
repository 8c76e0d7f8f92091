import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ConformField } from "~/components/ui/conform-field";
import { FormErrors } from "~/components/ui/field";
import { Alert } from "~/components/ui/notice";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { LogoutButton } from "~/components/logout-button";
import { deleteAccount } from "~/modules/auth/auth.server";
import { deleteAccountSchema } from "~/modules/auth/schema";
import { listArchivedCompanies, listCompanies } from "~/modules/companies/companies.server";
import { industryLabel } from "~/modules/companies/reference-data";
import { screenMeta } from "~/lib/title";
import { getDb } from "~/utils/db.server";
import { refusalAnswer } from "~/utils/form-reply.server";
import { clearSessionCookie, requireUser } from "~/modules/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { restoreToHome } from "./__restore-company.server";

const RESTORE_INTENT = "restore-company";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const db = await getDb();
  const companies = await listCompanies(db, user.id);
  const archived = await listArchivedCompanies(db, user.id);
  return {
    firstName: user.firstName,
    currentCompanyId: user.currentCompanyId,
    companies: companies.map((c) => ({
      id: c.id,
      companyName: c.companyName,
      legalName: c.legalName,
      industry: industryLabel(c.industryId),
      primaryCurrency: c.primaryCurrency,
      encrypted: c.enableEncryption,
    })),
    archived: archived.map((c) => ({
      id: c.id,
      companyName: c.companyName,
      restorableUntil: c.restorableUntil.toISOString().slice(0, 10),
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  if (formData.get("intent") === RESTORE_INTENT) return restoreToHome(user.id, String(formData.get("companyId") ?? ""));
  const submission = parseWithZod(formData, { schema: deleteAccountSchema });
  // The password is never sent back to the browser.
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  try {
    await deleteAccount(await getDb(), user.id, submission.value.password);
  } catch (error) {
    return refusalAnswer(submission, error, { hideFields: ["password"] });
  }
  return redirectWithToast(
    "/login",
    { type: "success", message: "Your account and its companies were deleted." },
    { headers: { "Set-Cookie": await clearSessionCookie(request) } },
  );
}

/** A restore that gets no answer (offline, a server error): its message, by the archived company. */
type RestoreFailure = { restoreFailed: string };

/**
 * Delete Account or Restore that gets no answer (offline, a server error) stays on the chooser with
 * the message (the password is asked for again: it is never filled back in).
 */
export const clientAction = guardedClientAction({}, (formData, failure): SubmissionResult<string[]> | RestoreFailure =>
  formData.get("intent") === RESTORE_INTENT ? { restoreFailed: failure.message } : failedReply(formData, failure.message),
);

export default function Home() {
  const { firstName, companies, currentCompanyId, archived } = useLoaderData<typeof loader>();
  const answer = useActionData<SubmissionResult<string[]> | RestoreFailure>();
  const restoreFailure = answer && "restoreFailed" in answer ? answer : null;
  const lastResult = answer && !("restoreFailed" in answer) ? answer : undefined;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema }),
  });
  const formErrors = [...(form.errors ?? []), ...(fields.intent.errors ?? [])];
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold">Welcome, {firstName}</h1>
        <Link to="/welcome-company" className="rounded bg-blue-700 px-4 py-2 text-sm font-medium text-white no-underline hover:bg-blue-800">
          Create New Company
        </Link>
        <Link
          to="/encryption-settings"
          className="rounded border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 no-underline hover:bg-slate-50"
        >
          Encryption
        </Link>
        <LogoutButton className="rounded border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50" />
      </div>

      <section aria-labelledby="companies-heading" className="mt-8">
        <h2 id="companies-heading" className="mb-3 text-lg font-semibold">
          Your companies
        </h2>
        {companies.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            <p>You have no companies yet.</p>
            <p className="mt-2">
              <Link to="/welcome-company">Create your first company</Link> to start keeping its books.
            </p>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {companies.map((company) => (
              <li key={company.id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="text-base font-semibold">{company.companyName}</h3>
                <p className="text-sm text-slate-600">{company.legalName}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {company.industry} · {company.primaryCurrency}
                  {company.encrypted ? " · Encrypted" : ""}
                  {company.id === currentCompanyId ? " · Current" : ""}
                </p>
                <Link
                  to={`/company/${company.id}/dashboard`}
                  aria-label={`Open ${company.companyName}`}
                  className="mt-4 inline-block rounded bg-blue-700 px-3 py-1.5 text-sm font-medium text-white no-underline hover:bg-blue-800"
                >
                  Open
                </Link>
                <Link
                  to={`/company/${company.id}/dashboard/settings/delete-company`}
                  aria-label={`Delete ${company.companyName}`}
                  className="ml-3 text-sm text-red-700"
                >
                  Delete
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {archived.length ? (
        <section aria-labelledby="archived-heading" className="mt-8">
          <h2 id="archived-heading" className="mb-3 text-lg font-semibold">
            Archived companies
          </h2>
          <Alert>{restoreFailure?.restoreFailed}</Alert>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {archived.map((company) => (
              <li key={company.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
                <span className="mr-auto">
                  <span className="font-medium">{company.companyName}</span>
                  <span className="ml-2 text-sm text-slate-600">Deleted; can be restored until {company.restorableUntil}</span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value={RESTORE_INTENT} />
                  <input type="hidden" name="companyId" value={company.id} />
                  <button
                    type="submit"
                    aria-label={`Restore ${company.companyName}`}
                    className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
                  >
                    Restore
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="danger-heading" className="mt-12 rounded-lg border border-red-200 bg-white p-5">
        <h2 id="danger-heading" className="text-lg font-semibold text-red-800">
          Delete Account
        </h2>
        {/* Open again when the server refused the deletion (the password is asked for again). */}
        <details className="mt-2" open={lastResult?.status === "error"}>
          <summary className="cursor-pointer text-sm font-medium text-red-700">Delete Account</summary>
          <Form method="post" className="mt-3 max-w-sm" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="delete-account" />
            <p className="text-sm text-slate-700">
              This permanently deletes your account, your sessions and API tokens, and all {companies.length}{" "}
              {companies.length === 1 ? "company" : "companies"} with their books. It cannot be undone. Enter your password to confirm.
            </p>
            <FormErrors errors={formErrors} id={form.errorId} />
            <ConformField
              meta={fields.password}
              type="password"
              containerClassName="mt-3"
              label="Password"
              required
              autoComplete="current-password"
            />
            <button
              type="submit"
              disabled={navigation.state === "submitting"}
              className="mt-3 rounded bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800"
            >
              Delete my account permanently
            </button>
          </Form>
        </details>
      </section>
    </main>
  );
}

export const meta = screenMeta("Home");
