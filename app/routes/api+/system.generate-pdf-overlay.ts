import { overlayPdf } from "~/modules/checks/check-pdf.server";
import { pdfOverlaySchema } from "~/modules/checks/schema";
import { api, byMethod } from "./__api.server";

// POST /api/system/generate-pdf-overlay → application/pdf: one check on an 8.5 × 11 in page (the
// check on top, two remittance stubs). Either payBillId (a pay bill of the company: its vendor,
// amount, the bills it paid, the date and memo of its confirmed check) or the spec's formData
// (date, payee, amount, amountInWords, memo, billRecords, vendorPhone, vendorAddress, …); the fields
// print at customCoordinates over the company's saved layout, the stubs show stubFieldVisibility's
// fields. No data, no amount or no payee is a 400 JSON error; another user's company or pay bill a 404.

export const action = byMethod({
  POST: api(
    {
      doc: {
        produces: "application/pdf",
        tag: "Checks",
        summary:
          "A check as a PDF (8.5 x 11 in: the check with payee, date, amount, amount in words and memo at the layout's positions, and two remittance stubs), from payBillId or from formData; customCoordinates and stubFieldVisibility over the company's saved layout",
        responses: { 200: "The PDF", 400: "Invalid input or no check data", 404: "Company or pay bill not found" },
      },
      body: pdfOverlaySchema,
    },
    async ({ db, body, context }) => {
      const ctx = await context(body.companyId);
      const pdf = await overlayPdf(db, ctx, body);
      return new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": 'inline; filename="check.pdf"',
          "Content-Length": String(pdf.byteLength),
          "Cache-Control": "no-store",
        },
      });
    },
  ),
});
