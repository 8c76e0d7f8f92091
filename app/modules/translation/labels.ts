// The labels printed on the documents a company sends its customers (invoices, cash sales, credit
// memos: app/modules/sales/invoice-pdf.server.ts; customer statements) and its vendors (vendor
// statements: app/modules/reports/statement-pdf.server.ts, ADR 0087), in English and in the built-in translations the
// company can choose as its document language (Settings › Translation, ADR 0080). Client-safe and
// zod-free: the settings screen shows them beside the company's own text.

export const DOCUMENT_LANGUAGES = [
  { value: "en", label: "English" },
  { value: "es", label: "Spanish" },
  { value: "fr", label: "French" },
  { value: "de", label: "German" },
  { value: "pt", label: "Portuguese" },
] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number]["value"];

export const isDocumentLanguage = (value: unknown): value is DocumentLanguage => DOCUMENT_LANGUAGES.some((l) => l.value === value);

/** Every label, in English (the order the settings screen lists them in). */
export const ENGLISH_LABELS = {
  invoice: "Invoice",
  cashSale: "Cash Sale",
  creditMemo: "Credit Memo",
  invoiceNo: "Invoice No.",
  saleNo: "Sale No.",
  creditNo: "Credit No.",
  invoiceDate: "Invoice Date",
  date: "Date",
  terms: "Terms",
  dueDate: "Due Date",
  poNo: "P.O. No.",
  salesPerson: "Sales Person",
  shipDate: "Ship Date",
  shipVia: "Ship Via",
  status: "Status",
  void: "VOID",
  billTo: "BILL TO",
  shipTo: "SHIP TO",
  description: "Description",
  qty: "Qty",
  rate: "Rate",
  amount: "Amount",
  subtotal: "Subtotal",
  discount: "Discount",
  tax: "Tax",
  total: "Total",
  amountPaid: "Amount Paid",
  balanceDue: "Balance Due",
  customerMessage: "Customer Message",
  memo: "Memo",
  // The customer and vendor statements (ADR 0087)
  statement: "Statement",
  vendorStatement: "Vendor Statement",
  statementTo: "To:",
  statementVendor: "Vendor:",
  periodTo: "to",
  type: "Type",
  number: "Number",
  charge: "Charge",
  credit: "Credit",
  balance: "Balance",
  balanceForward: "Balance forward",
  openItemsOn: "Open items on",
  due: "Due",
  open: "Open",
  // The statements' line types
  payment: "Payment",
  prepayment: "Prepayment",
  refund: "Refund",
  journalEntry: "Journal Entry",
  voided: "Void",
  reversal: "Reversal",
  bill: "Bill",
  vendorCredit: "Vendor Credit",
  payBill: "Pay Bill",
  check: "Check",
} as const;
export type LabelKey = keyof typeof ENGLISH_LABELS;
export const LABEL_KEYS = Object.keys(ENGLISH_LABELS) as LabelKey[];

/** The built-in translations, one row per label: Spanish, French, German, Portuguese. */
const TRANSLATED: Record<LabelKey, [string, string, string, string]> = {
  invoice: ["Factura", "Facture", "Rechnung", "Fatura"],
  cashSale: ["Venta al contado", "Vente au comptant", "Barverkauf", "Venda à vista"],
  creditMemo: ["Nota de crédito", "Avoir", "Gutschrift", "Nota de crédito"],
  invoiceNo: ["Factura n.º", "Facture n°", "Rechnungsnr.", "Fatura n.º"],
  saleNo: ["Venta n.º", "Vente n°", "Verkaufsnr.", "Venda n.º"],
  creditNo: ["Nota n.º", "Avoir n°", "Gutschriftnr.", "Nota n.º"],
  invoiceDate: ["Fecha de factura", "Date de facture", "Rechnungsdatum", "Data da fatura"],
  date: ["Fecha", "Date", "Datum", "Data"],
  terms: ["Condiciones", "Conditions", "Zahlungsbedingungen", "Condições"],
  dueDate: ["Vencimiento", "Échéance", "Fällig am", "Vencimento"],
  poNo: ["Orden de compra", "Bon de commande", "Bestellnr.", "Pedido n.º"],
  salesPerson: ["Vendedor", "Commercial", "Verkäufer", "Vendedor"],
  shipDate: ["Fecha de envío", "Date d'expédition", "Versanddatum", "Data de envio"],
  shipVia: ["Enviar por", "Expédié par", "Versandart", "Enviado por"],
  status: ["Estado", "Statut", "Status", "Estado"],
  void: ["ANULADA", "ANNULÉE", "STORNIERT", "ANULADA"],
  billTo: ["FACTURAR A", "FACTURER À", "RECHNUNG AN", "FATURAR A"],
  shipTo: ["ENVIAR A", "LIVRER À", "LIEFERN AN", "ENVIAR PARA"],
  description: ["Descripción", "Description", "Beschreibung", "Descrição"],
  qty: ["Cant.", "Qté", "Menge", "Qtd."],
  rate: ["Precio", "Prix", "Preis", "Preço"],
  amount: ["Importe", "Montant", "Betrag", "Valor"],
  subtotal: ["Subtotal", "Sous-total", "Zwischensumme", "Subtotal"],
  discount: ["Descuento", "Remise", "Rabatt", "Desconto"],
  tax: ["Impuesto", "Taxe", "Steuer", "Imposto"],
  total: ["Total", "Total", "Gesamt", "Total"],
  amountPaid: ["Importe pagado", "Montant payé", "Bezahlt", "Valor pago"],
  balanceDue: ["Saldo pendiente", "Solde dû", "Offener Betrag", "Saldo devedor"],
  customerMessage: ["Mensaje al cliente", "Message au client", "Nachricht an den Kunden", "Mensagem ao cliente"],
  memo: ["Nota", "Note", "Notiz", "Observação"],
  statement: ["Estado de cuenta", "Relevé de compte", "Kontoauszug", "Extrato de conta"],
  vendorStatement: ["Estado de cuenta del proveedor", "Relevé fournisseur", "Lieferantenkontoauszug", "Extrato do fornecedor"],
  statementTo: ["Para:", "À :", "An:", "Para:"],
  statementVendor: ["Proveedor:", "Fournisseur :", "Lieferant:", "Fornecedor:"],
  periodTo: ["al", "au", "bis", "a"],
  type: ["Tipo", "Type", "Art", "Tipo"],
  number: ["Número", "Numéro", "Nummer", "Número"],
  charge: ["Cargo", "Débit", "Belastung", "Débito"],
  credit: ["Abono", "Crédit", "Gutschrift", "Crédito"],
  balance: ["Saldo", "Solde", "Saldo", "Saldo"],
  balanceForward: ["Saldo anterior", "Solde reporté", "Saldovortrag", "Saldo anterior"],
  openItemsOn: ["Partidas abiertas al", "Éléments ouverts au", "Offene Posten am", "Itens em aberto em"],
  due: ["Vence", "Échéance", "Fällig", "Vence"],
  open: ["Pendiente", "Restant dû", "Offen", "Em aberto"],
  payment: ["Pago", "Paiement", "Zahlung", "Pagamento"],
  prepayment: ["Anticipo", "Acompte", "Vorauszahlung", "Adiantamento"],
  refund: ["Reembolso", "Remboursement", "Erstattung", "Reembolso"],
  journalEntry: ["Asiento contable", "Écriture comptable", "Buchungssatz", "Lançamento contábil"],
  voided: ["Anulación", "Annulation", "Storno", "Anulação"],
  reversal: ["Reversión", "Contre-passation", "Stornobuchung", "Estorno"],
  bill: ["Factura de proveedor", "Facture fournisseur", "Eingangsrechnung", "Fatura de fornecedor"],
  vendorCredit: ["Nota de crédito del proveedor", "Avoir fournisseur", "Lieferantengutschrift", "Crédito de fornecedor"],
  payBill: ["Pago de factura", "Règlement fournisseur", "Rechnungszahlung", "Pagamento de fatura"],
  check: ["Cheque", "Chèque", "Scheck", "Cheque"],
};
const COLUMN: Record<Exclude<DocumentLanguage, "en">, number> = { es: 0, fr: 1, de: 2, pt: 3 };

/** A label's built-in text in a language. */
export function builtInLabel(language: DocumentLanguage, key: LabelKey): string {
  return language === "en" ? ENGLISH_LABELS[key] : TRANSLATED[key][COLUMN[language]];
}

/** The company's own text per language and label (what it saved on Settings › Translation). */
export type LabelOverrides = Partial<Record<DocumentLanguage, Partial<Record<LabelKey, string>>>>;

/** What a document prints for each label: the company's own text, else the built-in one. */
export type DocumentWords = (key: LabelKey) => string;

export function documentWords(language: DocumentLanguage, overrides: LabelOverrides = {}): DocumentWords {
  const own = overrides[language] ?? {};
  return (key) => own[key] || builtInLabel(language, key);
}

/** The labels the statements print that the sales documents print too (the rest of theirs follow `statement`). */
const SHARED_WITH_STATEMENTS: readonly LabelKey[] = ["date", "balanceDue", "invoice", "cashSale", "creditMemo"];

/** Where a label prints, as the settings screen says it. */
export function labelPrintedOn(key: LabelKey): string {
  if (SHARED_WITH_STATEMENTS.includes(key)) return "Sales documents and statements";
  return LABEL_KEYS.indexOf(key) < LABEL_KEYS.indexOf("statement") ? "Sales documents" : "Statements";
}

/** The label whose English text a statement line's type is ("Payment" → payment), if any. */
export function labelOfEnglish(text: string): LabelKey | undefined {
  return LABEL_KEYS.find((key) => ENGLISH_LABELS[key] === text);
}

/** The most a label's own text may hold. */
export const MAX_LABEL_LENGTH = 60;
