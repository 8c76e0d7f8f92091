// The menu's data for route loaders. Through this .server module, not sidebar-menu.ts itself: a
// route module that imported sidebar-menu.ts would load its chunk with every page of the route,
// whereas the browser is meant to load it only once a page is interactive (app/components/shell/use-sidebar-menu.ts).
export { SIDEBAR_MENU, shellTargets } from "~/components/shell/sidebar-menu";
