import { Button } from "./button";

/**
 * A new record's save buttons, each posting its intent (the form's action reads which was
 * pressed): Save as Draft when the record has drafts, Save and New unless left out, and Save and
 * Close, the primary one, saying "Saving..." while the save is on its way.
 */
export function SaveButtons({ busy, draft = false, andNew = true }: { busy: boolean; draft?: boolean; andNew?: boolean }) {
  return (
    <>
      {draft ? (
        <Button type="submit" name="intent" value="save-draft" variant="secondary" disabled={busy}>
          Save as Draft
        </Button>
      ) : null}
      {andNew ? (
        <Button type="submit" name="intent" value="save-new" variant="secondary" disabled={busy}>
          Save and New
        </Button>
      ) : null}
      <Button type="submit" name="intent" value="save-close" disabled={busy}>
        {busy ? "Saving..." : "Save and Close"}
      </Button>
    </>
  );
}
