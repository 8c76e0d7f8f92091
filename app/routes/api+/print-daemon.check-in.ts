import { checkIn } from "~/modules/printing/print-jobs.server";
import { checkInSchema } from "~/modules/printing/printers";
import { api, byMethod } from "./__api.server";
import { daemonToken } from "./__print-daemon-api.server";

// POST /api/print-daemon/check-in { name, platform, printers: [{ name, isDefault, state, stateReasons, deviceUri }] }
// → { daemon: { id, name, printers } }: the daemon of this API token is here, with these printers
// (virtual ones dropped). Their checks can be sent to them while it keeps checking in.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Print daemon",
        summary:
          "The print daemon of this API token checks in with its printers (virtual ones dropped); their checks can be sent to them while it keeps checking in: { daemon: { id, name, printers } }",
        responses: { 200: "Checked in", 400: "Invalid input", 413: "The printer list is too large" },
      },
      body: checkInSchema,
      keys: "print",
      bodyLimit: { bytes: 256_000, message: "The printer list is too large." },
    },
    async (ctx) => {
      const daemon = await checkIn(ctx.db, await daemonToken(ctx), ctx.body);
      return { daemon: { id: daemon.id, name: daemon.name, printers: daemon.printers } };
    },
  ),
});
