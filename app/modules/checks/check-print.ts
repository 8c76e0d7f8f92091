// What a check prints (its PDF, the print queue's PDF and the Print Check preview show the same):
// the check's fields and its stubs' lines (the bills a pay bill paid, the credits a refund paid
// back), as text. Client-safe: the preview reads it.

export interface CheckBillLine {
  billNumber: string;
  /** MM/DD/YYYY */
  billDate: string;
  /** "$1,234.50" */
  billAmount: string;
  /** What the bill was settled by, the credit included: "$50.00" */
  amountPaid: string;
  /** The vendor credit applied to the bill, as it comes off the check: "-$20.00", or "" (none) */
  creditApplied: string;
  description: string;
}

/** The stub's column headings over what the check pays: a pay bill's bills, a refund's credits. */
export interface StubHeadings {
  number: string;
  date: string;
  amount: string;
  paid: string;
}

export const BILL_HEADINGS: StubHeadings = { number: "Bill #", date: "Bill Date", amount: "Bill Amount", paid: "Amount Paid" };
export const CREDIT_HEADINGS: StubHeadings = { number: "Credit #", date: "Credit Date", amount: "Credit Amount", paid: "Amount Refunded" };

export interface CheckPrint {
  /** MM/DD/YYYY */
  date: string;
  payee: string;
  /** "1,234.50" (no currency sign: the stock prints it) */
  amount: string;
  amountInWords: string;
  memo: string;
  vendorPhone: string;
  vendorAddress: string[];
  /** What the check pays, a line each: the bills a pay bill paid, the credits a refund paid back */
  billRecords: CheckBillLine[];
  /** The stub's headings over those lines; the bills' when left out */
  headings?: StubHeadings;
  /** "$1,234.50" */
  totalPayment: string;
}
