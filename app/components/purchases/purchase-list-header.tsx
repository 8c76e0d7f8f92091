import { ShellLink } from "~/components/shell/screen-links";
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
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="mr-auto text-2xl font-semibold text-slate-900">{title}</h1>
      <a href={csv.href} download={csv.fileName} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
        Export to CSV
      </a>
      <WhenWritable>
        <ShellLink to={action.to} className={buttonClasses({ className: "text-white no-underline" })}>
          {action.label}
        </ShellLink>
      </WhenWritable>
    </div>
  );
}
