import { useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { dialogFormProps } from "~/components/ui/dialog-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { menuHref } from "~/components/shell/menu";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogSaveFooter } from "~/components/ui/dialog-save-footer";
import { SelectField } from "~/components/ui/field";
import { ErrorModal, ValidationErrorModal } from "~/components/ui/modals";
import { accountDialogSchema } from "~/modules/accounts/schema";
import { AccountFormFields, useParentAccount } from "./account-fields";
import {
  ACCOUNT_FORM_MESSAGES,
  ADD_NEW_ACCOUNT_LABEL,
  accountFormDefaults,
  accountLabel,
  DEFAULT_ACCOUNT_TYPE,
  DIALOG_INTENT,
  emptyAccountValues,
  errorLines,
  prepareAccountFormData,
  type AccountOption,
  type DialogAnswer,
} from "./account-form-data";

// The Account Creation dialog itself (./account-creation-dialog loads it when it first opens).

export interface AccountCreationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: number;
  /** Candidate parents for a sub-account (those of the chosen type are offered). */
  accounts: readonly AccountOption[];
  /** The type the dialog starts on (default Income). */
  defaultType?: string;
  onCreated: (account: AccountOption) => void;
}

/** The Account Creation dialog: the page's fields with the dialog's rules and messages. */
export function AccountCreationDialog({ open, onOpenChange, companyId, accounts, defaultType, onCreated }: AccountCreationDialogProps) {
  // The content unmounts when closed, so each opening starts a fresh form.
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={ADD_NEW_ACCOUNT_LABEL} size="lg">
        <DialogForm
          companyId={companyId}
          accounts={accounts}
          defaultType={defaultType ?? DEFAULT_ACCOUNT_TYPE}
          onCreated={(account) => {
            onCreated(account);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function DialogForm({
  companyId,
  accounts,
  defaultType,
  onCreated,
}: {
  companyId: number;
  accounts: readonly AccountOption[];
  defaultType: string;
  onCreated: (account: AccountOption) => void;
}) {
  const uid = useId().replace(/:/g, "");
  // Not keyed: a form opened later must not see the answer given to an earlier one.
  const fetcher = useFetcher<DialogAnswer>();
  const [invalid, setInvalid] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const handled = useRef<unknown>(null);
  const busy = fetcher.state !== "idle";

  // The server's refusal of a field (a duplicate number, a parent of another type), placed by conform.
  const answer = fetcher.data;
  const lastResult = useMemo<SubmissionResult<string[]> | undefined>(
    () => (answer && "fieldErrors" in answer ? { status: "error", error: answer.fieldErrors } : undefined),
    [answer],
  );
  // conform holds the values; a refused save leaves them as typed.
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `account-dialog-form-${uid}`,
    defaultValue: accountFormDefaults(emptyAccountValues(defaultType)),
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      const submission = parseWithZod(prepareAccountFormData(formData), { schema: accountDialogSchema, disableAutoCoercion: true });
      // Conform revalidates through a submitter of its own: only Save opens the list of problems.
      if (submitter?.getAttribute("name") === "intent" && submission.status !== "success") setInvalid(errorLines(submission.error));
      return submission as Submission<Record<string, unknown>>;
    },
    onSubmit(event, { formData }) {
      // Checked: post the form as typed (the server reads it the same way) and wait for its answer.
      event.preventDefault();
      formData.set("intent", DIALOG_INTENT);
      fetcher.submit(formData, { method: "post", action: menuHref(companyId, "new-account") });
    },
  });
  const errors = form.allErrors;
  const values = form.value ?? {};
  const parent = useParentAccount(fields, accounts);

  useEffect(() => {
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if ("account" in answer) onCreated(answer.account);
    else if ("errors" in answer) setInvalid(answer.errors);
    else setFailure(answer.error || ACCOUNT_FORM_MESSAGES.dialogFallback);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, answer]);

  const parents = accounts.filter((a) => a.accountType === values.accountType && a.active !== false);
  const subAccount = values.isSubAccount === "on";
  const id = (field: string) => `account-dialog-${uid}-${field}`;

  return (
    <>
      <form method="post" {...dialogFormProps(form)} aria-label={ADD_NEW_ACCOUNT_LABEL} className="space-y-4">
        <AccountFormFields
          fields={fields}
          values={values}
          errors={errors}
          idPrefix={`account-dialog-${uid}`}
          typePlaceholder="Select..."
          // A parent must be of the same type: a change of type drops the chosen parent.
          onTypeChange={parent.keepIfOfType}
          // Unchecking clears the parent (and, as the form is checked again, its error).
          onSubAccountChange={(checked) => !checked && parent.change("")}
          showParent={subAccount}
          parentSelect={
            <SelectField
              id={id("parentAccountId")}
              label="Parent Account"
              required
              placeholder={parents.length ? "Select parent account" : "No accounts of this type yet"}
              options={parents.map((a) => ({ value: String(a.id), label: accountLabel(a) }))}
              value={parent.value}
              onChange={(e) => parent.change(e.target.value)}
              error={errors.parentAccountId}
            />
          }
          amountColumns={2}
          commentRows={2}
        />
        <DialogSaveFooter busy={busy} saveProps={{ name: "intent", value: DIALOG_INTENT }} />
      </form>
      <ValidationErrorModal
        open={invalid !== null}
        onOpenChange={(next) => {
          if (!next) setInvalid(null);
        }}
        messages={invalid ?? []}
      />
      <ErrorModal
        open={failure !== null}
        onOpenChange={(next) => {
          if (!next) setFailure(null);
        }}
        message={failure ?? ""}
      />
    </>
  );
}
