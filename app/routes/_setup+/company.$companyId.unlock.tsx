import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ConformField } from "~/components/ui/conform-field";
import { AuthCard } from "~/components/auth-card";
import { FormErrors } from "~/components/ui/field";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { markCompanyUnlocked } from "~/modules/auth/auth.server";
import { getMemberCompany, setCurrentCompany, verifyCompanyPassword } from "~/modules/companies/companies.server";
import { unlockCompanySchema } from "~/modules/companies/schema";
import { screenMeta } from "~/lib/title";
import { getDb } from "~/utils/db.server";
import { orNotFoundPage } from "~/utils/errors";
import { getSessionRecord, requireUser, safeRedirect } from "~/modules/auth/session.server";

// An encrypted company asks for its password once per session (requireCompany sends users here).

const WRONG_PASSWORD = "The company password is not correct.";

async function loadCompany(request: Request, companyId: string | undefined) {
  const user = await requireUser(request);
  const db = await getDb();
  const company = await orNotFoundPage(getMemberCompany(db, user.id, companyId ?? ""), "Not Found");
  return { user, db, company };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company } = await loadCompany(request, params.companyId);
  if (!company.enableEncryption) throw redirect(`/company/${company.id}/dashboard`);
  return { companyName: company.companyName, passwordHint: company.passwordHint };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, db, company } = await loadCompany(request, params.companyId);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: unlockCompanySchema });
  // The password is never sent back to the browser.
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  if (!(await verifyCompanyPassword(db, company, submission.value.password))) {
    return data(submission.reply({ formErrors: [WRONG_PASSWORD], hideFields: ["password"] }), { status: 400 });
  }
  const session = await getSessionRecord(request);
  if (session) await markCompanyUnlocked(db, session.sessionKey, company.id);
  await setCurrentCompany(db, user.id, company.id);
  return redirect(safeRedirect(formData.get("redirectTo"), `/company/${company.id}/dashboard`));
}

// An unlock that gets no answer or a 5xx stays on the page with the spec's message.
export const clientAction = guardedClientAction({}, (formData, failure) => failedReply(formData, failure.message));

export default function UnlockCompany() {
  const { companyName, passwordHint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    id: "unlock-company",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: unlockCompanySchema }),
  });
  return (
    <AuthCard title={`Open ${companyName}`}>
      <p className="mb-4 text-sm text-slate-600">This company is encrypted. Enter its password to open it.</p>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <FormErrors errors={form.errors} id={form.errorId} />
        <ConformField
          meta={fields.password}
          type="password"
          containerClassName="mb-2"
          label="Company password"
          autoComplete="current-password"
          autoFocus
        />
        {passwordHint ? <p className="mb-4 text-xs text-slate-500">Hint: {passwordHint}</p> : null}
        <button type="submit" className="w-full rounded bg-blue-700 px-4 py-2 font-medium text-white">
          Open company
        </button>
      </Form>
    </AuthCard>
  );
}

export const meta = screenMeta("Open Company");
