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

/** A titled message with a tone icon and one button that closes it. */
function ToneModal({
  open,
  onOpenChange,
  tone,
  title,
  body,
  okLabel = "OK",
  okVariant,
  onOk,
}: ModalBaseProps & { tone: Tone; title: string; body: ReactNode; okLabel?: string; okVariant?: "danger"; onOk?: () => void }) {
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
        description={body}
        hideCloseButton
      >
        <DialogFooter className="mt-0">
          <DialogClose asChild>
            <Button type="button" variant={okVariant} onClick={onOk}>
              {okLabel}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function MessageModal({ message, tone, ...props }: MessageModalProps & { tone: Tone; title: string }) {
  const body = <span className="whitespace-pre-line">{message}</span>;
  return <ToneModal tone={tone} body={body} okVariant={tone === "error" ? "danger" : undefined} {...props} />;
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
export function ValidationErrorModal({ messages, title = "Validation Error", intro, ...props }: ValidationErrorModalProps) {
  const body = (
    <>
      {intro ? <p className="mb-2 font-medium text-slate-700">{intro}</p> : null}
      <ul className="list-disc space-y-1 pl-5">
        {messages.map((message, index) => (
          <li key={`${index}-${message}`}>{message}</li>
        ))}
      </ul>
    </>
  );
  return <ToneModal tone="error" title={title} body={body} {...props} />;
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
