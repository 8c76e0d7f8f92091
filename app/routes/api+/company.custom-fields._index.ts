import { CUSTOM_FIELD_MESSAGES, customFieldsPutSchema, customFieldsQuerySchema } from "~/modules/custom-fields/schema";
import { customFieldsVersion, listCustomFieldDefinitions, saveCustomFieldDefinitions } from "~/modules/custom-fields/custom-fields.server";
import { api, byMethod } from "./__api.server";

// GET /api/company/custom-fields?companyId=[&for=vendor|client|employee] → { customFields, version }
// PUT /api/company/custom-fields { companyId, customFields: [{ id?, name, client, vendor, employee }], version }
//   saves the whole set (listed ids updated, new ones added, the others deleted with their values)
//   → { customFields, version, message }; 409 when the set was saved by someone else since `version`

const query = customFieldsQuerySchema.extend({
  for: customFieldsQuerySchema.shape.for.describe("only the fields flagged for clients, vendors or employees"),
});

export const loader = api(
  {
    doc: {
      tag: "Custom fields",
      summary:
        "The company's custom field definitions by name, and the set's version: { customFields: [{ id, name, client, vendor, employee }], version }",
      responses: { 200: "Custom fields", 400: "Invalid query", 404: "Company not found" },
    },
    query,
  },
  async ({ db, query, company }) => {
    const { id } = await company(query.companyId);
    // The version first: a save in between makes a PUT on this answer stale, never blind.
    const version = await customFieldsVersion(db, id);
    return { customFields: await listCustomFieldDefinitions(db, id, query.for ? { for: query.for } : {}), version };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Custom fields",
        summary:
          "Save the whole set with the set's version read, all or nothing: listed ids are updated, entries without an id added, the company's other fields deleted with their vendor values: { customFields, version, message }",
        responses: {
          200: "Saved",
          400: "Invalid input (blank, long or repeated name, more than 100 fields, an id not in the company, no version)",
          404: "Company not found",
          409: "The set was saved by someone else since its version was read",
        },
      },
      body: customFieldsPutSchema,
    },
    async ({ db, body, company }) => {
      const { id } = await company(body.companyId);
      const { customFields, version } = await saveCustomFieldDefinitions(db, id, body.customFields, body.version);
      return { customFields, version, message: CUSTOM_FIELD_MESSAGES.saved };
    },
  ),
});
