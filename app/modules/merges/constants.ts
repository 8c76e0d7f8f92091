// Merges (spec §2.12, issue 30 item 4; ADR 0067): what the four Merge screens, the API and the tests
// share — the kinds, their words, and the messages. Client-safe: no zod, no server code.

export const MERGE_KINDS = ["customers", "vendors", "accounts", "items"] as const;
export type MergeKind = (typeof MERGE_KINDS)[number];

export const isMergeKind = (value: unknown): value is MergeKind => MERGE_KINDS.includes(value as MergeKind);

/** Each kind's words: the screen's title, one record's noun. */
export const MERGE_WORDS: Record<MergeKind, { title: string; noun: string; plural: string }> = {
  customers: { title: "Merge Customers", noun: "customer", plural: "customers" },
  vendors: { title: "Merge Vendors", noun: "vendor", plural: "vendors" },
  accounts: { title: "Merge Accounts", noun: "account", plural: "accounts" },
  items: { title: "Merge Items", noun: "item", plural: "items" },
};

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

export const MERGE_MESSAGES = {
  sourceRequired: "Please choose the record to merge from.",
  targetRequired: "Please choose the record to merge into.",
  same: "From and To must be two different records.",
  notFound: (kind: MergeKind) => `${capital(MERGE_WORDS[kind].noun)} not found`,
  inactiveSource: (kind: MergeKind, name: string) => `${name} is already archived: only an active ${MERGE_WORDS[kind].noun} can be merged.`,
  inactiveTarget: (kind: MergeKind, name: string) => `${name} is archived: merge into an active ${MERGE_WORDS[kind].noun}.`,
  systemAccount: (name: string) => `${name} is a system account: it cannot be merged.`,
  differentAccountTypes: (source: string, target: string) =>
    `Only accounts of the same type can be merged: the source is ${source}, the target ${target}.`,
  subRecord: (kind: MergeKind) => `The target is a sub-${MERGE_WORDS[kind].noun} of the source: merge it the other way round.`,
  inReconciliation: (name: string) =>
    `${name} is in a reconciliation that is not finished: finish or undo that reconciliation before merging.`,
  differentItemTypes: (source: string, target: string) =>
    `Only items of the same type can be merged: the source is ${source}, the target ${target}.`,
  differentAssetAccounts: "Inventory items with different asset accounts cannot be merged: their stock value sits in different accounts.",
  sharedAssembly: (assembly: string) => `${assembly} uses both items as components: remove one of them from it before merging.`,
  merged: (kind: MergeKind, source: string, target: string) =>
    `${capital(MERGE_WORDS[kind].noun)} ${source} was merged into ${target}; ${source} is archived.`,
  changed: "The records changed since the preview: review the new preview and merge again.",
  mergeNotFound: "Merge not found",
  undone: (kind: MergeKind, source: string, target: string) =>
    `The merge of ${source} into ${target} was undone: what it moved is back on ${source}, which is active again.`,
  alreadyUndone: "This merge was already undone.",
  undoItems: "A merge of items cannot be undone: their stock on hand and its value were pooled into the target.",
  undoLaterMerge: (source: string, target: string) =>
    `This merge can no longer be undone: ${source} was merged into ${target} since. Undo that merge first.`,
  undoTouched: (source: string, target: string) =>
    `This merge can no longer be undone: ${target} or ${source} has changed since (a record edited, or a document, line or payment added to or taken from ${target}).`,
  undoNotRecorded: "This merge was made before merges recorded what they moved: it cannot be undone.",
} as const;

/** One row of what a merge moves: a table's rows that name the source, by what they are. */
export interface MergeMove {
  /** "Journal lines", "Purchase documents (vendor)", … */
  label: string;
  table: string;
  column: string;
  rows: number;
}

/** A record of a Merge screen's From and To selectors, with the details the screen shows. */
export interface MergeCandidate {
  id: number;
  /** The name the selector shows: "1000 · Checking", "Acme Supply", "Widget" */
  label: string;
  active: boolean;
  /** accounts: number and type; customers and vendors: their id; items: type and sales price */
  details: { label: string; value: string }[];
  /** The balance as a decimal ("1234.50"): the account's, the party's; an item's stock value */
  balance: string;
}

export interface MergePreview {
  kind: MergeKind;
  source: MergeCandidate;
  target: MergeCandidate;
  moves: MergeMove[];
  /** Rows moved in all */
  totalRows: number;
  /** The target's balance once merged: the sum of both */
  balanceAfter: string;
  /** Items: quantity on hand of both, and once merged */
  onHand?: { source: string; target: string; after: string };
  /** Why the merge would be refused, when it would be (the screen shows it and offers no Merge) */
  refusal: string | null;
  /** Ties a merge to the preview it was confirmed on: the records' versions and the rows' count */
  token: string;
}
