import { Link } from "@remix-run/react";
import { useHasScreen } from "~/components/shell/screen-links";

export type BreadcrumbItem = { label: string; to?: string };

/** Path items separated by '>'; the last item is the current page. An item whose screen is not built yet is plain text. */
export function Breadcrumb({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  const hasScreen = useHasScreen();
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-500">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-1.5">
              {index > 0 ? (
                <span aria-hidden="true" className="select-none text-slate-400">
                  &gt;
                </span>
              ) : null}
              {isLast ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {item.label}
                </span>
              ) : item.to && hasScreen(item.to) ? (
                <Link to={item.to} className="text-blue-600 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
