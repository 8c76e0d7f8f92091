import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { ErrorModal, SuccessModal, WarningModal } from "~/components/ui/modals";
import { useToast } from "~/components/ui/toast";
import { VENDOR_MESSAGES } from "~/modules/vendors/schema";
import {
  emptyContact,
  isBlankContact,
  validateContact,
  VENDOR_FORM_MESSAGES,
  type ContactValues,
  type FieldErrorMap,
  type VendorFormMode,
} from "./vendor-form-data";

// Contact Details (§2.1, §4, §5): contacts as cards. A saved card is read-only until Edit (then
// Update or Cancel); Delete removes it; Add Contact opens one new card (Save, Cancel) at a time.
// Primary rules: the first saved contact is primary, marking another clears the rest, the only
// primary cannot be unchecked ("Primary Contact Required"), the box is disabled with one contact,
// and deleting the primary makes another one primary. The cards submit as contacts[i].name/title/
// phone/email/primary hidden inputs: saved cards as saved, cards being edited as shown, and a new
// card once anything is typed in it. Without JavaScript, ContactRows renders plain rows instead.

type CardErrors = Partial<Record<keyof ContactValues, string>>;
interface Card {
  key: number;
  /** null for a new card */
  saved: ContactValues | null;
  /** The fields being edited (a new card, or a saved one after Edit). */
  draft: ContactValues | null;
  errors: CardErrors;
}

const current = (card: Card): ContactValues => card.draft ?? card.saved ?? emptyContact();
const withPrimary = (card: Card, primary: boolean): Card => ({
  ...card,
  saved: card.saved ? { ...card.saved, primary } : null,
  draft: card.draft ? { ...card.draft, primary } : null,
});

/** Exactly one card is primary whenever there is any: the marked one, else the first. */
function settlePrimary(cards: Card[]): Card[] {
  if (!cards.length) return cards;
  const keep = cards.find((c) => current(c).primary)?.key ?? cards[0].key;
  return cards.map((c) => withPrimary(c, c.key === keep));
}

/** What the cards submit: every card as shown, a blank new card left out. */
export function submittedContacts(cards: readonly Card[]): ContactValues[] {
  return cards.filter((c) => c.saved || !isBlankContact(current(c))).map(current);
}

const FIELDS = [
  { key: "name", label: "Contact Name", type: "text", autoComplete: "name" },
  { key: "title", label: "Title", type: "text", autoComplete: "organization-title" },
  { key: "phone", label: "Business Phone", type: "tel", autoComplete: "tel" },
  { key: "email", label: "Email", type: "email", autoComplete: "email" },
] as const;

export function ContactCards({
  mode,
  initial,
  errors,
  opened,
  onPrimaryChange,
  onEdited,
}: {
  mode: VendorFormMode;
  initial: readonly ContactValues[];
  /** Errors from the whole-form check or the server, by path (contacts.0.email, contacts). */
  errors: FieldErrorMap;
  /** True once the tab has been shown: the first opening adds a blank primary contact. */
  opened: boolean;
  onPrimaryChange: (primary: ContactValues | null) => void;
  /** Any change to the cards (the form then drops the contacts' errors it showed). */
  onEdited: () => void;
}) {
  const toast = useToast();
  const nextKey = useRef(initial.length);
  // A contact the server refused opens for editing.
  const [cards, setCards] = useState<Card[]>(() =>
    initial.map((c, key) => {
      const refused = Object.keys(errors).some((path) => path.startsWith(`contacts.${key}.`));
      return { key, saved: { ...c }, draft: refused ? { ...c } : null, errors: {} };
    }),
  );
  const [warning, setWarning] = useState<{ title: string; message: string } | null>(null);
  const [invalid, setInvalid] = useState<string[] | null>(null);
  const [updated, setUpdated] = useState(false);
  const update = (next: (cards: Card[]) => Card[]) => {
    setCards((list) => settlePrimary(next(list)));
    onEdited();
  };

  // Opening the tab with no contacts adds one blank primary contact (§4).
  const seeded = useRef(false);
  useEffect(() => {
    if (!opened || seeded.current) return;
    seeded.current = true;
    if (cards.length === 0) {
      const key = nextKey.current++;
      setCards([{ key, saved: null, draft: emptyContact(true), errors: {} }]);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  // The vendor's phone and email are the saved primary contact's.
  const primary = cards.find((c) => c.saved?.primary)?.saved ?? null;
  const primaryKey = primary ? `${primary.phone}\u0000${primary.email}` : "";
  useEffect(() => {
    onPrimaryChange(primary);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [primaryKey]);

  const hasNew = cards.some((c) => !c.saved);
  const editing = cards.find((c) => c.saved && c.draft);
  const single = cards.length === 1;

  const add = () => {
    if (hasNew) {
      setWarning({ title: mode === "edit" ? VENDOR_FORM_MESSAGES.cannotAddContactTitle : "Warning", message: VENDOR_FORM_MESSAGES.oneNewContact });
      return;
    }
    const key = nextKey.current++;
    update((list) => [...list, { key, saved: null, draft: emptyContact(list.length === 0), errors: {} }]);
  };

  const setDraft = (key: number, field: keyof ContactValues, value: string) => {
    setCards((list) => list.map((c) => (c.key === key && c.draft ? { ...c, draft: { ...c.draft, [field]: value }, errors: { ...c.errors, [field]: undefined } } : c)));
    onEdited();
  };

  /** The primary box: marking one clears the others; the only primary stays ("Primary Contact Required"). */
  const togglePrimary = (key: number, checked: boolean) => {
    if (!checked) {
      setWarning({ title: VENDOR_FORM_MESSAGES.primaryRequiredTitle, message: VENDOR_MESSAGES.primaryRequired });
      return;
    }
    update((list) => list.map((c) => withPrimary(c, c.key === key)));
  };

  const save = (card: Card) => {
    if (!card.draft) return;
    const problems = validateContact(card.draft);
    if (Object.keys(problems).length) {
      setCards((list) => list.map((c) => (c.key === card.key ? { ...c, errors: problems } : c)));
      if (mode === "edit") setInvalid(Object.values(problems).filter((m): m is string => Boolean(m)));
      return;
    }
    const trimmed = {
      name: card.draft.name.trim(),
      title: card.draft.title.trim(),
      phone: card.draft.phone.trim(),
      email: card.draft.email.trim(),
      primary: card.draft.primary,
    };
    update((list) => list.map((c) => (c.key === card.key ? { ...c, saved: trimmed, draft: null, errors: {} } : c)));
    if (card.saved) setUpdated(true);
    else toast.success(VENDOR_FORM_MESSAGES.contactAdded);
  };

  const cancel = (card: Card) => {
    if (!card.saved) update((list) => list.filter((c) => c.key !== card.key));
    // Cancel restores the saved fields, the primary flag as it is now included.
    else update((list) => list.map((c) => (c.key === card.key ? { ...c, saved: c.saved, draft: null, errors: {} } : c)));
  };

  const remove = (card: Card) => {
    update((list) => list.filter((c) => c.key !== card.key));
    toast.success(VENDOR_FORM_MESSAGES.contactDeleted);
  };

  const submitted = submittedContacts(cards);
  let submittedIndex = -1;

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">Contacts</h3>
        <Button type="button" variant="secondary" onClick={add}>
          Add Contact
        </Button>
      </div>
      <FieldError id="contacts-errors" error={errors.contacts} />

      {cards.length === 0 ? (
        <div className="rounded-md border border-dashed border-slate-300 p-6 text-center">
          <p className="font-medium text-slate-700">{VENDOR_FORM_MESSAGES.contactsEmpty}</p>
          <p className="text-sm text-slate-500">{VENDOR_FORM_MESSAGES.contactsEmptyHint}</p>
        </div>
      ) : null}

      <ul className="grid gap-4 md:grid-cols-2">
        {cards.map((card, position) => {
          const counted = card.saved || !isBlankContact(current(card));
          if (counted) submittedIndex += 1;
          const index = counted ? submittedIndex : -1;
          return (
            <ContactCard
              key={card.key}
              card={card}
              number={position + 1}
              single={single}
              lockedEdit={Boolean(editing && editing.key !== card.key)}
              formErrors={index >= 0 ? errors : {}}
              submittedIndex={index}
              onField={(field, value) => setDraft(card.key, field, value)}
              onPrimary={(checked) => togglePrimary(card.key, checked)}
              onEdit={() => update((list) => list.map((c) => (c.key === card.key && c.saved ? { ...c, draft: { ...c.saved } } : c)))}
              onSave={() => save(card)}
              onCancel={() => cancel(card)}
              onDelete={() => remove(card)}
            />
          );
        })}
      </ul>

      {submitted.map((contact, i) => (
        <div key={i} hidden>
          <input type="hidden" name={`contacts[${i}].name`} value={contact.name} />
          <input type="hidden" name={`contacts[${i}].title`} value={contact.title} />
          <input type="hidden" name={`contacts[${i}].phone`} value={contact.phone} />
          <input type="hidden" name={`contacts[${i}].email`} value={contact.email} />
          {contact.primary ? <input type="hidden" name={`contacts[${i}].primary`} value="on" /> : null}
        </div>
      ))}

      <WarningModal
        open={warning !== null}
        onOpenChange={(open) => {
          if (!open) setWarning(null);
        }}
        title={warning?.title}
        message={warning?.message ?? ""}
      />
      <ErrorModal
        open={invalid !== null}
        onOpenChange={(open) => {
          if (!open) setInvalid(null);
        }}
        title={VENDOR_FORM_MESSAGES.contactValidationTitle}
        message={(invalid ?? []).join("\n")}
      />
      <SuccessModal open={updated} onOpenChange={setUpdated} title={VENDOR_FORM_MESSAGES.contactUpdatedTitle} message={VENDOR_FORM_MESSAGES.contactUpdated} />
    </div>
  );
}

function ContactCard({
  card,
  number,
  single,
  lockedEdit,
  formErrors,
  submittedIndex,
  onField,
  onPrimary,
  onEdit,
  onSave,
  onCancel,
  onDelete,
}: {
  card: Card;
  number: number;
  single: boolean;
  lockedEdit: boolean;
  formErrors: FieldErrorMap;
  submittedIndex: number;
  onField: (field: keyof ContactValues, value: string) => void;
  onPrimary: (checked: boolean) => void;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const uid = useId().replace(/:/g, "");
  const shown = current(card);
  const isNew = !card.saved;
  const heading = isNew ? "New Contact" : `Contact ${number}`;
  const errorOf = (field: keyof ContactValues) => card.errors[field] ?? formErrors[`contacts.${submittedIndex}.${field}`];

  return (
    <li aria-label={heading} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{heading}</h4>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 text-blue-600"
            checked={shown.primary}
            disabled={single}
            onChange={(event) => onPrimary(event.target.checked)}
          />
          Primary Contact
        </label>
      </div>
      {card.draft ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <Field
              key={f.key}
              id={`contact-${uid}-${f.key}`}
              label={f.label}
              type={f.type}
              autoComplete={f.autoComplete}
              required
              maxLength={f.key === "phone" ? 50 : f.key === "email" ? 254 : 200}
              value={card.draft?.[f.key] ?? ""}
              onChange={(event) => onField(f.key, event.target.value)}
              error={errorOf(f.key)}
            />
          ))}
        </div>
      ) : (
        <>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {FIELDS.map((f) => (
              <div key={f.key}>
                <dt className="text-slate-500">{f.label}</dt>
                <dd className="break-words text-slate-900">{shown[f.key] || "—"}</dd>
              </div>
            ))}
          </dl>
          {FIELDS.map((f) => (
            <FieldError key={f.key} id={`contact-${uid}-${f.key}-error`} error={errorOf(f.key)} />
          ))}
        </>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {card.draft ? (
          <>
            <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="button" size="sm" onClick={onSave}>
              {isNew ? "Save" : "Update"}
            </Button>
          </>
        ) : (
          <>
            <Button type="button" variant="secondary" size="sm" onClick={onEdit} disabled={lockedEdit}>
              Edit
            </Button>
            <Button type="button" variant="danger" size="sm" onClick={onDelete}>
              Delete
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** Without JavaScript: the contacts as plain rows, plus two blank ones; the radio picks the primary. */
export function ContactRows({ initial, errors }: { initial: readonly ContactValues[]; errors: FieldErrorMap }) {
  const rows = [...initial, emptyContact(), emptyContact()];
  const primaryIndex = Math.max(0, initial.findIndex((c) => c.primary));
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Fill in a row for each contact; rows left empty are ignored.</p>
      <FieldError id="contacts-errors" error={errors.contacts} />
      {rows.map((contact, i) => (
        <fieldset key={i} className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Contact {i + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <Field
                key={f.key}
                id={`contacts-${i}-${f.key}`}
                label={f.label}
                name={`contacts[${i}].${f.key}`}
                type={f.type}
                autoComplete="off"
                defaultValue={contact[f.key]}
                error={errors[`contacts.${i}.${f.key}`]}
              />
            ))}
          </div>
          <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
            <input type="radio" name="primaryContact" value={i} defaultChecked={i === primaryIndex} className="h-4 w-4" />
            Primary Contact
          </label>
        </fieldset>
      ))}
    </div>
  );
}
