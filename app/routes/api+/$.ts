import { apiError } from "./__api.server";

// Unknown API paths answer JSON, not the HTML not-found page.
export const loader = () => apiError(404, "Not found");
export const action = () => apiError(404, "Not found");
