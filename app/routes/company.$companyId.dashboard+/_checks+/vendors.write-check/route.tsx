import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { screenMeta } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";
import { WRITE_CHECK_MESSAGES } from "~/modules/checks/messages";
import { companyContext } from "~/modules/companies/companies.server";
import { assertDomainError } from "~/utils/errors";
import { CheckScreenError } from "../__check-screen-error";
import { CheckVendorChoice } from "../__check-vendor-choice";
import { WriteCheckForm, writeCheckValues, type WriteCheckReply } from "./write-check-form";
import { loadWriteCheck, parseWriteCheckForm, submitWriteCheck } from "./write-check.server";

// Write Check (Banking > Write Check): choose an active vendor — a GET form, so without
// JavaScript its Show Pay Bills button reloads the page with that vendor's pay bills, and with it
// choosing is enough — then tick the vendor's pay bills made by Cheque that have no confirmed check
// yet. Each ticked pay bill counts in full and brings its bills' details and its pay-from account
// (the bank account the check is drawn on); the check section (date, TO BE PRINTED, amount, amount
// in words, memo) shows once the total is above zero. Without JavaScript, Update Check reloads the
// page with the ticked pay bills (a GET of the same form) to show it. Save Draft Check keeps a draft
// (the screen reopens on it); Confirm Check marks the pay bills write-check done, once only. The
// result shows as a panel whose Close starts the form again.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const loaded = await loadWriteCheck(db, ctx, new URL(request.url).searchParams);
  return data({ companyId: company.id, today: ctx.today, ...loaded }, { status: loaded.loadError ? 404 : 200 });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const formData = await request.formData();
  const values = writeCheckValues(formData);
  const submission = parseWriteCheckForm(formData);
  if (submission.status !== "success") {
    const reply: WriteCheckReply = {
      title: WRITE_CHECK_MESSAGES.validationTitle,
      messages: Object.values(submission.error ?? {}).flatMap((m) => m ?? []),
      values,
    };
    return data(reply, { status: 400 });
  }
  const form = submission.value;
  try {
    const saved = await submitWriteCheck(db, ctx, form);
    const base = menuHref(company.id, "vendors/write-check");
    return redirect(`${base}?vendor=${form.vendorId}&saved=${form.intent === "draft" ? "draft" : "confirmed"}&check=${saved.check.id}`);
  } catch (error) {
    assertDomainError(error);
    const reasons = error.message.split("\n").filter(Boolean);
    const validation =
      form.intent === "confirm" &&
      reasons.every((r) => r === WRITE_CHECK_MESSAGES.bankAccountRequired || r === WRITE_CHECK_MESSAGES.payBillRequired);
    const reply: WriteCheckReply = {
      values,
      ...(form.intent === "draft"
        ? { title: WRITE_CHECK_MESSAGES.draftFailedTitle, messages: [WRITE_CHECK_MESSAGES.draftFailed, ...reasons] }
        : validation
          ? { title: WRITE_CHECK_MESSAGES.validationTitle, messages: reasons }
          : { title: WRITE_CHECK_MESSAGES.confirmFailedTitle, messages: reasons.length ? reasons : [WRITE_CHECK_MESSAGES.confirmFailed] }),
    };
    return data(reply, { status: error.status === 404 ? 404 : error.status === 409 ? 409 : 400 });
  }
}

/** A save that gets no answer (offline, a server error) keeps the check as typed, with the message. */
export const clientAction = guardedClientAction({}, (formData, failure): WriteCheckReply => ({
  title: formData.get("intent") === "draft" ? WRITE_CHECK_MESSAGES.draftFailedTitle : WRITE_CHECK_MESSAGES.confirmFailedTitle,
  messages: [failure.message],
  values: writeCheckValues(formData),
}));

export default function WriteCheck() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { companyId, vendor } = loaded;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: "Banking" }, { label: "Write Check" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">Write Check</h1>

      {loaded.saved ? (
        <section role="status" aria-labelledby="write-check-saved" className="rounded-lg border border-green-200 bg-green-50 p-4 text-sm">
          <h2 id="write-check-saved" className="font-semibold text-green-900">
            {loaded.saved === "draft" ? WRITE_CHECK_MESSAGES.draftSavedTitle : WRITE_CHECK_MESSAGES.confirmedTitle}
          </h2>
          <p className="mt-1 text-green-800">
            {loaded.saved === "draft" ? WRITE_CHECK_MESSAGES.draftSaved : WRITE_CHECK_MESSAGES.confirmed}
          </p>
          <Link to={`${menuHref(companyId, "vendors/write-check")}${vendor ? `?vendor=${vendor.id}` : ""}`} className="mt-2 inline-block">
            Close
          </Link>
        </section>
      ) : null}

      <CheckVendorChoice
        id="write-check-vendor"
        companyId={companyId}
        loaded={loaded}
        chosenId={vendor?.id ?? null}
        submitLabel="Show Pay Bills"
      />

      {loaded.loadError ? null : vendor ? (
        <WriteCheckForm
          // A new answer, or another vendor or selection, starts the form again from the loader's values.
          key={`${vendor.id}-${loaded.selected.join(",")}-${loaded.saved ?? ""}-${JSON.stringify(reply ?? null)}`}
          vendor={vendor}
          payBills={loaded.payBills}
          selected={loaded.selected}
          checkDate={loaded.checkDate}
          memo={loaded.memo}
          today={loaded.today}
          reply={reply}
          cancelHref={menuHref(companyId, "")}
        />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-600 shadow-sm">
          Choose a vendor to see its pay bills made by Cheque.
        </p>
      )}
    </div>
  );
}

/** A page that could not load: the spec's load messages by status (a vendor not found is shown in the page, 404). */
export function ErrorBoundary() {
  return <CheckScreenError id="write-check-error" network />;
}

export const meta = screenMeta("Write Check");
