// What a check prints (its PDF, the print queue's PDF and the Print Check preview show the same):
// the check's fields and its stubs' bill lines, as text. Client-safe: the preview reads it.

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
  billRecords: CheckBillLine[];
  /** "$1,234.50" */
  totalPayment: string;
}
