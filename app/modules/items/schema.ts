// Item kinds shared by the item forms, the purchase documents' item rows, the API and the CLI.
// The inventory kinds join this list when inventory lands.

export const ITEM_TYPES = ["service", "product"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** How a kind is shown: "Service", "Product". */
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  service: "Service",
  product: "Product",
};
