import type { SubmissionResult } from "@conform-to/react";
import type { FetcherWithComponents } from "@remix-run/react";
import { Dialog, DialogCancelButton, DialogContent } from "~/components/ui/dialog";
import type { SupportListKind } from "~/modules/support-lists/schema";
import { SupportItemForm } from "./support-item-form";

/** A support list's Add New dialog (the screen loads it the first time it opens). */
export function SupportItemDialog({
  open,
  onOpenChange,
  title,
  kind,
  formKey,
  fetcher,
  lastResult,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  kind: SupportListKind;
  /** A new key starts the form afresh (after a save). */
  formKey: number;
  fetcher: Pick<FetcherWithComponents<unknown>, "Form" | "state">;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title}>
        <SupportItemForm
          key={formKey}
          kind={kind}
          id={`support-item-${kind}`}
          label={title}
          fetcher={fetcher}
          hidden={{ intent: "create", respond: "modal" }}
          lastResult={lastResult}
          cancel={<DialogCancelButton />}
        />
      </DialogContent>
    </Dialog>
  );
}
