import { itemAction, itemLoader } from "./__inventory-item-api.server";

// GET /api/inventory/items/:id → { item, data }: the item with its on-hand quantity from stock.
// PUT /api/inventory/items/:id: any of the payload's fields (left out keeps its value) and the
// version read; a stale version is a 409 (ADR 0014) → { item, data, message }.

export const loader = itemLoader;
export const action = itemAction;
