// Where the forms' drafts are kept (sessionStorage, this tab only) and what a save does to them:
// the storage half of form-draft.ts, without React, so the save guard (save-guard.ts) that every
// form route loads does not bring the draft hook with it to screens that keep no draft.

const PREFIX = "ledgerline:draft:";

export interface StoredDraft {
  entries: [string, string][];
  savedAt: number;
  interrupted: boolean;
}

export const draftKey = (path: string, formId: string) => `${PREFIX}${path}#${formId}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: drafts are simply not kept
  }
}

export function readDraft(key: string): StoredDraft | null {
  try {
    const raw = storage()?.getItem(key);
    const draft = raw ? (JSON.parse(raw) as StoredDraft) : null;
    return draft && Array.isArray(draft.entries) ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: StoredDraft) {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // full or disabled: nothing to keep
  }
}

function keysOfPath(path: string): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(`${PREFIX}${path}#`)) keys.push(key);
  }
  return keys;
}

/** A save of the page at `path` got no answer (or was sent to sign in): its drafts are restored next time. */
export function markDraftsInterrupted(path: string, interrupted = true) {
  for (const key of keysOfPath(path)) {
    const draft = readDraft(key);
    if (draft) writeDraft(key, { ...draft, interrupted });
  }
}

/** A save of the page at `path` succeeded: its drafts are gone. */
export function clearDrafts(path: string) {
  for (const key of keysOfPath(path)) storage()?.removeItem(key);
}
