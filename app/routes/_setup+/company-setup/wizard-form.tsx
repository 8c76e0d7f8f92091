import { parse, useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { Notice } from "~/components/ui/notice";
import { Button } from "~/components/ui/button";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { WizardStep } from "~/modules/companies/wizard";
import { AccountsStep } from "./accounts-step";
import { BillTrackingStep } from "./bill-tracking-step";
import { CancelSetupDialog } from "./cancel-dialog";
import { CompanyInfoStep } from "./company-info-step";
import { EncryptionStep } from "./encryption-step";
import { StepValues, type StepErrors, type StepProps } from "./fields";
import { IndustryTypeStep } from "./industry-type-step";
import { ServicesProductsStep } from "./services-products-step";
import { TerminologyStep } from "./terminology-step";
import { serializeWizardState, STEP_LABELS, stepsOf, type WizardView } from "./wizard-state";

const STEP_COMPONENTS: Record<Exclude<WizardStep, "congratulations">, ComponentType<StepProps>> = {
  "company-info": CompanyInfoStep,
  "industry-type": IndustryTypeStep,
  terminology: TerminologyStep,
  "services-products": ServicesProductsStep,
  accounts: AccountsStep,
  "bill-tracking": BillTrackingStep,
  encryption: EncryptionStep,
};

const STEP_INTROS: Partial<Record<WizardStep, string>> = {
  "company-info": "Tell us about your company. Fields marked * are required.",
  "industry-type": "Pick the industry closest to yours; we use it to tailor your menus.",
  terminology: "Choose the words and currency your books will use.",
  "services-products": "Tell us what you sell and how you handle inventory and tax.",
  accounts: "Choose the accounts your company starts with.",
  "bill-tracking": "Decide how you handle the bills you receive.",
  encryption: "Optionally protect this company with its own password. Next creates the company.",
};

/** The steps' checks (their schemas and conform's zod adapter), loaded after the form appears (ADR 0027). */
const loadChecks = async () => {
  const [{ parseWithZod }, { wizardStepSchemas }] = await Promise.all([import("@conform-to/zod/v4"), import("~/modules/companies/schema")]);
  return (formData: FormData, step: Exclude<WizardStep, "congratulations">) =>
    // As on the server: the schemas trim and default their own inputs.
    parseWithZod(formData, { schema: wizardStepSchemas[step], disableAutoCoercion: true });
};

/** What the buttons other than Next send: never checked. */
const skipValidation = (formData: FormData) => parse(formData, { resolve: () => ({ value: {} }) });

/**
 * One step of the wizard as one form. The other steps' values travel in the hidden `state` field;
 * the buttons send an `intent`. Next is validated in the browser too (same schema as the server);
 * Back, Cancel and the accounts buttons are not.
 */
export function WizardForm({ view }: { view: WizardView }) {
  const step = view.step as Exclude<WizardStep, "congratulations">;
  const StepBody = STEP_COMPONENTS[step];
  const formId = `company-setup-${step}`;
  const first = stepsOf(view.flow)[0] === step;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [cancelOpen, setCancelOpen] = useState(Boolean(view.cancelling));
  const containerRef = useRef<HTMLDivElement>(null);

  const checks = useDeferredChecks(loadChecks);
  const [form] = useForm({
    id: formId,
    lastResult: view.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate(context) {
      // Typing (no submitter) and Next validate the step; the other buttons never do.
      const intent = context.submitter?.value;
      if (intent && intent !== "next") return skipValidation(context.formData);
      return validateWhenLoaded(checks, context, (check) => check(context.formData, step));
    },
  });

  // After an answer from the server, move focus to what changed: the messages, the first invalid
  // field, or the new step's heading.
  useEffect(() => {
    if (view.revision === "initial") return;
    const root = containerRef.current;
    const target =
      root?.querySelector<HTMLElement>("#setup-messages") ??
      root?.querySelector<HTMLElement>("[aria-invalid='true']") ??
      root?.querySelector<HTMLElement>("#setup-step-title");
    target?.focus();
  }, [view.revision]);

  const errors = form.allErrors as StepErrors;

  return (
    <div ref={containerRef}>
      {view.messages?.length ? (
        <div
          id="setup-messages"
          role="alert"
          tabIndex={-1}
          className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {view.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <Notice>{view.notice}</Notice>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate aria-labelledby="setup-step-title">
        <input type="hidden" name="state" value={serializeWizardState(view)} />
        {/* The default button: Enter in a field means Next (the first submit button would be Back). */}
        <button type="submit" name="intent" value="next" tabIndex={-1} aria-hidden="true" className="sr-only">
          Next
        </button>
        <h2 id="setup-step-title" tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {STEP_LABELS[step]}
        </h2>
        {STEP_INTROS[step] ? <p className="mb-5 mt-1 text-sm text-slate-600">{STEP_INTROS[step]}</p> : null}
        <StepValues values={view.values} errors={errors}>
          <StepBody values={view.values} errors={errors} />
        </StepValues>
        <div className="mt-8 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
          <Button type="submit" name="intent" value="back" variant="secondary" formNoValidate disabled={first || busy}>
            Back
          </Button>
          <Button
            type="submit"
            name="intent"
            value="cancel"
            variant="ghost"
            formNoValidate
            disabled={busy}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              setCancelOpen(true);
            }}
          >
            Cancel
          </Button>
          <Button type="submit" name="intent" value="next" className="ml-auto" disabled={busy}>
            {busy && navigation.formData?.get("intent") === "next" ? "Please wait..." : "Next"}
          </Button>
        </div>
      </Form>
      <CancelSetupDialog open={cancelOpen} onOpenChange={setCancelOpen} formId={form.id} />
    </div>
  );
}
