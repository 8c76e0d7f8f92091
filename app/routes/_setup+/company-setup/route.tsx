import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { Card, CardBody } from "~/components/ui/card";
import { useFormDraft } from "~/components/ui/form-draft";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";
import { screenMeta } from "~/lib/title";
import { CongratulationsStep } from "./congratulations-step";
import { StepList } from "./step-list";
import { WizardForm } from "./wizard-form";
import { mergeStepValues, readWizardState, type WizardView } from "./wizard-state";
import type { action, loader } from "./wizard.server";

// The company setup wizard: a server-driven multi-step form, so it works without
// JavaScript. Each step is one form; the values of the other steps travel in a hidden `state`
// field (see wizard-state.ts). Next on the Encryption step creates the company, then the browser
// is redirected to the last step (a refresh cannot create it twice). Its loader and action are in
// wizard.server.ts; the step's checks load after the form appears (ADR 0027).

export { action, loader } from "./wizard.server";

/** The step as submitted (the other steps' values travel in `state`), e.g. to show it again. */
function submittedView(formData: FormData, revision: string): WizardView {
  const state = readWizardState(formData.get("state"));
  return { ...state, values: mergeStepValues(state.values, state.step, formData), revision };
}

// A step whose Next gets no answer ("No response") or a 5xx ("Server error") stays on screen with
// what was typed and the spec's company-creation message.
export const clientAction = guardedClientAction(
  { network: NETWORK_ERROR_MESSAGE, server: "Unable to create company. Please try again later." },
  (formData, failure): WizardView => ({ ...submittedView(formData, `failed-${Date.now()}`), messages: [failure.message] }),
);

export default function CompanySetup() {
  const loaderView = useLoaderData<typeof loader>();
  const actionView = useActionData<typeof action>();
  // Every step's form feeds one draft, restored after signing in again (see form-draft.ts).
  const draft = useFormDraft("company-setup", (form) => form.id.startsWith("company-setup-"));
  const restored = draft.restored && loaderView.step !== "congratulations" ? submittedView(draft.restored, "draft") : null;
  const view: WizardView = actionView ?? restored ?? loaderView;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">Company Setup</h1>
      <p className="mt-1 text-sm text-slate-600">
        {view.flow === "short"
          ? "Quick setup: enter your company details and we apply the recommended settings."
          : "We will walk you through your company's details and settings, step by step."}
      </p>
      <div className="mt-5">
        <StepList flow={view.flow} current={view.step} completed={view.completed} />
      </div>
      <Card className="mt-6">
        <CardBody className="p-6">
          {view.step === "congratulations" && view.company ? (
            <CongratulationsStep company={view.company} />
          ) : (
            <div {...draft.draftProps}>
              <WizardForm key={`${view.step}-${view.revision}`} view={view} />
            </div>
          )}
        </CardBody>
      </Card>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{notFound ? "Company not found" : "Company setup failed"}</h1>
      <p className="mt-4 text-slate-600">
        {notFound ? "This company does not exist, or it is not yours." : "Failed to complete setup. Please try again."}
      </p>
      <Link to="/company-setup" className="mt-6 inline-block">
        Start the setup again
      </Link>
    </main>
  );
}

export const meta = screenMeta("Company Setup");
