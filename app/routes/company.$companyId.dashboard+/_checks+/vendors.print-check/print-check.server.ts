import { rowIdOf } from "~/lib/row-id";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Knex } from "knex";
import { formatMoney, fromDecimal, sumCents } from "~/lib/money";
import { getCheckLayout, saveCheckLayout } from "~/modules/checks/check-layouts.server";
import type { CheckPrint } from "~/modules/checks/check-print";
import { checkPrintOf, checksToPrint, selectedChecks, type CheckSelection } from "~/modules/checks/check-kinds.server";
import { vendorPickerOptions } from "~/modules/vendors/vendor-options.server";
import { checkVendor } from "~/modules/checks/checks.server";
import {
  CHECK_FIELDS,
  completeLayout,
  DEFAULT_LAYOUT,
  DEFAULT_STUB_VISIBILITY,
  FIELD_LABELS,
  parseStubChoices,
  readPlacement,
  readStubChoices,
  type CheckLayout,
} from "~/modules/checks/layout";
import { checkLayoutSchema } from "~/modules/checks/layout-schema";
import { getCheckPrintDefaults } from "~/modules/checks/check-print-settings.server";
import { markChecksPrinted, printableChecksById, printablePayBills, printHistory } from "~/modules/checks/print-check.server";
import { LAYOUT_MESSAGES, PRINT_CHECK_MESSAGES as M, printCheckFormSchema } from "~/modules/checks/schema";
import { voidCheck } from "~/modules/checks/void-check.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { listPrinters, printJobsOf, printTargetKey, type PrintTargetKind } from "~/modules/printing/print-jobs.server";
import { queuePrintJobs } from "~/modules/checks/check-print-queue.server";
import { assertDomainError, DomainError, orNullWhenNotFound } from "~/utils/errors";

// Print Check's server side, beside its route so the route's browser script carries no schema:
// what the screen loads (vendors, the vendor's checks to print and the refund cheques to print, the
// selection and its previews, printers, the saved layout, the print history, and the dialogs the
// query asks for) and what its forms do (print, Yes/Done, void, save the layout). A selection names
// pay bills (payBillIds) and refunds (refundIds): one batch prints, and Yes, Done marks, both.

const idList = (values: string[]) =>
  [...new Set(values.flatMap((v) => v.split(",")).map(rowIdOf))].filter((n): n is number => n !== null).slice(0, 500);

const oneId = (raw: string | null) => idList(raw ? [raw] : [])[0] ?? null;

/** The most refund cheques the screen lists. */
const REFUND_LIMIT = 500;

/** The query's names of a selection's two lists: the pay bills' checks and the refunds' cheques. */
const SELECTED = { paymentIds: "payBillIds", refundIds: "refundIds" } as const;
/** …and of the checks Print sent (the Print Job Completed dialog asks about them). */
const SENT = { paymentIds: "sent", refundIds: "sentRefund" } as const;
const SENT_PARAM: Record<PrintTargetKind, string> = { billPayment: SENT.paymentIds, customerRefund: SENT.refundIds };

/** A selection read from the query under those names. */
const selectionOf = (params: URLSearchParams, names: typeof SELECTED | typeof SENT = SELECTED): CheckSelection => ({
  paymentIds: idList(params.getAll(names.paymentIds)),
  refundIds: idList(params.getAll(names.refundIds)),
});

/** Per check, what stops it printing (the Check Setup Required list). */
export function checkSetupProblems(print: Pick<CheckPrint, "amount" | "payee">, layout: CheckLayout): string[] {
  const problems: string[] = [];
  if (!(fromDecimal(print.amount.replace(/,/g, "")) > 0)) problems.push(M.amountInvalid);
  if (!print.payee.trim() || print.payee === "Unknown Vendor") problems.push(M.vendorMissing);
  for (const f of CHECK_FIELDS) {
    const box = layout[f];
    if (!box || !Number.isFinite(box.x) || !Number.isFinite(box.y)) problems.push(M.fieldPosition(FIELD_LABELS[f]));
  }
  return problems;
}

export async function loadPrintCheck(db: Knex, ctx: CompanyContext, params: URLSearchParams) {
  const vendorSearch = (params.get("vendorSearch") ?? "").slice(0, 200);
  const [vendors, printers, saved, history, defaults] = await Promise.all([
    vendorPickerOptions(db, ctx.companyId, { q: vendorSearch, selectedId: oneId(params.get("vendor")) }),
    listPrinters(db, ctx),
    getCheckLayout(db, ctx.companyId),
    printHistory(db, ctx.companyId, 20),
    getCheckPrintDefaults(db, ctx.companyId),
  ]);
  const vendorId = oneId(params.get("vendor"));
  let vendor: { id: number; vendorName: string } | null = null;
  let loadError: string | null = null;
  if (vendorId !== null) {
    const found = await orNullWhenNotFound(checkVendor(db, ctx.companyId, vendorId));
    if (found) vendor = { id: found.id, vendorName: found.vendorName };
    else loadError = M.notFound;
  }
  const [payBills, refunds] = await Promise.all([
    vendor ? printablePayBills(db, ctx.companyId, vendor.id, ctx.today) : [],
    checksToPrint(db, ctx.companyId, ctx.today, { limit: REFUND_LIMIT, kind: "customerRefund" }),
  ]);
  const all = params.get("all") === "1";
  const asked = selectionOf(params);
  const listed = new Set(payBills.map((p) => p.id));
  const selected = all ? [...listed] : (asked.paymentIds ?? []).filter((id) => listed.has(id));
  const listedRefunds = new Set(refunds.map((r) => r.target.id));
  const selectedRefunds = all ? [...listedRefunds] : (asked.refundIds ?? []).filter((id) => listedRefunds.has(id));
  const layout = params.get("resetLayout") === "1" ? { ...saved, fields: DEFAULT_LAYOUT, stubFields: DEFAULT_STUB_VISIBILITY } : saved;
  const numbers = new Map([
    ...payBills.map((p) => [printTargetKey({ kind: "billPayment", id: p.id }), p.number] as const),
    ...refunds.map((r) => [printTargetKey(r.target), r.number] as const),
  ]);
  const checks = await Promise.all(
    selectedChecks({ paymentIds: selected, refundIds: selectedRefunds }).map(async (target) => {
      const print = await checkPrintOf(db, ctx.companyId, target, ctx.today);
      const number = numbers.get(printTargetKey(target))!;
      return { id: target.id, number, print, problems: checkSetupProblems(print, saved.fields) };
    }),
  );
  const total = sumCents([
    ...payBills.filter((p) => selected.includes(p.id)).map((p) => fromDecimal(p.total)),
    ...refunds.filter((r) => selectedRefunds.includes(r.target.id)).map((r) => fromDecimal(r.amount)),
  ]);
  const sent = selectionOf(params, SENT);
  const sentChecks = selectedChecks(sent).length ? await printableChecksOrEmpty(db, ctx, sent) : [];
  const sentVia = params.get("via") === "pdf" ? ("pdf" as const) : ("printer" as const);
  // The print jobs Print queued, followed until the daemon reports them printed or failed.
  const jobIds = idList(params.getAll("job"));
  const jobs = jobIds.length ? await printJobsOf(db, ctx.companyId, jobIds) : [];
  const confirmVoidId = oneId(params.get("confirmVoid"));
  return {
    vendors,
    vendorSearch,
    vendor,
    loadError,
    payBills: payBills.map((p) => ({ id: p.id, number: p.number, date: p.date, total: p.total })),
    selected,
    /** The refund cheques to print (every customer's), and those selected */
    refunds: refunds.map((r) => ({ id: r.target.id, number: r.number, date: r.date, total: r.amount, payee: r.payee.name })),
    selectedRefunds,
    total: formatMoney(total),
    checks,
    printers,
    /** The printer picked first: Settings › Check Print's default when it is listed, else the first listed */
    defaultPrinter: printers.some((p) => p.name === defaults.printer) ? defaults.printer : (printers[0]?.name ?? ""),
    /** The stock and the offsets this print starts from: Settings › Check Print's, or the query's (a reload keeps them) */
    placement: readPlacement(params, defaults),
    layout: {
      fields: layout.fields,
      stubFields: layout.stubFields,
      showStubTitles: layout.showStubTitles,
      saved: saved.saved,
      note: saved.saved ? LAYOUT_MESSAGES.exists : LAYOUT_MESSAGES.none,
    },
    history,
    /** After Print (or the PDF): the checks the Print Job Completed dialog asks about */
    sent: sentChecks,
    sentVia,
    /** The Print Job Completed dialog: what happened (sent to a printer, or downloaded), and the question */
    completed:
      sentVia === "pdf"
        ? { message: M.completedDownloaded(sentChecks.length), ask: M.completedAskPdf }
        : { message: M.completedSent(sentChecks.length), ask: M.completedAsk },
    sentPrinter: (params.get("printer") ?? "").slice(0, 200),
    jobs: jobs.map((j) => ({ id: j.id, number: j.number, state: j.state, error: j.error })),
    status: params.get("status"),
    count: Number(params.get("n") ?? 0) || 0,
    layoutSaved: params.get("layout"),
    voided: (params.get("voided") ?? "").slice(0, 60),
    confirmVoid: confirmVoidId ? (history.find((h) => h.id === confirmVoidId) ?? null) : null,
  };
}

/** The checks Print (or the PDF) sent, while each is still printable: what the Print Job Completed dialog asks about. */
async function printableChecksOrEmpty(db: Knex, ctx: CompanyContext, selection: CheckSelection) {
  try {
    return (await printableChecksById(db, ctx.companyId, selection)).map((c) => ({
      kind: c.target.kind,
      id: c.target.id,
      number: c.number,
    }));
  } catch (error) {
    assertDomainError(error);
    return [];
  }
}

export type PrintCheckReply = { title: string; intro?: string; messages: string[]; advice?: string };

/** The layout form's numbers ("date.x" …) and stub flags, read by hand: each field's five numbers. */
function readLayoutForm(form: FormData) {
  const fields: Record<string, Record<string, number>> = {};
  for (const f of CHECK_FIELDS) {
    const box: Record<string, number> = {};
    for (const k of ["x", "y", "width", "height", "fontSize"]) {
      const raw = form.get(`${f}.${k}`);
      if (typeof raw === "string" && raw.trim() !== "") box[k] = Number(raw);
    }
    if (Object.keys(box).length) fields[f] = { ...DEFAULT_LAYOUT[f], ...box };
  }
  const parsed = checkLayoutSchema.safeParse(fields);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((i) => `${FIELD_LABELS[i.path[0] as keyof typeof FIELD_LABELS] ?? i.path[0]}: ${i.message}`);
    throw new DomainError(messages.join("\n"), 400);
  }
  return { fields: completeLayout(parsed.data), ...readStubChoices(form) };
}

/** What a form of the screen does: a redirect target (query) or a reply to show. */
export async function submitPrintCheck(
  db: Knex,
  ctx: CompanyContext,
  form: FormData,
  vendorQuery: string,
): Promise<{ redirect: string } | { reply: PrintCheckReply; status: number }> {
  if (form.get("intent") === "layout") {
    try {
      const existed = (await getCheckLayout(db, ctx.companyId)).saved;
      await saveCheckLayout(db, ctx, readLayoutForm(form));
      return { redirect: `${vendorQuery}&layout=${existed ? "updated" : "saved"}` };
    } catch (error) {
      assertDomainError(error);
      return {
        reply: { title: LAYOUT_MESSAGES.saveFailedTitle, messages: [LAYOUT_MESSAGES.saveFailed, ...error.message.split("\n")] },
        status: 400,
      };
    }
  }
  const submission = parseWithZod(form, { schema: printCheckFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    return { reply: { title: "Error", messages: Object.values(submission.error ?? {}).flatMap((m) => m ?? []) }, status: 400 };
  }
  const input = submission.value;
  try {
    if (input.intent === "print") {
      const selection = { paymentIds: input.payBillIds, refundIds: input.refundIds };
      const targets = selectedChecks(selection);
      const problems: string[] = [];
      if (!input.printer) problems.push(M.printerRequired);
      if (!targets.length) problems.push(M.checkRequired);
      if (problems.length) return { reply: { title: "Error", messages: problems }, status: 400 };
      const layout = (await getCheckLayout(db, ctx.companyId)).fields;
      const setup: string[] = [];
      for (const target of targets) {
        const check = await checkPrintOf(db, ctx.companyId, target, ctx.today);
        setup.push(...checkSetupProblems(check, layout));
      }
      if (setup.length) {
        return { reply: { title: M.setupTitle, intro: M.setupIntro, messages: [...new Set(setup)], advice: M.setupAdvice }, status: 400 };
      }
      await printableChecksById(db, ctx.companyId, selection);
      // The stub choices the preview showed, saved or not: the printer prints what the screen showed.
      const stubChoices = parseStubChoices(form);
      // …and the stock and the offsets it chose (over the company's defaults).
      const placement = readPlacement(form, await getCheckPrintDefaults(db, ctx.companyId));
      const jobs = await queuePrintJobs(db, ctx, { ...selection, printer: input.printer, stubChoices, placement });
      const sent = new URLSearchParams();
      for (const job of jobs) sent.append(SENT_PARAM[job.target.kind], String(job.target.id));
      for (const job of jobs) sent.append("job", String(job.id));
      sent.set("printer", input.printer);
      return { redirect: `${vendorQuery}&${sent}` };
    }
    if (input.intent === "done") {
      const printed = await markChecksPrinted(db, ctx, {
        paymentIds: input.payBillIds,
        refundIds: input.refundIds,
        printerName: input.printer || "PDF",
      });
      return { redirect: `${vendorQuery}&status=updated&n=${printed.length}` };
    }
    const voided = await voidCheck(db, ctx, { paymentId: input.payBillId, reason: input.reason });
    return { redirect: `${vendorQuery}&voided=${encodeURIComponent(voided.checkNumber)}` };
  } catch (error) {
    assertDomainError(error);
    const title = input.intent === "void" ? M.voidFailedTitle : input.intent === "done" ? M.updateFailedTitle : "Error";
    const fallback = input.intent === "void" ? M.voidFailed : input.intent === "done" ? M.updateFailed : M.printIssue;
    return {
      reply: { title, messages: [fallback, ...error.message.split("\n")].filter((m, i, a) => a.indexOf(m) === i) },
      status: error.status === 409 ? 409 : 400,
    };
  }
}
