import { useState } from "react";
import { ShellLink } from "~/components/shell/screen-links";
import { Button, buttonClasses } from "~/components/ui/button";
import { type ItemTypeOption, SelectItemTypeDialog } from "~/components/ui/select-item-type";
import { useHydrated } from "~/components/ui/use-hydrated";

// Add a New Item on the lists of items of every kind (Customers › Items, Company › Items): the Select
// Item Type chooser (Service Item, Inventory Item, Non Inventory Item, Inventory Assembly; Service
// Item by default, spec §2.13), and Add New Consultant for a company that keeps consultants (IT
// consulting): `options` are the company's, as its loader chose them (`customerItemTypesFor`). Without
// JavaScript it is a disclosure listing the screens as links.

export function AddSalesItemButton({ options }: { options: ItemTypeOption[] }) {
  const hydrated = useHydrated();
  const [choosing, setChoosing] = useState(false);
  if (!hydrated) {
    return (
      <details className="relative">
        <summary className={buttonClasses({ className: "cursor-pointer list-none text-white" })}>Add a New Item</summary>
        <ul
          aria-label="Select Item Type"
          className="absolute right-0 z-10 mt-2 w-64 space-y-1 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          {options
            .filter((o) => !o.unavailable)
            .map((o) => (
              <li key={o.to}>
                <ShellLink to={o.to} className="block px-2 py-1 text-sm">
                  {o.label}
                </ShellLink>
              </li>
            ))}
        </ul>
      </details>
    );
  }
  return (
    <>
      <Button type="button" onClick={() => setChoosing(true)}>
        Add a New Item
      </Button>
      {choosing ? <SelectItemTypeDialog open onOpenChange={setChoosing} options={options} /> : null}
    </>
  );
}
