import { Link, useNavigation, useParams } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import type { PartyFormMessages } from "~/modules/parties/words";

// What a party's Edit screen (Edit Vendor, Edit Customer) shows around its form: "Loading … data..."
// while another party of the same screen is on the way, and the spec's "Error Loading …" page when
// the party cannot be loaded (another company's, or none).

/** The screen is opening another party (`/{area}/edit/{id}` with another id): its data is on the way. */
export function useLoadingOtherParty(area: string, param: string): boolean {
  const navigation = useNavigation();
  const current = useParams()[param];
  return (
    navigation.state === "loading" &&
    !navigation.formMethod &&
    new RegExp(`/${area}/edit/[^/]+$`).test(navigation.location.pathname) &&
    !navigation.location.pathname.endsWith(`/${area}/edit/${current}`)
  );
}

export function PartyLoading({ texts }: { texts: PartyFormMessages }) {
  return (
    <p role="status" className="mx-auto max-w-6xl py-12 text-center text-slate-600">
      {texts.loading}
    </p>
  );
}

export function PartyLoadError({ texts, listPath, listLabel }: { texts: PartyFormMessages; listPath: string; listLabel: string }) {
  const { companyId } = useParams();
  return (
    <section role="alert" aria-labelledby="party-load-error" className="mx-auto max-w-xl py-12 text-center">
      <h1 id="party-load-error" className="text-2xl font-semibold text-slate-900">
        {texts.loadErrorTitle}
      </h1>
      <p className="mt-4 text-slate-600">{texts.loadError}</p>
      <Link to={menuHref(companyId ?? "", listPath)} className="mt-6 inline-block">
        {listLabel}
      </Link>
    </section>
  );
}
