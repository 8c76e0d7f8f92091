import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import {
  builtInLabel,
  DOCUMENT_LANGUAGES,
  documentWords,
  ENGLISH_LABELS,
  isDocumentLanguage,
  LABEL_KEYS,
  type DocumentLanguage,
  type DocumentWords,
  type LabelKey,
  type LabelOverrides,
} from "./labels";
import type { TranslationSave } from "./schema";

// Settings › Translation (ADR 0080): the company's document language and its own text for any
// label, kept in document_translations (a row once the company chooses something). The
// customer-facing PDFs and the statements ask `companyDocumentWords` what to print.

export interface TranslationView {
  language: DocumentLanguage;
  /** Every label: its English text, its built-in text in the language, and the company's own ("" none) */
  labels: { key: LabelKey; english: string; builtIn: string; own: string }[];
}

async function readRow(db: Knex, companyId: number, lock = false) {
  const query = db("documentTranslations").where({ companyId }).first("language", "labelOverrides");
  const row = await (lock ? query.forUpdate() : query);
  const raw = row?.labelOverrides;
  const overrides = (typeof raw === "string" ? JSON.parse(raw) : (raw ?? {})) as LabelOverrides;
  const language: DocumentLanguage = isDocumentLanguage(row?.language) ? row.language : "en";
  return { language, overrides };
}

function view(language: DocumentLanguage, overrides: LabelOverrides): TranslationView {
  const own = overrides[language] ?? {};
  return {
    language,
    labels: LABEL_KEYS.map((key) => ({ key, english: ENGLISH_LABELS[key], builtIn: builtInLabel(language, key), own: own[key] ?? "" })),
  };
}

export async function getTranslation(db: Knex, companyId: number): Promise<TranslationView> {
  const { language, overrides } = await readRow(db, companyId);
  return view(language, overrides);
}

/**
 * Save the document language and/or the company's own label text for the language saved (labels
 * given replace that language's own text; an empty one goes back to the built-in text).
 */
export async function saveTranslation(db: Knex, ctx: CompanyContext, input: TranslationSave): Promise<TranslationView> {
  return db.transaction(async (trx) => {
    const current = await readRow(trx, ctx.companyId, true);
    const language = (input.language as DocumentLanguage | undefined) ?? current.language;
    const overrides: LabelOverrides = { ...current.overrides };
    if (input.labels) {
      const own = Object.fromEntries(Object.entries(input.labels).filter(([, text]) => text)) as Partial<Record<LabelKey, string>>;
      overrides[language] = own;
    }
    await trx("documentTranslations")
      .insert({ companyId: ctx.companyId, language, labelOverrides: JSON.stringify(overrides), updatedBy: ctx.userId })
      .onConflict("companyId")
      .merge({ language, labelOverrides: JSON.stringify(overrides), updatedBy: ctx.userId, updatedAt: trx.fn.now() });
    const languageName = DOCUMENT_LANGUAGES.find((l) => l.value === language)!.label;
    const ownCount = Object.keys(overrides[language] ?? {}).length;
    await recordActivity(trx, ctx, {
      activity: "updated",
      recordType: "document_translation",
      name: "Translation",
      link: "settings/translation",
      detail: `Documents in ${languageName}, ${ownCount} label${ownCount === 1 ? "" : "s"} of the company's own`,
    });
    return view(language, overrides);
  });
}

/**
 * What the company's documents print for each label: in the reader's own language when it has one
 * (a customer's Document language, ADR 0087), else in the company's; the company's own text for
 * that language where it has one, else the built-in text.
 */
export async function companyDocumentWords(db: Knex, companyId: number, readerLanguage?: string | null): Promise<DocumentWords> {
  const { language, overrides } = await readRow(db, companyId);
  return documentWords(isDocumentLanguage(readerLanguage) ? readerLanguage : language, overrides);
}
