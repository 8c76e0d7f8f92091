import { useNavigate } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { ConfirmModal } from "~/components/ui/modals";
import { useHydrated } from "~/components/ui/use-hydrated";

export const CANCEL_MESSAGE = "None of the information you entered will be saved. Setup will continue at your next log in.";

/**
 * The Cancel warning: Yes leaves for /, No stays on the step with everything entered.
 * With JavaScript it is the UI kit's modal; without, the server renders it open after the Cancel
 * submit, and No submits the step form again (intent cancel-no) so nothing is lost.
 */
export function CancelSetupDialog({
  open,
  onOpenChange,
  formId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  formId: string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  if (hydrated) {
    return (
      <ConfirmModal
        open={open}
        onOpenChange={onOpenChange}
        title="Warning"
        message={CANCEL_MESSAGE}
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() => navigate("/")}
      />
    );
  }
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 sm:items-center">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="setup-cancel-title"
        aria-describedby="setup-cancel-message"
        className="relative my-8 w-full max-w-md rounded-lg bg-white p-5 shadow-xl"
      >
        <h2 id="setup-cancel-title" className="text-lg font-semibold text-slate-900">
          Warning
        </h2>
        <p id="setup-cancel-message" className="mt-2 text-sm text-slate-600">
          {CANCEL_MESSAGE}
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button type="submit" form={formId} name="intent" value="cancel-no" variant="secondary" formNoValidate autoFocus>
            No
          </Button>
          <form method="get" action="/">
            <Button type="submit">Yes</Button>
          </form>
        </div>
      </div>
    </div>
  );
}
