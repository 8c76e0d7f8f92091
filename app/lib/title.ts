export const PRODUCT_NAME = "Ledgerline";

/** The page title: the product name plus the route's suffix (§2.1). */
export const pageTitle = (suffix?: string) => (suffix ? `${PRODUCT_NAME} | ${suffix}` : PRODUCT_NAME);
