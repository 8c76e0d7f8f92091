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

/** The savings account the banking tests transfer to: 1020 Savings at First Bank. */
export const SAVINGS = {
  accountType: "Bank",
  accountNumber: "1020",
  accountName: "Savings",
  bankName: "First Bank",
  bankAccountType: "Saving",
  bankAccountNumber: "000456",
};
