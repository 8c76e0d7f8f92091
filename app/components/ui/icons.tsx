// Small icons shared by building blocks. Kept apart from dialog.tsx so that a component needing
// only an icon (the toasts on every page) does not bring the dialog library into the page's scripts.

export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
      <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

/** The edit action of a list row. */
export function PencilIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8L7.8 16H4v-3.8l9.6-9.6ZM5.5 12.8v1.7h1.7l7.3-7.3-1.7-1.7-7.3 7.3Z" />
    </svg>
  );
}
