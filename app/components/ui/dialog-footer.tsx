import type { HTMLAttributes } from "react";
import { cn } from "./cn";

/** The buttons at the foot of a dialog (or of a form that is also shown in one). */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mt-5 flex flex-wrap justify-end gap-2", className)} {...props} />;
}
