import type { ReactNode } from "react";
import { buttonClasses } from "./button";

// A list screen's heading row: its title, Export to CSV of what the filters show (the export's URL
// with the list's filters, defaults left out), then the screen's own buttons (`children`).

export interface ListCsv {
  href: string;
  /** The list's filters; none: the whole list */
  query?: URLSearchParams;
  /** The download's file name; none: the server's */
  fileName?: string;
}

export function ListHeading({ title, csv, children }: { title: ReactNode; csv?: ListCsv; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="mr-auto text-2xl font-semibold text-slate-900">{title}</h1>
      {csv ? (
        <a
          href={csv.query?.size ? `${csv.href}?${csv.query}` : csv.href}
          download={csv.fileName}
          className={buttonClasses({ variant: "secondary", className: "no-underline" })}
        >
          Export to CSV
        </a>
      ) : null}
      {children}
    </div>
  );
}
