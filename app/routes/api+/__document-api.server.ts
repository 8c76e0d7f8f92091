import type * as z from "zod";
import { companyIdField } from "~/lib/zod-helpers";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { documentCreateOperation } from "~/modules/document-catalog/catalog";
import { aliasFields, withAliases } from "~/modules/documents/fields";
import type { DocumentKindDescriptor } from "~/modules/documents/kind";
import type { Knex } from "knex";
import { api, type ApiDoc, byMethod, json } from "./__api.server";

// The create operation of every document kind, one adapter: POST the kind's `api.path` with
// `companyId` and the kind's payload (its schema: accountRecords and itemRecords rows, its header
// fields, also under the spec's names of `api.aliases`), saved through the same service as the
// screens, which posts its journal entry in the same transaction. 201 { message, document } (the
// kind's success message; the document with its rows and entry); 400 { error, errors } for bad
// input or a refusal; 404 for a company the user is not a member of. Nothing is written on a
// refusal. The owning module hands in its save and read (purchases: __purchase-api.server.ts;
// sales: __sales-api.server.ts) and its rows as a client may send them, for the API document.

/** The body of a kind's POST: its schema plus companyId and its fields' spec names. */
export function kindCreateBody(kind: DocumentKindDescriptor) {
  return kind.schema.extend({ companyId: companyIdField, ...aliasFields(kind.schema, kind.api.aliases) });
}

export interface KindCreateAdapter {
  /** Its rows as a client sends them (every field of a row may be left out), for the API document */
  rows: Record<string, z.ZodType>;
  save: (db: Knex, ctx: CompanyContext, input: never) => Promise<{ id: number; message: string }>;
  read: (db: Knex, companyId: number, id: number) => Promise<unknown>;
}

export function kindCreateAction(kind: DocumentKindDescriptor, adapter: KindCreateAdapter) {
  const { tag, summary, responses } = documentCreateOperation(kind.name);
  const doc: ApiDoc = { tag, summary, responses, body: kindCreateBody(kind).extend(adapter.rows) };
  const body = withAliases(kind.schema.extend({ companyId: companyIdField }), kind.api.aliases);
  return byMethod({
    POST: api({ doc, body }, async ({ db, body, context }) => {
      const { companyId, ...input } = body as { companyId: number } & Record<string, unknown>;
      const ctx = await context(companyId);
      const saved = await adapter.save(db, ctx, input as never);
      return json({ message: saved.message, document: await adapter.read(db, ctx.companyId, saved.id) }, 201);
    }),
  });
}
