import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, FieldError, SelectField } from "~/components/ui/field";
import { ErrorModal, SuccessModal, WarningModal } from "~/components/ui/modals";
import { ADDRESS_TYPES } from "~/modules/vendors/schema";
import {
  addressText,
  emptyAddress,
  isAddressType,
  isBlankAddress,
  validateAddressCard,
  VENDOR_FORM_MESSAGES,
  type AddressType,
  type AddressValues,
  type FieldErrorMap,
  type VendorFormMode,
} from "./vendor-form-data";

// Address Information (§2.1, §4, §5): addresses as cards with Edit / Update / Cancel / Delete like
// the contacts, one new card at a time, each type (Billing, Shipping, Other) once per vendor — a
// card's type select offers only the types no other card uses. Saving a new address makes it the
// vendor's selected address (and its text is shown again). The cards submit addresses[i].* hidden
// inputs and `address`, the selected type. Without JavaScript, AddressRows renders one row per type.

type CardErrors = Partial<Record<keyof AddressValues, string>>;
interface Card {
  key: number;
  saved: AddressValues | null;
  draft: AddressValues | null;
  errors: CardErrors;
}

const current = (card: Card): AddressValues => card.draft ?? card.saved ?? emptyAddress();
const counted = (card: Card) => Boolean(card.saved) || !isBlankAddress(current(card));

const FIELDS = [
  { key: "address1", label: "Address Line 1", required: true, autoComplete: "address-line1" },
  { key: "address2", label: "Address Line 2", required: false, autoComplete: "address-line2" },
  { key: "city", label: "City", required: true, autoComplete: "address-level2" },
  { key: "state", label: "State", required: true, autoComplete: "address-level1" },
  { key: "postalCode", label: "Postal Code", required: true, autoComplete: "postal-code" },
  { key: "country", label: "Country", required: true, autoComplete: "country-name" },
] as const;

export function AddressCards({
  mode,
  initial,
  initialSelected,
  errors,
  opened,
  onEdited,
}: {
  mode: VendorFormMode;
  initial: readonly AddressValues[];
  /** The vendor's selected address type. */
  initialSelected: string;
  errors: FieldErrorMap;
  /** True once the tab has been shown: the first opening adds a blank Billing address. */
  opened: boolean;
  onEdited: () => void;
}) {
  const nextKey = useRef(initial.length);
  const [cards, setCards] = useState<Card[]>(() =>
    initial.map((a, key) => {
      const refused = Object.keys(errors).some((path) => path === `addresses.${key}` || path.startsWith(`addresses.${key}.`));
      return { key, saved: { ...a }, draft: refused ? { ...a } : null, errors: {} };
    }),
  );
  const [selected, setSelected] = useState(initialSelected);
  const [warning, setWarning] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string[] | null>(null);
  const [updated, setUpdated] = useState(false);
  const update = (next: (cards: Card[]) => Card[]) => {
    setCards(next);
    onEdited();
  };

  // Opening the tab with no addresses adds a blank Billing address (§4).
  const seeded = useRef(false);
  useEffect(() => {
    if (!opened || seeded.current) return;
    seeded.current = true;
    if (cards.length === 0) {
      const key = nextKey.current++;
      setCards([{ key, saved: null, draft: emptyAddress("Billing"), errors: {} }]);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const usedBy = (except: number) => new Set(cards.filter((c) => c.key !== except).map((c) => current(c).type));
  const freeTypes = ADDRESS_TYPES.filter((t) => !usedBy(-1).has(t));
  const hasNew = cards.some((c) => !c.saved);
  const editing = cards.find((c) => c.saved && c.draft);

  const add = () => {
    if (hasNew) {
      setWarning(VENDOR_FORM_MESSAGES.oneNewAddress);
      return;
    }
    const key = nextKey.current++;
    update((list) => [...list, { key, saved: null, draft: emptyAddress(freeTypes[0] ?? ""), errors: {} }]);
  };

  const setDraft = (key: number, field: keyof AddressValues, value: string) => {
    setCards((list) => list.map((c) => (c.key === key && c.draft ? { ...c, draft: { ...c.draft, [field]: value }, errors: { ...c.errors, [field]: undefined } } : c)));
    onEdited();
  };

  const save = (card: Card) => {
    if (!card.draft) return;
    const problems = validateAddressCard(card.draft);
    if (Object.keys(problems).length) {
      setCards((list) => list.map((c) => (c.key === card.key ? { ...c, errors: problems } : c)));
      if (mode === "edit") setInvalid(Object.values(problems).filter((m): m is string => Boolean(m)));
      return;
    }
    const draft = card.draft;
    const trimmed: AddressValues = {
      type: draft.type,
      address1: draft.address1.trim(),
      address2: draft.address2.trim(),
      city: draft.city.trim(),
      state: draft.state.trim(),
      postalCode: draft.postalCode.trim(),
      country: draft.country.trim(),
    };
    update((list) => list.map((c) => (c.key === card.key ? { ...c, saved: trimmed, draft: null, errors: {} } : c)));
    if (!card.saved) setSelected(trimmed.type); // a new address becomes the selected one
    else {
      if (selected === card.saved.type) setSelected(trimmed.type);
      setUpdated(true);
    }
  };

  const cancel = (card: Card) => {
    if (!card.saved) update((list) => list.filter((c) => c.key !== card.key));
    else update((list) => list.map((c) => (c.key === card.key ? { ...c, draft: null, errors: {} } : c)));
  };

  const remove = (card: Card) => {
    const rest = cards.filter((c) => c.key !== card.key);
    update(() => rest);
    if (card.saved && card.saved.type === selected) setSelected(rest.find((c) => c.saved)?.saved?.type ?? "");
  };

  const submitted = cards.filter(counted).map(current);
  const selectedAddress = submitted.find((a) => a.type === selected) ?? submitted[0];
  let submittedIndex = -1;

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">Addresses</h3>
        <Button type="button" variant="secondary" onClick={add} disabled={!hasNew && freeTypes.length === 0}>
          Add Address
        </Button>
      </div>

      {selectedAddress && cards.some((c) => c.saved) ? (
        <div className="rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-700">Vendor address ({selectedAddress.type})</p>
          <p className="whitespace-pre-line text-slate-900" data-testid="selected-address">
            {addressText(selectedAddress)}
          </p>
        </div>
      ) : null}

      {cards.length === 0 ? (
        <div className="rounded-md border border-dashed border-slate-300 p-6 text-center">
          <p className="font-medium text-slate-700">{VENDOR_FORM_MESSAGES.addressesEmpty}</p>
          <p className="text-sm text-slate-500">{VENDOR_FORM_MESSAGES.addressesEmptyHint}</p>
        </div>
      ) : null}

      <ul className="grid gap-4 md:grid-cols-2">
        {cards.map((card) => {
          const index = counted(card) ? ++submittedIndex : -1;
          const used = usedBy(card.key);
          return (
            <AddressCard
              key={card.key}
              card={card}
              types={ADDRESS_TYPES.filter((t) => !used.has(t))}
              lockedEdit={Boolean(editing && editing.key !== card.key)}
              errorOf={(field) => card.errors[field] ?? (index >= 0 ? errors[`addresses.${index}.${field}`] : undefined)}
              cardError={index >= 0 ? errors[`addresses.${index}`] : undefined}
              onField={(field, value) => setDraft(card.key, field, value)}
              onEdit={() => update((list) => list.map((c) => (c.key === card.key && c.saved ? { ...c, draft: { ...c.saved } } : c)))}
              onSave={() => save(card)}
              onCancel={() => cancel(card)}
              onDelete={() => remove(card)}
            />
          );
        })}
      </ul>

      {submitted.map((address, i) => (
        <div key={i} hidden>
          {(["type", ...FIELDS.map((f) => f.key)] as const).map((field) => (
            <input key={field} type="hidden" name={`addresses[${i}].${field}`} value={address[field]} />
          ))}
        </div>
      ))}
      <input type="hidden" name="address" value={selectedAddress?.type ?? ""} />

      <WarningModal
        open={warning !== null}
        onOpenChange={(open) => {
          if (!open) setWarning(null);
        }}
        title={mode === "edit" ? VENDOR_FORM_MESSAGES.cannotAddAddressTitle : "Warning"}
        message={warning ?? ""}
      />
      <ErrorModal
        open={invalid !== null}
        onOpenChange={(open) => {
          if (!open) setInvalid(null);
        }}
        title={VENDOR_FORM_MESSAGES.addressValidationTitle}
        message={(invalid ?? []).join("\n")}
      />
      <SuccessModal open={updated} onOpenChange={setUpdated} title={VENDOR_FORM_MESSAGES.addressUpdatedTitle} message={VENDOR_FORM_MESSAGES.addressUpdated} />
    </div>
  );
}

function AddressCard({
  card,
  types,
  lockedEdit,
  errorOf,
  cardError,
  onField,
  onEdit,
  onSave,
  onCancel,
  onDelete,
}: {
  card: Card;
  types: readonly AddressType[];
  lockedEdit: boolean;
  errorOf: (field: keyof AddressValues) => string | string[] | undefined;
  cardError: string[] | undefined;
  onField: (field: keyof AddressValues, value: string) => void;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const uid = useId().replace(/:/g, "");
  const shown = current(card);
  const isNew = !card.saved;
  const heading = isNew ? "New Address" : `${shown.type} Address`;
  return (
    <li aria-label={heading} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h4 className="mb-3 font-semibold text-slate-900">{heading}</h4>
      <FieldError id={`address-${uid}-card-error`} error={cardError} />
      {card.draft ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            id={`address-${uid}-type`}
            label="Address Type"
            required
            placeholder="Select type"
            options={types.map((t) => ({ value: t, label: t }))}
            value={card.draft.type}
            onChange={(event) => onField("type", event.target.value)}
            error={errorOf("type")}
          />
          {FIELDS.map((f) => (
            <Field
              key={f.key}
              id={`address-${uid}-${f.key}`}
              label={f.label}
              required={f.required}
              autoComplete={f.autoComplete}
              maxLength={f.key === "postalCode" ? 20 : 200}
              value={card.draft?.[f.key] ?? ""}
              onChange={(event) => onField(f.key, event.target.value)}
              error={errorOf(f.key)}
            />
          ))}
        </div>
      ) : (
        <>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">Address Type</dt>
              <dd className="text-slate-900">{shown.type}</dd>
            </div>
            {FIELDS.map((f) => (
              <div key={f.key}>
                <dt className="text-slate-500">{f.label}</dt>
                <dd className="break-words text-slate-900">{shown[f.key] || "—"}</dd>
              </div>
            ))}
          </dl>
          {FIELDS.map((f) => (
            <FieldError key={f.key} id={`address-${uid}-${f.key}-error`} error={errorOf(f.key)} />
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

/** Without JavaScript: one row per address type; a row left empty is ignored. */
export function AddressRows({ initial, selected, errors }: { initial: readonly AddressValues[]; selected: string; errors: FieldErrorMap }) {
  // Errors come by the index of the submitted (non-blank) addresses, which follow the type order.
  const byType = new Map(initial.filter((a) => isAddressType(a.type)).map((a) => [a.type, a]));
  let submittedIndex = -1;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Fill in the addresses this vendor has; rows left empty are ignored.</p>
      {ADDRESS_TYPES.map((type, i) => {
        const address = byType.get(type) ?? emptyAddress(type);
        const index = byType.has(type) ? ++submittedIndex : -1;
        const error = (field: string) => (index >= 0 ? errors[`addresses.${index}.${field}`] : undefined);
        return (
          <fieldset key={type} className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{type} Address</legend>
            <input type="hidden" name={`addresses[${i}].type`} value={type} />
            <FieldError id={`addresses-${i}-error`} error={index >= 0 ? errors[`addresses.${index}`] : undefined} />
            <div className="grid gap-3 sm:grid-cols-2">
              {FIELDS.map((f) => (
                <Field
                  key={f.key}
                  id={`addresses-${i}-${f.key}`}
                  label={f.label}
                  name={`addresses[${i}].${f.key}`}
                  autoComplete="off"
                  maxLength={f.key === "postalCode" ? 20 : 200}
                  defaultValue={address[f.key]}
                  error={error(f.key)}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      <input type="hidden" name="address" value={selected} />
    </div>
  );
}
