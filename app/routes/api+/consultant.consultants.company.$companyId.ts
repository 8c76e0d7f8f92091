import * as z from "zod";
import { parsePagination } from "~/lib/pagination";
import { companyContext } from "~/modules/companies/companies.server";
import { createConsultant, listConsultants } from "~/modules/consultants/consultants.server";
import { CONSULTANT_MESSAGES, consultantBody, consultantListQuerySchema } from "~/modules/consultants/schema";
import { consultingCompany } from "./__consultant-api.server";
import { api, byMethod, idParam, json } from "./__api.server";

// GET  /api/consultant/consultants/company/:companyId?q=&view=&page=&perPage= → { consultants, total, page, perPage }
// POST /api/consultant/consultants/company/:companyId → 201 { consultant, message }
// Not an IT consulting company, or not the user's: 404; a viewer's POST: 403; a taken name: 409.

const params = idParam("companyId");
const query = z.object({
  q: z.string().optional().describe("part of the name, email, phone or vendor"),
  view: z.enum(["active", "inactive", "all"]).optional().describe("active by default"),
  page: z.string().optional(),
  perPage: z.string().optional(),
});

export const loader = api(
  {
    doc: {
      tag: "Consultants",
      summary: "The company's consultants by name: { consultants, total, page, perPage }",
      responses: { 200: "Consultants", 404: "Company not found" },
    },
    params,
    query,
  },
  async ({ db, params, query, company }) => {
    const { id } = await consultingCompany(company(params.companyId));
    const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === "string"));
    const list = await listConsultants(db, id, { ...consultantListQuerySchema.parse(query), ...parsePagination(search) });
    return { consultants: list.items, total: list.total, page: list.page, perPage: list.perPage };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Consultants",
        summary: "Create a consultant (rates as decimal text): { consultant, message }",
        responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "A consultant with this name or email exists" },
      },
      params,
      body: consultantBody,
    },
    async ({ db, user, params, body, company }) => {
      const ctx = companyContext(await consultingCompany(company(params.companyId)), user.id);
      const consultant = await createConsultant(db, ctx, body);
      return json({ consultant, message: CONSULTANT_MESSAGES.saved }, 201);
    },
  ),
});
