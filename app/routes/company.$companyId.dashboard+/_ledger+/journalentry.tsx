import {
  SAVED_MESSAGE,
  SAVE_FAILURE_MESSAGES,
  blankView,
  failedSaveView,
  viewFromForm,
  type JournalFormView,
} from "~/components/journal/journal-form";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { JournalHelp } from "~/components/journal/help";
import { JournalEntryForm } from "~/components/journal/journal-entry-form";
import { JOURNAL_ENTRIES_STEP } from "~/components/journal/status-badge";
import { dashboardBase, dashboardTrail, menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { useFormDraft } from "~/components/ui/form-draft";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { buttonClasses } from "~/components/ui/button";
import { screenMeta } from "~/lib/title";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { companyContext } from "~/modules/companies/companies.server";
import { createJournalEntry } from "~/modules/journal/journal-entries.server";
import type { JournalEntryInput } from "~/modules/journal/schema";
import { requireCompany } from "~/modules/companies/require-company.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  accountOptions,
  answer,
  failedSave,
  formOnlyIntent,
  intentSchema,
  invalidSave,
  parseSave,
  safeNextEntryNo,
  unknownAccountMessages,
} from "./__journal-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Journal Entry: a new entry, posted when saved (or kept as a draft).
// Save and Close goes to the dashboard, Save and New to a fresh form with the next number.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const [accounts, entryNo] = await Promise.all([allAccounts(db, company.id, { activeOnly: true }), safeNextEntryNo(db, company.id)]);
  return { companyId: company.id, today: ctx.today, accounts: accountOptions(accounts), view: blankView(entryNo, ctx.today) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const formData = await request.formData();
  const entryNo = await safeNextEntryNo(db, company.id);
  const view = viewFromForm(formData, entryNo);
  const intent = intentSchema.safeParse(formData.get("intent"));
  if (!intent.success) return answer({ ...view, summary: { messages: ["Unknown action"] } }, 400);

  const formOnly = formOnlyIntent(view, intent.data, { baseline: blankView(entryNo, ctx.today), cancelTo: dashboardBase(company.id) });
  if (formOnly) return formOnly;
  if (intent.data !== "save-close" && intent.data !== "save-new" && intent.data !== "save-draft" && intent.data !== "recurring") {
    return answer({ ...view, summary: { messages: ["Unknown action"] } }, 400);
  }

  const saving = { ...view, intent: intent.data };
  const draft = intent.data === "save-draft";
  const submission = parseSave(formData, draft ? "draft" : "posted");
  if (submission.status !== "success") return invalidSave(saving, submission);
  const value = submission.value as Omit<JournalEntryInput, "status">;
  if (draft) {
    const unknown = unknownAccountMessages(value.entries, await allAccounts(db, company.id, { activeOnly: true }));
    if (unknown.length)
      return answer({ ...saving, result: submission.reply({ formErrors: unknown }), summary: { messages: unknown } }, 400);
  }
  let saved;
  try {
    saved = await createJournalEntry(db, ctx, { ...value, status: draft ? "draft" : "posted" });
  } catch (error) {
    return failedSave(saving, submission, error);
  }
  if (draft) {
    return redirectWithToast(menuHref(company.id, `journal-entries/${saved.id}`), {
      type: "success",
      message: "Journal entry saved as a draft. Post it when it is complete.",
    });
  }
  if (intent.data === "recurring") {
    // Make it recurring: the entry is posted (its first occurrence), then memorized as a schedule.
    const schedule = new URLSearchParams({ kind: "journal_entry", documentId: String(saved.id) });
    return redirectWithToast(menuHref(company.id, `recurring/new?${schedule}`), { type: "success", message: MEMORIZE_MESSAGE });
  }
  const to = intent.data === "save-new" ? menuHref(company.id, "journalentry") : dashboardBase(company.id);
  return redirectWithToast(to, { type: "success", message: SAVED_MESSAGE });
}

const MEMORIZE_MESSAGE = "Journal entry saved. Choose how often it repeats.";

// A save that gets no answer or a 5xx keeps the form and shows the spec's message.
export const clientAction = guardedClientAction(SAVE_FAILURE_MESSAGES, (formData, failure) => failedSaveView(formData, failure.message));

export default function JournalEntryScreen() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>() as JournalFormView | undefined;
  const location = useLocation();
  const draft = useFormDraft("journal-entry-new");
  const view = answered ?? (draft.restored ? viewFromForm(draft.restored, loaded.view.entryNo) : loaded.view);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={dashboardTrail(loaded.companyId, JOURNAL_ENTRIES_STEP, { label: "Journal Entry" })} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Journal Entry</h1>
        <Link
          to={menuHref(loaded.companyId, "journal-entries")}
          className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}
        >
          View Journal Entries
        </Link>
        <JournalHelp />
      </div>
      <div {...draft.draftProps}>
        <JournalEntryForm
          // A new answer (or a fresh form after Save and New, or a restored draft) starts the form again from its values.
          key={`${location.key}-${view.revision}-${draft.restoredKey}`}
          mode="new"
          companyId={loaded.companyId}
          view={view}
          baseline={blankView(view.entryNo, loaded.today)}
          accounts={loaded.accounts}
          cancelHref={dashboardBase(loaded.companyId)}
        />
      </div>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Journal Entry");
