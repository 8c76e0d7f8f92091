import { ShellLink } from "~/components/shell/screen-links";
import { ListHeading } from "~/components/ui/list-heading";
import { buttonClasses, WhenWritable } from "~/components/ui/button";

// The head of a purchasing list (Bills, Vendor Payments): its title, Export to CSV of what the
// filters show, and the screen that adds to it.

export function PurchaseListHeader({
  title,
  csv,
  action,
}: {
  title: string;
  /** The list's CSV with the filters shown, and the file's name */
  csv: { href: string; fileName: string };
  action: { label: string; to: string };
}) {
  return (
    <ListHeading title={title} csv={csv}>
      <WhenWritable>
        <ShellLink to={action.to} className={buttonClasses({ className: "text-white no-underline" })}>
          {action.label}
        </ShellLink>
      </WhenWritable>
    </ListHeading>
  );
}
