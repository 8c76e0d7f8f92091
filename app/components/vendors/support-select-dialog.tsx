import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { SupportItemForm } from "~/components/support-lists/support-item-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { SUPPORT_DIALOGS, type SupportDialogKind, type SupportItemAnswer, type SupportOption } from "./support-item-data";
import { SUPPORT_ITEM_INTENT } from "./support-item-data";

// The vendor form's "Add New Shipping Method / Payment Term / Group" dialog (./support-select.tsx),
// loaded the first time it opens.

export interface SupportSelectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: SupportDialogKind;
  onCreated: (item: SupportOption) => void;
}

export function SupportSelectDialog({ open, onOpenChange, kind, onCreated }: SupportSelectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={SUPPORT_DIALOGS[kind].title}>
        <SupportItemDialogForm kind={kind} onCreated={onCreated} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form: the support list's own form, posted to the vendor form's action. */
function SupportItemDialogForm({ kind, onCreated }: { kind: SupportDialogKind; onCreated: (item: SupportOption) => void }) {
  const uid = useId().replace(/:/g, "");
  const fetcher = useFetcher<SupportItemAnswer>();
  const answer = fetcher.data?.kind === kind ? fetcher.data : undefined;
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.item) onCreated(answer.item);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, answer]);
  const busy = fetcher.state !== "idle";

  return (
    <SupportItemForm
      kind={kind}
      id={`vendor-${kind}-${uid}`}
      label={SUPPORT_DIALOGS[kind].title}
      fetcher={fetcher}
      hidden={{ intent: SUPPORT_ITEM_INTENT, kind }}
      lastResult={answer && !answer.item ? answer.result : undefined}
      // A server failure without field errors (e.g. an unexpected error) still shows in the dialog.
      serverError={answer?.error && !answer.result ? answer.error : undefined}
      cancel={
        <DialogClose asChild>
          <Button type="button" variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
      }
    />
  );
}
