import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { Button } from "./button";
import { cn } from "./cn";
import { CloseIcon } from "./icons";

export { CloseIcon };

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogCancel = AlertDialogPrimitive.Cancel;

type Size = "sm" | "md" | "lg";

// The content sits inside the overlay (a scrollable flex box) so it is centered without transforms
// and tall dialogs scroll; clicking the overlay is "outside" and closes a Dialog.
const overlayClasses = "fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 sm:items-center";
const sizeClasses: Record<Size, string> = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-2xl" };
const contentClasses = (size: Size, className?: string) =>
  cn("relative my-8 w-full rounded-lg bg-white shadow-xl focus:outline-none", sizeClasses[size], className);
const titleClasses = "text-lg font-semibold text-slate-900";
const descriptionClasses = "mt-2 text-sm text-slate-600";

export type DialogContentProps = Omit<ComponentPropsWithoutRef<typeof DialogPrimitive.Content>, "title"> & {
  title: ReactNode;
  /** Read by screen readers when the dialog opens; may hold any content (a list, several lines). */
  description?: ReactNode;
  /** Hide the description visually (it is still announced). */
  hideDescription?: boolean;
  /** Extra controls next to the title, before the close button (e.g. a help button). */
  headerActions?: ReactNode;
  hideCloseButton?: boolean;
  size?: Size;
};

/** A modal dialog panel with its title, optional description and a close button. */
export function DialogContent({
  title,
  description,
  hideDescription,
  headerActions,
  hideCloseButton,
  size = "md",
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses}>
        <DialogPrimitive.Content
          className={contentClasses(size, className)}
          {...(description === undefined ? { "aria-describedby": undefined } : {})}
          {...props}
        >
          <div className="flex items-start justify-between gap-3 px-5 pt-5">
            <DialogPrimitive.Title className={titleClasses}>{title}</DialogPrimitive.Title>
            <div className="flex items-center gap-1">
              {headerActions}
              {hideCloseButton ? null : (
                <DialogPrimitive.Close
                  aria-label="Close"
                  className="-mr-1 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
                >
                  <CloseIcon />
                </DialogPrimitive.Close>
              )}
            </div>
          </div>
          {description === undefined ? null : (
            <DialogPrimitive.Description asChild>
              <div className={cn(hideDescription ? "sr-only" : cn(descriptionClasses, "px-5"))}>{description}</div>
            </DialogPrimitive.Description>
          )}
          <div className="px-5 pb-5 pt-4">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}

export type AlertDialogContentProps = Omit<ComponentPropsWithoutRef<typeof AlertDialogPrimitive.Content>, "title"> & {
  title: ReactNode;
  description: ReactNode;
  size?: Size;
};

/** An alert dialog panel (must be answered: no close on overlay click). */
export function AlertDialogContent({ title, description, size = "md", className, children, ...props }: AlertDialogContentProps) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClasses}>
        <AlertDialogPrimitive.Content className={contentClasses(size, className)} {...props}>
          <div className="px-5 pt-5">
            <AlertDialogPrimitive.Title className={titleClasses}>{title}</AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description asChild>
              <div className={cn(descriptionClasses, "whitespace-pre-line")}>{description}</div>
            </AlertDialogPrimitive.Description>
          </div>
          <div className="px-5 pb-5 pt-4">{children}</div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Overlay>
    </AlertDialogPrimitive.Portal>
  );
}

/** Right-aligned row of dialog buttons. */
// A plain row of buttons, in its own file so that a form shown both in a dialog and on a page
// does not bring the dialogs' code with it.
export { DialogFooter } from "./dialog-footer";

/** A dialog form's Cancel: closes the dialog without submitting. */
export function DialogCancelButton({ disabled }: { disabled?: boolean }) {
  return (
    <DialogClose asChild>
      <Button type="button" variant="secondary" disabled={disabled}>
        Cancel
      </Button>
    </DialogClose>
  );
}
