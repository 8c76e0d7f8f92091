import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Knex } from "knex";
import type * as z from "zod";
import {
  dottedErrors,
  followPrimaryRadio,
  type PartyFormAnswer,
  type PartyFormLoaded,
  type PartyFormMode,
  type PartyFormTabs,
  type PartyFormValuesBase,
  type SaveIntent,
} from "~/components/parties/party-form-data";
import { menuHref } from "~/components/shell/menu";
import { SUPPORT_ITEM_INTENT, type SupportDialogKind } from "~/components/vendors/support-item-data";
import { formatUsDate } from "~/lib/dates";
import { companyContext, type Company, type CompanyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { listCustomFieldDefinitions } from "~/modules/custom-fields/custom-fields.server";
import type { PartyView } from "~/modules/parties/party.server";
import type { PartyFormMessages, PartyWords } from "~/modules/parties/words";
import { listSupportItems } from "~/modules/support-lists/support-lists.server";
import { notFoundPage, orNotFoundPage } from "~/utils/errors";
import { answerSaveError, refusalReply } from "~/utils/form-reply.server";
import { quietly } from "~/utils/quietly.server";
import { redirectWithToast } from "~/utils/toast.server";
import { supportDialogAction } from "../__support-dialog.server";

// The server half of a party's New and Edit screens (New / Edit Vendor, New / Edit Customer),
// shared by their routes over the party's own part (`PartyFormServer`): the loader gives the form's
// values and the select lists (a list that fails to load is left empty: the form works without it),
// the action checks the form with the party's form schema (the one conform runs in the browser),
// saves through the party's service (a create posts the opening balance to the ledger) and also
// creates the entries of the "add new" dialogs (intent=support-item). With JavaScript (js=1) a save
// answers with data for the success dialog; a plain form post is redirected with a flash toast. A
// refused save answers with conform's reply (status 400, or the service's status). Also the ID's
// availability check (`partyCodeCheckLoader`).

/** What a party's form is on the server: its services, its schema, its values and its own lists. */
export interface PartyFormServer<View extends PartyView, Values extends PartyFormValuesBase, Lists> {
  words: PartyWords;
  texts: PartyFormMessages;
  tabs: PartyFormTabs;
  names: { code: string; name: string; since: string };
  paths: { list: string; new: string };
  /** The custom fields shown: those flagged for this side */
  customFieldsFor: "vendor" | "client";
  dialogKinds: readonly SupportDialogKind[];
  schema: (mode: PartyFormMode) => z.ZodType;
  service: {
    get: (db: Knex, companyId: number, id: number) => Promise<View>;
    create: (db: Knex, ctx: CompanyContext, input: never) => Promise<View>;
    update: (db: Knex, ctx: CompanyContext, id: number, input: never) => Promise<View>;
    codeExists: (db: Knex, companyId: number, code: string, exceptId?: number | null) => Promise<boolean>;
  };
  /** A new party's values (`today` as YYYY-MM-DD) */
  empty: (today: string) => Values;
  /** The party's own values (the shared ones are added) */
  ownValues: (party: View) => Omit<Values, keyof PartyFormValuesBase>;
  /** The party's own select lists (`party`: the one edited) */
  lists: (db: Knex, companyId: number, party: View | null) => Promise<Lists>;
}

type AnyServer = PartyFormServer<PartyView, PartyFormValuesBase, unknown>;
type Row = Record<string, unknown>;
const codeOf = (server: AnyServer, party: PartyView) => String((party as unknown as Row)[server.names.code]);

/** The party of the URL, by its numeric id: a bad id goes back with "Invalid … or company ID", another company's is a 404. */
async function loadParty(server: AnyServer, db: Knex, companyId: number, raw: string | undefined): Promise<PartyView> {
  const text = (raw ?? "").trim();
  if (!/^\d{1,9}$/.test(text) || Number(text) === 0) {
    throw await redirectWithToast(menuHref(companyId, server.paths.list), { type: "error", message: server.texts.invalidIds });
  }
  return orNotFoundPage(server.service.get(db, companyId, Number(text)), `${server.words.Party} not found`);
}

/** The values every party shows the same way: its amounts, dates, contacts, addresses and custom fields. */
export function partyFormValues(party: PartyView): PartyFormValuesBase {
  const id = (value: number | null) => (value == null ? "" : String(value));
  return {
    active: party.active !== false,
    openingBalance: party.openingBalance,
    balanceAsOf: formatUsDate(party.balanceAsOf),
    taxId: String((party as unknown as Row).taxId ?? ""),
    fax: party.fax,
    webpage: party.webpage,
    notes: party.notes,
    creditLimit: party.creditLimit,
    paymentMethod: party.paymentMethod || "Cash",
    paymentTermId: id(party.paymentTermId),
    address: party.address,
    version: String(party.version),
    contacts: party.contacts.map(({ name, title, phone, email, primary }) => ({ name, title, phone, email, primary })),
    addresses: party.addresses.map(({ type, address1, address2, city, state, postalCode, country }) => ({
      type,
      address1,
      address2,
      city,
      state,
      postalCode,
      country,
    })),
    customFields: Object.fromEntries(party.customFields.map((c) => [c.definitionId, c.value])),
  };
}

/** Support list entries as the selects offer them. */
export const supportOptions = async (db: Knex, companyId: number, kind: Parameters<typeof listSupportItems>[2]) =>
  (await listSupportItems(db, companyId, kind)).map((i) => ({
    id: i.id,
    name: i.name,
    description: "description" in i && typeof i.description === "string" ? i.description : "",
  }));

/** A new party's Payment Terms as the form opens: the company's default for its side (Company Preferences), or none. */
const defaultTermOf = (company: Company, side: AnyServer["customFieldsFor"]) => {
  const id = side === "vendor" ? company.defaultVendorPaymentTermId : company.defaultCustomerPaymentTermId;
  return id ? String(id) : "";
};

export async function partyFormLoader<View extends PartyView, Values extends PartyFormValuesBase, Lists>(
  server: PartyFormServer<View, Values, Lists>,
  { request, params }: LoaderFunctionArgs,
  mode: PartyFormMode,
): Promise<PartyFormLoaded<Values, Lists>> {
  const any = server as unknown as AnyServer;
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const party = mode === "edit" ? ((await loadParty(any, db, company.id, params[server.names.code])) as View) : null;
  const form = `${server.words.Party} form`;
  const [lists, paymentTerms, customFieldDefinitions] = await Promise.all([
    server.lists(db, company.id, party),
    quietly(form, "payment terms", () => supportOptions(db, company.id, "payment-terms")),
    quietly(form, "custom fields", async () =>
      (await listCustomFieldDefinitions(db, company.id, { for: server.customFieldsFor })).map((d) => ({ id: d.id, name: d.name })),
    ),
  ]);
  return {
    ...lists,
    mode,
    companyId: company.id,
    today,
    party: party
      ? {
          id: party.id,
          code: codeOf(any, party),
          openingBalance: party.openingBalance,
          balanceAsOf: party.balanceAsOf,
          balance: party.balance,
        }
      : null,
    values: party
      ? ({ ...partyFormValues(party), ...server.ownValues(party) } as Values)
      : { ...server.empty(today), paymentTermId: defaultTermOf(company, server.customFieldsFor) },
    paymentTerms,
    customFieldDefinitions,
  } as PartyFormLoaded<Values, Lists>;
}

const revision = () => crypto.randomUUID();

export async function partyFormAction<View extends PartyView, Values extends PartyFormValuesBase, Lists>(
  server: PartyFormServer<View, Values, Lists>,
  { request, params }: ActionFunctionArgs,
  mode: PartyFormMode,
) {
  const any = server as unknown as AnyServer;
  const { texts, words } = server;
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  // Another company's party (or none) is a 404 for the action too.
  const existing = mode === "edit" ? await loadParty(any, db, company.id, params[server.names.code]) : null;
  const formData = await request.formData();
  const rawIntent = formData.get("intent");
  if (rawIntent === SUPPORT_ITEM_INTENT)
    return supportDialogAction(db, ctx, formData, { kinds: server.dialogKinds, from: `the ${words.party} form` });

  /** A refused save: conform's reply, with the summary's lines and the service's refusal. */
  const invalid = (
    result: SubmissionResult<string[]>,
    failure: string | null,
    status: number,
    messages = server.tabs.messagesOf(result.error ?? {}),
  ) =>
    data<PartyFormAnswer>(
      {
        status: "invalid",
        revision: revision(),
        result,
        messages,
        failure,
        fieldErrors: dottedErrors(result.error),
        values: { ...(result.initialValue ?? {}) },
      },
      { status },
    );

  const submission = parseWithZod(formData, { schema: server.schema(mode), disableAutoCoercion: true });
  // A row added or removed without JavaScript (conform's insert / remove): the form again, with the change.
  if (submission.status === undefined) {
    return data<PartyFormAnswer>({ status: "editing", revision: revision(), result: followPrimaryRadio(submission.reply()) });
  }
  if (submission.status !== "success") return invalid(submission.reply(), null, 400);

  const intent: SaveIntent = mode === "edit" ? "save" : rawIntent === "save-new" ? "save-new" : "save-close";
  const fallback = mode === "new" ? texts.createFailed : texts.updateFailed;
  let saved: View;
  try {
    saved = existing
      ? await server.service.update(db, ctx, existing.id, submission.value as never)
      : await server.service.create(db, ctx, submission.value as never);
  } catch (error) {
    return answerSaveError(error, mode === "new" ? `Creating a ${words.party} failed` : `Updating a ${words.party} failed`, {
      refused: (refusal) => {
        if (refusal.status === 404) throw notFoundPage(`${words.Party} not found`);
        return invalid(refusalReply(submission, refusal, { fallback }), refusal.message || fallback, refusal.status);
      },
      failed: () => invalid(submission.reply({ formErrors: [fallback] }), fallback, 500, [fallback]),
    });
  }

  if (formData.get("js") === "1") {
    return data<PartyFormAnswer>({
      status: "saved",
      revision: revision(),
      intent,
      party: { id: saved.id, code: codeOf(any, saved), name: String((saved as unknown as Row)[server.names.name]) },
    });
  }
  const message = mode === "new" ? texts.createdTitle : texts.updatedTitle;
  const to = intent === "save-new" ? server.paths.new : server.paths.list;
  return redirectWithToast(menuHref(company.id, to), { type: "success", message });
}

/** The availability check of the ID field: `{ exists }`, for the signed-in user's company. */
export async function partyCodeCheckLoader(
  server: { names: { code: string }; service: { codeExists: AnyServer["service"]["codeExists"] } },
  { request, params }: LoaderFunctionArgs,
) {
  const { company, db } = await requireCompany(request, params.companyId);
  const url = new URL(request.url);
  const code = (url.searchParams.get(server.names.code) ?? "").trim().slice(0, 50);
  const exclude = (url.searchParams.get("excludeId") ?? "").trim();
  const excludeId = /^\d{1,9}$/.test(exclude) ? Number(exclude) : null;
  const exists = code ? await server.service.codeExists(db, company.id, code, excludeId) : false;
  return Response.json({ exists }, { headers: { "Cache-Control": "no-store" } });
}
