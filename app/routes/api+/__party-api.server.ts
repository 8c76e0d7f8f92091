import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { companyIdField, requiredText } from "~/lib/zod-helpers";
import { PARTY_SEARCH_MAX, searchParties, type PartyMatch } from "~/modules/parties/options.server";
import * as parties from "~/modules/parties/party.server";
import { partyListQuerySchema } from "~/modules/parties/schema";
import { CUSTOMER_PARTY } from "~/modules/customers/party-config.server";
import { customerCreateSchema, customerUpdateSchema } from "~/modules/customers/schema";
import { VENDOR_PARTY } from "~/modules/vendors/party-config.server";
import { vendorCreateSchema, vendorUpdateSchema } from "~/modules/vendors/schema";
import { api, byMethod, idParam, json, parseInput } from "./__api.server";

// The REST API of a party (vendors, customers), declared once over its configuration (ADR 0034):
// the collection (a page with month columns and balance, the picker's short search, create), one
// record (get, versioned update, delete) and the code's availability. Each party's route files are
// one line each; the OpenAPI document reads the declarations these make.

interface PartyApiSpec {
  config: parties.PartyConfig;
  /** The OpenAPI tag: "Vendors" */
  tag: string;
  createSchema: z.ZodType<parties.PartyCreateInput>;
  updateSchema: z.ZodType<parties.PartyFieldsInput & { version: number }>;
  /** What the list's month columns sum: "purchases per month (credits to Accounts Payable tagged with the vendor, opening balances excluded)" */
  monthsMean: string;
  /** How an opening balance posts: "Dr Opening Balance Equity, Cr Accounts Payable (entry type VOB)" */
  openingPosts: string;
}

/** A search match under the party's own names (vendorId/vendorName, customerId/customerName). */
const asMatch = (config: parties.PartyConfig, { id, code, name, phone, email, active }: PartyMatch) => ({
  id,
  [config.codeColumn]: code,
  [config.nameColumn]: name,
  phone,
  email,
  active,
});

/** GET …?companyId=&q=&view=&page=&perPage= (or &short=true&limit=) and POST: the party's collection. */
export function partyCollectionRoute(spec: PartyApiSpec) {
  const { config, tag } = spec;
  const { party, Party, parties: many } = config.words;
  const limitMessage = `limit must be a whole number from 1 to ${PARTY_SEARCH_MAX}`;
  const listQuery = z.intersection(
    partyListQuerySchema,
    z.object({
      companyId: companyIdField,
      short: z.enum(["true", "false"], { error: "short must be true or false" }).optional(),
      limit: z.preprocess(
        (v) => (v === undefined || v === "" ? undefined : v),
        z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(PARTY_SEARCH_MAX, limitMessage).optional(),
      ),
    }),
  );
  const loader = api(
    {
      doc: {
        tag,
        summary: `A page of ${many} with ${spec.monthsMean}, year to date and balance: { ${many}, months, total, page, perPage }`,
        responses: { 200: config.words.Parties, 400: "Invalid query", 404: "Company not found" },
      },
      query: listQuery,
    },
    async ({ db, query, context }) => {
      const { companyId, short, limit, ...options } = query;
      const ctx = await context(companyId);
      if (short === "true") {
        const matches = await searchParties(config, db, ctx.companyId, { q: options.q, view: options.view, limit });
        return { [many]: matches.map((m) => asMatch(config, m)) };
      }
      const { items, ...rest } = await parties.listParties(config, db, ctx.companyId, { ...options, today: ctx.today });
      return { [many]: items, ...rest };
    },
  );
  const action = byMethod({
    POST: api(
      {
        doc: {
          tag,
          summary: `Create a ${party} with contacts and addresses; an opening balance posts ${spec.openingPosts}: { ${party}, data }`,
          responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: `${Party} ID already exists` },
        },
        body: z.intersection(spec.createSchema, z.object({ companyId: companyIdField })),
      },
      async ({ db, body, context }) => {
        const { companyId, ...input } = body;
        const ctx = await context(companyId);
        const id = await parties.createParty(config, db, ctx, input as parties.PartyCreateInput);
        const created = await parties.getParty(config, db, ctx.companyId, id);
        return json({ [party]: created, data: created }, 201);
      },
    ),
  });
  return { loader, action };
}

/** GET, PUT (versioned; a field left out keeps its value) and DELETE of one party, found only through a company the user owns. */
export function partyRecordRoute(spec: PartyApiSpec) {
  const { config, tag } = spec;
  const { party, Party } = config.words;
  const params = idParam("id");
  const loader = api(
    {
      doc: {
        tag,
        summary: `One ${party} with contacts, addresses, custom fields and balance: { ${party}, data }`,
        responses: { 200: `The ${party}`, 404: "Not found" },
      },
      params,
    },
    async ({ db, user, params, company }) => {
      const { id } = await company(await parties.findPartyCompanyId(config, db, user.id, params.id));
      const found = await parties.getParty(config, db, id, params.id);
      return { [party]: found, data: found };
    },
  );
  const action = byMethod({
    PUT: api(
      {
        doc: {
          body: spec.updateSchema,
          tag,
          summary: `Update a ${party} (the opening balance is read-only), with the version read. A field left out keeps its value; a contacts, addresses or customFields list given replaces the ${party}'s: { ${party}, data }`,
          responses: {
            200: "Updated",
            400: "Invalid input",
            404: "Not found",
            409: `${Party} ID already exists, or the ${party} was changed by someone else since its version was read`,
          },
        },
        params,
        body: z.record(z.string(), z.unknown()),
      },
      async ({ db, user, params, body, context }) => {
        const ctx = await context(await parties.findPartyCompanyId(config, db, user.id, params.id));
        const current = await parties.getParty(config, db, ctx.companyId, params.id);
        const input = parseInput(spec.updateSchema, { ...parties.partyUpdatePayload(current as never), ...body });
        await parties.updateParty(config, db, ctx, params.id, input);
        const updated = await parties.getParty(config, db, ctx.companyId, params.id);
        return { [party]: updated, data: updated };
      },
    ),
    DELETE: api(
      {
        doc: {
          tag,
          summary: `Delete a ${party} with no postings: { success, message }`,
          responses: { 200: "Deleted", 404: "Not found", 409: `The ${party} has transactions (an opening balance counts)` },
        },
        params,
      },
      async ({ db, user, params, context }) => {
        const ctx = await context(await parties.findPartyCompanyId(config, db, user.id, params.id));
        const { name } = await parties.deleteParty(config, db, ctx, params.id);
        return { success: true, id: params.id, message: `${Party} "${name}" has been deleted.` };
      },
    ),
  });
  return { loader, action };
}

/** GET …/check-id?companyId=&<code>=[&excludeId=] → { data: { exists } } */
export function partyCodeCheckRoute(spec: PartyApiSpec) {
  const { config, tag } = spec;
  const { Party } = config.words;
  const query = z.object({
    companyId: companyIdField,
    [config.codeColumn]: requiredText(config.messages.idRequired, 200),
    excludeId: z.preprocess(
      (v) => (v === "" || v === "null" || v === "undefined" ? undefined : v),
      z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
    ),
  });
  return api(
    {
      doc: {
        tag,
        summary: `Whether a ${Party} ID is taken in the company: { data: { exists } }`,
        responses: { 200: "Result", 400: "Invalid query", 404: "Company not found" },
      },
      query,
    },
    async ({ db, query, company }) => {
      const { id } = await company(query.companyId as number);
      const code = String(query[config.codeColumn]);
      return { data: { exists: await parties.partyCodeExists(config, db, id, code, query.excludeId as number | undefined) } };
    },
  );
}

/** A party's API over its configuration and payload schemas; the documents' words follow from its control account. */
function partyApi(config: parties.PartyConfig, createSchema: z.ZodType, updateSchema: z.ZodType): PartyApiSpec {
  const { party, Parties, controlAccount } = config.words;
  const payable = config.control.side === "credit";
  const control = `${payable ? "Cr" : "Dr"} ${controlAccount}`;
  return {
    config,
    tag: Parties,
    createSchema: createSchema as PartyApiSpec["createSchema"],
    updateSchema: updateSchema as PartyApiSpec["updateSchema"],
    monthsMean: `${payable ? "purchases" : "sales"} per month (${payable ? "credits" : "debits"} to ${controlAccount} tagged with the ${party}, opening balances excluded)`,
    openingPosts: `${payable ? `Dr Opening Balance Equity, ${control}` : `${control}, Cr Opening Balance Equity`} (entry type ${config.opening.entryType})`,
  };
}

export const VENDOR_API = partyApi(VENDOR_PARTY, vendorCreateSchema, vendorUpdateSchema);
export const CUSTOMER_API = partyApi(CUSTOMER_PARTY, customerCreateSchema, customerUpdateSchema);
