import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { deleteAccount } from "~/modules/auth/auth.server";
import { deleteAccountSchema } from "~/modules/auth/schema";
import { listCompanies } from "~/modules/companies/companies.server";
import { industryLabel } from "~/modules/companies/reference-data";
import { pageTitle } from "~/lib/title";
import { getDb } from "~/utils/db.server";
import { DomainError } from "~/utils/errors";
import { clearSessionCookie, requireUser } from "~/modules/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const companies = await listCompanies(await getDb(), user.id);
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
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  if (form.get("intent") !== "delete-account") return data({ error: "Unknown action" }, { status: 400 });
  const parsed = deleteAccountSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: parsed.error.issues[0].message }, { status: 400 });
  try {
    await deleteAccount(await getDb(), user.id, parsed.data.password);
  } catch (error) {
    if (error instanceof DomainError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  return redirectWithToast(
    "/login",
    { type: "success", message: "Your account and its companies were deleted." },
    { headers: { "Set-Cookie": await clearSessionCookie(request) } },
  );
}

export default function Home() {
  const { firstName, companies, currentCompanyId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold">Welcome, {firstName}</h1>
        <Link to="/welcome-company" className="rounded bg-blue-700 px-4 py-2 text-sm font-medium text-white no-underline hover:bg-blue-800">
          Create New Company
        </Link>
        <Link to="/encryption-settings" className="rounded border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 no-underline hover:bg-slate-50">
          Encryption
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className="rounded border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
            Logout
          </button>
        </Form>
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
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="danger-heading" className="mt-12 rounded-lg border border-red-200 bg-white p-5">
        <h2 id="danger-heading" className="text-lg font-semibold text-red-800">
          Delete Account
        </h2>
        <details className="mt-2" open={Boolean(result?.error)}>
          <summary className="cursor-pointer text-sm font-medium text-red-700">Delete Account</summary>
          <Form method="post" className="mt-3 max-w-sm">
            <input type="hidden" name="intent" value="delete-account" />
            <p className="text-sm text-slate-700">
              This permanently deletes your account, your sessions and API tokens, and all {companies.length}{" "}
              {companies.length === 1 ? "company" : "companies"} with their books. It cannot be undone. Enter your
              password to confirm.
            </p>
            <label htmlFor="delete-password" className="mt-3 block text-sm font-medium">
              Password
            </label>
            <input
              id="delete-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              aria-invalid={result?.error ? true : undefined}
              aria-describedby={result?.error ? "delete-error" : undefined}
              className="mt-1 block w-full rounded border border-slate-300 px-3 py-2 text-sm"
            />
            {result?.error ? (
              <p id="delete-error" role="alert" className="mt-1 text-sm text-red-700">
                {result.error}
              </p>
            ) : null}
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

export const meta: MetaFunction = () => [{ title: pageTitle("Home") }];
