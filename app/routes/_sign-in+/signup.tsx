import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { ConformField } from "~/components/ui/conform-field";
import { AuthCard } from "~/components/auth-card";
import { FormErrors } from "~/components/ui/field";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";
import { createUser } from "~/modules/auth/auth.server";
import { signupFormSchema } from "~/modules/auth/schema";
import { screenMeta } from "~/lib/title";
import { getDb } from "~/utils/db.server";
import { refusalAnswer } from "~/utils/form-reply.server";
import { requireAnonymous, safeRedirect, signIn } from "~/modules/auth/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signupFormSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  try {
    const user = await createUser(await getDb(), submission.value);
    // A new user has no company yet: the welcome page offers the setup wizard.
    return signIn(request, user.id, safeRedirect(formData.get("redirectTo"), "/welcome-company"));
  } catch (error) {
    return refusalAnswer(submission, error, { hideFields });
  }
}

// A sign-up that gets no answer or a 5xx keeps what was typed (not the password) and says so.
export const clientAction = guardedClientAction(
  { network: NETWORK_ERROR_MESSAGE, server: "An error occurred. Please try again." },
  (formData, failure) => failedReply(formData, failure.message),
);

export default function Signup() {
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "signup",
    lastResult,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signupFormSchema }),
  });
  const field = (
    name: keyof typeof fields,
    label: string,
    type: "text" | "email" | "password" | "url",
    autoComplete: string,
    hint?: string,
  ) => (
    <ConformField meta={fields[name]} type={type} containerClassName="mb-4" label={label} description={hint} autoComplete={autoComplete} />
  );
  return (
    <AuthCard
      title="Create your account"
      footer={
        <>
          Already have an account? <Link to="/login">Sign in</Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className="grid grid-cols-2 gap-x-4">
          {field("firstName", "First name", "text", "given-name")}
          {field("lastName", "Last name", "text", "family-name")}
        </div>
        {field("email", "Email", "email", "email")}
        {field("username", "Username (optional)", "text", "username")}
        {field("companyWebsite", "Company website (optional)", "text", "url")}
        {field("password", "Password", "password", "new-password", "At least 8 characters.")}
        {field("confirmPassword", "Confirm password", "password", "new-password")}
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="w-full rounded bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 disabled:opacity-60"
        >
          {navigation.state === "submitting" ? "Creating account..." : "Sign up"}
        </button>
      </Form>
    </AuthCard>
  );
}

export const meta = screenMeta("Signup");
