import type { ReactNode } from "react";
import { Dialog, DialogContent, type DialogContentProps } from "./dialog";

// The dialog of ./lazy-dialog.tsx: Radix Dialog with our panel, loaded the first time it opens.

export interface PanelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  size?: DialogContentProps["size"];
  hideCloseButton?: boolean;
  children: ReactNode;
}

export function PanelDialog({ open, onOpenChange, children, ...content }: PanelDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...content}>{children}</DialogContent>
    </Dialog>
  );
}
