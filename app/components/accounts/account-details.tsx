import { formatMoney, fromDecimal } from "~/lib/money";

// The Account List's preview ('Account Details'): the same list in the modal and, without
// JavaScript, on the page (?preview=ID).

export interface AccountRow {
  id: number;
  active: boolean;
  accountNumber: string;
  accountName: string;
  accountType: string;
  /** On the account's normal side, as a decimal ("1234.50"). */
  currentBalance: string;
  description: string;
  /** MM/DD/YYYY */
  createdDate: string;
  updatedDate: string;
}

export function AccountDetailsList({ account }: { account: AccountRow }) {
  const rows: [string, string][] = [
    ["Account Number", account.accountNumber],
    ["Account Name", account.accountName],
    ["Account Type", account.accountType],
    ["Current Balance", formatMoney(fromDecimal(account.currentBalance))],
    ["Status", account.active ? "Active" : "Inactive"],
  ];
  if (account.description) rows.push(["Description", account.description]);
  if (account.createdDate) rows.push(["Created Date", account.createdDate]);
  if (account.updatedDate) rows.push(["Last Updated", account.updatedDate]);
  return (
    <dl className="grid grid-cols-[auto,1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
