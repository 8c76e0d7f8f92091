import type { Knex } from "knex";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { Company } from "~/modules/companies/company.model";
import { readSalesDocument, type SalesDocumentView } from "./document-reads.server";
import { SALES_KIND } from "./kinds";
import { brandOf } from "~/modules/branding/branding.server";
import { documentWords, type DocumentWords, type LabelKey } from "~/modules/translation/labels";
import { companyDocumentWords } from "~/modules/translation/translation.server";
import { block, grey, letterhead, MARGIN, newPen, room, rule, WIDTH, write, writeFacts, type PdfBrand } from "~/utils/pdf-pen.server";

// A sales document as a PDF (pdf-lib, Helvetica: a standard font, no font file; a character it
// cannot encode prints as "?"): US Letter pages with the company's name and address, the title and
// number, Bill To and Ship To, the dates, terms, P.O. No. and sales person, the rows (description,
// quantity, rate, amount; the table runs on to further pages), then subtotal, discount, tax, total,
// amount paid and balance due, the customer message and the memo. With the company's branding on
// sales documents (Settings › Document Branding), its logo heads the page and its accent colours
// the title, the labels and the rules. Every label prints in the company's document language, or its
// own text for it (Settings › Translation, ADR 0080): `words`.

/** Each kind's title, number and date labels among the translated labels. */
const KIND_LABELS: Record<SalesDocumentView["kind"], { title: LabelKey; number: LabelKey; date: LabelKey }> = {
  invoice: { title: "invoice", number: "invoiceNo", date: "invoiceDate" },
  cash_sale: { title: "cashSale", number: "saleNo", date: "date" },
  credit_memo: { title: "creditMemo", number: "creditNo", date: "date" },
};

const money = (value: string) => formatMoney(fromDecimal(value));

export async function salesDocumentPdf(
  company: Company,
  document: SalesDocumentView,
  brand: PdfBrand | null = null,
  words: DocumentWords = documentWords("en"),
): Promise<Uint8Array> {
  const form = SALES_KIND[document.kind].form;
  const labels = KIND_LABELS[document.kind];
  const title = words(labels.title);
  const pen = await newPen(`${title} ${document.number}`, brand);

  // The company, and the title with the number.
  letterhead(pen, company.companyName, companyAddressLines(company), title);
  const facts: [string, string][] = [
    [words(labels.number), document.number],
    [words(labels.date), formatUsDate(document.date)],
  ];
  if (form.terms) {
    facts.push([words("terms"), document.paymentTermName ?? ""]);
    facts.push([words("dueDate"), document.dueDate ? formatUsDate(document.dueDate) : ""]);
  }
  if (document.customerReference) facts.push([words("poNo"), document.customerReference]);
  if (document.salesPersonName) facts.push([words("salesPerson"), document.salesPersonName]);
  if (document.shipDate) facts.push([words("shipDate"), formatUsDate(document.shipDate)]);
  if (document.shippingMethodName) facts.push([words("shipVia"), document.shippingMethodName]);
  if (document.status === "void") facts.push([words("status"), words("void")]);
  writeFacts(pen, facts);

  // Bill To and Ship To.
  const top = Math.max(MARGIN + 28 + facts.length * 13, MARGIN + 22 + 5 * 12) + 16;
  const end = Math.max(
    block(pen, words("billTo"), document.billTo || (document.customerName ?? ""), MARGIN, top),
    document.shipTo ? block(pen, words("shipTo"), document.shipTo, MARGIN + 270, top) : top,
  );
  pen.y = end + 20;

  // The rows.
  const columns = { description: MARGIN, quantity: 400, rate: 480, amount: WIDTH - MARGIN };
  const heading = () => {
    write(pen, words("description"), columns.description, { bold: true, size: 9 });
    write(pen, words("qty"), columns.quantity, { bold: true, size: 9, right: true });
    write(pen, words("rate"), columns.rate, { bold: true, size: 9, right: true });
    write(pen, words("amount"), columns.amount, { bold: true, size: 9, right: true });
    rule(pen);
    pen.y += 18;
  };
  heading();
  const rows = [
    ...document.itemRecords.map((r) => ({
      description: [r.itemName, r.description].filter(Boolean).join(" - "),
      quantity: r.quantity.includes(".") ? r.quantity.replace(/\.?0+$/, "") : r.quantity,
      rate: money(r.unitPrice),
      amount: money(r.amount),
      taxable: r.taxable,
    })),
    ...document.accountRecords.map((r) => ({
      description: r.description || r.accountName,
      quantity: "",
      rate: "",
      amount: money(r.amount),
      taxable: r.taxable,
    })),
  ];
  for (const row of rows) {
    room(pen, 14);
    if (pen.y === MARGIN) heading();
    write(pen, `${row.description}${row.taxable ? " (T)" : ""}`, columns.description, { width: 300 });
    write(pen, row.quantity, columns.quantity, { right: true });
    write(pen, row.rate, columns.rate, { right: true });
    write(pen, row.amount, columns.amount, { right: true });
    pen.y += 14;
  }

  // The figures.
  const figures: [string, string, boolean][] = [
    [words("subtotal"), money(document.subtotal), false],
    [
      document.discountPercent ? `${words("discount")} (${Number(document.discountPercent)}%)` : words("discount"),
      `-${money(document.discountAmount)}`,
      false,
    ],
    [document.taxRateName ? `${words("tax")} ${document.taxRateName}` : words("tax"), money(document.taxAmount), false],
    [words("total"), money(document.total), true],
  ];
  if (form.terms) {
    figures.push([words("amountPaid"), money(document.amountPaid), false]);
    figures.push([words("balanceDue"), money(document.status === "void" ? "0" : document.amountDue), true]);
  }
  room(pen, 14 * figures.length + 10);
  pen.y += 8;
  for (const [label, value, strong] of figures) {
    write(pen, label, columns.rate, { right: true, bold: strong });
    write(pen, value, columns.amount, { right: true, bold: strong });
    pen.y += 14;
  }

  // The message and the memo.
  for (const [label, text] of [
    [words("customerMessage"), document.customerMessage],
    [words("memo"), document.memo],
  ] as const) {
    if (!text.trim()) continue;
    const lines = text.split(/\r?\n/);
    room(pen, 20 + lines.length * 12);
    pen.y += 8;
    write(pen, label, MARGIN, { bold: true, size: 9, color: pen.accent ?? grey });
    pen.y += 13;
    for (const line of lines) {
      write(pen, line, MARGIN, { width: WIDTH - 2 * MARGIN });
      pen.y += 12;
    }
  }
  return pen.pdf.save();
}

/** The company's address as its documents print it: the street lines, the city line, phone and email. */
export function companyAddressLines(
  company: Pick<Company, "addressLine1" | "addressLine2" | "city" | "region" | "zipCode" | "phone" | "email">,
) {
  return [
    company.addressLine1,
    company.addressLine2,
    [company.city, company.region, company.zipCode].filter(Boolean).join(", "),
    company.phone,
    company.email,
  ];
}

/** The document's customer's own document language (ADR 0087), read beside the document, not after it. */
async function customerLanguageOfDocument(db: Knex, companyId: number, id: number): Promise<string | null> {
  const row = await db("salesDocuments as d")
    .join("customers as c", (on) => on.on("c.companyId", "d.companyId").andOn("c.id", "d.customerId"))
    .where({ "d.companyId": companyId, "d.id": id })
    .first("c.documentLanguage");
  return row?.documentLanguage ?? null;
}

/** The document of the company as a PDF (404 when the company has none such). */
export async function readSalesDocumentPdf(db: Knex, companyId: number, id: number, today: string) {
  const [company, document, brand, language] = await Promise.all([
    Company.query(db).findById(companyId),
    readSalesDocument(db, companyId, id, undefined, today),
    brandOf(db, companyId, "onSalesDocuments"),
    customerLanguageOfDocument(db, companyId, id),
  ]);
  // In the customer's own language when it has one, else the company's (ADR 0087).
  const words = await companyDocumentWords(db, companyId, language);
  return {
    fileName: `${document.kind.replace("_", "-")}-${document.number}.pdf`,
    pdf: await salesDocumentPdf(company!, document, brand, words),
  };
}
