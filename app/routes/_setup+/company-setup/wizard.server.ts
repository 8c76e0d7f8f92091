import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { flattenZodError } from "~/lib/zod-helpers";
import { requireUser } from "~/modules/auth/session.server";
import { createCompany, getMemberCompany, setCurrentCompany } from "~/modules/companies/companies.server";
import { companyCreateSchema, wizardStepSchemas, type WizardStep } from "~/modules/companies/schema";
import { getDb } from "~/utils/db.server";
import { orNotFoundPage } from "~/utils/errors";
import { answerSaveError } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  ALL_ACCOUNTS_TICKED,
  mergeStepValues,
  newWizard,
  nextStep,
  previousStep,
  readWizardState,
  resetRegionForCountry,
  stepOfField,
  stepsOf,
  type WizardFlow,
  type WizardState,
  type WizardView,
} from "./wizard-state";

// The company setup wizard's loader and action (route.tsx renders the steps): beside the route so
// the steps' schemas stay out of the screen's scripts (ADR 0027).

const intentSchema = z.enum(["next", "back", "cancel", "cancel-no", "finish", "restore-recommendations", "select-all"]);

const flowOf = (url: URL): WizardFlow => (url.searchParams.get("skipSetup") === "true" ? "short" : "full");

async function requireOwnedCompany(userId: number, companyId: FormDataEntryValue | null) {
  return orNotFoundPage(getMemberCompany(await getDb(), userId, typeof companyId === "string" ? companyId : ""), "Company not found");
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const flow = flowOf(url);
  const start = newWizard(flow);
  if (url.searchParams.get("step") === "congratulations") {
    const company = await requireOwnedCompany(user.id, url.searchParams.get("companyId"));
    const view: WizardView = {
      ...start,
      step: "congratulations",
      completed: stepsOf(flow).filter((step) => step !== "congratulations"),
      company: { id: company.id, companyName: company.companyName },
      revision: "initial",
    };
    return view;
  }
  const view: WizardView = { ...start, revision: "initial" };
  return view;
}

type Answer = Omit<WizardView, "revision">;

function answer(view: Answer, status = 200) {
  return data<WizardView>({ ...view, revision: crypto.randomUUID() }, { status });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const intent = intentSchema.safeParse(formData.get("intent"));

  if (intent.success && intent.data === "finish") {
    const company = await requireOwnedCompany(user.id, formData.get("companyId"));
    await setCurrentCompany(await getDb(), user.id, company.id);
    return redirect("/dashboard");
  }

  const state = readWizardState(formData.get("state"));
  const { flow, step } = state;
  // What the user typed on this step is kept whichever button they pressed.
  let values = mergeStepValues(state.values, step, formData);
  let notice: string | undefined;
  if (step === "company-info") {
    const region = resetRegionForCountry(state.values.country, values);
    if (region !== null) {
      values = { ...values, region };
      notice = region
        ? `The country changed, so State/Region was reset to ${region}. Check it, then choose Next.`
        : "The country changed, so State/Region was cleared. Enter it, then choose Next.";
    }
  }
  const current: Answer = { ...state, values, notice };

  if (!intent.success) return answer(current, 400);
  switch (intent.data) {
    case "back":
      return answer({ ...current, notice: undefined, step: previousStep(flow, step) });
    case "cancel":
      return answer({ ...current, cancelling: true });
    case "cancel-no":
      return answer(current);
    case "restore-recommendations": // the recommended accounts are all of them
    case "select-all":
      return answer(step === "accounts" ? { ...current, values: { ...values, ...ALL_ACCOUNTS_TICKED } } : current);
    default:
      break;
  }

  // Next: a region reset by a new country must be seen before moving on.
  if (notice) return answer(current);
  // The schemas trim and default their own inputs (`~/lib/zod-helpers`), so conform's coercion is off.
  const submission = parseWithZod(formData, { schema: wizardStepSchemas[step], disableAutoCoercion: true });
  if (submission.status !== "success") {
    return answer({ ...current, result: { status: "error", error: cleanErrors(submission.error) } }, 400);
  }
  const done: WizardState = {
    ...state,
    values: mergeStepValues(values, step, submission.value as Record<string, unknown>),
    completed: state.completed.includes(step) ? state.completed : [...state.completed, step],
  };
  if (step !== "encryption") return answer({ ...done, step: nextStep(flow, step) });

  const { encryptionPassword, encryptionPasswordConfirm } = submission.value as {
    encryptionPassword?: string;
    encryptionPasswordConfirm?: string;
  };
  return createFromWizard(user.id, done, { encryptionPassword, encryptionPasswordConfirm });
}

function cleanErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(error ?? {}).filter((entry): entry is [string, string[]] => Boolean(entry[1]?.length)));
}

/** Create the company from everything entered, after checking all of it again. */
async function createFromWizard(
  userId: number,
  state: WizardState,
  secrets: { encryptionPassword?: string; encryptionPasswordConfirm?: string },
) {
  // The earlier steps' values came back from the browser: validate them as their steps do.
  for (const step of stepsOf(state.flow)) {
    if (step === "encryption" || step === "congratulations") continue;
    const check = wizardStepSchemas[step].safeParse(state.values);
    if (!check.success) return failed(state, flattenZodError(check.error), 400);
  }
  const parsed = companyCreateSchema.safeParse({ ...state.values, ...secrets });
  if (!parsed.success) return failed(state, flattenZodError(parsed.error), 400);
  try {
    const company = await createCompany(await getDb(), userId, parsed.data);
    const query = new URLSearchParams({ step: "congratulations", companyId: String(company.id) });
    if (state.flow === "short") query.set("skipSetup", "true");
    return redirectWithToast(`/company-setup?${query}`, { type: "success", message: "Company created successfully" });
  } catch (error) {
    return answerSaveError(error, "Company setup: creating the company failed", {
      refused: ({ message, fieldErrors, status }) => failed(state, { message, fieldErrors: fieldErrors ?? {} }, status),
      failed: () => failed(state, { message: "Failed to create company", fieldErrors: {} }, 500),
    });
  }
}

/** Show creation errors one per line, on the step holding the first failing field. */
function failed(state: WizardState, problem: { message: string; fieldErrors: Record<string, string[]> }, status: number) {
  const steps = stepsOf(state.flow);
  const { _form: _formErrors, ...fieldErrors } = problem.fieldErrors;
  const failing = Object.keys(fieldErrors)
    .map((field) => stepOfField(state.flow, field))
    .filter((step): step is WizardStep => step !== undefined)
    .sort((a, b) => steps.indexOf(a) - steps.indexOf(b));
  const step = failing[0] ?? "encryption";
  return answer(
    {
      ...state,
      step,
      completed: state.completed.filter((done) => done !== step),
      messages: [...new Set(problem.message.split("\n").filter(Boolean))],
      result: { status: "error", error: fieldErrors },
    },
    status,
  );
}
