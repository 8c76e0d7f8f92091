import { CUSTOM_FIELD_MESSAGES, customFieldsPutSchema, customFieldsQuerySchema } from "~/modules/custom-fields/schema";
import { listCustomFieldDefinitions, saveCustomFieldDefinitions } from "~/modules/custom-fields/custom-fields.server";
import { api, byMethod } from "./__api.server";

// GET /api/company/custom-fields?companyId=[&for=vendor|client|employee] → { customFields }
// PUT /api/company/custom-fields { companyId, customFields: [{ id?, name, client, vendor, employee }] }
//   saves the whole set (listed ids updated, new ones added, the others deleted with their values)
//   → { customFields, message }

export const loader = api({ query: customFieldsQuerySchema }, async ({ db, query, company }) => {
  const { id } = await company(query.companyId);
  return { customFields: await listCustomFieldDefinitions(db, id, query.for ? { for: query.for } : {}) };
});

export const action = byMethod({
  PUT: api({ body: customFieldsPutSchema }, async ({ db, body, company }) => {
    const { id } = await company(body.companyId);
    const customFields = await saveCustomFieldDefinitions(db, id, body.customFields);
    return { customFields, message: CUSTOM_FIELD_MESSAGES.saved };
  }),
});
