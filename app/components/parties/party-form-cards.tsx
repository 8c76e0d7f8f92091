import type { FormMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { EMPTY_ADDRESS } from "~/lib/address";
import { CardListView, useCardList, type CardField, type CardRow, type CardValues, type ListMetadata } from "~/components/ui/card-list";
import { WarningModal } from "~/components/ui/modals";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { ADDRESS_TYPES, isBlankAddress, isBlankContact, type PartyFormMode } from "~/modules/parties/constants";
import { partyFormMessages, partyMessages, type PartyWords } from "~/modules/parties/words";
import { addressText } from "./party-form-data";

// A party form's Contact Details and Address Information (the New / Edit Vendor screens today,
// the customer's next): the generic card list with the party's rules, every text in the party's
// words (the `words` prop). Contacts: exactly one primary whenever there is any (the one marked, else the
// first); marking another clears the rest; the only primary cannot be unchecked ("Primary Contact
// Required"); the box is disabled while there is one contact; the first opening of the tab adds a
// blank contact. Addresses: each type once per party (a card's type select offers only the types
// no other card uses); saving a new address makes it the party's selected address, whose text is
// shown; the first opening adds a blank Billing address. Without JavaScript the primary contact is
// a radio per row, and there is one address row per type.

const CONTACT_FIELDS: readonly CardField[] = [
  { name: "name", label: "Contact Name", autoComplete: "name", maxLength: 200, required: true },
  { name: "title", label: "Title", autoComplete: "organization-title", maxLength: 200, required: true },
  { name: "phone", label: "Business Phone", type: "tel", autoComplete: "tel", maxLength: 50, required: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", maxLength: 254, required: true },
];

/** A card's own check (Save / Update): the messages that keep it from being saved (once the form's checks are loaded). */
/** A card list's texts in the party's words: the contacts' or the addresses'. */
function cardListTexts(texts: ReturnType<typeof partyFormMessages>, which: "Contact" | "Address", mode: PartyFormMode, staticHint: string) {
  const list = which === "Contact" ? ("contacts" as const) : ("addresses" as const);
  const one = which === "Contact" ? ("contact" as const) : ("address" as const);
  return {
    title: which === "Contact" ? "Contacts" : "Addresses",
    add: `Add ${which}`,
    empty: texts[`${list}Empty`],
    emptyHint: texts[`${list}EmptyHint`],
    oneNewTitle: mode === "edit" ? texts[`cannotAdd${which}Title`] : "Warning",
    oneNew: texts[`oneNew${which}`],
    invalidTitle: texts[`${one}ValidationTitle`],
    updatedTitle: texts[`${one}UpdatedTitle`],
    updated: texts[`${one}Updated`],
    staticHint,
  };
}

export type CardCheck = (row: CardRow) => string[] | Promise<string[]>;

/** What both card lists (contacts, addresses) are given. */
type CardListProps = {
  form: FormMetadata;
  list: ListMetadata;
  mode: PartyFormMode;
  /** The party's words ("vendor", "customer") the cards' texts are built from. */
  words: PartyWords;
  opened: boolean;
  check: CardCheck;
};

const isChecked = (value: unknown) => typeof value === "object" && value !== null && (value as { primary?: unknown }).primary === "on";

export function PartyContactCards({
  form,
  list,
  mode,
  words,
  opened,
  check,
  primaryRadio,
  onPrimaryChange,
}: CardListProps & {
  /** Without JavaScript: the row whose primary radio starts checked. */
  primaryRadio: string;
  /** The saved primary contact (its phone and email are the party's). */
  onPrimaryChange: (primary: CardValues | null) => void;
}) {
  const toast = useToast();
  const texts = partyFormMessages(words);
  const cards = useCardList({ form, list, fields: CONTACT_FIELDS });
  const { rows } = cards;
  const [marked, setMarked] = useState(() => rows.find((row) => isChecked(cards.items[row.index].initialValue))?.key ?? null);
  const [primaryRequired, setPrimaryRequired] = useState(false);
  const primaryKey = rows.some((row) => row.key === marked) ? marked : (rows[0]?.key ?? null);

  const primary = rows.find((row) => row.key === primaryKey)?.saved ?? null;
  useEffect(() => {
    onPrimaryChange(primary);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [primary?.phone, primary?.email, primary === null]);

  return (
    <>
      <CardListView
        cards={cards}
        texts={cardListTexts(texts, "Contact", mode, "Fill in a row for each contact; rows left empty are ignored.")}
        heading={(_values, index, state) => (state === "new" ? "New Contact" : `Contact ${index + 1}`)}
        newRow={() => ({})}
        opened={opened}
        seed={{}}
        check={check}
        reportInvalid={mode === "edit"}
        cardHeader={(row) => (
          <>
            <input type="hidden" name={`${row.name}.primary`} value={row.key === primaryKey ? "on" : ""} />
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 text-blue-600"
                checked={row.key === primaryKey}
                disabled={rows.length === 1}
                onChange={(event) => (event.target.checked ? setMarked(row.key) : setPrimaryRequired(true))}
              />
              Primary Contact
            </label>
          </>
        )}
        onSaved={(row) => {
          if (row.state === "new") toast.success(texts.contactAdded);
        }}
        onDeleted={() => toast.success(texts.contactDeleted)}
        staticRows={{
          // Two blank rows to fill in after the contacts.
          padding: (listed) => {
            let blank = 0;
            while (blank < listed.length && isBlankContact(listed[listed.length - 1 - blank])) blank += 1;
            return Array.from({ length: Math.max(0, 2 - blank) }, () => ({ name: "", title: "", phone: "", email: "" }));
          },
          extra: (index) => (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="radio" name="primaryContact" value={index} defaultChecked={String(index) === primaryRadio} className="h-4 w-4" />
              Primary Contact
            </label>
          ),
          canAdd: true,
        }}
      />
      <WarningModal
        open={primaryRequired}
        onOpenChange={setPrimaryRequired}
        title={texts.primaryRequiredTitle}
        message={partyMessages(words).primaryRequired}
      />
    </>
  );
}

export function PartyAddressCards({
  form,
  list,
  mode,
  words,
  opened,
  check,
  initialSelected,
}: CardListProps & {
  /** The party's selected address type. */
  initialSelected: string;
}) {
  const fields: readonly CardField[] = [
    {
      name: "type",
      label: "Address Type",
      required: true,
      placeholder: "Select type",
      options: (index, rows) => ADDRESS_TYPES.filter((t) => !rows.some((r) => r.index !== index && r.values.type === t)),
    },
    { name: "address1", label: "Address Line 1", required: true, autoComplete: "address-line1", maxLength: 200 },
    { name: "address2", label: "Address Line 2", autoComplete: "address-line2", maxLength: 200 },
    { name: "city", label: "City", required: true, autoComplete: "address-level2", maxLength: 200 },
    { name: "state", label: "State", required: true, autoComplete: "address-level1", maxLength: 200 },
    { name: "postalCode", label: "Postal Code", required: true, autoComplete: "postal-code", maxLength: 20 },
    { name: "country", label: "Country", required: true, autoComplete: "country-name", maxLength: 200 },
  ];
  const hydrated = useHydrated();
  const texts = partyFormMessages(words);
  const cards = useCardList({ form, list, fields });
  const { rows } = cards;
  const [selected, setSelected] = useState(initialSelected);

  const free = ADDRESS_TYPES.filter((t) => !rows.some((r) => r.values.type === t));
  const hasNew = rows.some((r) => r.state === "new");
  // What is posted: every card as shown, a blank new card left out.
  const posted = rows
    .filter((r) => r.saved || !isBlankAddress(r.values))
    .map((r) => (r.state === "saved" ? (r.saved ?? r.values) : r.values));
  const selectedAddress = posted.find((a) => a.type === selected) ?? posted[0];

  return (
    <>
      <CardListView
        cards={cards}
        texts={cardListTexts(texts, "Address", mode, texts.addressesStaticHint)}
        heading={(values, _index, state) => (state === "new" ? "New Address" : `${values.type} Address`)}
        newRow={() => ({ type: free[0] ?? "" })}
        addDisabled={!hasNew && free.length === 0}
        opened={opened}
        seed={{ type: "Billing" }}
        check={check}
        reportInvalid={mode === "edit"}
        summary={
          selectedAddress && rows.some((r) => r.saved) ? (
            <div className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="font-medium text-slate-700">{texts.selectedAddress(selectedAddress.type)}</p>
              <p className="whitespace-pre-line text-slate-900" data-testid="selected-address">
                {addressText(selectedAddress)}
              </p>
            </div>
          ) : null
        }
        onSaved={(row, values) => {
          // A new address becomes the selected one; an updated one stays selected under its new type.
          if (row.state === "new" || selected === row.saved?.type) setSelected(values.type);
        }}
        onDeleted={(row) => {
          if (row.saved?.type === selected) setSelected(rows.find((r) => r.key !== row.key && r.saved)?.saved?.type ?? "");
        }}
        staticRows={{
          // A row for each address type the party does not have yet.
          padding: (listed) =>
            ADDRESS_TYPES.filter((type) => !listed.some((a) => a.type === type)).map((type) => ({ type, ...EMPTY_ADDRESS })),
          canAdd: false,
        }}
      />
      <input type="hidden" name="address" value={hydrated ? (selectedAddress?.type ?? "") : initialSelected} />
    </>
  );
}
