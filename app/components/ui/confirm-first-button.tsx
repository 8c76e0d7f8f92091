import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button, buttonClasses, type ButtonSize, type ButtonVariant, useReadOnly } from "./button";
import { useHydrated } from "./use-hydrated";

/**
 * A button that asks before it acts: with JavaScript it opens the page's confirmation dialog
 * (`onAsk`); without, it is a link to `href` (e.g. `?confirm=delete`), where the page shows the
 * same question inline with a form.
 */
export function ConfirmFirstButton({
  href,
  onAsk,
  variant = "danger",
  size,
  disabled,
  children,
}: {
  href: string;
  onAsk: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (useReadOnly()) return null;
  if (hydrated) {
    return (
      <Button type="button" variant={variant} size={size} aria-haspopup="dialog" disabled={disabled} onClick={onAsk}>
        {children}
      </Button>
    );
  }
  const onDark = variant === "danger" || variant === "primary" ? "text-white " : "";
  return (
    <Link to={href} className={buttonClasses({ variant, size, className: `${onDark}no-underline` })}>
      {children}
    </Link>
  );
}
