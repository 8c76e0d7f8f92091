import { Button } from "./button";
import { useReadOnly } from "./read-only";

/**
 * A new record's save buttons, each posting its intent (the form's action reads which was
 * pressed): Save as Draft when the record has drafts, Save and New unless left out, and Save and
 * Close, the primary one, saying "Saving..." while the save is on its way. `labels` gives a screen
 * the spec's own words for the two ("Save & New", "Save & Close").
 */
export function SaveButtons({
  busy,
  draft = false,
  andNew = true,
  labels = { andNew: "Save and New", andClose: "Save and Close" },
}: {
  busy: boolean;
  draft?: boolean;
  andNew?: boolean;
  labels?: { andNew: string; andClose: string };
}) {
  if (useReadOnly()) return null;
  return (
    <>
      {draft ? (
        <Button type="submit" name="intent" value="save-draft" variant="secondary" disabled={busy}>
          Save as Draft
        </Button>
      ) : null}
      {andNew ? (
        <Button type="submit" name="intent" value="save-new" variant="secondary" disabled={busy}>
          {labels.andNew}
        </Button>
      ) : null}
      <Button type="submit" name="intent" value="save-close" disabled={busy}>
        {busy ? "Saving..." : labels.andClose}
      </Button>
    </>
  );
}
