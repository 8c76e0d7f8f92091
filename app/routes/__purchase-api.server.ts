import type { z } from "zod";
import { companyIdField } from "~/lib/zod-helpers";
import { companyContext } from "~/modules/companies/companies.server";
import { readPurchaseDocument } from "~/modules/purchases/document-reads.server";
import { createPurchaseDocument } from "~/modules/purchases/documents.server";
import { DOCUMENT_SCHEMAS, type DocumentInput, type DocumentKind } from "~/modules/purchases/schema";
import { api, byMethod, json } from "./__api.server";

// The purchase documents' API, one adapter for the five kinds: POST /api/vendor/credit-card-expense,
// /vendor-credit, /cash-expense, /cash-purchase and /bills take `companyId` and the kind's payload
// (DOCUMENT_SCHEMAS: accountRecords and itemRecords rows, the kind's header fields) and save it
// through the same service as the screens, which posts its journal entry in the same transaction.
// 201 { message, document } (the spec's success message; the document with its rows and entry);
// 400 { error, errors } for bad input or a refusal (the balance rule: "Insufficient balance in the
// selected account."); 404 for a company the user does not own. Nothing is written on a refusal.

/** The body of a kind's POST: its schema plus companyId (registered as is in the OpenAPI document). */
export function documentCreateBody(kind: DocumentKind) {
  return (DOCUMENT_SCHEMAS[kind] as z.ZodObject).extend({ companyId: companyIdField });
}

export function documentCreateAction(kind: DocumentKind) {
  return byMethod({
    POST: api({ body: documentCreateBody(kind) }, async ({ db, user, body, company }) => {
      const { companyId, ...input } = body as { companyId: number } & Record<string, unknown>;
      const ctx = companyContext(await company(companyId), user.id);
      const saved = await createPurchaseDocument(db, ctx, kind, input as unknown as DocumentInput);
      return json({ message: saved.message, document: await readPurchaseDocument(db, ctx.companyId, saved.id) }, 201);
    }),
  });
}
