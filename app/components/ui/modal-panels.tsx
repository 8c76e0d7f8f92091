import { useRef, type ReactNode } from "react";
import { Button } from "./button";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, Dialog, DialogClose, DialogContent, DialogFooter } from "./dialog";

type ModalBaseProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type MessageModalProps = ModalBaseProps & {
  title?: string;
  /** Shown as the dialog's description; newlines start new lines. */
  message: ReactNode;
  okLabel?: string;
  /** Called when OK is pressed (the modal closes either way). */
  onOk?: () => void;
};

type Tone = "success" | "error" | "warning";

const toneIcon: Record<Tone, ReactNode> = {
  success: (
    <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-700">
      ✓
    </span>
  ),
  error: (
    <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-red-100 font-bold text-red-700">
      !
    </span>
  ),
  warning: (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-amber-100 font-bold text-amber-700"
    >
      !
    </span>
  ),
};

function MessageModal({
  open,
  onOpenChange,
  title,
  message,
  okLabel = "OK",
  onOk,
  tone,
}: MessageModalProps & { tone: Tone; title: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={
          <span className="flex items-center gap-3">
            {toneIcon[tone]}
            {title}
          </span>
        }
        description={<span className="whitespace-pre-line">{message}</span>}
        hideCloseButton
      >
        <DialogFooter className="mt-0">
          <DialogClose asChild>
            <Button type="button" variant={tone === "error" ? "danger" : "primary"} onClick={onOk}>
              {okLabel}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export type SuccessModalProps = MessageModalProps;
export type ErrorModalProps = MessageModalProps;
export type WarningModalProps = MessageModalProps;

export function SuccessModal({ title = "Success", ...props }: SuccessModalProps) {
  return <MessageModal tone="success" title={title} {...props} />;
}

export function ErrorModal({ title = "Error", ...props }: ErrorModalProps) {
  return <MessageModal tone="error" title={title} {...props} />;
}

export function WarningModal({ title = "Warning", ...props }: WarningModalProps) {
  return <MessageModal tone="warning" title={title} {...props} />;
}

export type ValidationErrorModalProps = ModalBaseProps & {
  messages: readonly string[];
  title?: string;
  /** A line above the list, e.g. "Please fix the following issues:". */
  intro?: string;
  okLabel?: string;
};

/** "Validation Error" with the messages as a bulleted list. */
export function ValidationErrorModal({
  open,
  onOpenChange,
  messages,
  title = "Validation Error",
  intro,
  okLabel = "OK",
}: ValidationErrorModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={
          <span className="flex items-center gap-3">
            {toneIcon.error}
            {title}
          </span>
        }
        description={
          <>
            {intro ? <p className="mb-2 font-medium text-slate-700">{intro}</p> : null}
            <ul className="list-disc space-y-1 pl-5">
              {messages.map((message, index) => (
                <li key={`${index}-${message}`}>{message}</li>
              ))}
            </ul>
          </>
        }
        hideCloseButton
      >
        <DialogFooter className="mt-0">
          <DialogClose asChild>
            <Button type="button">{okLabel}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export type ConfirmModalProps = ModalBaseProps & {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Called on confirm (the button, or Enter in a field given as children). The modal does not
   * close itself: close it via onOpenChange when done, or set `busy` while working.
   */
  onConfirm: () => void;
  /** Extra fields shown under the message, e.g. a password input. */
  children?: ReactNode;
  /** Disables both buttons, keeps the modal open and shows "Processing...". */
  busy?: boolean;
  /** Red confirm button for deletions and other destructive actions. */
  destructive?: boolean;
};

/** Asks to confirm an action (Radix AlertDialog: Escape cancels, the overlay does not close it). */
export function ConfirmModal({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  onConfirm,
  children,
  busy = false,
  destructive = false,
}: ConfirmModalProps) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (busy && !next) return;
        onOpenChange(next);
      }}
    >
      <AlertDialogContent
        title={title}
        description={message}
        aria-busy={busy || undefined}
        onOpenAutoFocus={(event) => {
          // With extra fields, start in the first one instead of on Cancel.
          const field = formRef.current?.querySelector<HTMLElement>("input, select, textarea");
          if (field) {
            event.preventDefault();
            field.focus();
          }
        }}
      >
        <form
          ref={formRef}
          onSubmit={(event) => {
            event.preventDefault();
            // React events bubble through portals: keep this submit away from a form around the modal.
            event.stopPropagation();
            if (!busy) onConfirm();
          }}
        >
          {children ? <div className="space-y-3">{children}</div> : null}
          <DialogFooter>
            <AlertDialogCancel asChild>
              <Button type="button" variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialogCancel>
            <Button type="submit" variant={destructive ? "danger" : "primary"} disabled={busy}>
              {busy ? "Processing..." : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
