import { ErrorModal, SuccessModal } from "./modals";

/** What an action answered: done (with its message) or refused (with the reason). */
export type Outcome = { ok: boolean; message: string };

/** The success or the error dialog of an action's outcome; closing either clears it. */
export function OutcomeModals({ outcome, onClose, successTitle }: { outcome: Outcome | null; onClose: () => void; successTitle?: string }) {
  const closed = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <SuccessModal open={outcome?.ok === true} onOpenChange={closed} title={successTitle} message={outcome?.message ?? ""} />
      <ErrorModal open={outcome?.ok === false} onOpenChange={closed} message={outcome?.message ?? ""} />
    </>
  );
}
