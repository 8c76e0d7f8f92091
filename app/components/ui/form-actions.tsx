import { useReadOnly } from "~/components/ui/read-only";
import { Link, useNavigation } from "@remix-run/react";
import { Button, buttonClasses } from "./button";

/**
 * A page form's Save and Cancel: the save button says "Saving..." and waits while the form is on
 * its way; Cancel is a link back to `cancelTo`.
 */
export function FormActions({ save, cancelTo }: { save: string; cancelTo: string }) {
  const submitting = useNavigation().state === "submitting";
  const readOnly = useReadOnly();
  return (
    <div className="flex flex-wrap gap-3">
      {readOnly ? null : (
        <Button type="submit" disabled={submitting}>
          {submitting ? "Saving..." : save}
        </Button>
      )}
      <Link to={cancelTo} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
        Cancel
      </Link>
    </div>
  );
}
