import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSubmit,
} from "@remix-run/react";
import { useEffect, useState } from "react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { guardedClientAction } from "~/components/ui/client-action-guard";
import { cn } from "~/components/ui/cn";
import { inputClasses } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE } from "~/lib/submit-errors";
import { screenMeta } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";
import { LAYOUT_MESSAGES, PRINT_CHECK_MESSAGES as M, REFUND_CHECK_MESSAGES as R } from "~/modules/checks/messages";
import { companyContext } from "~/modules/companies/companies.server";
import {
  CHECK_STOCK_LABELS,
  CHECK_STOCKS,
  OFFSET_LIMITS,
  stubChoicesQuery,
  type CheckPlacement,
  type StubChoices,
} from "~/modules/checks/layout";
import { CheckScreenError } from "../__check-screen-error";
import { CheckVendorChoice } from "../__check-vendor-choice";
import { LayoutPanel } from "./layout-panel";
import { loadPrintCheck, submitPrintCheck, type PrintCheckReply } from "./print-check.server";

// Print Check (Banking > Print Check): choose an active vendor, tick its checks ready to print
// (pay bills by Cheque whose check is confirmed, not printed, not void) and the refund cheques
// ready to print (refunds to customers by Cheque, to be printed: every customer's, ADR 0059) —
// one batch, one Print, one Yes, Done for both — choose a printer (from the
// print daemons and the server's CUPS) and print — one queued job per check — or, with no printer,
// download the PDF or open the browser's print dialog. The layout (stub fields, field positions)
// is edited and saved here, and each selected check previews as its page. After printing the
// Print Job Completed dialog asks whether the checks came out: Yes, Done marks them printed (the
// pay bill Issued); No, Not Done changes nothing. The Recent Print History voids a printed check
// (a reversal of its payment). Every step is a link or a form, so it all works without JavaScript;
// with it, choosing is enough and fields drag.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const loaded = await loadPrintCheck(db, ctx, new URL(request.url).searchParams);
  return data({ companyId: company.id, ...loaded }, { status: loaded.loadError ? 404 : 200 });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const form = await request.formData();
  const back = new URLSearchParams();
  const vendor = String(form.get("vendor") ?? new URL(request.url).searchParams.get("vendor") ?? "");
  back.set("vendor", /^\d{1,10}$/.test(vendor) ? vendor : "");
  if (form.get("intent") === "layout") {
    for (const name of ["payBillIds", "refundIds"]) for (const id of form.getAll(name)) back.append(name, String(id));
  }
  const result = await submitPrintCheck(db, ctx, form, `${menuHref(company.id, "vendors/print-check")}?${back}`);
  if ("redirect" in result) return redirect(result.redirect);
  return data(result.reply, { status: result.status });
}

/**
 * Print, Yes, Done, Void or Save Adjustments that gets no answer (offline, a server error): the
 * screen stays as it was (the selection, the layout as dragged, the void's reason) and says so.
 */
export const clientAction = guardedClientAction({}, (formData, failure): PrintCheckReply => {
  const intent = formData.get("intent");
  const title =
    intent === "void"
      ? M.voidFailedTitle
      : intent === "done"
        ? M.updateFailedTitle
        : intent === "layout"
          ? LAYOUT_MESSAGES.saveFailedTitle
          : "Error";
  return { title, messages: [failure.message] };
});

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

export default function PrintCheck() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as PrintCheckReply | undefined;
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { companyId, vendor } = loaded;
  const base = menuHref(companyId, "vendors/print-check");
  const vendorQuery = `${base}?vendor=${vendor?.id ?? ""}`;
  const selectionQuery = [
    ...loaded.selected.map((id) => `payBillIds=${id}`),
    ...loaded.selectedRefunds.map((id) => `refundIds=${id}`),
  ].join("&");
  // The Print Job Completed dialog's query for the selection: the checks the PDF "sent".
  const sentQuery = [...loaded.selected.map((id) => `sent=${id}`), ...loaded.selectedRefunds.map((id) => `sentRefund=${id}`)].join("&");
  // The PDF is made from the stub choices the preview shows (saved or not).
  const [stubChoices, setStubChoices] = useState<StubChoices>(loaded.layout);
  // …and from the stock and offsets chosen for this print (Settings › Check Print's to start with).
  const [placement, setPlacement] = useState<CheckPlacement>(loaded.placement);
  const placementQuery = new URLSearchParams({
    stock: placement.stock,
    offsetX: String(placement.offsetX),
    offsetY: String(placement.offsetY),
  }).toString();
  const pdfHref = `${base}/pdf?${selectionQuery}&${stubChoicesQuery(stubChoices)}&${placementQuery}`;
  const [picked, setPicked] = useState(loaded.defaultPrinter);
  // Refresh can bring the first printer (or take the picked one away): the select then shows the
  // default (or the first one reported), and Print must send to what it shows.
  const printer = loaded.printers.some((p) => p.name === picked) ? picked : loaded.defaultPrinter;
  const busy = navigation.state !== "idle";
  const n = loaded.selected.length + loaded.selectedRefunds.length;
  const listed = loaded.payBills.length + loaded.refunds.length;
  // Download PDF or Print in browser that could not get the PDF (offline, a server error).
  const [pdfProblem, setPdfProblem] = useState<string | null>(null);

  return (
    // Every control scrolled into view (by Tab, find in page, a label's click) stops above the sticky footer, not under it.
    <div className="mx-auto max-w-6xl space-y-4 [&_a]:scroll-mb-24 [&_button]:scroll-mb-24 [&_input]:scroll-mb-24 [&_select]:scroll-mb-24 [&_summary]:scroll-mb-24">
      <Breadcrumb items={[{ label: "Banking" }, { label: "Print Check" }]} />
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold text-slate-900">Print Check</h1>
        <Link to={menuHref(companyId, "")}>Back</Link>
      </div>

      <Notices loaded={loaded} vendorQuery={vendorQuery} />
      {reply ? <ReplyPanel reply={reply} /> : null}

      <section aria-labelledby="pc-vendor" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="pc-vendor" className="mb-2 font-semibold text-slate-900">
          1. Select Vendor
        </h2>
        <CheckVendorChoice
          id="print-check-vendor"
          companyId={companyId}
          loaded={loaded}
          chosenId={vendor?.id ?? null}
          submitLabel="Show Checks"
        />
      </section>

      <section aria-labelledby="pc-checks" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="pc-checks" className="mb-2 font-semibold text-slate-900">
          2. Select Checks to Print
        </h2>
        <Form method="get" aria-label="Select checks" preventScrollReset>
          <input type="hidden" name="vendor" value={vendor?.id ?? ""} />
          {listed > 0 ? (
            <div className="mb-2 flex flex-wrap items-center gap-3 text-sm">
              <Link to={`${vendorQuery}&all=1`} preventScrollReset className={buttonClasses({ variant: "secondary", size: "sm" })}>
                Select All ({listed})
              </Link>
              <Link to={vendorQuery} preventScrollReset className={buttonClasses({ variant: "secondary", size: "sm" })}>
                Clear All
              </Link>
              <span>{n} check(s) selected</span>
            </div>
          ) : null}
          {!vendor ? (
            <p className="text-sm text-slate-600">Choose a vendor to see its checks ready for printing.</p>
          ) : loaded.payBills.length === 0 ? (
            <p className="text-sm text-slate-600">{M.empty}</p>
          ) : (
            <ChecksTable
              caption={`Checks of ${vendor.vendorName}`}
              numberHeader="Pay Bill #"
              name="payBillIds"
              rows={loaded.payBills}
              selected={loaded.selected}
            />
          )}
          <h3 className="mb-1 mt-4 text-sm font-semibold text-slate-900">{R.heading}</h3>
          {loaded.refunds.length === 0 ? (
            <p className="text-sm text-slate-600">{R.empty}</p>
          ) : (
            <ChecksTable
              caption={R.heading}
              numberHeader="Refund #"
              payeeHeader="Customer"
              name="refundIds"
              rows={loaded.refunds}
              selected={loaded.selectedRefunds}
            />
          )}
          {hydrated || listed === 0 ? null : (
            <Button type="submit" variant="secondary" size="sm" className="mt-2">
              Update Selection
            </Button>
          )}
        </Form>
      </section>

      <section aria-labelledby="pc-options" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="pc-options" className="mb-2 font-semibold text-slate-900">
          3. Print Options
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium text-slate-700">
            Printer
            <select
              form="print-form"
              name="printer"
              value={printer}
              onChange={(e) => setPicked(e.currentTarget.value)}
              className={cn(inputClasses, "mt-1 min-w-64 pr-8")}
            >
              {loaded.printers.length === 0 ? <option value="">No printer available</option> : null}
              {loaded.printers.map((p) => (
                <option key={p.name} value={p.name}>
                  {p.name}
                  {p.isDefault ? " (default)" : ""} — {p.state}
                </option>
              ))}
            </select>
          </label>
          {hydrated ? (
            <Button type="button" variant="secondary" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
              {revalidator.state !== "idle" ? "Refreshing…" : "Refresh"}
            </Button>
          ) : (
            <a href={`${vendorQuery}&${selectionQuery}`} className={buttonClasses({ variant: "secondary" })}>
              Refresh
            </a>
          )}
        </div>
        <p className="mt-1 text-xs text-slate-500">
          Printers reported by the print daemons on your office computers, and this server's own printers (virtual printers are left out).
        </p>
        {loaded.printers.length === 0 ? (
          <p role="alert" className="mt-2 rounded border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {M.noPrinters}
          </p>
        ) : null}
        {n > 0 ? (
          // The PDF and the browser's print dialog: the way to print when no printer is reported.
          <p className="mt-2 flex flex-wrap gap-2 text-sm">
            <a
              href={pdfHref}
              download
              className={buttonClasses({ variant: "secondary", size: "sm" })}
              onClick={(event) => {
                // The PDF is fetched first, so no answer shows here; once it is saved, ask whether the checks were printed.
                event.preventDefault();
                void fetchPdf(pdfHref).then((pdf) => {
                  setPdfProblem(pdf.problem);
                  if (pdf.problem !== null) return;
                  saveFile(pdf.url, pdf.name);
                  navigate(`${vendorQuery}&${sentQuery}&via=pdf`);
                });
              }}
            >
              Download PDF
            </a>
            {hydrated ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() =>
                  void fetchPdf(`${pdfHref}&inline=1`).then((pdf) => {
                    setPdfProblem(pdf.problem);
                    if (pdf.problem === null) printInBrowser(pdf.url);
                  })
                }
              >
                Print in browser
              </Button>
            ) : null}
            <Link to={`${vendorQuery}&${sentQuery}&via=pdf`} className="self-center">
              I printed the PDF
            </Link>
          </p>
        ) : null}
        {pdfProblem ? (
          <p role="alert" className="mt-2 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {pdfProblem}
          </p>
        ) : null}
        <p className="mt-3 text-sm">
          Check Style: <strong>{M.checkStyle}</strong>
        </p>
        {/* This print's stock and offsets (Settings › Check Print keeps the defaults). */}
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium text-slate-700">
            Check stock
            <select
              form="print-form"
              name="stock"
              value={placement.stock}
              onChange={(e) => setPlacement({ ...placement, stock: e.currentTarget.value as CheckPlacement["stock"] })}
              className={cn(inputClasses, "mt-1 pr-8")}
            >
              {CHECK_STOCKS.map((s) => (
                <option key={s} value={s}>
                  {CHECK_STOCK_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          {(["offsetX", "offsetY"] as const).map((k) => (
            <label key={k} className="text-sm font-medium text-slate-700">
              {k === "offsetX" ? "Horizontal offset (px)" : "Vertical offset (px)"}
              <input
                form="print-form"
                type="number"
                name={k}
                min={OFFSET_LIMITS.min}
                max={OFFSET_LIMITS.max}
                step={1}
                value={placement[k]}
                onChange={(e) => setPlacement({ ...placement, [k]: Math.trunc(Number(e.currentTarget.value) || 0) })}
                className={cn(inputClasses, "mt-1 w-28")}
              />
            </label>
          ))}
        </div>
        <p className="text-xs text-slate-500">{M.stubsOnlyNote}</p>
      </section>

      <LayoutPanel
        key={JSON.stringify(loaded.layout) + selectionQuery}
        layout={loaded.layout.fields}
        stubFields={loaded.layout.stubFields}
        showStubTitles={loaded.layout.showStubTitles}
        saved={loaded.layout.saved}
        note={loaded.layout.note}
        checks={loaded.checks}
        hidden={{
          vendor: String(vendor?.id ?? ""),
          payBillIds: loaded.selected.map(String),
          refundIds: loaded.selectedRefunds.map(String),
        }}
        onStubChoices={setStubChoices}
      />

      <History loaded={loaded} vendorQuery={vendorQuery} />

      <Form
        id="print-form"
        method="post"
        preventScrollReset
        className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow"
      >
        <input type="hidden" name="intent" value="print" />
        <input type="hidden" name="vendor" value={vendor?.id ?? ""} />
        {loaded.selected.map((id) => (
          <input key={id} type="hidden" name="payBillIds" value={id} />
        ))}
        {loaded.selectedRefunds.map((id) => (
          <input key={`refund-${id}`} type="hidden" name="refundIds" value={id} />
        ))}
        {/* The preview's stub choices, saved or not: the printer prints what the preview shows. */}
        {[...new URLSearchParams(stubChoicesQuery(stubChoices))].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <span className="text-sm">
          {n} check(s) selected • Total: {loaded.total}
          {navigation.formData?.get("intent") === "print" ? (
            <span role="status" className="ml-3 text-blue-800">
              Sending {n} check(s) to {printer}…
            </span>
          ) : null}
        </span>
        <span className="flex gap-2">
          <Link to={menuHref(companyId, "")} className={buttonClasses({ variant: "secondary" })}>
            Back
          </Link>
          <Button type="submit" disabled={!printer || busy || n === 0}>
            {n > 1 ? `Print ${n} Checks` : "Print Check"}
          </Button>
        </span>
      </Form>
    </div>
  );
}

/** The form field that carries each kind of check in a selection. */
const SELECTION_FIELD: Record<Loaded["sent"][number]["kind"], string> = { billPayment: "payBillIds", customerRefund: "refundIds" };

/** One kind's checks to print, each a checkbox: choosing one submits the selection (a GET form) with JavaScript. */
function ChecksTable({
  caption,
  numberHeader,
  payeeHeader,
  name,
  rows,
  selected,
}: {
  caption: string;
  numberHeader: string;
  /** A payee column, for the checks of several payees (the refund cheques) */
  payeeHeader?: string;
  name: string;
  rows: { id: number; number: string; date: string; total: string; payee?: string }[];
  selected: number[];
}) {
  const submit = useSubmit();
  return (
    <table className="w-full text-sm" aria-label={caption}>
      <thead>
        <tr className="border-b text-left text-slate-600">
          <th className="w-10 py-1">Select</th>
          <th>{numberHeader}</th>
          {payeeHeader ? <th>{payeeHeader}</th> : null}
          <th>Date</th>
          <th className="text-right">Total Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id} className="border-b last:border-0">
            <td className="py-1">
              <input
                type="checkbox"
                name={name}
                value={p.id}
                aria-label={`Select ${p.number}`}
                defaultChecked={selected.includes(p.id)}
                onChange={(e) => {
                  if (e.currentTarget.form) submit(e.currentTarget.form, { preventScrollReset: true });
                }}
              />
            </td>
            <td>{p.number}</td>
            {payeeHeader ? <td>{p.payee}</td> : null}
            <td>{formatUsDate(p.date)}</td>
            <td className="text-right">{formatMoney(fromDecimal(p.total))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type FetchedPdf = { problem: null; url: string; name: string } | { problem: string };

/** The checks' PDF as a local (blob) address, or the message when it could not be had. */
async function fetchPdf(href: string): Promise<FetchedPdf> {
  let response: Response;
  try {
    response = await fetch(href);
  } catch {
    return { problem: NETWORK_ERROR_MESSAGE };
  }
  if (response.status >= 500) return { problem: SERVER_ERROR_MESSAGE };
  if (!response.ok) return { problem: (await response.text().catch(() => "")) || M.printIssue };
  const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "checks.pdf";
  return { problem: null, url: URL.createObjectURL(await response.blob()), name };
}

/** Save a fetched file under its name (the browser's download). */
function saveFile(url: string, name: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The browser's print dialog for the fetched PDF, from a hidden frame. */
function printInBrowser(url: string) {
  const frame = document.createElement("iframe");
  frame.style.display = "none";
  frame.src = url;
  frame.onload = () => setTimeout(() => frame.contentWindow?.print(), 1000);
  document.body.appendChild(frame);
}

function ReplyPanel({ reply }: { reply: PrintCheckReply }) {
  return (
    <section role="alertdialog" aria-labelledby="pc-reply" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <h2 id="pc-reply" className="font-semibold">
        {reply.title}
      </h2>
      {reply.intro ? <p className="mt-1">{reply.intro}</p> : null}
      <ul className="mt-1">
        {reply.messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
      {reply.advice ? <p className="mt-1">{reply.advice}</p> : null}
    </section>
  );
}

const JOB_STATE_LABELS: Record<Loaded["jobs"][number]["state"], string> = {
  queued: "Waiting for the print daemon",
  sent: "Sent to the printer",
  printed: "Printed",
  failed: "Failed",
  cancelled: "Cancelled",
};

/**
 * Where each queued check is: the daemon claims the job, prints it and reports back. With JavaScript
 * the page asks again every 2 s until every job has an outcome; without, Refresh does.
 */
function PrintJobStates({ jobs }: { jobs: Loaded["jobs"] }) {
  const revalidator = useRevalidator();
  const location = useLocation();
  const waiting = jobs.some((j) => j.state === "queued" || j.state === "sent");
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);
  if (!jobs.length) return null;
  return (
    <div className="mt-2">
      <ul aria-label="Print jobs" className="space-y-0.5">
        {jobs.map((j) => (
          <li key={j.id}>
            {j.number}: <span className={j.state === "failed" ? "font-medium text-red-700" : undefined}>{JOB_STATE_LABELS[j.state]}</span>
            {j.error ? ` (${j.error})` : null}
          </li>
        ))}
      </ul>
      {waiting ? (
        <Link to={`${location.pathname}${location.search}`} preventScrollReset className="text-sm">
          Refresh
        </Link>
      ) : null}
    </div>
  );
}

/** What the query asks the page to say: the print confirmation, results of Yes/Done, Void, layout saves. */
function Notices({ loaded, vendorQuery }: { loaded: Loaded; vendorQuery: string }) {
  const navigation = useNavigation();
  const updating = navigation.state !== "idle";
  return (
    <>
      {loaded.sent.length ? (
        <section role="dialog" aria-labelledby="pc-completed" className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm">
          <div className="flex justify-between">
            <h2 id="pc-completed" className="font-semibold text-blue-900">
              {M.completedTitle}
            </h2>
            <Link to={`${vendorQuery}&status=not-updated`} aria-label="Close">
              ×
            </Link>
          </div>
          {loaded.sentVia === "pdf" ? (
            <p className="mt-1">
              <strong>{M.pdfDownloadedTitle}:</strong> {M.pdfDownloaded}
            </p>
          ) : null}
          <p className="mt-1">{loaded.completed.message}</p>
          <PrintJobStates jobs={loaded.jobs} />
          <p>{loaded.completed.ask}</p>
          <Form method="post" className="mt-2 flex gap-2">
            <input type="hidden" name="intent" value="done" />
            <input type="hidden" name="vendor" value={loaded.vendor?.id ?? ""} />
            <input type="hidden" name="printer" value={loaded.sentVia === "pdf" ? "PDF" : loaded.sentPrinter} />
            {loaded.sent.map((c) => (
              <input key={`${c.kind}-${c.id}`} type="hidden" name={SELECTION_FIELD[c.kind]} value={c.id} />
            ))}
            <Button type="submit" disabled={updating}>
              Yes, Done
            </Button>
            <Link to={`${vendorQuery}&status=not-updated`} className={buttonClasses({ variant: "secondary" })} aria-disabled={updating}>
              No, Not Done
            </Link>
          </Form>
        </section>
      ) : null}
      {loaded.status === "updated" ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <strong>{M.statusUpdatedTitle}</strong> {M.statusUpdated(loaded.count)}
        </p>
      ) : null}
      {loaded.status === "not-updated" ? (
        <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
          {M.notUpdated}
        </p>
      ) : null}
      {loaded.voided ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <strong>{M.voidedTitle}</strong> Check #{loaded.voided} is void.
        </p>
      ) : null}
      {loaded.layoutSaved === "saved" || loaded.layoutSaved === "updated" ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {loaded.layoutSaved === "saved" ? LAYOUT_MESSAGES.savedTitle : LAYOUT_MESSAGES.updatedTitle}
        </p>
      ) : null}
      {loaded.confirmVoid ? (
        <section role="dialog" aria-labelledby="pc-void" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
          <h2 id="pc-void" className="font-semibold text-red-900">
            Void Check
          </h2>
          <p className="mt-1">{M.voidConfirm(loaded.confirmVoid.checkNumber)}</p>
          <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="void" />
            <input type="hidden" name="vendor" value={loaded.vendor?.id ?? ""} />
            <input type="hidden" name="payBillId" value={loaded.confirmVoid.id} />
            <label className="text-sm">
              Reason (optional)
              <input name="reason" maxLength={500} className={cn(inputClasses, "mt-1")} />
            </label>
            <Button type="submit" variant="danger" disabled={updating}>
              Void Check
            </Button>
            <Link to={vendorQuery} className={buttonClasses({ variant: "secondary" })}>
              Cancel
            </Link>
          </Form>
        </section>
      ) : null}
    </>
  );
}

function History({ loaded, vendorQuery }: { loaded: Loaded; vendorQuery: string }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="pc-history" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="pc-history" className="font-semibold text-slate-900">
          Recent Print History
        </h2>
        <span className="flex items-center gap-3 text-sm">
          <span>{loaded.history.length} recent print(s)</span>
          {hydrated ? (
            <Button type="button" size="sm" variant="secondary" onClick={() => revalidator.revalidate()}>
              Refresh History
            </Button>
          ) : (
            <a href={vendorQuery} className={buttonClasses({ variant: "secondary", size: "sm" })}>
              Refresh History
            </a>
          )}
        </span>
      </div>
      <table className="w-full text-sm" aria-label="Recent Print History">
        <thead>
          <tr className="border-b text-left text-slate-600">
            <th>Check #</th>
            <th>Pay Bill #</th>
            <th>Vendor</th>
            <th className="text-right">Amount</th>
            <th>Printed Date</th>
            <th>Printer</th>
            <th>Status</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {loaded.history.map((h) => (
            <tr key={h.id} className="border-b last:border-0">
              <td className="py-1">{h.checkNumber}</td>
              <td>{h.payBillNumber}</td>
              <td>{h.vendor.vendorName}</td>
              <td className="text-right">{formatMoney(fromDecimal(h.amount))}</td>
              <td>{formatUsDate(h.printDate)}</td>
              <td>{h.printerName}</td>
              <td>{h.status}</td>
              <td>
                {h.isVoided ? (
                  <Button type="button" size="sm" variant="danger" disabled aria-label={`Void check #${h.checkNumber}`}>
                    Void
                  </Button>
                ) : (
                  <Link
                    to={`${vendorQuery}&confirmVoid=${h.id}`}
                    preventScrollReset
                    aria-label={`Void check #${h.checkNumber}`}
                    className={buttonClasses({ variant: "danger", size: "sm" })}
                  >
                    Void
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A page that could not load: the shell's 404, or the screen's load error by status. */
export function ErrorBoundary() {
  return <CheckScreenError id="print-check-error" />;
}

export const meta = screenMeta("Print Check");
