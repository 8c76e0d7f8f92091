import type { ComponentProps } from "react";
import { PartyAddressCards, PartyContactCards } from "~/components/parties/party-form-cards";
import { VENDOR_WORDS } from "~/modules/vendors/constants";

// The vendor form's Contact Details and Address Information: the party's cards
// (~/components/parties/party-form-cards.tsx) in the vendor's words.

export type { CardCheck } from "~/components/parties/party-form-cards";

export function ContactCards(props: Omit<ComponentProps<typeof PartyContactCards>, "words">) {
  return <PartyContactCards {...props} words={VENDOR_WORDS} />;
}

export function AddressCards(props: Omit<ComponentProps<typeof PartyAddressCards>, "words">) {
  return <PartyAddressCards {...props} words={VENDOR_WORDS} />;
}
