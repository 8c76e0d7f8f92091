import type { PanelDialogProps } from "./dialog-panel";
import { loadOnOpen } from "./load-on-open";

export type { PanelDialogProps as LazyDialogProps };

/**
 * A dialog (title and content, closed with `onOpenChange(false)`) whose Radix code loads the first
 * time it opens, for a screen that shows one only on demand. Its content must not use the Radix
 * parts of ./dialog.tsx (DialogClose): a Cancel button calls `onOpenChange(false)` itself.
 */
export const LazyDialog = loadOnOpen<PanelDialogProps>(() => import("./dialog-panel").then((m) => m.PanelDialog));
