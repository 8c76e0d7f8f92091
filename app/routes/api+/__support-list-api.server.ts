import * as z from "zod";
import { companyIdField } from "~/lib/zod-helpers";
import { api, byMethod, idParam, json } from "./__api.server";
import { supportItemSchema, type SupportListKind } from "~/modules/support-lists/schema";
import {
  createSupportItem,
  deleteSupportItem,
  findSupportItemCompanyId,
  listSupportItems,
  SUPPORT_LISTS,
} from "~/modules/support-lists/support-lists.server";

// The support lists' API, one adapter for all six kinds; each route file picks its kind.
//   GET    <base>?companyId=  → { <listKey>: [...] } (shipping methods: a bare array)
//   POST   <base>             → 201 { data, <itemKey>, message }
//   DELETE <base>/:id         → { success: true, message, name, remaining }

const companyQuery = z.object({ companyId: companyIdField });

/** The loader and action of `<base>` (list and create). */
export function supportListRoute(kind: SupportListKind) {
  const list = SUPPORT_LISTS[kind];
  // An intersection so that the item's own rules report alongside a missing companyId.
  const body = z.intersection(supportItemSchema(kind), z.object({ companyId: companyIdField }));
  const tag = "Support lists";
  const Plural = list.plural.charAt(0).toUpperCase() + list.plural.slice(1);
  return {
    loader: api(
      {
        doc: {
          tag,
          summary: `${Plural} of a company, by name: ${list.listKey ? `{ ${list.listKey} }` : `a bare array of ${list.plural}`}`,
          responses: { 200: Plural, 400: "Invalid query", 404: "Company not found" },
        },
        query: companyQuery,
      },
      async ({ db, query, company }) => {
        const { id } = await company(query.companyId);
        const items = await listSupportItems(db, id, kind);
        return list.listKey ? { [list.listKey]: items } : items;
      },
    ),
    action: byMethod({
      POST: api(
        {
          doc: {
            tag,
            summary: `Add an entry: { data, ${list.itemKey}, count, message }`,
            responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "Duplicate name" },
          },
          body,
        },
        async ({ db, body, context }) => {
          const { companyId, ...input } = body as { companyId: number } & Record<string, unknown>;
          const ctx = await context(companyId);
          const { item, count, message } = await createSupportItem(db, ctx, kind, input);
          return json({ data: item, [list.itemKey]: item, count, message }, 201);
        },
      ),
    }),
  };
}

/** The action of `<base>/:id` (delete). */
export function supportItemRoute(kind: SupportListKind) {
  const params = idParam("id");
  return {
    action: byMethod({
      DELETE: api(
        {
          doc: {
            tag: "Support lists",
            summary: "Delete an entry: { success: true, message, name, remaining }",
            responses: { 200: "Deleted", 404: "Not found", 409: "Still assigned to other records" },
          },
          params,
          denied: SUPPORT_LISTS[kind].messages.forbiddenDelete,
        },
        async ({ db, user, params, context }) => {
          const ctx = await context(await findSupportItemCompanyId(db, user.id, kind, params.id));
          const result = await deleteSupportItem(db, ctx, kind, params.id);
          return { success: true, ...result };
        },
      ),
    }),
  };
}
