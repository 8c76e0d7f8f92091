import { useReadOnly } from "~/components/ui/read-only";
import { Link } from "@remix-run/react";
import { buttonClasses } from "./button";
import { PencilIcon } from "./icons";

/** A list row's Edit action: the pencil, a link to the row's edit screen named "Edit <name>". */
export function EditLink({ to, name }: { to: string; name: string }) {
  if (useReadOnly()) return null;
  return (
    <Link to={to} aria-label={`Edit ${name}`} title="Edit" className={buttonClasses({ variant: "ghost", size: "icon" })}>
      <PencilIcon />
    </Link>
  );
}
