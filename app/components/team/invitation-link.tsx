import { inputClasses } from "~/components/ui/field";
import { INVITATION_MESSAGES } from "~/modules/team/schema";

// The invitation just made, shown to copy (Users and Invite User): without an email server the
// link is the only way it reaches the person invited.

export function InvitationLink({ link, className }: { link: { email: string; url: string }; className?: string }) {
  return (
    <div role="status" className={`rounded border border-emerald-200 bg-emerald-50 p-3 text-sm ${className ?? ""}`}>
      <p>{INVITATION_MESSAGES.created(link.email)}</p>
      <input readOnly aria-label="Invitation link" value={link.url} className={inputClasses + " mt-2 w-full font-mono text-xs"} />
    </div>
  );
}
