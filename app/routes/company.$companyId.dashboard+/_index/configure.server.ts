import * as z from "zod";
import { dashboardWidgetsSchema } from "~/modules/companies/schema";

// The Configure.. form's answer, read on the server. Beside the route rather than in it, so that the
// dashboard's browser script does not import the schemas (and zod with them).

/** The widgets chosen, or the message when the form's `intent` is not this one. */
export function readConfigureForm(form: FormData, intent: string) {
  const parsed = z.object({ intent: z.literal(intent, { error: "Unknown action" }) }).safeParse({ intent: form.get("intent") });
  if (!parsed.success) return { success: false as const, error: parsed.error.issues[0].message };
  const { widgets } = dashboardWidgetsSchema.parse({ widgets: form.getAll("widgets") });
  return { success: true as const, widgets };
}
