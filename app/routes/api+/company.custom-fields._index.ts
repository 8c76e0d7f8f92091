import { CUSTOM_FIELD_MESSAGES, customFieldsPutSchema, customFieldsQuerySchema } from "~/modules/custom-fields/schema";
import { customFieldsVersion, listCustomFieldDefinitions, saveCustomFieldDefinitions } from "~/modules/custom-fields/custom-fields.server";
import { api, byMethod } from "./__api.server";

// GET /api/company/custom-fields?companyId=[&for=vendor|client|employee] → { customFields, version }
// PUT /api/company/custom-fields { companyId, customFields: [{ id?, name, client, vendor, employee }], version }
//   saves the whole set (listed ids updated, new ones added, the others deleted with their values)
//   → { customFields, version, message }; 409 when the set was saved by someone else since `version`

export const loader = api({ query: customFieldsQuerySchema }, async ({ db, query, company }) => {
  const { id } = await company(query.companyId);
  // The version first: a save in between makes a PUT on this answer stale, never blind.
  const version = await customFieldsVersion(db, id);
  return { customFields: await listCustomFieldDefinitions(db, id, query.for ? { for: query.for } : {}), version };
});

export const action = byMethod({
  PUT: api({ body: customFieldsPutSchema }, async ({ db, body, company }) => {
    const { id } = await company(body.companyId);
    const { customFields, version } = await saveCustomFieldDefinitions(db, id, body.customFields, body.version);
    return { customFields, version, message: CUSTOM_FIELD_MESSAGES.saved };
  }),
});
