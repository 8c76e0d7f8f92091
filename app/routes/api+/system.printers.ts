import * as z from "zod";
import { companyIdField } from "~/lib/zod-helpers";
import { listPrinters, printersOfUser } from "~/modules/printing/print-jobs.server";
import { api } from "./__api.server";

// GET /api/system/printers[?companyId=] → { printers: [{ id, name, displayName, isDefault, status, stateReasons, source }] }:
// the real printers checks can go to — those of print daemons that checked in recently (and the
// server's own CUPS when enabled), the default first. Without companyId (the spec's call) the
// user's own daemons; with one, the company's owner's.

export const loader = api(
  {
    doc: {
      tag: "Printing",
      summary:
        "The printers checks can go to (those of the print daemons that checked in recently — the user's own, or with companyId the company owner's — and the server's own CUPS when enabled), the default first: { printers: [{ id, name, displayName, isDefault, status, stateReasons, source }] }",
      responses: { 200: "Printers", 400: "Invalid query", 404: "Company not found" },
    },
    query: z.object({ companyId: companyIdField.optional() }),
  },
  async ({ db, user, query, context }) => {
    const printers =
      query.companyId === undefined ? await printersOfUser(db, user.id) : await listPrinters(db, await context(query.companyId));
    return {
      printers: printers.map((p) => ({
        id: p.name,
        name: p.name,
        displayName: p.source.kind === "daemon" ? `${p.name} (${p.source.daemonName})` : p.name,
        isDefault: p.isDefault,
        status: p.state,
        stateReasons: p.stateReasons,
        source: p.source,
      })),
    };
  },
);
