import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCompany } from "~/modules/companies/require-company.server";
import { printableChecksPdf } from "~/modules/checks/print-check.server";
import { companyContext } from "~/modules/companies/companies.server";
import { keptPlacement, parseStubChoices } from "~/modules/checks/layout";
import { assertDomainError } from "~/utils/errors";

// GET …/vendors/print-check/pdf?payBillIds=1&payBillIds=2&refundIds=3 → the selected checks (pay
// bills', then refunds' cheques) as one PDF (a page each, the same renderer and saved layout as the
// printer gets): Print Check's download when no printer is available, and what the browser's print
// dialog prints. Only checks ready to print.
// The stub choices of the preview come with the link (stubs=1&stub=vendorName&…&showStubTitles=on,
// layout.ts's parser): the PDF prints what the preview shows; without them, the saved layout's.
// So do the stock and the offsets (stock=voucher-top&offsetX=4&offsetY=-2); without them, Settings › Check Print's.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const query = new URL(request.url).searchParams;
  const ids = (name: string) =>
    query
      .getAll(name)
      .filter((v) => /^\d{1,10}$/.test(v))
      .map(Number)
      .slice(0, 500);
  const selection = { paymentIds: ids("payBillIds"), refundIds: ids("refundIds") };
  const all = [...selection.paymentIds, ...selection.refundIds];
  if (!all.length) throw new Response("Select at least one check.", { status: 400 });
  try {
    const placement = keptPlacement({ stock: query.get("stock"), offsetX: query.get("offsetX"), offsetY: query.get("offsetY") });
    const pdf = await printableChecksPdf(db, ctx.companyId, selection, ctx.today, { ...parseStubChoices(query), placement });
    const inline = query.get("inline") === "1";
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="checks-${all.join("-").slice(0, 80)}.pdf"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    assertDomainError(error);
    throw new Response(error.message, { status: error.status === 404 ? 404 : 400 });
  }
}
