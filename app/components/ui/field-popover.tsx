import * as Popover from "@radix-ui/react-popover";
import { useRef, type CSSProperties, type ReactNode, type RefObject } from "react";

// A Radix Popover opened by a field's own button (the date picker's "Open calendar", a searchable
// select's button) rather than by Radix's trigger, so what that trigger would do is done here: a
// press on the button is the button's toggle, not a press outside, and closing gives the focus
// back to the button unless the user clicked elsewhere.

export interface FieldPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the popover is placed under (the button itself when omitted). */
  anchorRef?: RefObject<HTMLElement>;
  /** The field's button that opens it: the focus goes back to it. */
  triggerRef: RefObject<HTMLButtonElement>;
  /** The popover's id (the button's aria-controls while open). */
  contentId: string;
  /** Inside a dialog, the dialog: its scroll lock and focus trap then include the popover. */
  container: HTMLElement | null;
  /** Where the focus goes when it opens, found inside the popover's content. */
  initialFocus: (content: HTMLDivElement | null) => HTMLElement | null | undefined;
  "aria-label"?: string;
  style?: CSSProperties;
  className: string;
  children: ReactNode;
}

export function FieldPopover({
  open,
  onOpenChange,
  anchorRef,
  triggerRef,
  contentId,
  container,
  initialFocus,
  style,
  className,
  children,
  ...aria
}: FieldPopoverProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const interactedOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef ?? triggerRef} />
      <Popover.Portal container={container ?? undefined}>
        <Popover.Content
          id={contentId}
          align="start"
          sideOffset={4}
          ref={contentRef}
          {...aria}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            initialFocus(contentRef.current)?.focus();
          }}
          onInteractOutside={(event) => {
            if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) triggerRef.current?.focus();
            interactedOutside.current = false;
          }}
          style={style}
          className={className}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
