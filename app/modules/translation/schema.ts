import * as z from "zod";
import { DOCUMENT_LANGUAGES, LABEL_KEYS, MAX_LABEL_LENGTH, type LabelKey } from "./labels";

// Settings › Translation as the screen and the API save it: the document language, and/or the
// company's own text for the labels in that language ("" or absent: the built-in text).

export const TRANSLATION_MESSAGES = {
  language: "Choose a document language.",
  tooLong: `A label's text is at most ${MAX_LABEL_LENGTH} characters.`,
  saved: "Translation saved.",
} as const;

const languages = DOCUMENT_LANGUAGES.map((l) => l.value) as [string, ...string[]];
const labelText = z.string().trim().max(MAX_LABEL_LENGTH, TRANSLATION_MESSAGES.tooLong).optional();

export const translationSaveSchema = z
  .object({
    language: z.enum(languages, { message: TRANSLATION_MESSAGES.language }).optional(),
    labels: z
      .object(Object.fromEntries(LABEL_KEYS.map((key) => [key, labelText])) as Record<LabelKey, typeof labelText>)
      .strict()
      .optional(),
  })
  .strict();
export type TranslationSave = z.infer<typeof translationSaveSchema>;
