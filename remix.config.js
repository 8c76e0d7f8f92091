import { flatRoutes } from "remix-flat-routes";

// Routes are grouped by the product's areas in remix-flat-routes' hybrid folders (docs/ARCHITECTURE.md,
// "Routes"): a folder whose name ends in `+` adds its name (without the `+`) as a prefix to every file in
// it, and a name starting with `_` adds no URL segment. So
//   routes/company.$companyId.dashboard+/_purchases+/vendors.bills.tsx   is   /company/:companyId/dashboard/vendors/bills
// Never routes: dotfiles, tests beside the code, and files or folders starting with `__` (server code
// shared by several routes, e.g. routes/company.$companyId.dashboard+/_ledger+/__account-form.server.ts).
export const IGNORED_ROUTE_FILES = ["**/.*", "**/*.test.{ts,tsx}", "**/__*", "**/__*/**"];

/** The route table: Remix's own flat-routes convention read through area folders. */
export const routes = (defineRoutes) => flatRoutes("routes", defineRoutes, { ignoredRouteFiles: IGNORED_ROUTE_FILES });

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Remix's own convention reads nothing: every route comes from `routes` above.
  ignoredRouteFiles: ["**/*"],
  routes,
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [],
  tailwind: true,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
