import type { ClientActionFunctionArgs } from "@remix-run/react";
import {
  classifySaveError,
  isSignInRedirect,
  saveFailureMessage,
  type SaveFailureKind,
  type SaveFailureMessages,
} from "~/lib/submit-errors";
import { clearDrafts, markDraftsInterrupted } from "./draft-store";

// One client action for every form route: the save goes to the server as before; when it gets no
// answer (network) or a 5xx, the screen stays with what was typed and shows its own message
// instead of the route's error boundary. `answer` builds the screen's action data from the values
// that were submitted (the form starts again from them: conform's `initialValue`, the journal's
// rows, the wizard's state) plus the message. A conform form imports it from save-guard.ts with the
// replies it starts again from; a screen without conform imports it from here and loads no conform.
//
// The failure answer is a JSON Response with a 5xx status, so Remix does not revalidate the loaders
// after it (they would fail the same way and replace the screen with the error boundary).
// Redirects pass through: one to the login page (an expired session) marks the page's drafts to be
// restored after signing in; any other redirect is a successful save and clears them.

export interface SaveFailure {
  kind: SaveFailureKind;
  message: string;
}

export function guardedClientAction<T>(messages: SaveFailureMessages, answer: (formData: FormData, failure: SaveFailure) => T) {
  return async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
    const path = new URL(request.url).pathname;
    const formData = await request.clone().formData();
    try {
      const result = await serverAction();
      markDraftsInterrupted(path, false); // the server answered: its answer holds the values
      return result;
    } catch (error) {
      if (error instanceof Response && error.status >= 300 && error.status < 400) {
        if (isSignInRedirect(error.headers.get("Location"))) markDraftsInterrupted(path);
        else clearDrafts(path);
        throw error;
      }
      const kind = classifySaveError(error);
      if (!kind) throw error;
      markDraftsInterrupted(path);
      const body = answer(formData, { kind, message: saveFailureMessage(kind, messages) });
      return new Response(JSON.stringify(body), {
        status: kind === "network" ? 503 : 500,
        headers: { "Content-Type": "application/json" },
      });
    }
  };
}
