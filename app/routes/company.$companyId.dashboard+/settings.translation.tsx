import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { FormErrors, SelectField } from "~/components/ui/field";
import { screenMeta } from "~/lib/title";
import { DOCUMENT_LANGUAGES, labelPrintedOn, MAX_LABEL_LENGTH } from "~/modules/translation/labels";
import { translationAction, translationLoader, type TranslationReply } from "./__translation.server";

// Settings › Translation (ADR 0080): the language of what the company sends out — every label its
// invoices, cash sales and credit memos print, built in for English, Spanish, French, German and
// Portuguese — and the company's own text for any label in that language: a table of the label, its
// built-in text and the company's (empty: the built-in one). Two forms, each of which works
// without JavaScript; owners and admins only (the `settings` permission).

export const loader = translationLoader;
export const action = translationAction;

export default function Translation() {
  const { translation } = useLoaderData<typeof loader>();
  const reply = useActionData<TranslationReply>();
  const submitting = useNavigation().state === "submitting";
  const languageName = DOCUMENT_LANGUAGES.find((l) => l.value === translation.language)?.label ?? "English";
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Card>
        <CardHeader
          headingLevel={1}
          title="Translation"
          description="The language of the invoices, cash sales, credit memos and statements you print and send (a customer may have its own, on its form)."
        />
        <CardBody>
          <FormErrors errors={reply?.error ? [reply.error] : null} />
          <Form method="post" aria-label="Document language" className="flex flex-wrap items-end gap-3">
            <SelectField
              id="translation-language"
              label="Document language"
              name="language"
              defaultValue={translation.language}
              options={DOCUMENT_LANGUAGES}
              error={reply?.fields.language}
            />
            <Button type="submit" name="intent" value="language" disabled={submitting}>
              Save language
            </Button>
          </Form>
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title={`Labels in ${languageName}`}
          description={`Your own text for any label replaces the built-in one (at most ${MAX_LABEL_LENGTH} characters). Leave it empty to print the built-in text.`}
        />
        <CardBody>
          <Form method="post" aria-label="Document labels" className="space-y-4">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">Document labels in {languageName}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-2 pr-4 text-left font-semibold text-slate-700">
                    Label
                  </th>
                  <th scope="col" className="py-2 pr-4 text-left font-semibold text-slate-700">
                    Built-in text
                  </th>
                  <th scope="col" className="py-2 text-left font-semibold text-slate-700">
                    Your text
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {translation.labels.map((label) => {
                  const errors = reply?.fields[`labels.${label.key}`];
                  return (
                    <tr key={label.key}>
                      <th scope="row" className="py-1 pr-4 text-left font-normal text-slate-900">
                        {label.english}
                        <span className="block text-xs text-slate-500">{labelPrintedOn(label.key)}</span>
                      </th>
                      <td className="py-1 pr-4 text-slate-700">{label.builtIn}</td>
                      <td className="py-1">
                        <input
                          name={`label.${label.key}`}
                          defaultValue={label.own}
                          maxLength={MAX_LABEL_LENGTH}
                          aria-label={`Your text for ${label.english}`}
                          aria-invalid={errors ? true : undefined}
                          placeholder={label.builtIn}
                          className="w-full rounded-md border border-slate-300 px-2 py-1"
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Button type="submit" name="intent" value="labels" disabled={submitting}>
              Save labels
            </Button>
          </Form>
        </CardBody>
      </Card>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Translation");
