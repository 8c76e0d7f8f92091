import { useState, type FormEvent } from "react";

export const OFFLINE_MESSAGE = "Unable to connect to the server. Please check your internet connection.";
const FAILED_MESSAGE = "Unable to sign out. Please try again.";

/**
 * The sign-out button: a plain POST form to /logout (GET /logout only asks). With JavaScript the
 * post is sent with fetch, so a dropped connection shows the spec's message here and the user
 * stays on the page instead of meeting the browser's error page; once signed out, the browser
 * loads the sign-in page afresh (no data of the session stays in memory).
 */
export function LogoutButton({ className, label = "Logout" }: { className?: string; label?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    let response: Response;
    try {
      response = await fetch(event.currentTarget.action, { method: "POST", body: new FormData(event.currentTarget) });
    } catch {
      setPending(false);
      setError(OFFLINE_MESSAGE);
      return;
    }
    if (!response.ok) {
      setPending(false);
      setError(FAILED_MESSAGE);
      return;
    }
    window.location.assign(response.redirected ? response.url : "/login");
  }

  return (
    <form method="post" action="/logout" onSubmit={onSubmit}>
      <button type="submit" className={className} aria-disabled={pending || undefined}>
        {label}
      </button>
      {error ? (
        <p role="alert" className="mt-1 max-w-xs rounded bg-red-50 px-2 py-1 text-xs font-normal text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  );
}
