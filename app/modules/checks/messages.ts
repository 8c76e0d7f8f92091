import { CUSTOMER_PAYMENT_MESSAGES } from "~/modules/sales/customer-payments";

// The checks' statuses and the spec's messages word for word — Write Check, the check PDF, the
// layout and Print Check — without zod, so the screens load them without it (ADR 0027); schema.ts
// re-exports them with the schemas.

export const CHECK_STATUSES = ["Draft", "Confirmed"] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export const WRITE_CHECK_MESSAGES = {
  loadFailed: "Failed to load initial data.",
  empty: "No check-related pay bills found for this vendor.",
  invalidFormat: "Invalid data format received from server. Please try again.",
  notFound: "No pay bills found for this vendor",
  forbidden: "You do not have permission to access this vendor's pay bills.",
  serverError: "Server error occurred while loading pay bills. Please try again later.",
  otherStatus: (status: number) => `Failed to load vendor pay bills (Error ${status}). Please try again.`,
  network: "Network error: Unable to connect to server. Please check your internet connection.",
  unexpected: "An unexpected error occurred while loading pay bills. Please try again.",
  bankAccountRequired: "Please select a bank account before confirming the check.",
  payBillRequired: "Please select at least one pay bill to confirm.",
  validationTitle: "Validation Error",
  draftFailedTitle: "Save Failed",
  draftFailed: "Failed to save check as draft. Please try again.",
  draftSavedTitle: "Draft Saved",
  draftSaved: "Check has been saved as draft successfully.",
  confirmFailedTitle: "Confirmation Failed",
  confirmFailed: "Failed to confirm check. Please try again.",
  confirmationFailed: "Confirmation failed",
  confirmedTitle: "Check Confirmed",
  confirmed: "Check has been confirmed and is ready to print.",
  // Refusals of our own (the spec's client never sent these).
  draftNeedsPayBill: "Select at least one pay bill to save a draft check.",
  vendorRequired: "Vendor is required.",
  vendorNotFound: "Vendor not found.",
  inactiveVendor: "The selected vendor is inactive.",
  accountNotFound: (id: number) => `Account ${id} was not found in this company.`,
  payBillTwice: "A pay bill can be on a check once.",
  payBillNotFound: (id: number) => `Pay bill ${id} was not found in this company.`,
  otherVendor: (number: string) => `Pay bill ${number} belongs to another vendor.`,
  notCheque: (number: string) => `Pay bill ${number} was not paid by Cheque.`,
  voided: (number: string) => `Pay bill ${number} is void.`,
  alreadyWritten: (number: string) => `Pay bill ${number} already has a confirmed check.`,
  otherBankAccount: (number: string, account: string) => `Pay bill ${number} was paid from another account than ${account}.`,
  wrongAmount: (number: string, total: string) => `The amount for pay bill ${number} must be its total (${total}).`,
  wrongTotal: (total: string) => `The total amount must be the sum of the pay bills (${total}).`,
  totalZero: "The check amount must be more than zero.",
} as const;

export const PDF_MESSAGES = {
  noData: "Check data is required: a pay bill (payBillId) or the check's formData.",
  amountInvalid: "Bill amount is missing or invalid",
  vendorMissing: "Vendor name is missing",
} as const;

export const LAYOUT_MESSAGES = {
  savedTitle: "Saved Successfully",
  updatedTitle: "Updated Successfully",
  saveFailedTitle: "Save Failed",
  saveFailed: "Failed to save field adjustments. Please try again.",
  exists: "Adjustments exist in database",
  none: "No adjustments saved yet",
} as const;

export const PRINT_CHECK_MESSAGES = {
  empty: "No checks ready for printing found for this vendor.",
  loading: "Loading pay bills...",
  notFound: "No pay bills ready for printing found for this vendor",
  noPrinters: "No real printers detected. Please connect a printer and refresh.",
  printerRequired: "Please select a printer before printing.",
  checkRequired: "Please select at least one check to print.",
  setupTitle: "Check Setup Required",
  setupIntro: "Please fix the following issues before printing:",
  setupAdvice: "Drag the fields in the Check Layout Preview (or use Edit Fields) to place them, then print again.",
  amountInvalid: "• Bill amount is missing or invalid",
  vendorMissing: "• Vendor name is missing",
  fieldPosition: (field: string) => `• ${field} field position needs to be adjusted`,
  checkStyle: "US Business Pre-printed Check (Stubs Only)",
  stubsOnlyNote: "Only the remittance stubs and the check's fields print: the check itself is pre-printed on the stock.",
  completedTitle: "Print Job Completed",
  completedSent: (n: number) => `${n} check(s) have been sent to the printer`,
  completedAsk: "Is your print job completed successfully?",
  completedDownloaded: (n: number) => `${n} check(s) downloaded as a PDF: no printer was used.`,
  completedAskPdf: "Did the checks print correctly from the PDF?",
  statusUpdatedTitle: "Status Updated",
  statusUpdated: (n: number) => `${n} check(s) marked as printed.`,
  notUpdated: "Print Status Not Updated",
  updateFailedTitle: "Update Failed",
  updateFailed: "Failed to update the print status. Please try again or contact support if the issue continues.",
  allFailed: "All print jobs failed.",
  printIssue: "We encountered an issue while printing your checks. Please try again or contact support if the problem continues.",
  noPrintMethods: "No printing method is available. The PDF has been downloaded to your computer instead.",
  pdfDownloadedTitle: "PDF Downloaded",
  pdfDownloaded: "The check PDF has been downloaded: open it and print it on the check stock yourself.",
  queued: (n: number) => `${n} print job(s) queued.`,
  voidConfirm: (number: string) => `Are you sure you want to void check #${number}? This action cannot be undone.`,
  voidFailedTitle: "Void Failed",
  voidFailed: "Failed to void check.",
  voidedTitle: "Check Voided",
  voided: (number: string, entryNo: string) =>
    `Check #${number} is void: ${entryNo} reverses its payment and the bills it paid are open again.`,
  // Refusals of our own.
  notPrintable: (number: string) => `Pay bill ${number} is not a check ready for printing.`,
  alreadyPrinted: (number: string) => `Pay bill ${number} is already printed.`,
  payBillNotFound: (id: number) => `Pay bill ${id} was not found in this company.`,
  alreadyVoid: (number: string) => `Check #${number} is already void.`,
  notPrinted: (number: string) => `Pay bill ${number} has no printed check to void.`,
  checkNumberTaken: (number: string) => `Check number ${number} is already used by another check.`,
  checkNumbersMismatch: "checkNumbers must give one number per pay bill, in the order of billIds.",
  templateNotFound: "Template not found.",
  templateDeleted: "Template deleted.",
} as const;

/** A refund's cheque on Print Check (ADR 0059): our own words, beside the pay bills' above. */
export const REFUND_CHECK_MESSAGES = {
  heading: "Refund Cheques",
  empty: "No refund cheques waiting to be printed.",
  notFound: (id: number) => `Refund ${id} was not found in this company.`,
  noneFound: CUSTOMER_PAYMENT_MESSAGES.refundNotFound,
  notCheque: (number: string) => `Refund ${number} is not paid by Cheque: there is no cheque to print.`,
  notToBePrinted: (number: string) => `Refund ${number} is not marked to be printed.`,
  voided: (number: string) => `The cheque for refund ${number} is void.`,
  printed: (number: string) => `The cheque for refund ${number} is already printed.`,
  waiting: (number: string) => `The cheque for refund ${number} is already waiting to print.`,
  notPrintable: (number: string) => `Refund ${number} is not a cheque ready for printing.`,
  alreadyPrinted: (number: string) => `Refund ${number} is already printed.`,
} as const;
