import * as z from "zod";
import { companyContext } from "~/modules/companies/companies.server";
import { listPrinters } from "~/modules/printing/print-jobs.server";
import { api } from "./__api.server";

// GET /api/system/printers?companyId= → { printers: [{ id, name, displayName, isDefault, status, stateReasons, source }] }:
// the real printers the company's checks can go to — those of print daemons of the company's
// owner that checked in recently (and the server's own CUPS when enabled) — the default first.

export const loader = api(
  {
    doc: {
      tag: "Printing",
      summary:
        "The printers the company's checks can go to (those of the owner's print daemons that checked in recently, and the server's own CUPS when enabled), the default first: { printers: [{ id, name, displayName, isDefault, status, stateReasons, source }] }",
      responses: { 200: "Printers", 400: "Invalid query", 404: "Company not found" },
    },
    query: z.object({ companyId: z.coerce.number({ error: "companyId is required." }).int().positive().max(2147483647) }),
  },
  async ({ db, user, query, company }) => {
    const ctx = companyContext(await company(query.companyId), user.id);
    const printers = await listPrinters(db, ctx);
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
