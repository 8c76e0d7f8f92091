import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/field";
import { screenMeta } from "~/lib/title";
import { getUser, requireUser } from "~/modules/auth/session.server";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/modules/companies/policy";
import { acceptInvitation, previewInvitation } from "~/modules/team/invitations.server";
import { INVITATION_MESSAGES } from "~/modules/team/schema";
import { getDb } from "~/utils/db.server";
import { assertDomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// An invitation's link (/invitation/<id>.<secret>.<signature>): what it offers, then Accept as
// the signed-in user of the invited address — or Create an account / Sign in first, which come
// back here. A tampered, used, withdrawn or expired link says so and offers nothing.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const db = await getDb();
  const user = await getUser(request);
  const here = new URL(request.url).pathname;
  try {
    const invitation = await previewInvitation(db, params.token ?? "");
    return { invitation, refusal: null, here, signedInAs: user?.email ?? null };
  } catch (error) {
    assertDomainError(error);
    return data({ invitation: null, refusal: error.message, here, signedInAs: user?.email ?? null }, { status: error.status });
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  try {
    const joined = await acceptInvitation(await getDb(), params.token ?? "", user);
    return redirectWithToast(`/company/${joined.companyId}/dashboard`, {
      type: "success",
      message: INVITATION_MESSAGES.accepted(joined.companyName, joined.role),
    });
  } catch (error) {
    assertDomainError(error);
    return data({ error: error.message }, { status: error.status });
  }
}

export default function Invitation() {
  const { invitation, refusal, here, signedInAs } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const back = new URLSearchParams({ redirectTo: here });
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardHeader headingLevel={1} title={invitation ? `Join ${invitation.companyName}` : "Invitation"} />
        <CardBody>
          {invitation ? (
            <>
              <p className="text-sm text-slate-700">
                {invitation.invitedBy || "Someone"} invited {invitation.email} to keep the books of {invitation.companyName} as{" "}
                <strong>{ROLE_LABELS[invitation.role]}</strong>: {ROLE_DESCRIPTIONS[invitation.role]}
              </p>
              <FormErrors errors={answer?.error ? [answer.error] : null} />
              {signedInAs ? (
                <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
                  <Button type="submit" disabled={busy}>
                    {busy ? "Joining..." : "Accept Invitation"}
                  </Button>
                  <span className="text-sm text-slate-600">Signed in as {signedInAs}</span>
                </Form>
              ) : (
                <div className="mt-4 flex flex-wrap gap-3">
                  <Link to={`/signup?${back}`} className={buttonClasses({ className: "no-underline" })}>
                    Create an account
                  </Link>
                  <Link to={`/login?${back}`} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
                    Sign in
                  </Link>
                </div>
              )}
            </>
          ) : (
            <>
              <p role="alert" className="text-sm text-red-700">
                {refusal}
              </p>
              <Link to="/home" className="mt-4 inline-block">
                Go to your companies
              </Link>
            </>
          )}
        </CardBody>
      </Card>
    </main>
  );
}

export const meta = screenMeta("Invitation");
