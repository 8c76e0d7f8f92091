// The item types the "Select Item Type" chooser offers, as data: the shell's menu lists their
// addresses without loading the chooser's dialog (select-item-type.tsx), which the sidebar loads
// only when a chooser opens.

/** A choice; `unavailable` shows it greyed out and "not available" (a screen not built yet). */
export type ItemTypeOption = { label: string; to: string; unavailable?: boolean; only?: "itConsulting" };

const join = (basePath: string, path: string) => `${basePath.replace(/\/+$/, "")}/${path}`;

/** Customer-side item types; `basePath` is the company dashboard path `/company/:id/dashboard`. */
export function customerItemTypeOptions(basePath: string): ItemTypeOption[] {
  return [
    { label: "Service Item", to: join(basePath, "customers/new-service-item") },
    { label: "Inventory Item", to: join(basePath, "customers/new-inventory-item") },
    { label: "Non Inventory Item", to: join(basePath, "customers/new-non-inventory-item") },
    { label: "Inventory Assembly", to: join(basePath, "customers/new-inventory-assembly") },
    // Consultants are kept only by IT consulting companies (the menu's Consultant group).
    { label: "Add New Consultant", to: join(basePath, "customers/add-consultant"), only: "itConsulting" },
  ];
}

/** Purchasing-side item types; `basePath` is the company dashboard path `/company/:id/dashboard`. */
export function purchaseItemTypeOptions(basePath: string): ItemTypeOption[] {
  return [
    { label: "Service Item", to: join(basePath, "vendors/new-service-item") },
    { label: "Product Item", to: join(basePath, "vendors/new-product-item") },
  ];
}
