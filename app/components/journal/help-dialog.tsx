import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "~/components/ui/dialog";
import { HelpText } from "./help-text";

// The Journal Entry Help dialog (./help.tsx), loaded the first time it opens.

export function HelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Double-entry bookkeeping" size="lg">
        <HelpText />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
