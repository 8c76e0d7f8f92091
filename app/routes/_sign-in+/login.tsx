import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { ConformField } from "~/components/ui/conform-field";
import { AuthCard } from "~/components/auth-card";
import { FormErrors } from "~/components/ui/field";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";
import { authenticator, googleSignInEnabled } from "~/modules/auth/authenticator.server";
import { loginSchema } from "~/modules/auth/schema";
import { screenMeta } from "~/lib/title";
import { assertDomainError } from "~/utils/errors";
import { requireAnonymous, safeRedirect, signIn } from "~/modules/auth/session.server";

/** The spec's text when a page that needs a session sends the user here. */
const LOGIN_REQUIRED_MESSAGE = "Please log in to continue";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return { googleEnabled: googleSignInEnabled() };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  // The form strategy reads the body itself: validate a copy first for the per-field messages.
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  try {
    const user = await authenticator.authenticate("form", request);
    return signIn(request, user.id, safeRedirect(formData.get("redirectTo")));
  } catch (error) {
    assertDomainError(error);
    return data(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), { status: error.status });
  }
}

// A sign-in that gets no answer or a 5xx keeps what was typed (not the password) and says so.
export const clientAction = guardedClientAction(
  { network: NETWORK_ERROR_MESSAGE, server: "An error occurred. Please try again." },
  (formData, failure) => failedReply(formData, failure.message),
);

export default function Login() {
  const { googleEnabled } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const [form, fields] = useForm({
    id: "login",
    lastResult,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  return (
    <AuthCard
      title="Sign in to Ledgerline"
      footer={
        <>
          New to Ledgerline? <Link to={`/signup${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ""}`}>Create an account</Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {/* Sent here from a page that needs a session (an expired one, e.g. while saving a form). */}
        {redirectTo && !form.errors?.length ? (
          <p
            id="login-required"
            role="status"
            className="mb-4 rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {LOGIN_REQUIRED_MESSAGE}
          </p>
        ) : null}
        <FormErrors errors={form.errors} id={form.errorId} />
        <ConformField meta={fields.email} type="email" containerClassName="mb-4" label="Email" autoComplete="email" />
        <ConformField meta={fields.password} type="password" containerClassName="mb-4" label="Password" autoComplete="current-password" />
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="w-full rounded bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 disabled:opacity-60"
        >
          {navigation.state === "submitting" ? "Signing in..." : "Sign in"}
        </button>
      </Form>
      {googleEnabled ? (
        <form method="get" action="/auth/google" className="mt-4">
          <button
            type="submit"
            className="w-full rounded border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
          >
            Sign in with Google
          </button>
        </form>
      ) : null}
    </AuthCard>
  );
}

export const meta = screenMeta("Login");
