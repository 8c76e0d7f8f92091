import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";

const PRODUCT_NAME = "Ledgerline";

/** The page title: the product name plus the route's suffix. */
export const pageTitle = (suffix?: string) => (suffix ? `${PRODUCT_NAME} | ${suffix}` : PRODUCT_NAME);

/** The page title for a route that failed with this error. */
export const errorTitle = (error: unknown) => pageTitle(isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Error");

/** A screen's `meta`: its title, or the error's when its loader failed. */
export const screenMeta =
  (suffix: string): MetaFunction =>
  ({ error }) => [{ title: error ? errorTitle(error) : pageTitle(suffix) }];
