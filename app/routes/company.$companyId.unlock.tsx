import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card";
import { FormErrors } from "~/components/ui/field";
import { markCompanyUnlocked } from "~/modules/auth/auth.server";
import { getOwnedCompany, setCurrentCompany, verifyCompanyPassword } from "~/modules/companies/companies.server";
import { unlockCompanySchema } from "~/modules/companies/schema";
import { pageTitle } from "~/lib/title";
import { getDb } from "~/utils/db.server";
import { DomainError } from "~/utils/errors";
import { getSessionRecord, requireUser, safeRedirect } from "~/modules/auth/session.server";

// An encrypted company asks for its password once per session (requireCompany sends users here).

async function loadCompany(request: Request, companyId: string | undefined) {
  const user = await requireUser(request);
  const db = await getDb();
  const company = await getOwnedCompany(db, user.id, companyId ?? "").catch((error) => {
    if (error instanceof DomainError) throw new Response("Not Found", { status: 404 });
    throw error;
  });
  return { user, db, company };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company } = await loadCompany(request, params.companyId);
  if (!company.enableEncryption) throw redirect(`/company/${company.id}/dashboard`);
  return { companyName: company.companyName, passwordHint: company.passwordHint };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, db, company } = await loadCompany(request, params.companyId);
  const form = await request.formData();
  const parsed = unlockCompanySchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: parsed.error.issues[0].message }, { status: 400 });
  if (!(await verifyCompanyPassword(db, company, parsed.data.password))) {
    return data({ error: "The company password is not correct." }, { status: 400 });
  }
  const session = await getSessionRecord(request);
  if (session) await markCompanyUnlocked(db, session.sessionKey, company.id);
  await setCurrentCompany(db, user.id, company.id);
  return redirect(safeRedirect(form.get("redirectTo"), `/company/${company.id}/dashboard`));
}

export default function UnlockCompany() {
  const { companyName, passwordHint } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title={`Open ${companyName}`}>
      <p className="mb-4 text-sm text-slate-600">This company is encrypted. Enter its password to open it.</p>
      <Form method="post">
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <FormErrors errors={result?.error ? [result.error] : undefined} />
        <label htmlFor="company-password" className="mb-1 block text-sm font-medium">
          Company password
        </label>
        <input
          id="company-password"
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus
          className="mb-2 block w-full rounded border border-slate-300 px-3 py-2 text-sm"
        />
        {passwordHint ? <p className="mb-4 text-xs text-slate-500">Hint: {passwordHint}</p> : null}
        <button type="submit" className="w-full rounded bg-blue-700 px-4 py-2 font-medium text-white">
          Open company
        </button>
      </Form>
    </AuthCard>
  );
}

export const meta: MetaFunction = () => [{ title: pageTitle("Open Company") }];
