import { partyRecordRoute, VENDOR_API } from "./__party-api.server";

// GET /api/vendor/vendors/:id → { vendor, data }; PUT (every field but the opening balance, which
// is read-only once posted; a field left out keeps its value, contacts and addresses included, so a
// list given replaces the vendor's list; `version` is required: the one the client read, a stale
// one is a 409, ADR 0014) → { vendor, data }; DELETE → { success, message } or 409 when any
// journal line is tagged with the vendor (an opening balance is such a posting).
// A vendor is found only through a company the user owns: otherwise 404.

const route = partyRecordRoute(VENDOR_API);
export const loader = route.loader;
export const action = route.action;
