import type { Knex } from "knex";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal, sumCents } from "~/lib/money";
import { Company } from "~/modules/companies/company.model";
import { CHEQUE } from "~/modules/purchases/constants";
import { companyAddressLines } from "~/modules/sales/invoice-pdf.server";
import { DomainError } from "~/utils/errors";
import { grey, MARGIN, newPen, room, rule, WIDTH, write, letterhead, writeFacts } from "~/utils/pdf-pen.server";
import { PENDING_KIND_LABELS } from "./constants";
import type { DepositView } from "./deposits";
import { depositView } from "./deposits.server";

// A deposit's slip as a PDF (pdf-lib, as the invoice): the company, the account and its bank, the
// deposit's number and date, each item deposited — who it came from, the cheque's or payment's
// reference, the method, the amount — the cash and the cheques counted, the subtotal, the cash back
// and the net deposit. The lines run on to further pages.

const money = (value: string) => formatMoney(fromDecimal(value));

export async function depositSlipPdf(
  company: Company,
  bank: { bankName: string | null; bankAccountNumber: string | null },
  deposit: DepositView,
): Promise<Uint8Array> {
  const pen = await newPen(`Deposit Slip ${deposit.number}`);
  letterhead(pen, company.companyName, companyAddressLines(company), "Deposit Slip");
  const facts: [string, string][] = [
    ["Deposit No.", deposit.number],
    ["Date", formatUsDate(deposit.date)],
    ["Deposit To", deposit.accountName],
  ];
  if (bank.bankName) facts.push(["Bank", bank.bankName]);
  if (bank.bankAccountNumber) facts.push(["Account No.", bank.bankAccountNumber]);
  if (deposit.status === "void") facts.push(["Status", "VOID"]);
  writeFacts(pen, facts);
  pen.y = MARGIN + 28 + Math.max(facts.length * 13, 5 * 12) + 24;

  const columns = { from: MARGIN, item: MARGIN + 170, method: MARGIN + 290, memo: MARGIN + 380, amount: WIDTH - MARGIN };
  const heading = () => {
    write(pen, "Received From", columns.from, { bold: true, size: 9 });
    write(pen, "Item / Reference", columns.item, { bold: true, size: 9 });
    write(pen, "Method", columns.method, { bold: true, size: 9 });
    write(pen, "Memo", columns.memo, { bold: true, size: 9 });
    write(pen, "Amount", columns.amount, { bold: true, size: 9, right: true });
    rule(pen);
    pen.y += 18;
  };
  heading();
  for (const line of deposit.lines) {
    room(pen, 14);
    if (pen.y === MARGIN) heading();
    const item =
      line.source === "other"
        ? [line.accountName, line.reference].filter(Boolean).join(" · ")
        : [`${PENDING_KIND_LABELS[line.source]} ${line.sourceNumber}`, line.reference].filter(Boolean).join(" · ");
    write(pen, line.receivedFrom, columns.from, { width: 160 });
    write(pen, item, columns.item, { width: 115 });
    write(pen, line.paymentMethod, columns.method, { width: 85 });
    write(pen, line.memo, columns.memo, { width: 95 });
    write(pen, money(line.amount), columns.amount, { right: true });
    pen.y += 14;
  }

  const cash = deposit.lines.filter((l) => l.paymentMethod === "Cash");
  const cheques = deposit.lines.filter((l) => l.paymentMethod === CHEQUE);
  const total = (lines: DepositView["lines"]) => formatMoney(sumCents(lines.map((l) => fromDecimal(l.amount))));
  const figures: [string, string, boolean][] = [
    ["Cash", total(cash), false],
    [`Cheques (${cheques.length})`, total(cheques), false],
    ["Other", total(deposit.lines.filter((l) => l.paymentMethod !== "Cash" && l.paymentMethod !== CHEQUE)), false],
    ["Subtotal", money(deposit.total), true],
  ];
  if (deposit.cashBack) figures.push([`Less cash back (${deposit.cashBack.accountName})`, `-${money(deposit.cashBack.amount)}`, false]);
  figures.push(["Net Deposit", money(deposit.netAmount), true]);
  room(pen, 14 * figures.length + 10);
  pen.y += 8;
  for (const [label, value, strong] of figures) {
    write(pen, label, columns.memo + 30, { right: true, bold: strong, color: strong ? undefined : grey });
    write(pen, value, columns.amount, { right: true, bold: strong });
    pen.y += 14;
  }
  if (deposit.memo.trim()) {
    room(pen, 34);
    pen.y += 8;
    write(pen, "Memo", MARGIN, { bold: true, size: 9, color: grey });
    pen.y += 13;
    write(pen, deposit.memo, MARGIN, { width: WIDTH - 2 * MARGIN });
  }
  return pen.pdf.save();
}

/** The company's deposit as its slip (404 when the company has none such). */
export async function readDepositSlip(db: Knex, companyId: number, id: number): Promise<{ fileName: string; pdf: Uint8Array }> {
  const deposit = await depositView(db, companyId, id);
  if (!deposit) throw new DomainError("Deposit not found.", 404);
  const [company, bank] = await Promise.all([
    Company.query(db).findById(companyId),
    db("companyAccounts").where({ companyId, id: deposit.accountId }).first("bankName", "bankAccountNumber"),
  ]);
  return { fileName: `deposit-slip-${deposit.number}.pdf`, pdf: await depositSlipPdf(company!, bank, deposit) };
}
