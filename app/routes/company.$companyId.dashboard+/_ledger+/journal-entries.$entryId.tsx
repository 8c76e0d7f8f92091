import { Alert } from "~/components/ui/notice";
import { TableHead, type ColumnHead } from "~/components/ui/table-head";
import { failedSaveView, rowFromLine, SAVE_FAILURE_MESSAGES, viewFromForm, type JournalFormView } from "~/components/journal/journal-form";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { accountLabel } from "~/components/journal/account-select";
import { JournalHelp } from "~/components/journal/help";
import { JournalEntryForm } from "~/components/journal/journal-entry-form";
import { entryNumberLabel, StatusBadge, JOURNAL_ENTRIES_STEP } from "~/components/journal/status-badge";
import { dashboardTrail, menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { MemorizeLink } from "~/components/recurring/memorize-link";
import { ConfirmFirstButton } from "~/components/ui/confirm-first-button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { useFormDraft } from "~/components/ui/form-draft";
import { ConfirmModal } from "~/components/ui/modals";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { pageTitle } from "~/lib/title";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { companyContext } from "~/modules/companies/companies.server";
import {
  cancelJournalEntry,
  isCancellable,
  deleteDraft,
  getJournalEntry,
  postJournalEntry,
  updateDraft,
  type JournalEntryView,
} from "~/modules/journal/journal-entries.server";
import type { JournalEntryInput } from "~/modules/journal/schema";
import { assertDomainError, messageLines, notFoundPage, orNotFoundPage } from "~/utils/errors";
import { requireCompany } from "~/modules/companies/require-company.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  accountOptions,
  answer,
  entryActionSchema,
  failedSave,
  formOnlyIntent,
  intentSchema,
  invalidSave,
  parseSave,
  postedVersion,
  unknownAccountMessages,
} from "./__journal-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// One journal entry: its lines and totals, links between an entry and its reversal. A posted
// entry is cancelled (a reversing entry is posted); a draft is edited with the Journal Entry form,
// posted, or deleted. Without JavaScript, confirmations are inline (?confirm=cancel|delete) and
// the editor is ?edit=1.

const DRAFT_LABEL = "Draft (numbered when posted)";

async function loadEntry(request: Request, companyId: string | undefined, entryId: string | undefined) {
  const { user, company, db } = await requireCompany(request, companyId);
  const notFound = "Journal entry not found";
  if (!entryId || !/^\d{1,9}$/.test(entryId)) throw notFoundPage(notFound);
  const entry = await orNotFoundPage(getJournalEntry(db, company.id, Number(entryId)), notFound);
  return { user, company, db, entry };
}

function draftForm(entry: JournalEntryView): JournalFormView {
  return {
    entryNo: DRAFT_LABEL,
    entryDate: formatUsDate(entry.entryDate),
    comments: entry.comments,
    rows: entry.lines.map(rowFromLine),
    version: String(entry.version),
    revision: "initial",
  };
}

const LINE_COLUMNS: ColumnHead[] = [
  { label: "Account", className: "px-4 py-3" },
  { label: "Memo", className: "px-4 py-3" },
  { label: "Debit", className: "px-4 py-3 text-right" },
  { label: "Credit", className: "px-4 py-3 text-right" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db, entry } = await loadEntry(request, params.companyId, params.entryId);
  const search = new URL(request.url).searchParams;
  // A link to the entry it reverses or that reversed it; none when that entry is not found.
  const related = async (id: number | null) =>
    id
      ? await getJournalEntry(db, company.id, id).then(
          (e) => ({ id, entryNo: e.entryNo }),
          () => null,
        )
      : null;
  const editing = entry.status === "draft" && search.get("edit") === "1";
  return {
    companyId: company.id,
    entry: {
      id: entry.id,
      entryNo: entry.entryNo,
      entryDate: entry.entryDate,
      comments: entry.comments,
      status: entry.status,
      lines: entry.lines,
      totals: entry.totals,
      problems: entry.problems,
    },
    reverses: await related(entry.reversesEntryId),
    reversedBy: await related(entry.reversedByEntryId),
    canCancel: isCancellable(entry),
    confirm: search.get("confirm"),
    editor: editing ? { view: draftForm(entry), accounts: accountOptions(await allAccounts(db, company.id, { activeOnly: true })) } : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db, entry } = await loadEntry(request, params.companyId, params.entryId);
  const ctx = companyContext(company, user.id);
  const here = menuHref(company.id, `journal-entries/${entry.id}`);
  const formData = await request.formData();
  const refused = (messages: string[], status: number) => data({ actionErrors: messages }, { status });
  const problem = (error: unknown) => {
    assertDomainError(error);
    return refused(messageLines(error), error.status === 404 ? 400 : error.status);
  };

  const entryAction = entryActionSchema.safeParse(formData.get("intent"));
  if (entryAction.success) {
    try {
      switch (entryAction.data) {
        case "cancel-entry": {
          if (!isCancellable(entry)) return refused([`Journal entry ${entryNumberLabel(entry)} cannot be cancelled.`], 409);
          const { reversal } = await cancelJournalEntry(db, ctx, entry.id);
          return redirectWithToast(here, {
            type: "success",
            message: `Journal entry ${entry.entryNo} cancelled. Reversing entry ${reversal.entryNo} posted.`,
          });
        }
        case "post": {
          const posted = await postJournalEntry(db, ctx, entry.id);
          return redirectWithToast(here, { type: "success", message: `Journal entry ${posted.entryNo} posted.` });
        }
        case "delete-draft":
          await deleteDraft(db, ctx, entry.id);
          return redirectWithToast(menuHref(company.id, "journal-entries"), { type: "success", message: "Draft journal entry deleted." });
      }
    } catch (error) {
      return problem(error);
    }
  }

  // The draft editor's buttons.
  if (entry.status !== "draft") return refused([`Journal entry ${entry.entryNo} is ${entry.status}: only drafts can be changed.`], 409);
  const view = viewFromForm(formData, DRAFT_LABEL);
  const intent = intentSchema.safeParse(formData.get("intent"));
  if (!intent.success) return refused(["Unknown action"], 400);
  const formOnly = formOnlyIntent(view, intent.data, { baseline: draftForm(entry), cancelTo: here });
  if (formOnly) return formOnly;
  if (intent.data !== "save-draft" && intent.data !== "save-post") return refused(["Unknown action"], 400);

  const saving = { ...view, intent: intent.data };
  const submission = parseSave(formData, intent.data === "save-post" ? "posted" : "draft");
  if (submission.status !== "success") return invalidSave(saving, submission);
  const value = submission.value as Omit<JournalEntryInput, "status">;
  const unknown = unknownAccountMessages(value.entries, accountOptions(await allAccounts(db, company.id, { activeOnly: true })));
  if (unknown.length) return answer({ ...saving, result: submission.reply({ formErrors: unknown }), summary: { messages: unknown } }, 400);
  try {
    // The version the editor was opened on: a draft saved by someone else since is refused (409).
    const version = postedVersion(formData);
    await updateDraft(db, ctx, entry.id, {
      entryDate: value.entryDate,
      comments: value.comments,
      entries: value.entries,
      version,
    });
    if (intent.data === "save-draft") return redirectWithToast(here, { type: "success", message: "Draft journal entry saved." });
    const posted = await postJournalEntry(db, ctx, entry.id);
    return redirectWithToast(here, { type: "success", message: `Journal entry ${posted.entryNo} posted.` });
  } catch (error) {
    return failedSave(saving, submission, error);
  }
}

// A save (or Post, Cancel, Delete) that gets no answer or a 5xx keeps the page and shows the spec's
// message: the draft editor with what was typed, the other buttons above the entry.
export const clientAction = guardedClientAction(SAVE_FAILURE_MESSAGES, (formData, failure) =>
  formData.has("entryDate") ? failedSaveView(formData, failure.message) : { actionErrors: [failure.message] },
);

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

export default function JournalEntryRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const location = useLocation();
  const draft = useFormDraft("journal-entry-edit");
  const restored = draft.restored ? viewFromForm(draft.restored, loaded.editor?.view.entryNo ?? "") : null;
  const formView = answered && "rows" in answered ? (answered as JournalFormView) : restored;
  const actionErrors = answered && "actionErrors" in answered ? answered.actionErrors : null;
  const here = menuHref(loaded.companyId, `journal-entries/${loaded.entry.id}`);
  const title = `Journal Entry ${entryNumberLabel(loaded.entry)}`;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={dashboardTrail(loaded.companyId, JOURNAL_ENTRIES_STEP, { label: entryNumberLabel(loaded.entry) })} />
      {loaded.editor ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="mr-auto text-2xl font-semibold text-slate-900">Edit Draft Journal Entry</h1>
            <JournalHelp />
          </div>
          {actionErrors ? <Problems messages={actionErrors} /> : null}
          <div {...draft.draftProps}>
            <JournalEntryForm
              key={`${location.key}-${formView?.revision ?? "initial"}-${draft.restoredKey}`}
              mode="edit"
              companyId={loaded.companyId}
              view={formView ?? loaded.editor.view}
              baseline={loaded.editor.view}
              accounts={loaded.editor.accounts}
              cancelHref={here}
            />
          </div>
        </>
      ) : (
        <EntryDetails loaded={loaded} title={title} here={here} actionErrors={actionErrors} />
      )}
    </div>
  );
}

function Problems({ messages }: { messages: readonly string[] }) {
  return (
    <Alert>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </Alert>
  );
}

function EntryDetails({
  loaded,
  title,
  here,
  actionErrors,
}: {
  loaded: Loaded;
  title: string;
  here: string;
  actionErrors: readonly string[] | null;
}) {
  const { entry, reverses, reversedBy, canCancel, confirm, companyId } = loaded;
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state !== "idle";
  const [confirming, setConfirming] = useState<"cancel" | "delete" | null>(null);
  useEffect(() => {
    if (navigation.state === "idle") setConfirming(null);
  }, [navigation.state]);

  const entryHref = (id: number) => menuHref(companyId, `journal-entries/${id}`);
  const isDraft = entry.status === "draft";
  const debit = fromDecimal(entry.totals.debit);
  const credit = fromDecimal(entry.totals.credit);
  const amount = (value: string) => (fromDecimal(value) === 0 ? "" : formatMoney(fromDecimal(value)));
  const send = (intent: string) => submit({ intent }, { method: "post", action: here });

  const inlineConfirm =
    confirm === "cancel" && canCancel
      ? {
          question: `Cancel journal entry ${entry.entryNo}? A reversing entry will be posted and this entry will be marked cancelled.`,
          intent: "cancel-entry",
          label: "Yes, cancel entry",
          back: "Keep entry",
        }
      : confirm === "delete" && isDraft
        ? {
            question: "Delete this draft journal entry? This cannot be undone.",
            intent: "delete-draft",
            label: "Yes, delete draft",
            back: "Keep draft",
          }
        : null;

  return (
    <>
      {actionErrors ? <Problems messages={actionErrors} /> : null}
      {entry.problems.length ? <Problems messages={entry.problems} /> : null}
      {inlineConfirm ? (
        <div
          role="alertdialog"
          aria-labelledby="entry-confirm-question"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3"
        >
          <p id="entry-confirm-question" className="text-sm text-amber-900">
            {inlineConfirm.question}
          </p>
          <Form method="post" action={here} className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" name="intent" value={inlineConfirm.intent} variant="danger" size="sm">
              {inlineConfirm.label}
            </Button>
            <Link to={here} className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}>
              {inlineConfirm.back}
            </Link>
          </Form>
        </div>
      ) : null}

      <Card>
        <CardHeader
          headingLevel={1}
          title={
            <span className="flex flex-wrap items-center gap-3">
              {title}
              <StatusBadge status={entry.status} />
            </span>
          }
          actions={
            <>
              {canCancel ? (
                <ConfirmFirstButton href="?confirm=cancel" onAsk={() => setConfirming("cancel")} size="sm" disabled={busy}>
                  Cancel Entry
                </ConfirmFirstButton>
              ) : null}
              {isDraft ? (
                <>
                  <Link to="?edit=1" className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}>
                    Edit
                  </Link>
                  <Form method="post" action={here}>
                    <Button type="submit" name="intent" value="post" size="sm" disabled={busy}>
                      Post
                    </Button>
                  </Form>
                  <ConfirmFirstButton href="?confirm=delete" onAsk={() => setConfirming("delete")} size="sm" disabled={busy}>
                    Delete Draft
                  </ConfirmFirstButton>
                </>
              ) : null}
              <MemorizeLink
                companyId={companyId}
                kind="journal_entry"
                documentId={entry.id}
                posted={entry.status === "posted" && entry.entryNo.startsWith("JE")}
              />
              <Link
                to={menuHref(companyId, "journal-entries")}
                className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}
              >
                Back to Journal Entries
              </Link>
            </>
          }
        />
        <CardBody className="space-y-5">
          <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="font-medium text-slate-500">Date</dt>
              <dd className="mt-1 text-slate-900">{formatUsDate(entry.entryDate)}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Number</dt>
              <dd className="mt-1 text-slate-900">{isDraft ? DRAFT_LABEL : entry.entryNo}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Status</dt>
              <dd className="mt-1">
                <StatusBadge status={entry.status} />
              </dd>
            </div>
            <div className="sm:col-span-2 lg:col-span-4">
              <dt className="font-medium text-slate-500">Comments</dt>
              <dd className="mt-1 whitespace-pre-line text-slate-900">{entry.comments || "—"}</dd>
            </div>
          </dl>

          {reverses ? (
            <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-700">
              This entry reverses <Link to={entryHref(reverses.id)}>{reverses.entryNo}</Link>.
            </p>
          ) : null}
          {reversedBy ? (
            <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-700">
              Cancelled: reversed by <Link to={entryHref(reversedBy.id)}>{reversedBy.entryNo}</Link>.
            </p>
          ) : null}

          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">Lines of {title}</caption>
              <TableHead
                columns={LINE_COLUMNS}
                className="bg-slate-50"
                rowClassName="text-left text-xs font-semibold uppercase tracking-wide text-slate-600"
              />
              <tbody className="divide-y divide-slate-100">
                {entry.lines.map((line) => (
                  <tr key={line.lineNo}>
                    <td className="px-4 py-3 text-slate-900">
                      {line.accountNumber !== null && line.accountName !== null ? (
                        accountLabel({ accountNumber: line.accountNumber, accountName: line.accountName })
                      ) : (
                        <span className="text-slate-400">No account</span>
                      )}
                    </td>
                    <td className="px-4 py-3 text-slate-700">{line.memo}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{amount(line.debit)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{amount(line.credit)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="bg-slate-50 font-semibold text-slate-900">
                <tr>
                  <th scope="row" colSpan={2} className="px-4 py-3 text-right">
                    Totals
                  </th>
                  <td className="px-4 py-3 text-right tabular-nums">{formatMoney(debit)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatMoney(credit)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          {isDraft && debit !== credit ? (
            <p className="text-sm text-amber-800">Totals must be equal before this draft can be posted.</p>
          ) : null}
        </CardBody>
      </Card>

      <ConfirmModal
        open={confirming === "cancel"}
        onOpenChange={(open) => setConfirming(open ? "cancel" : null)}
        title="Cancel journal entry?"
        message={`Cancel journal entry ${entry.entryNo}? A reversing entry will be posted and this entry will be marked cancelled.`}
        confirmLabel="Yes, cancel entry"
        cancelLabel="Keep entry"
        destructive
        busy={busy}
        onConfirm={() => send("cancel-entry")}
      />
      <ConfirmModal
        open={confirming === "delete"}
        onOpenChange={(open) => setConfirming(open ? "delete" : null)}
        title="Delete draft?"
        message="Delete this draft journal entry? This cannot be undone."
        confirmLabel="Yes, delete draft"
        cancelLabel="Keep draft"
        destructive
        busy={busy}
        onConfirm={() => send("delete-draft")}
      />
    </>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: pageTitle(loaded ? `Journal Entry ${entryNumberLabel(loaded.entry)}` : "Journal Entry") },
];
