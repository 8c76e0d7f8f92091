import { companyContext } from "~/modules/companies/companies.server";
import {
  addPlacement,
  deleteConsultant,
  findConsultantCompanyId,
  getConsultant,
  updateConsultant,
} from "~/modules/consultants/consultants.server";
import { CONSULTANT_MESSAGES, consultantUpdateBody, placementSchema } from "~/modules/consultants/schema";
import { consultingCompany } from "./__consultant-api.server";
import { api, byMethod, idParam, json } from "./__api.server";

// GET    /api/consultant/consultants/:id → { consultant } (with its placements)
// PUT    /api/consultant/consultants/:id: its fields and the version read → { consultant, message }
// POST   /api/consultant/consultants/:id: a placement (customerId, itemId, billRate, startDate, endDate) → 201 { placement }
// DELETE /api/consultant/consultants/:id → { message }; refused (409) once it has timesheets.

const params = idParam("id");

export const loader = api(
  {
    doc: {
      tag: "Consultants",
      summary: "One consultant with its placements: { consultant }",
      responses: { 200: "The consultant", 404: "Not found" },
    },
    params,
  },
  async ({ db, params, companyOf }) => {
    const owner = await consultingCompany(companyOf(findConsultantCompanyId, params.id));
    return { consultant: await getConsultant(db, owner.id, params.id) };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Consultants",
        summary:
          "Replace a consultant's fields on the version read (a field left out takes its default, as on the form): { consultant, message }",
        responses: { 200: "Updated", 400: "Invalid input", 404: "Not found", 409: "A taken name or email, or a stale version" },
      },
      params,
      body: consultantUpdateBody,
    },
    async ({ db, user, params, body, companyOf }) => {
      const owner = await consultingCompany(companyOf(findConsultantCompanyId, params.id));
      const consultant = await updateConsultant(db, companyContext(owner, user.id), params.id, body);
      return { consultant, message: CONSULTANT_MESSAGES.updated };
    },
  ),
  POST: api(
    {
      doc: {
        tag: "Consultants",
        summary: "Place the consultant at a customer: { placement }",
        responses: { 201: "Created", 400: "Invalid input", 404: "Not found" },
      },
      params,
      body: placementSchema,
    },
    async ({ db, user, params, body, companyOf }) => {
      const owner = await consultingCompany(companyOf(findConsultantCompanyId, params.id));
      return json(
        { placement: await addPlacement(db, companyContext(owner, user.id), params.id, body), message: CONSULTANT_MESSAGES.placementSaved },
        201,
      );
    },
  ),
  DELETE: api(
    {
      doc: {
        tag: "Consultants",
        summary: "Delete a consultant without timesheets: { message }",
        responses: { 200: "Deleted", 404: "Not found", 409: "It has timesheets" },
      },
      params,
    },
    async ({ db, user, params, companyOf }) => {
      const owner = await consultingCompany(companyOf(findConsultantCompanyId, params.id));
      return deleteConsultant(db, companyContext(owner, user.id), params.id);
    },
  ),
});
