// The account and vendor a statement line is recorded with, as a bank rule names them: two plain
// selects (no JavaScript needed), used by the Statement Lines and Bank Rules screens.

export const PICKER_CLASS = "rounded-md border border-slate-300 px-2 py-1 text-sm";

export function AccountVendorPickers({
  accounts,
  vendors,
  accountId,
  vendorId,
  required = false,
}: {
  accounts: readonly { id: number; accountNumber: string; accountName: string }[];
  vendors: readonly { id: number; name: string }[];
  accountId: number | null;
  vendorId: number | null;
  required?: boolean;
}) {
  return (
    <>
      <label className="flex flex-col">
        Account
        <select name="accountId" required={required} defaultValue={accountId === null ? "" : String(accountId)} className={PICKER_CLASS}>
          <option value="">Choose</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.accountNumber} {a.accountName}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col">
        Vendor
        <select name="vendorId" defaultValue={vendorId === null ? "" : String(vendorId)} className={PICKER_CLASS}>
          <option value="">None</option>
          {vendors.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
