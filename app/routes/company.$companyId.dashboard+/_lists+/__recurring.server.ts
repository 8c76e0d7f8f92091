import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type * as z from "zod";
import type { ScheduleFormAnswer, ScheduleFormValues } from "~/components/recurring/schedule-form";
import { menuHref } from "~/components/shell/menu";
import { formatUsDate } from "~/lib/dates";
import { parsePagination } from "~/lib/pagination";
import { flattenZodError } from "~/lib/zod-helpers";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { memorizableDocuments } from "~/modules/recurring/kinds.server";
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  listReminders,
  listSchedules,
  remindersCsv,
  schedulesCsv,
  setScheduleActive,
  takeSelected,
  updateSchedule,
} from "~/modules/recurring/recurring.server";
import {
  RECURRING_KINDS,
  RECURRING_MESSAGES as M,
  readRecurringListQuery,
  readReminderListQuery,
  reminderSelectionSchema,
  scheduleCreateSchema,
  scheduleUpdateSchema,
  type RecurringKind,
  type ScheduleView,
} from "~/modules/recurring/schema";
import { assertDomainError, messageLines, orNotFoundPage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// The server half of the Recurring Transactions List (recurring), its New and Edit screens
// (recurring/new, recurring/{id}) and the Reminders List (reminders), with their CSV exports
// (ADR 0066). Forms are plain posts: a save redirects with a flash toast, a refusal answers the
// fields as posted with the messages by field (400, or the service's status).

const listPath = (companyId: number) => menuHref(companyId, "recurring");
const remindersPath = (companyId: number) => menuHref(companyId, "reminders");
const csv = (body: string, filename: string) =>
  new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });

export async function recurringListLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const url = new URL(request.url);
  const query = readRecurringListQuery(url.searchParams);
  const list = await listSchedules(db, company.id, query, parsePagination(url.searchParams));
  return { companyId: company.id, query, list };
}

export async function recurringCsvLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  return csv(await schedulesCsv(db, company.id, readRecurringListQuery(new URL(request.url).searchParams)), "recurring-transactions.csv");
}

const idOf = (raw: FormDataEntryValue | string | null | undefined) => {
  const text = typeof raw === "string" ? raw.trim() : "";
  return /^\d{1,9}$/.test(text) ? Number(text) : 0;
};

/** The list's Pause / Resume / Delete buttons (intent, id, version). */
export async function recurringListAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const form = await request.formData();
  const id = idOf(form.get("id"));
  const version = idOf(form.get("version"));
  const back = `${listPath(company.id)}${new URL(request.url).search}`;
  try {
    const intent = form.get("intent");
    const { message } =
      intent === "delete" ? await deleteSchedule(db, ctx, id, version) : await setScheduleActive(db, ctx, id, intent === "resume", version);
    return redirectWithToast(back, { type: "success", message });
  } catch (error) {
    assertDomainError(error);
    return redirectWithToast(back, { type: "error", message: error.message });
  }
}

const blankValues: ScheduleFormValues = {
  name: "",
  document: "",
  frequency: "monthly",
  every: "1",
  nextDate: "",
  endDate: "",
  occurrenceLimit: "",
  mode: "reminder",
  remindDaysBefore: "0",
  active: "on",
};

function valuesOf(s: ScheduleView): ScheduleFormValues {
  return {
    name: s.name,
    frequency: s.frequency,
    every: String(s.every),
    nextDate: formatUsDate(s.nextDate),
    endDate: formatUsDate(s.endDate),
    occurrenceLimit: s.occurrenceLimit === null ? "" : String(s.occurrenceLimit),
    mode: s.mode,
    remindDaysBefore: String(s.remindDaysBefore),
    active: s.active ? "on" : "",
    version: String(s.version),
  };
}

/** New Recurring Transaction: the documents to choose from; ?kind=&documentId= (a document's Memorize) preselects one. */
export async function newScheduleLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind") ?? "";
  const documentId = idOf(url.searchParams.get("documentId"));
  const documents = (await memorizableDocuments(db, company.id)).map((d) => ({ value: `${d.kind}:${d.id}`, label: d.label }));
  const preset = (RECURRING_KINDS as readonly string[]).includes(kind) && documentId ? `${kind}:${documentId}` : "";
  const chosen = documents.find((d) => d.value === preset);
  return {
    companyId: company.id,
    documents,
    values: { ...blankValues, document: chosen ? preset : "", name: chosen ? chosen.label.split(" · ").slice(0, 3).join(" ") : "" },
  };
}

function refused(values: ScheduleFormValues, error: unknown, status?: number) {
  assertDomainError(error);
  const answer: ScheduleFormAnswer = {
    values,
    fieldErrors: error.fieldErrors ?? {},
    formErrors: error.fieldErrors && Object.keys(error.fieldErrors).length ? [] : messageLines(error),
  };
  return data(answer, { status: status ?? error.status });
}

function invalid(values: ScheduleFormValues, zodError: z.ZodError) {
  const { fieldErrors } = flattenZodError(zodError);
  const answer: ScheduleFormAnswer = { values, fieldErrors, formErrors: fieldErrors._form ?? [] };
  return data(answer, { status: 400 });
}

const formValues = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string")) as ScheduleFormValues;

export async function newScheduleAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const values = formValues(await request.formData());
  const [kind, documentId] = (values.document ?? "").split(":");
  const parsed = scheduleCreateSchema.safeParse({ ...values, kind: kind || undefined, documentId: documentId ?? "" });
  if (!parsed.success) return invalid(values, parsed.error);
  try {
    const schedule = await createSchedule(db, companyContext(company, user.id), parsed.data);
    return redirectWithToast(listPath(company.id), { type: "success", message: `${M.created} Next: ${formatUsDate(schedule.nextDate)}` });
  } catch (error) {
    return refused(values, error);
  }
}

async function loadSchedule(request: Request, companyIdParam: string | undefined, idParam: string | undefined) {
  const scope = await requireCompany(request, companyIdParam);
  const schedule = await orNotFoundPage(getSchedule(scope.db, scope.company.id, idOf(idParam)), M.notFound);
  return { ...scope, schedule };
}

export async function editScheduleLoader({ request, params }: LoaderFunctionArgs) {
  const { company, schedule } = await loadSchedule(request, params.companyId, params.scheduleId);
  return { companyId: company.id, schedule, values: valuesOf(schedule) };
}

export async function editScheduleAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db, schedule } = await loadSchedule(request, params.companyId, params.scheduleId);
  const values = formValues(await request.formData());
  const parsed = scheduleUpdateSchema(true).safeParse(values);
  if (!parsed.success) return invalid(values, parsed.error);
  try {
    await updateSchedule(db, companyContext(company, user.id), schedule.id, parsed.data);
    return redirectWithToast(listPath(company.id), { type: "success", message: M.updated });
  } catch (error) {
    return refused(values, error);
  }
}

export async function remindersLoader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const query = readReminderListQuery(new URL(request.url).searchParams);
  return { companyId: company.id, today, query, reminders: await listReminders(db, company.id, today, query) };
}

export async function remindersCsvLoader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  return csv(await remindersCsv(db, company.id, today, readReminderListQuery(new URL(request.url).searchParams)), "reminders.csv");
}

/** Create Selected / Skip Selected: the ticked reminders' next occurrences, all or none. */
export async function remindersAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const form = await request.formData();
  const back = `${remindersPath(company.id)}${new URL(request.url).search}`;
  const parsed = reminderSelectionSchema.safeParse({ scheduleIds: form.getAll("scheduleId") });
  if (!parsed.success) return redirectWithToast(back, { type: "error", message: flattenZodError(parsed.error).message });
  try {
    const take = form.get("intent") === "skip" ? "skip" : "create";
    const { message, results } = await takeSelected(db, companyContext(company, user.id), parsed.data.scheduleIds, take);
    const numbers = results.filter((r) => r.documentNumber).map((r) => r.documentNumber);
    return redirectWithToast(back, { type: "success", message: numbers.length ? `${message}: ${numbers.join(", ")}` : message });
  } catch (error) {
    assertDomainError(error);
    return redirectWithToast(back, { type: "error", message: error.message });
  }
}

export type { RecurringKind };
