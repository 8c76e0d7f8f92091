// Account fields the tests create again and again (no imports: the browser tests use it too).

/** The bank account most tests pay from (add its opening balance): 1010 Checking at First Bank. */
export const CHECKING = {
  accountType: "Bank",
  accountNumber: "1010",
  accountName: "Checking",
  bankName: "First Bank",
  bankAccountType: "Checking",
  bankAccountNumber: "000123",
};
