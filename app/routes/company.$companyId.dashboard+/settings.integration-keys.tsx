import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { FormErrors, inputClasses, Label } from "~/components/ui/field";
import { NoScriptConfirm } from "~/components/ui/noscript-confirm";
import { screenMeta } from "~/lib/title";
import { can, KEY_SCOPE_LABELS, keyScopesOfferedBy } from "~/modules/companies/policy";
import { requireCompany } from "~/modules/companies/require-company.server";
import { createCompanyKey, listCompanyKeys, revokeCompanyKey } from "~/modules/team/api-keys.server";
import { API_KEY_MESSAGES, apiKeyIdSchema, apiKeySchema } from "~/modules/team/schema";
import { flattenZodError } from "~/lib/zod-helpers";
import { DomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// Settings › Integration Keys (issue 29 item 4, ADR 0069): the signed-in member's API keys of this
// company (an owner or admin sees every member's, with who made it), each with its scope, when it
// was made and last used. Create names a key and gives it a role no higher than the member's own,
// or Print only (the print daemon's), and shows the key once to copy; Revoke asks first (a page of
// its own without JavaScript, ?revoke=<id>). Every member may keep keys: a viewer's read only.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const actor = { companyId: company.id, userId: user.id, role: company.role };
  const keys = await listCompanyKeys(db, actor);
  const revoking = Number(new URL(request.url).searchParams.get("revoke"));
  return {
    companyId: company.id,
    companyName: company.companyName,
    seesAll: can(company.role, "members"),
    scopes: keyScopesOfferedBy(company.role),
    keys,
    confirm: keys.find((key) => key.id === revoking && !key.revokedAt) ?? null,
  };
}

type Answer = { error: string | null; fieldErrors?: Record<string, string[]>; created?: { name: string; token: string } };

export async function action({ request, params }: ActionFunctionArgs) {
  // Any member keeps keys of their own (as at most their role), so a post needs only `read` here;
  // the scope they may give is the keys module's rule.
  const { user, company, db } = await requireCompany(request, params.companyId, "read");
  const actor = { companyId: company.id, userId: user.id, role: company.role };
  const form = Object.fromEntries(await request.formData());
  const here = menuHref(company.id, "settings/integration-keys");
  try {
    if (form.intent === "create") {
      const parsed = apiKeySchema.safeParse(form);
      if (!parsed.success) {
        const { message, fieldErrors } = flattenZodError(parsed.error);
        return data<Answer>({ error: message, fieldErrors }, { status: 400 });
      }
      const { key, token } = await createCompanyKey(db, actor, parsed.data);
      return data<Answer>({ error: null, created: { name: key.name, token } });
    }
    if (form.intent === "revoke") {
      const parsed = apiKeyIdSchema.safeParse(form);
      if (!parsed.success) return data<Answer>({ error: API_KEY_MESSAGES.notFound }, { status: 404 });
      const revoked = await revokeCompanyKey(db, actor, parsed.data.keyId);
      return redirectWithToast(here, { type: "success", message: API_KEY_MESSAGES.revoked(revoked.name) });
    }
    return data<Answer>({ error: "Unknown action" }, { status: 400 });
  } catch (error) {
    if (error instanceof DomainError) {
      return data<Answer>({ error: error.message, fieldErrors: error.fieldErrors }, { status: error.status });
    }
    throw error;
  }
}

const when = (value: string | Date | null) =>
  value ? new Date(value).toLocaleString("en-US", { timeZone: "UTC", dateStyle: "medium", timeStyle: "short" }) + " UTC" : "Never";

export default function IntegrationKeys() {
  const { companyId, companyName, seesAll, scopes, keys, confirm } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const busy = useNavigation().state === "submitting";
  const here = menuHref(companyId, "settings/integration-keys");
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Card>
        <CardHeader
          headingLevel={1}
          title="Integration Keys"
          description={`API keys for ${companyName}: a key acts as you, at most with the role you give it; a Print only key can only claim and report print jobs (the print daemon's).`}
        />
        <CardBody>
          {answer?.error ? <FormErrors errors={[answer.error]} /> : null}
          {answer?.created ? (
            <div role="status" className="mb-4 rounded border border-emerald-200 bg-emerald-50 p-3 text-sm">
              <p>{API_KEY_MESSAGES.created(answer.created.name)}</p>
              <input
                readOnly
                aria-label="New key"
                value={answer.created.token}
                className={inputClasses + " mt-2 w-full font-mono text-xs"}
              />
            </div>
          ) : null}
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="create" />
            <div className="grow">
              <Label htmlFor="key-name" required>
                Name
              </Label>
              <input id="key-name" name="name" required maxLength={100} className={inputClasses} placeholder="Front office printer" />
              {answer?.fieldErrors?.name ? <p className="mt-1 text-sm text-red-600">{answer.fieldErrors.name[0]}</p> : null}
            </div>
            <div>
              <Label htmlFor="key-scope" required>
                Scope
              </Label>
              <select
                id="key-scope"
                name="scope"
                defaultValue={scopes.includes("viewer") ? "viewer" : scopes[0]}
                className={inputClasses + " w-44"}
              >
                {scopes.map((scope) => (
                  <option key={scope} value={scope}>
                    {KEY_SCOPE_LABELS[scope]}
                  </option>
                ))}
              </select>
              {answer?.fieldErrors?.scope ? <p className="mt-1 text-sm text-red-600">{answer.fieldErrors.scope[0]}</p> : null}
            </div>
            <Button type="submit" disabled={busy}>
              Create key
            </Button>
          </Form>
        </CardBody>
      </Card>
      {confirm ? (
        <NoScriptConfirm
          title={`Revoke the key "${confirm.name}"?`}
          message="Programs using it will be refused at once. This cannot be undone."
          fields={{ intent: "revoke", keyId: confirm.id }}
          cancelHref={here}
          destructive
        />
      ) : null}
      <Card>
        <CardHeader
          headingLevel={2}
          title="Keys"
          description={seesAll ? "Every member's keys of this company" : "Your keys of this company"}
        />
        <CardBody>
          {keys.length === 0 ? (
            <p className="text-sm text-slate-600">No keys yet.</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-slate-600">
                  <th className="py-1">Name</th>
                  <th>Scope</th>
                  {seesAll ? <th>Created by</th> : null}
                  <th>Created</th>
                  <th>Last used</th>
                  <th className="sr-only">Actions</th>
                </tr>
              </thead>
              <tbody>
                {keys.map((key) => (
                  <tr key={key.id} className="border-t border-slate-100 align-middle">
                    <td className="py-2">{key.name}</td>
                    <td>{KEY_SCOPE_LABELS[key.scope]}</td>
                    {seesAll ? <td title={key.createdByEmail}>{key.createdBy || key.createdByEmail}</td> : null}
                    <td>{when(key.createdAt)}</td>
                    <td>{when(key.lastUsedAt)}</td>
                    <td className="text-right">
                      {key.revokedAt ? (
                        <span className="text-slate-500">Revoked {when(key.revokedAt)}</span>
                      ) : (
                        <Link
                          to={`${here}?revoke=${key.id}`}
                          aria-label={`Revoke ${key.name}`}
                          className={buttonClasses({ variant: "danger", size: "sm", className: "text-white no-underline" })}
                        >
                          Revoke
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardBody>
      </Card>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Integration Keys");
