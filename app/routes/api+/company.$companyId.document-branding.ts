import { BRANDING_MESSAGES as M } from "~/modules/branding/branding";
import { getBranding, getLogo, saveBranding } from "~/modules/branding/branding.server";
import { brandingBodySchema } from "~/modules/branding/schema";
import { api, byMethod, idParam, json } from "./__api.server";

// GET /api/company/:companyId/document-branding → { branding: { accentColor, onSalesDocuments,
//     onStatements, onCheckStubs, logo: { type, size, contentBase64 } | null, version, updatedAt } }
// PUT the same with { accentColor, onSalesDocuments, onStatements, onCheckStubs, version, logo? }:
//     logo { contentBase64 } (a PNG or JPEG of at most 512 KB, as its bytes say) replaces it, null
//     removes it, left out keeps it → { branding, message }. A stale version is a 409 (ADR 0014);
//     a bad colour or logo a 400. Settings permission (ADR 0063, 0071).

const params = idParam("companyId");

export const loader = api(
  {
    doc: {
      tag: "Settings",
      summary:
        "The company's document branding: { branding: { accentColor, onSalesDocuments, onStatements, onCheckStubs, logo: { type, size, contentBase64 } | null, version, updatedAt } }",
      responses: { 200: "The branding (the defaults, version 1, until saved)", 403: "Not allowed", 404: "Company not found" },
    },
    params,
    permission: "settings",
  },
  async ({ db, params, company }) => {
    const { id } = await company(params.companyId);
    const [branding, logo] = await Promise.all([getBranding(db, id), getLogo(db, id)]);
    return {
      branding: {
        ...branding,
        logo: branding.logo && logo ? { ...branding.logo, contentBase64: Buffer.from(logo.bytes).toString("base64") } : null,
      },
    };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Settings",
        summary:
          "Save the company's document branding on the version read; logo { contentBase64 } replaces the logo, null removes it, left out keeps it: { branding, message }",
        responses: {
          200: "Saved",
          400: "A bad colour, or a logo that is not a PNG or JPEG image or is larger than 512 KB",
          403: "Not allowed",
          404: "Company not found",
          409: "Changed by someone else since its version was read",
        },
      },
      params,
      body: brandingBodySchema,
      permission: "settings",
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      const { logo, ...choices } = body;
      const bytes = logo ? new Uint8Array(Buffer.from(logo.contentBase64, "base64")) : logo;
      const branding = await saveBranding(db, ctx, { ...choices, logo: bytes });
      return json({ branding, message: logo === null ? M.logoRemoved : M.saved });
    },
  ),
});
