import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type InputHTMLAttributes } from "react";

// A list's search box: typing submits its form after a pause (a GET, so the list goes back to
// page 1 and the URL keeps the search), and a new query in the URL (Back, a link) shows in the box
// unless it only differs from what is typed by spaces. Without JavaScript the form's own Search
// button submits it.

const PAUSE_MS = 350;

export function LiveSearchInput({
  query,
  ...props
}: { query: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "defaultValue" | "onChange">) {
  const submit = useSubmit();
  const [text, setText] = useState(query);
  useEffect(() => {
    setText((current) => (current.trim() === query ? current : query));
  }, [query]);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  return (
    <input
      type="search"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        clearTimeout(typingTimer.current);
        const form = event.currentTarget.form;
        typingTimer.current = setTimeout(() => {
          if (form) submit(form, { replace: true, preventScrollReset: true });
        }, PAUSE_MS);
      }}
    />
  );
}
