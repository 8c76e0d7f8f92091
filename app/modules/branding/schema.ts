import * as z from "zod";
import { versionField } from "~/lib/record-version";
import { BRANDING_MESSAGES as M, normalColor } from "./branding";

// Document branding as the screen's form and the API send it (the logo's bytes are checked by
// branding.server.ts, which reads what they are, not what they are called).

const accentColor = z
  .string({ error: M.badColor })
  .max(20, M.badColor)
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value.trim() === "") return null;
    const color = normalColor(value);
    if (!color) ctx.addIssue({ code: "custom", message: M.badColor });
    return color ?? z.NEVER;
  })
  .describe("The accent colour of headings and rules, #rrggbb; empty or null for none");

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

/** The branding's choices (not the logo), on the version read. */
export const brandingChoicesSchema = z.object({
  accentColor,
  onSalesDocuments: flag("onSalesDocuments").describe("Brand invoices and the other sales documents"),
  onStatements: flag("onStatements").describe("Brand customer and vendor statements"),
  onCheckStubs: flag("onCheckStubs").describe("Brand check remittance stubs"),
  version: versionField,
});
export type BrandingChoices = z.infer<typeof brandingChoicesSchema>;

/** PUT /api/company/{companyId}/document-branding: the choices, and the logo (base64; null removes it, left out keeps it). */
export const brandingBodySchema = brandingChoicesSchema.extend({
  logo: z
    .object(
      {
        contentBase64: z
          .string({ error: M.badBase64 })
          .max(Math.ceil((512 * 1024 * 4) / 3) + 1024, M.tooLarge)
          .regex(/^[A-Za-z0-9+/\r\n]*={0,2}$/, M.badBase64)
          .describe("The PNG or JPEG image's bytes in base64 (at most 512 KB)"),
      },
      { error: "logo must be an object with contentBase64, or null" },
    )
    .nullable()
    .optional()
    .describe("A new logo; null removes the logo; left out keeps it"),
});
export type BrandingBody = z.infer<typeof brandingBodySchema>;
