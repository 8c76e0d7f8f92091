import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type * as z from "zod";
import type { FormAnswer } from "~/components/consultants/consultant-form";
import { menuHref } from "~/components/shell/menu";
import { toCsv } from "~/lib/csv";
import { addDaysIso, formatUsDate } from "~/lib/dates";
import { flattenZodError } from "~/lib/zod-helpers";
import { parsePagination } from "~/lib/pagination";
import { companyContext } from "~/modules/companies/companies.server";
import { IT_CONSULTING_INDUSTRY_ID } from "~/modules/companies/industry-ids";
import type { Permission } from "~/modules/companies/policy";
import { requireCompany } from "~/modules/companies/require-company.server";
import { consultantCenter, invoiceTimesheets, listTimesheetInvoices, listTimesheetPayments } from "~/modules/consultants/billing.server";
import {
  addPlacement,
  consultantsCsv,
  createConsultant,
  deleteConsultant,
  deletePlacement,
  getConsultant,
  listConsultants,
  updateConsultant,
  updatePlacement,
} from "~/modules/consultants/consultants.server";
import {
  consultantChoices,
  customerChoices,
  serviceItemChoices,
  taxRateChoices,
  vendorChoices,
} from "~/modules/consultants/options.server";
import {
  CONSULTANT_MESSAGES as M,
  consultantFormSchema,
  consultantListQuerySchema,
  invoiceFromTimesheetsSchema,
  mondayOf,
  placementSchema,
  timesheetFilterSchema,
  timesheetWeekSchema,
  weekDays,
  weekFromForm,
} from "~/modules/consultants/schema";
import { listTimesheets, readWeek, saveWeek } from "~/modules/consultants/timesheets.server";
import { DomainError, notFoundPage, orNotFoundPage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// The Consultant screens' loaders and actions (ADR 0078, 0079), apart from their route files so
// that no page's scripts carry the schemas or the services. Every one goes through
// requireConsultingCompany: a member of the company (404 otherwise) whose role allows the request
// (403), and a company in IT consulting (industry 18), as the menu shows the group — any other
// company's consultant screens are a 404. A refused form answers 400 (or the service's status)
// with the messages and the values typed; a save redirects with a toast, so every form works
// without JavaScript.

/** requireCompany, and a 404 unless the company is in IT consulting. */
export async function requireConsultingCompany(request: Request, companyId: string | undefined, permission?: Permission) {
  const found = await requireCompany(request, companyId, permission);
  if (found.company.industryId !== IT_CONSULTING_INDUSTRY_ID) throw notFoundPage(M.notConsulting);
  return found;
}

const valuesOf = (form: FormData) =>
  Object.fromEntries([...form.entries()].flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : []))) as Record<string, string>;

function refused(form: FormData, messages: string[], errors: Record<string, string[]> = {}, status = 400) {
  return data<FormAnswer>({ errors, messages, values: valuesOf(form) }, { status });
}

function parsed<S extends z.ZodType>(schema: S, value: unknown): { ok: true; value: z.output<S> } | { ok: false; error: DomainError } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const { message, fieldErrors } = flattenZodError(result.error);
  return { ok: false, error: new DomainError(message, 400, fieldErrors) };
}

/** A service's refusal as the form's answer; anything else goes to the error boundary. */
function answer(form: FormData, error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  if (error.status === 404) throw notFoundPage(error.message);
  return refused(form, error.message.split("\n"), error.fieldErrors ?? {}, error.status);
}

const idOf = (raw: string | undefined) => (/^\d{1,10}$/.test((raw ?? "").trim()) ? Number(raw) : 0);

// ── Consultant List ────────────────────────────────────────────────────────────────────────────

export async function consultantListLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db, user } = await requireConsultingCompany(request, params.companyId);
  const url = new URL(request.url);
  const { q, view } = consultantListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listConsultants(db, company.id, { q, view, ...parsePagination(url.searchParams) });
  return { companyId: company.id, q, view, list, canWrite: company.role !== "viewer", userId: user.id };
}

export async function consultantCsvLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireConsultingCompany(request, params.companyId);
  const { q, view } = consultantListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return new Response(await consultantsCsv(db, company.id, { q, view }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="consultants.csv"',
      "Cache-Control": "no-store",
    },
  });
}

// ── New / Edit Consultant and its placements ───────────────────────────────────────────────────

export async function consultantFormLoader({ request, params }: LoaderFunctionArgs, mode: "new" | "edit") {
  const { company, db } = await requireConsultingCompany(request, params.companyId);
  const consultant = mode === "edit" ? await orNotFoundPage(getConsultant(db, company.id, idOf(params.consultantId)), M.notFound) : null;
  const [vendors, customers, items] = await Promise.all([
    vendorChoices(db, company.id, consultant?.vendorId ?? null),
    customerChoices(db, company.id),
    serviceItemChoices(db, company.id),
  ]);
  return { companyId: company.id, mode, consultant, vendors, customers, items };
}

export async function consultantFormAction({ request, params }: ActionFunctionArgs, mode: "new" | "edit") {
  const { company, db, user } = await requireConsultingCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const id = idOf(params.consultantId);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const edit = (path: number) => menuHref(company.id, `customers/edit-consultant/${path}`);
  try {
    if (mode === "edit" && intent === "delete") {
      const { message } = await deleteConsultant(db, ctx, id);
      return redirectWithToast(menuHref(company.id, "consultant/list"), { type: "success", message });
    }
    if (mode === "edit" && (intent === "add-placement" || intent === "update-placement")) {
      const input = parsed(placementSchema, valuesOf(form));
      if (!input.ok) throw input.error;
      if (intent === "add-placement") await addPlacement(db, ctx, id, input.value);
      else await updatePlacement(db, ctx, idOf(String(form.get("placementId") ?? "")), input.value);
      return redirectWithToast(edit(id), { type: "success", message: M.placementSaved });
    }
    if (mode === "edit" && intent === "delete-placement") {
      const { message } = await deletePlacement(db, ctx, idOf(String(form.get("placementId") ?? "")));
      return redirectWithToast(edit(id), { type: "success", message });
    }
    const input = parsed(consultantFormSchema(mode), valuesOf(form));
    if (!input.ok) throw input.error;
    if (mode === "edit") {
      const { version, ...fields } = input.value as typeof input.value & { version: number };
      await updateConsultant(db, ctx, id, { ...fields, version });
      return redirectWithToast(menuHref(company.id, "consultant/list"), { type: "success", message: M.updated });
    }
    const saved = await createConsultant(db, ctx, input.value);
    return redirectWithToast(edit(saved.id), { type: "success", message: M.saved });
  } catch (error) {
    return answer(form, error);
  }
}

// ── Timesheets ─────────────────────────────────────────────────────────────────────────────────

export async function timesheetListLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db, user } = await requireConsultingCompany(request, params.companyId);
  const url = new URL(request.url);
  const filter = timesheetFilterSchema.parse(Object.fromEntries(url.searchParams));
  const week = filter.week ? mondayOf(filter.week) : null;
  const [list, consultants, customers] = await Promise.all([
    listTimesheets(db, company.id, { ...filter, week, ...parsePagination(url.searchParams) }),
    consultantChoices(db, company.id, filter.consultantId),
    customerChoices(db, company.id),
  ]);
  const today = companyContext(company, user.id).today;
  return { companyId: company.id, filter: { ...filter, week }, thisWeek: mondayOf(today), list, consultants, customers };
}

export async function timesheetWeekLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db, user } = await requireConsultingCompany(request, params.companyId);
  const url = new URL(request.url);
  const today = companyContext(company, user.id).today;
  const filter = timesheetFilterSchema.parse({ week: url.searchParams.get("week"), consultantId: url.searchParams.get("consultantId") });
  const consultants = await consultantChoices(db, company.id, filter.consultantId);
  const weekStart = mondayOf(filter.week ?? today);
  const view = filter.consultantId ? await orNotFoundPage(readWeek(db, company.id, filter.consultantId, weekStart), M.notFound) : null;
  return {
    companyId: company.id,
    consultants,
    weekStart,
    previousWeek: addDaysIso(weekStart, -7),
    nextWeek: addDaysIso(weekStart, 7),
    view,
    canWrite: company.role !== "viewer",
  };
}

export async function timesheetWeekAction({ request, params }: ActionFunctionArgs) {
  const { company, db, user } = await requireConsultingCompany(request, params.companyId);
  const form = await request.formData();
  const weekStart = String(form.get("weekStart") ?? "");
  try {
    const days = /^\d{4}-\d{2}-\d{2}$/.test(weekStart) ? weekDays(weekStart) : [];
    const { value, errors } = weekFromForm(form, days);
    if (Object.keys(errors).length) throw new DomainError([...new Set(Object.values(errors).flat())].join("\n"), 400, errors);
    const input = parsed(timesheetWeekSchema, value);
    if (!input.ok) throw input.error;
    const saved = await saveWeek(db, companyContext(company, user.id), input.value);
    const to = menuHref(
      company.id,
      `consultant/timesheet/week?${new URLSearchParams({ consultantId: String(input.value.consultantId), week: weekStart })}`,
    );
    return redirectWithToast(to, { type: "success", message: saved.message });
  } catch (error) {
    return answer(form, error);
  }
}

// ── Invoice List and invoicing ─────────────────────────────────────────────────────────────────

export async function invoiceListLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db, user } = await requireConsultingCompany(request, params.companyId);
  const url = new URL(request.url);
  const { customerId } = timesheetFilterSchema.parse(Object.fromEntries(url.searchParams));
  const today = companyContext(company, user.id).today;
  const [list, customers, taxRates] = await Promise.all([
    listTimesheetInvoices(db, company.id, { customerId, ...parsePagination(url.searchParams) }, today),
    customerChoices(db, company.id),
    taxRateChoices(db, company.id),
  ]);
  const monthStart = `${today.slice(0, 8)}01`;
  return {
    companyId: company.id,
    customerId,
    list,
    customers,
    taxRates,
    defaults: { from: formatUsDate(monthStart), to: formatUsDate(today), date: formatUsDate(today) },
  };
}

export async function invoiceListAction({ request, params }: ActionFunctionArgs) {
  const { company, db, user } = await requireConsultingCompany(request, params.companyId);
  const form = await request.formData();
  try {
    const input = parsed(invoiceFromTimesheetsSchema, valuesOf(form));
    if (!input.ok) throw input.error;
    const { message } = await invoiceTimesheets(db, companyContext(company, user.id), input.value);
    return redirectWithToast(menuHref(company.id, "consultant/invoice"), { type: "success", message });
  } catch (error) {
    return answer(form, error);
  }
}

// ── Received Payments ──────────────────────────────────────────────────────────────────────────

export async function paymentsLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireConsultingCompany(request, params.companyId);
  const url = new URL(request.url);
  const { customerId } = timesheetFilterSchema.parse(Object.fromEntries(url.searchParams));
  const [list, customers] = await Promise.all([
    listTimesheetPayments(db, company.id, { customerId, ...parsePagination(url.searchParams) }),
    customerChoices(db, company.id),
  ]);
  return { companyId: company.id, customerId, list, customers, canWrite: company.role !== "viewer" };
}

// ── Consultant Center ──────────────────────────────────────────────────────────────────────────

async function centerData({ request, params }: LoaderFunctionArgs) {
  const { company, db, user } = await requireConsultingCompany(request, params.companyId);
  const url = new URL(request.url);
  const today = companyContext(company, user.id).today;
  const consultants = await consultantChoices(db, company.id, null);
  const { consultantId } = timesheetFilterSchema.parse({ consultantId: url.searchParams.get("consultantId") ?? consultants[0]?.value });
  const range = invoiceFromTimesheetsSchema.safeParse({
    from: url.searchParams.get("from") || `${today.slice(0, 4)}-01-01`,
    to: url.searchParams.get("to") || today,
  });
  const period = range.success ? { from: range.data.from!, to: range.data.to! } : { from: `${today.slice(0, 4)}-01-01`, to: today };
  const consultant = consultantId ? await orNotFoundPage(getConsultant(db, company.id, consultantId), M.notFound) : null;
  const figures = consultant ? await consultantCenter(db, company.id, consultant.id, period) : null;
  return { company, consultants, consultant, figures, period, periodError: range.success ? null : flattenZodError(range.error).message };
}

export async function centerLoader(args: LoaderFunctionArgs) {
  const { company, consultants, consultant, figures, period, periodError } = await centerData(args);
  return {
    companyId: company.id,
    consultants,
    consultant,
    figures,
    period: { from: formatUsDate(period.from), to: formatUsDate(period.to) },
    periodError,
  };
}

export async function centerCsvLoader(args: LoaderFunctionArgs) {
  const { consultant, figures } = await centerData(args);
  const rows = [
    ["Week of", "Hours", "Unbilled Hours", "Billed Hours", "Bill Amount", "Pay Amount", "Gross Margin"],
    ...(figures?.weeks ?? []).map((w) => [
      formatUsDate(w.weekStart),
      w.hours,
      w.unbilledHours,
      w.billedHours,
      w.billAmount,
      w.payAmount,
      w.margin,
    ]),
  ];
  if (figures) {
    const t = figures.totals;
    rows.push(["Total", t.hours, t.unbilledHours, t.billedHours, t.billAmount, t.payAmount, t.margin]);
  }
  const name = (consultant?.consultantName ?? "consultant").replace(/[^A-Za-z0-9]+/g, "-").toLowerCase();
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-center.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
