import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useMemo, useRef } from "react";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogSaveFooter } from "~/components/ui/dialog-save-footer";
import { dialogFormProps } from "~/components/ui/dialog-form";
import { CUSTOM_FIELD_MESSAGES, type CustomFieldDefinitionWithUsage } from "~/modules/custom-fields/constants";
import {
  answerResult,
  CustomFieldsEditor,
  customFieldsPath,
  editorRows,
  SetVersionInput,
  useCustomFieldsForm,
  useEditorRows,
  type CustomFieldsAnswer,
  type CustomFieldsLoaderData,
} from "./manage-custom-fields";

// The Manage Custom Fields dialog, loaded the first time its button opens it
// (./manage-custom-fields-button.tsx): the editor of ./manage-custom-fields.tsx over the saved set,
// fetched afresh at each opening; Save posts the whole set to the page's action.

export interface ManageCustomFieldsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  /** After a save: the dialog has closed; the message to show. */
  onSaved: (message: string) => void;
}

export function ManageCustomFieldsDialog({ open, onOpenChange, companyId, onSaved }: ManageCustomFieldsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={CUSTOM_FIELD_MESSAGES.title} size="lg">
        {/* Unmounted when closed: each opening loads the saved set afresh. */}
        <DialogBody companyId={companyId} onSaved={onSaved} />
      </DialogContent>
    </Dialog>
  );
}

function DialogBody({ companyId, onSaved }: { companyId: number; onSaved: (message: string) => void }) {
  const load = useFetcher<CustomFieldsLoaderData>();
  useEffect(() => {
    load.load(customFieldsPath(companyId));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [companyId]);
  if (!load.data) {
    return (
      <p role="status" className="py-6 text-center text-sm text-slate-500">
        Loading custom fields...
      </p>
    );
  }
  return <DialogEditor companyId={companyId} original={load.data.definitions} version={load.data.version} onSaved={onSaved} />;
}

function DialogEditor({
  companyId,
  original,
  version,
  onSaved,
}: {
  companyId: number;
  original: CustomFieldDefinitionWithUsage[];
  version: number;
  onSaved: (message: string) => void;
}) {
  const uid = useId().replace(/:/g, "");
  const save = useFetcher<CustomFieldsAnswer>();
  const editor = useEditorRows(() => editorRows(original));
  const handled = useRef<unknown>(null);
  const busy = save.state !== "idle";
  // A refused save's messages, placed by conform like its own.
  const answer = save.data;
  const lastResult = useMemo(
    () => (answer?.status === "editing" ? answerResult(answer.errors, CUSTOM_FIELD_MESSAGES.saveFailed) : undefined),
    [answer],
  );
  const form = useCustomFieldsForm(`custom-fields-dialog-${uid}`, editor, {
    lastResult,
    // Checked by conform: post the set to the page's action and keep the dialog open for its answer.
    onSubmit(event, { formData }) {
      event.preventDefault();
      formData.set("respond", "fetcher");
      save.submit(formData, { method: "post", action: customFieldsPath(companyId) });
    },
  });

  useEffect(() => {
    if (save.state !== "idle" || answer?.status !== "saved" || handled.current === answer) return;
    handled.current = answer;
    onSaved(answer.message);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [save.state, answer]);

  return (
    <form method="post" {...dialogFormProps(form)} aria-label={CUSTOM_FIELD_MESSAGES.title}>
      <SetVersionInput version={version} />
      <CustomFieldsEditor editor={editor} form={form} original={original} interactive />
      <DialogSaveFooter busy={busy} />
    </form>
  );
}
