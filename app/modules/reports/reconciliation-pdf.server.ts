import type { Knex } from "knex";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { RECONCILIATION_STATUS_LABELS, type ReconcileLine } from "~/modules/banking/reconciliations";
import { Company } from "~/modules/companies/company.model";
import { companyAddressLines } from "~/modules/sales/invoice-pdf.server";
import { grey, letterhead, MARGIN, newPen, room, rule, WIDTH, write, writeFacts, type Pen } from "~/utils/pdf-pen.server";
import { reconciliationReport, reconciliationSummaryRows } from "./reconciliation-reports.server";

// A reconciliation's report as a PDF (pdf-lib, with the pen the deposit slip and the statements
// use): the account and statement, the summary, then the cleared lines and those left uncleared,
// running on to further pages.

const COLUMNS = { date: MARGIN, type: MARGIN + 70, number: MARGIN + 160, payee: MARGIN + 240, amount: WIDTH - MARGIN };

function section(pen: Pen, title: string, lines: readonly ReconcileLine[]) {
  const heading = () => {
    write(pen, "Date", COLUMNS.date, { bold: true, size: 9 });
    write(pen, "Type", COLUMNS.type, { bold: true, size: 9 });
    write(pen, "Number", COLUMNS.number, { bold: true, size: 9 });
    write(pen, "Payee / Memo", COLUMNS.payee, { bold: true, size: 9 });
    write(pen, "Amount", COLUMNS.amount, { bold: true, size: 9, right: true });
    rule(pen);
    pen.y += 18;
  };
  room(pen, 60);
  pen.y += 10;
  write(pen, title, MARGIN, { bold: true, size: 11 });
  pen.y += 18;
  heading();
  if (!lines.length) {
    write(pen, "None", COLUMNS.date, { color: grey });
    pen.y += 14;
  }
  for (const l of lines) {
    room(pen, 14);
    if (pen.y === MARGIN) heading();
    write(pen, formatUsDate(l.date), COLUMNS.date);
    write(pen, l.type, COLUMNS.type, { width: 85 });
    write(pen, l.number, COLUMNS.number, { width: 75 });
    write(pen, [l.payee, l.memo].filter(Boolean).join(" · "), COLUMNS.payee, { width: 200 });
    write(pen, formatMoney(l.debit - l.credit), COLUMNS.amount, { right: true });
    pen.y += 14;
  }
}

/** The company's reconciliation report as a PDF (404 when the company has none such). */
export async function reconciliationReportPdf(db: Knex, companyId: number, id: number): Promise<{ fileName: string; pdf: Uint8Array }> {
  const report = await reconciliationReport(db, companyId, id);
  const company = (await Company.query(db).findById(companyId))!;
  const r = report.reconciliation;
  const pen = await newPen(`Reconciliation ${r.accountName} ${formatUsDate(r.statementDate)}`);
  letterhead(pen, company.companyName, companyAddressLines(company), "Reconciliation");
  const facts: [string, string][] = [
    ["Account", `${r.accountNumber} ${r.accountName}`],
    ["Statement Date", formatUsDate(r.statementDate)],
    ["Status", RECONCILIATION_STATUS_LABELS[r.status]],
  ];
  if (r.finishedOn) facts.push(["Reconciled On", formatUsDate(r.finishedOn)]);
  writeFacts(pen, facts);
  pen.y = MARGIN + 28 + 5 * 13 + 20;
  write(pen, "Summary", MARGIN, { bold: true, size: 11 });
  pen.y += 18;
  for (const [label, cents] of reconciliationSummaryRows(report)) {
    write(pen, label, MARGIN, { color: grey });
    write(pen, formatMoney(cents), MARGIN + 330, { right: true });
    pen.y += 14;
  }
  section(pen, "Cleared transactions", report.cleared);
  section(pen, `Uncleared transactions as of ${formatUsDate(r.statementDate)}`, report.uncleared);
  return { fileName: `reconciliation-${r.accountNumber}-${r.statementDate}.pdf`, pdf: await pen.pdf.save() };
}
