import type { LoaderFunctionArgs } from "@remix-run/node";
import { customerStatements } from "~/modules/reports/customer-activity.server";
import { customerStatementPdf } from "~/modules/reports/statement-pdf.server";
import { parsePeriodReportQuery } from "~/modules/reports/schema";
import { readCsvReportRequest } from "./__report-request.server";

// GET …/client-statement.pdf?customerId&period|from&to → one customer's statement as a PDF
// (statement-<customer id>-FROM-to-TO.pdf); 400 for a bad query or no customer, 404 for a customer
// of another company (or one with nothing to state).

export async function loader(args: LoaderFunctionArgs) {
  const { db, company, query } = await readCsvReportRequest(args, (params, today, c) =>
    parsePeriodReportQuery(params, today, c.fiscalYearStart),
  );
  if (query.customerId === null)
    throw new Response("Choose a customer", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const [statement] = (await customerStatements(db, company.id, query, query.customerId)).statements;
  if (!statement) throw new Response("Customer not found", { status: 404, statusText: "Not Found" });
  const pdf = await customerStatementPdf(company.companyName, query, statement);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="statement-${statement.customerId}-${query.from}-to-${query.to}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
}
