import type { ButtonHTMLAttributes } from "react";
import { Button, WhenWritable } from "./button";
import { DialogCancelButton } from "./dialog";
import { DialogFooter } from "./dialog-footer";

/** A dialog form's Cancel (closes the dialog) and Save (submits), both held while it saves. */
export function DialogSaveFooter({
  busy,
  busyLabel = "Saving...",
  saveProps,
}: {
  busy: boolean;
  busyLabel?: string;
  /** More of the Save button's attributes (an `intent` name and value). */
  saveProps?: Pick<ButtonHTMLAttributes<HTMLButtonElement>, "name" | "value">;
}) {
  return (
    <DialogFooter>
      <DialogCancelButton disabled={busy} />
      <WhenWritable>
        <Button type="submit" disabled={busy} {...saveProps}>
          {busy ? busyLabel : "Save"}
        </Button>
      </WhenWritable>
    </DialogFooter>
  );
}
