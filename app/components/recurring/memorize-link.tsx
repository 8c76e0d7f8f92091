import { Link } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { buttonClasses } from "~/components/ui/button";
import { RECURRING_KINDS } from "~/modules/recurring/constants";

/**
 * "Memorize" on a saved document's screen: New Recurring Transaction with this document chosen.
 * Shown only for a kind a schedule can hold, once the document is posted (not a draft, not void).
 */
export function MemorizeLink({
  companyId,
  kind,
  documentId,
  posted,
}: {
  companyId: number;
  kind: string;
  documentId: number;
  posted: boolean;
}) {
  if (!posted || !(RECURRING_KINDS as readonly string[]).includes(kind)) return null;
  return (
    <Link
      to={menuHref(companyId, `recurring/new?${new URLSearchParams({ kind, documentId: String(documentId) })}`)}
      className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}
    >
      Memorize
    </Link>
  );
}
