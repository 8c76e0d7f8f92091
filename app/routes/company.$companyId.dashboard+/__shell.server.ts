// What the dashboard's loaders read of the shell: the menu's data and the company's currency format.
// Through this .server module, not their own modules: a route module that imported those would
// load them with every page of the route — the menu's chunk, which the browser is meant to load
// only once a page is interactive (app/components/shell/use-sidebar-menu.ts), and the company
// schema that preferences.ts brings (with the industries list).
export { customerItemTypesFor, holds, SIDEBAR_MENU, shellTargets } from "~/components/shell/sidebar-menu";
export { currencyFormatOf } from "~/modules/companies/preferences";
