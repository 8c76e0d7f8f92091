import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { LABEL_KEYS } from "~/modules/translation/labels";
import { TRANSLATION_MESSAGES as M, translationSaveSchema } from "~/modules/translation/schema";
import { getTranslation, saveTranslation } from "~/modules/translation/translation.server";
import { redirectWithToast } from "~/utils/toast.server";

// Settings › Translation's loader and action (the schema stays out of the page's scripts). Two
// forms post here, told apart by `intent`: "language" saves the document language, "labels" the
// company's own text for each label in that language (field `label.<key>`).

export async function translationLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId, "settings");
  return { companyId: company.id, translation: await getTranslation(db, company.id) };
}

export type TranslationReply = { error: string; fields: Record<string, string[]> };

export async function translationAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId, "settings");
  const form = await request.formData();
  const input =
    form.get("intent") === "labels"
      ? { labels: Object.fromEntries(LABEL_KEYS.map((key) => [key, String(form.get(`label.${key}`) ?? "")])) }
      : { language: String(form.get("language") ?? "") };
  const parsed = translationSaveSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fields[issue.path.map(String).join(".")] ??= []).push(issue.message);
    return data<TranslationReply>({ error: parsed.error.issues[0].message, fields }, { status: 400 });
  }
  await saveTranslation(db, companyContext(company, user.id), parsed.data);
  return redirectWithToast(menuHref(company.id, "settings/translation"), { type: "success", message: M.saved });
}
