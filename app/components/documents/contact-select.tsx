import type { FieldErrors } from "~/components/ui/field";
import { SearchableSelect } from "~/components/ui/searchable-select";
import { contactLabel, type PartyContact } from "~/modules/purchases/form-rules";

// A document's Contact Name: the chosen party's contacts (email and a [Primary] marker), the
// purchase and the sales forms alike.

export function ContactSelect({
  partyWord = "vendor",
  party,
  value,
  onChange,
  error,
}: {
  /** The chosen party as read (its contacts), or null before one is chosen */
  party: { contacts: readonly PartyContact[] } | null;
  value: string;
  onChange: (contactName: string, phone: string | null) => void;
  error?: FieldErrors;
  /** "vendor", "customer": in `Select a ${partyWord} first` */
  partyWord?: string;
}) {
  const contacts = party?.contacts ?? [];
  const options = contacts.map((c) => ({ value: c.name, label: contactLabel(c) }));
  // A name typed or saved before that is not among the party's contacts stays shown.
  if (value && !contacts.some((c) => c.name === value)) options.unshift({ value, label: value });
  return (
    <SearchableSelect
      name="contactName"
      label="Contact Name"
      options={options}
      value={value}
      placeholder={party ? (contacts.length ? "Select contact" : "No contacts") : `Select a ${partyWord} first`}
      error={error}
      onChange={(name) => onChange(name, contacts.find((c) => c.name === name)?.phone ?? null)}
    />
  );
}
