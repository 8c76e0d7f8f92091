import type { LoaderFunctionArgs } from "@remix-run/node";
import { getLogo } from "~/modules/branding/branding.server";
import { requireCompany } from "~/modules/companies/require-company.server";

// GET …/settings/document-branding/logo → the company's logo as saved (Document Branding's
// preview); 404 when it has none. Any member may see it (it is on the documents they print).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const logo = await getLogo(db, company.id);
  if (!logo) throw new Response("No logo", { status: 404 });
  return new Response(new Uint8Array(logo.bytes), {
    headers: { "Content-Type": logo.type, "Cache-Control": "private, max-age=300", "X-Content-Type-Options": "nosniff" },
  });
}
