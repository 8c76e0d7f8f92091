import { itemAction, itemLoader } from "./__item-api.server";

// GET /api/vendor/items/:id → { item, data }: a vendor service or product item with its bill status.
// PUT /api/vendor/items/:id: the item's kind's fields (a field left out keeps its value) and the
// version read; a stale version is a 409 (ADR 0014) → { item, data, message }.

export const loader = itemLoader;
export const action = itemAction;
