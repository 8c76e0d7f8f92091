import { Checkbox, TextField } from "./fields";

/**
 * Encryption. The passwords are never filled back in: after Back or an error they are
 * typed again.
 */
export function EncryptionStep() {
  return (
    <div className="space-y-4">
      <div id="setup-encryption-warning" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <p>
          With encryption enabled, the company password is <strong>mandatory to open the company</strong>: it is asked for every time you
          sign in and open it.
        </p>
        <p className="mt-1">
          Keep the password safe. If you lose it, your company data is <strong>unrecoverable</strong>: nobody, including us, can open it
          without the password.
        </p>
      </div>
      <Checkbox name="enableEncryption" label="Enable encryption" />
      <div className="grid max-w-xl gap-4">
        <TextField
          name="encryptionPassword"
          label="Company Password"
          type="password"
          defaultValue=""
          autoComplete="new-password"
          description="At least 8 characters. Needed only when encryption is enabled."
        />
        <TextField name="encryptionPasswordConfirm" label="Confirm Password" type="password" defaultValue="" autoComplete="new-password" />
        <TextField
          name="passwordHint"
          label="Password Hint"
          description="Shown when the company password is asked for. Do not write the password itself."
        />
      </div>
    </div>
  );
}
