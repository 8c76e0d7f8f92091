// A small OAuth 2.0 provider standing in for Google in the tests, on loopback. It checks what a
// real provider checks, so the app's flow is proven against it, not just run:
//   GET  /authorize  the consent page: client id, redirect URI, state and an S256 PKCE challenge
//                    are required; the form takes the account (email, names) the test signs in as
//   POST /authorize  "Continue" → redirect_uri?code&state; "Cancel" → redirect_uri?error=access_denied&state
//   POST /token      the client secret (HTTP Basic or in the body), a one-time code for the same
//                    redirect URI, and a code_verifier whose S256 hash is the challenge → an access token
//   GET  /userinfo   Bearer access token → the profile (sub, email, email_verified, given/family name)
//   GET  /health     200 (for Playwright's webServer readiness check)
//
// In a test: `const provider = await startOAuthProviderDouble({ clientId, clientSecret })`.
// As a process (Playwright's webServer): `node --import tsx tests/support/oauth-provider-double.ts`
// with OAUTH_DOUBLE_PORT, OAUTH_DOUBLE_CLIENT_ID and OAUTH_DOUBLE_CLIENT_SECRET.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export interface ProviderProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
}

export interface OAuthProviderDouble {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** Every token request and how it was answered (for assertions). */
  tokenRequests: { status: number; error?: string }[];
  close(): Promise<void>;
}

export interface OAuthProviderDoubleOptions {
  clientId: string;
  clientSecret: string;
  port?: number;
  host?: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  profile: ProviderProfile;
  expiresAt: number;
}

/** The Google subject id the double gives an email: stable, so a second sign-in is the same account. */
export function subjectFor(email: string): string {
  return `double-${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 20)}`;
}

const base64url = (buffer: Buffer) => buffer.toString("base64url");
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function send(response: http.ServerResponse, status: number, body: string, type = "text/plain; charset=utf-8") {
  response.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
  response.end(body);
}

const sendJson = (response: http.ServerResponse, status: number, body: unknown) =>
  send(response, status, JSON.stringify(body), "application/json");

function consentPage(params: URLSearchParams): string {
  const hidden = ["client_id", "redirect_uri", "state", "code_challenge"]
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? "")}">`)
    .join("\n      ");
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Test provider: sign in</title></head>
  <body>
    <h1>Sign in to the test provider</h1>
    <form method="post" action="/authorize">
      ${hidden}
      <p><label>Email <input name="email" type="email" required></label></p>
      <p><label>First name <input name="given_name"></label></p>
      <p><label>Last name <input name="family_name"></label></p>
      <p><button type="submit" name="decision" value="allow">Continue</button>
         <button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></p>
    </form>
  </body>
</html>`;
}

export function startOAuthProviderDouble(options: OAuthProviderDoubleOptions): Promise<OAuthProviderDouble> {
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, ProviderProfile>();
  const tokenRequests: OAuthProviderDouble["tokenRequests"] = [];

  const tokenError = (response: http.ServerResponse, status: number, error: string, description: string) => {
    tokenRequests.push({ status, error: `${error}: ${description}` });
    sendJson(response, status, { error, error_description: description });
  };

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? "/", "http://double");

    if (request.method === "GET" && url.pathname === "/health") return send(response, 200, "ok");

    if (request.method === "GET" && url.pathname === "/authorize") {
      const params = url.searchParams;
      const problems = [
        params.get("response_type") !== "code" && "response_type must be code",
        params.get("client_id") !== options.clientId && "unknown client_id",
        !params.get("redirect_uri") && "redirect_uri is required",
        !params.get("state") && "state is required",
        !params.get("code_challenge") && "a PKCE code_challenge is required",
        params.get("code_challenge_method") !== "S256" && "code_challenge_method must be S256",
      ].filter(Boolean);
      if (problems.length > 0) return send(response, 400, `invalid_request: ${problems.join("; ")}`);
      return send(response, 200, consentPage(params), "text/html; charset=utf-8");
    }

    if (request.method === "POST" && url.pathname === "/authorize") {
      const form = await readForm(request);
      const redirectUri = form.get("redirect_uri") ?? "";
      const back = new URL(redirectUri);
      back.searchParams.set("state", form.get("state") ?? "");
      if (form.get("decision") === "deny") {
        back.searchParams.set("error", "access_denied");
      } else {
        const email = (form.get("email") ?? "").trim();
        if (!email) return send(response, 400, "Enter an email");
        const givenName = (form.get("given_name") ?? "").trim();
        const familyName = (form.get("family_name") ?? "").trim();
        const code = base64url(randomBytes(24));
        codes.set(code, {
          clientId: form.get("client_id") ?? "",
          redirectUri,
          challenge: form.get("code_challenge") ?? "",
          profile: {
            sub: subjectFor(email),
            email,
            email_verified: true,
            given_name: givenName,
            family_name: familyName,
            name: `${givenName} ${familyName}`.trim(),
          },
          expiresAt: Date.now() + 60_000,
        });
        back.searchParams.set("code", code);
      }
      response.writeHead(302, { Location: back.toString() });
      return response.end();
    }

    if (request.method === "POST" && url.pathname === "/token") {
      const form = await readForm(request);
      let clientId = form.get("client_id");
      let clientSecret = form.get("client_secret");
      const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? "");
      if (basic) {
        const credentials = Buffer.from(basic[1], "base64").toString("utf8");
        const colon = credentials.indexOf(":");
        clientId = colon < 0 ? credentials : credentials.slice(0, colon);
        clientSecret = colon < 0 ? "" : credentials.slice(colon + 1);
      }
      if (clientId !== options.clientId || clientSecret !== options.clientSecret) {
        return tokenError(response, 401, "invalid_client", "wrong client id or secret");
      }
      if (form.get("grant_type") !== "authorization_code") {
        return tokenError(response, 400, "unsupported_grant_type", "only authorization_code");
      }
      const code = form.get("code") ?? "";
      const issued = codes.get(code);
      codes.delete(code); // a code is good once
      if (!issued || issued.expiresAt < Date.now() || issued.clientId !== clientId) {
        return tokenError(response, 400, "invalid_grant", "unknown, used or expired code");
      }
      if (form.get("redirect_uri") !== issued.redirectUri) {
        return tokenError(response, 400, "invalid_grant", "redirect_uri differs from the authorization request");
      }
      const verifier = form.get("code_verifier") ?? "";
      if (!verifier || base64url(createHash("sha256").update(verifier).digest()) !== issued.challenge) {
        return tokenError(response, 400, "invalid_grant", "PKCE verification failed");
      }
      const accessToken = base64url(randomBytes(24));
      accessTokens.set(accessToken, issued.profile);
      tokenRequests.push({ status: 200 });
      return sendJson(response, 200, {
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: 3600,
        scope: "openid email profile",
      });
    }

    if (request.method === "GET" && url.pathname === "/userinfo") {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
      const profile = token ? accessTokens.get(token) : undefined;
      if (!profile) return sendJson(response, 401, { error: "invalid_token" });
      return sendJson(response, 200, profile);
    }

    return send(response, 404, "Not found");
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: Error) => send(response, 500, error.message));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      const url = `http://${options.host ?? "127.0.0.1"}:${port}`;
      resolve({
        url,
        authorizationUrl: `${url}/authorize`,
        tokenUrl: `${url}/token`,
        userinfoUrl: `${url}/userinfo`,
        tokenRequests,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

// Run as a process for the browser tests.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const double = await startOAuthProviderDouble({
    port: Number(process.env.OAUTH_DOUBLE_PORT || 0),
    clientId: process.env.OAUTH_DOUBLE_CLIENT_ID || "ledgerline-test-client",
    clientSecret: process.env.OAUTH_DOUBLE_CLIENT_SECRET || "ledgerline-test-secret",
  });
  console.log(`OAuth provider double at ${double.url}`);
  const stop = () => void double.close().finally(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
