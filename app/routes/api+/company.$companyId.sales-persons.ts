import * as z from "zod";
import { parsePagination } from "~/lib/pagination";
import {
  addressesOf,
  readSalesPersonListQuery,
  SALES_PERSON_MESSAGES,
  SALES_PERSON_VIEWS,
  salesPersonCreateBody,
  type SalesPersonInput,
} from "~/modules/sales-persons/schema";
import { createSalesPerson, salesPersonRecords } from "~/modules/sales-persons/sales-persons.server";
import { api, byMethod, idParam, json } from "./__api.server";

// GET  /api/company/:companyId/sales-persons?q=&view=active|inactive|all&page=&perPage= →
//      { salesPersons, total, page, perPage } (every one, by name, unless view or page says)
// POST /api/company/:companyId/sales-persons, the sales person's fields and `address` (an object or
//      null) or `addresses` → 201 { salesPerson, data, message: "Sales person saved successfully!" }
// Another user's company is a 404; bad input a 400 { error, errors }; a taken name a 409.

const params = idParam("companyId");
const listQuery = z.object({}).passthrough();
const searchParamsOf = (query: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));

export const loader = api(
  {
    doc: {
      query: z.object({
        q: z.string().optional().describe("part of the name, file as, email, phone, fax, city, state or zip code"),
        view: z.enum(SALES_PERSON_VIEWS).optional().describe("all by default"),
        page: z.number().int().positive().optional().describe("one page of perPage (10 by default) instead of every one"),
        perPage: z.number().int().positive().optional(),
      }),
      tag: "Sales persons",
      summary:
        "The company's sales persons by name with their addresses (the first is the one the screens show): { salesPersons, total, page, perPage }",
      responses: { 200: "Sales persons", 404: "Company not found" },
    },
    params,
    query: listQuery,
  },
  async ({ db, params, query, company }) => {
    const { id } = await company(params.companyId);
    const search = searchParamsOf(query);
    const { q } = readSalesPersonListQuery(search);
    const view = search.has("view") ? readSalesPersonListQuery(search).view : "all";
    const paging = search.has("page") || search.has("perPage") ? parsePagination(search) : {};
    const list = await salesPersonRecords(db, id, { q, view, ...paging });
    return { salesPersons: list.items, total: list.total, page: list.page, perPage: list.perPage };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Sales persons",
        summary:
          'Create a sales person (dates ISO or MM/DD/YYYY; dateOfHire today when left out): { salesPerson, data, message: "Sales person saved successfully!" }',
        responses: {
          201: "Created",
          400: "Invalid input (the spec's messages)",
          404: "Company not found",
          409: "A sales person with this name exists",
        },
      },
      params,
      body: salesPersonCreateBody,
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      const { address: _a, addresses: _l, ...fields } = body;
      const input: SalesPersonInput = {
        ...fields,
        dateOfHire: fields.dateOfHire ?? ctx.today,
        addresses: addressesOf(body),
      };
      const salesPerson = await createSalesPerson(db, ctx, input);
      return json({ salesPerson, data: salesPerson, message: SALES_PERSON_MESSAGES.saved }, 201);
    },
  ),
});
