import { TableHead, type ColumnHead } from "~/components/ui/table-head";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { inputClasses } from "~/components/ui/field";
import type { VendorChoice } from "~/modules/purchases/views";

// The cash purchase's Search Vendor dialog: the active vendors matching what is typed (the
// button in party-fields.tsx asks the server), each with Select. Loaded the first time it opens.

export interface VendorSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  matches: VendorChoice[];
  onChoose: (vendorId: string) => void;
}

const MATCH_COLUMNS: ColumnHead[] = [
  ...["Vendor Name", "Vendor ID", "Email", "Phone"].map((label) => ({ label, className: "py-2 pr-2" })),
  { label: "Select", className: "py-2", srOnly: true },
];

export function VendorSearchDialog({ open, onOpenChange, query, onQueryChange, matches, onChoose }: VendorSearchDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Search Vendor" size="lg">
        <div className="space-y-3 px-5 pb-5 pt-3">
          <label className="block text-sm font-medium text-slate-700">
            Search vendors
            <input
              type="search"
              autoFocus
              value={query}
              onChange={(e) => onQueryChange(e.target.value)}
              placeholder="Name or vendor ID"
              className={`${inputClasses} mt-1`}
            />
          </label>
          <div className="max-h-80 overflow-y-auto">
            {matches.length === 0 ? (
              <p className="py-4 text-center text-sm text-slate-500">No vendors found</p>
            ) : (
              <table className="min-w-full text-sm">
                <caption className="sr-only">Vendors</caption>
                <TableHead
                  rowClassName="border-b border-slate-200 text-left text-xs font-semibold uppercase text-slate-600"
                  columns={MATCH_COLUMNS}
                />
                <tbody>
                  {matches.map((v) => (
                    <tr key={v.id} className="border-b border-slate-100">
                      <td className="py-2 pr-2">{v.vendorName}</td>
                      <td className="py-2 pr-2">{v.vendorId}</td>
                      <td className="py-2 pr-2">{v.email}</td>
                      <td className="py-2 pr-2">{v.phone}</td>
                      <td className="py-2 text-right">
                        <Button type="button" size="sm" aria-label={`Select ${v.vendorName}`} onClick={() => onChoose(String(v.id))}>
                          Select
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
