import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { itemFormAction, itemFormLoader } from "../../__item-form.server";
import { inventoryFormAction, inventoryFormLoader } from "../__inventory-item-form.server";
import { newAssemblyAction, newAssemblyLoader } from "../__new-assembly.server";

// Customers › New Sales Item: the item forms of the vendor and inventory screens
// (../../__item-form.server.ts, ../__inventory-item-form.server.ts) on the customer's side — the
// item is sold (its I sell box stays on, so its sales price and income account are required), buying
// it is optional, and a save goes back to Customers › Items (Save and New to the same screen).

export const serviceItemLoader = (args: LoaderFunctionArgs) => itemFormLoader(args, "new", "service", "customer");
export const serviceItemAction = (args: ActionFunctionArgs) => itemFormAction(args, "new", "service", "customer");
export const nonInventoryItemLoader = (args: LoaderFunctionArgs) => itemFormLoader(args, "new", "product", "customer");
export const nonInventoryItemAction = (args: ActionFunctionArgs) => itemFormAction(args, "new", "product", "customer");
export const inventoryItemLoader = (args: LoaderFunctionArgs) => inventoryFormLoader(args, "new", "customer");
export const inventoryItemAction = (args: ActionFunctionArgs) => inventoryFormAction(args, "new", "customer");
export const assemblyLoader = (args: LoaderFunctionArgs) => newAssemblyLoader(args);
export const assemblyAction = (args: ActionFunctionArgs) => newAssemblyAction(args, "customer");
