import { describe, expect, it } from "vitest";
import { ACCOUNT_TYPES, type AccountType } from "./account-types";
import { ledgerAccountNames, parseLedgerAccountName, splitOwnSegment } from "./ledger-names";

const account = (
  id: number,
  accountType: AccountType,
  accountNumber: string,
  accountName: string,
  parentAccountId: number | null = null,
) => ({
  id,
  accountType,
  accountNumber,
  accountName,
  parentAccountId,
});

describe("journal account names", () => {
  it("are read back as the type, number, name and parent the export wrote them from", () => {
    expect(parseLedgerAccountName("Assets:Bank:1010 Checking")).toEqual({
      ok: true,
      parts: { accountType: "Bank", accountNumber: "1010", accountName: "Checking", parentName: null },
    });
    expect(parseLedgerAccountName("Assets:Bank:1010 Checking:1011 Payroll account")).toEqual({
      ok: true,
      parts: { accountType: "Bank", accountNumber: "1011", accountName: "Payroll account", parentName: "Assets:Bank:1010 Checking" },
    });
    expect(parseLedgerAccountName("Expenses:5100 Rent, office- main")).toEqual({
      ok: true,
      parts: { accountType: "Expense", accountNumber: "5100", accountName: "Rent, office- main", parentName: null },
    });
    expect(parseLedgerAccountName("Equity:3000 Opening Balance Equity")).toMatchObject({ parts: { accountType: "Equity" } });
    expect(parseLedgerAccountName("Income:Other Income:4900 Interest")).toMatchObject({ parts: { accountType: "Other Income" } });
    expect(parseLedgerAccountName("Expenses:Cost of Goods Sold:6000 Freight")).toMatchObject({
      parts: { accountType: "Cost of Goods Sold" },
    });
    // The ` #id` the export adds to a name that would repeat is not part of the account's name.
    expect(parseLedgerAccountName("Expenses:5100 Rent #12")).toMatchObject({ parts: { accountNumber: "5100", accountName: "Rent" } });
  });

  it("round-trip every account type, sub-accounts included", () => {
    const accounts = ACCOUNT_TYPES.flatMap((type, i) => [
      account(2 * i + 1, type, String(1000 + 10 * i), `${type} main`),
      account(2 * i + 2, type, String(1000 + 10 * i + 1), `${type} sub`, 2 * i + 1),
    ]);
    const names = ledgerAccountNames(accounts);
    for (const a of accounts) {
      const reading = parseLedgerAccountName(names.get(a.id)!);
      expect(reading).toEqual({
        ok: true,
        parts: {
          accountType: a.accountType,
          accountNumber: a.accountNumber,
          accountName: a.accountName,
          parentName: a.parentAccountId ? names.get(a.parentAccountId)! : null,
        },
      });
    }
  });

  it("refuse a name that does not say its type or number, with the reason", () => {
    const reason = (name: string) => {
      const reading = parseLedgerAccountName(name);
      return reading.ok ? "accepted" : reading.reason;
    };
    expect(reason("Stuff:1000 Cash")).toBe("the name does not start with Assets, Liabilities, Equity, Income or Expenses");
    expect(reason("Assets:1000 Cash")).toBe('the name does not say the account type after "Assets:" (as in Assets:Bank:1010 Checking)');
    expect(reason("Expenses:Food")).toBe('its last level "Food" is not the account\'s "NUMBER NAME" (as in Expenses:6100 Rent)');
    expect(reason("Assets:Bank")).toBe('the name ends before the account\'s "NUMBER NAME" (as in Expenses:6100 Rent)');
    expect(reason("Assets::1000 Cash")).toBe("a level of the name is empty");
    expect(reason(`Expenses:${"1".repeat(21)} Rent`)).toBe("its number is longer than 20 characters");
  });

  it("split an account's own level at its first word, which must hold a digit", () => {
    expect(splitOwnSegment("1010 Checking account")).toEqual({ accountNumber: "1010", accountName: "Checking account" });
    expect(splitOwnSegment("A-12 Petty cash")).toEqual({ accountNumber: "A-12", accountName: "Petty cash" });
    expect(splitOwnSegment("Office Supplies")).toBeNull();
    expect(splitOwnSegment("1010")).toBeNull();
  });
});
