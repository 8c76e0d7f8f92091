import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getMemberCompany, type Company } from "../../app/modules/companies/companies.server";
import { changeMemberRole, listMembers, removeMember } from "../../app/modules/companies/members.server";
import { acceptInvitation, inviteMember, previewInvitation, revokeInvitation } from "../../app/modules/team/invitations.server";
import * as invitationScreen from "../../app/routes/_setup+/invitation.$token";
import * as inviteScreen from "../../app/routes/company.$companyId.dashboard+/users.invite";
import * as usersScreen from "../../app/routes/company.$companyId.dashboard+/settings.users";
import { BASE, call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { companyOf } from "../support/books";

// A company's team (issue 29): invitations by link (signed, single-use, expiring, stored hashed;
// emailed through SMTP when configured), accepted only by the invited address; members' roles
// changed and removed as the policy allows, the last owner kept.

let app: TestApp;
let owner: Awaited<ReturnType<typeof makeUser>>["user"];
let company: Company;

beforeAll(async () => {
  app = await startTestApp();
  owner = (await makeUser(app.db, { email: "owner@team.test", firstName: "Olive" })).user;
  company = await companyOf(app.db, owner.id, { companyName: "Team Books" });
});
afterAll(() => app?.cleanup());

const context = (role: Company["role"] = "owner", userId = owner.id) => ({
  actor: { companyId: company.id, userId, role },
  companyName: company.companyName,
  inviterName: "Olive Owner",
  origin: BASE,
});
const tokenOf = (path: string) => path.replace("/invitation/", "");

describe("invitations", () => {
  it("lets the invited address join with the invited role, once", async () => {
    const issued = await inviteMember(app.db, context(), { email: "Keeper@Team.test", role: "bookkeeper" });
    expect(issued.emailed).toBe(false);
    expect(issued.path).toMatch(/^\/invitation\/\d+\.[\w-]{43}\.[\w-]{43}$/);
    // Only the secret's hash is stored.
    const stored = await app.db("companyInvitations").where({ id: issued.invitation.id }).first("tokenHash");
    expect(issued.path).not.toContain(stored.tokenHash);

    const { user: keeper } = await makeUser(app.db, { email: "keeper@team.test" });
    expect(await previewInvitation(app.db, tokenOf(issued.path))).toMatchObject({ companyName: "Team Books", role: "bookkeeper" });
    await acceptInvitation(app.db, tokenOf(issued.path), keeper);
    expect((await getMemberCompany(app.db, keeper.id, company.id)).role).toBe("bookkeeper");
    await expect(acceptInvitation(app.db, tokenOf(issued.path), keeper)).rejects.toMatchObject({
      status: 410,
      message: "This invitation has already been used.",
    });
  });

  it("refuses a tampered link, another account, a withdrawn and an expired invitation", async () => {
    const issued = await inviteMember(app.db, context(), { email: "viewer@team.test", role: "viewer" });
    const token = tokenOf(issued.path);
    const [id, secret, signature] = token.split(".");
    const flip = (s: string) => (s[0] === "A" ? "B" : "A") + s.slice(1);
    const { user: thief } = await makeUser(app.db, { email: "thief@team.test" });
    for (const tampered of [
      `${id}.${flip(secret)}.${signature}`,
      `${id}.${secret}.${flip(signature)}`,
      `${Number(id) + 1}.${secret}.${signature}`,
      "x",
    ]) {
      await expect(acceptInvitation(app.db, tampered, thief)).rejects.toMatchObject({
        status: 404,
        message: "This invitation link is not valid.",
      });
    }
    await expect(acceptInvitation(app.db, token, thief)).rejects.toMatchObject({
      status: 403,
      message: "This invitation was sent to viewer@team.test. Sign in with that address to accept it.",
    });
    expect(await getMemberCompany(app.db, thief.id, company.id).catch((e) => e.status)).toBe(404);

    await revokeInvitation(app.db, context().actor, issued.invitation.id);
    const { user: viewer } = await makeUser(app.db, { email: "viewer@team.test" });
    await expect(acceptInvitation(app.db, token, viewer)).rejects.toMatchObject({
      status: 410,
      message: expect.stringMatching(/withdrawn/),
    });

    const late = await inviteMember(app.db, context(), { email: "viewer@team.test", role: "viewer" });
    await app
      .db("companyInvitations")
      .where({ id: late.invitation.id })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    await expect(acceptInvitation(app.db, tokenOf(late.path), viewer)).rejects.toMatchObject({
      status: 410,
      message: "This invitation has expired. Ask the company for a new one.",
    });
  });

  it("offers no role above the inviter's own, and owners only by an owner", async () => {
    const { user: admin } = await makeUser(app.db);
    await app.db("companyMembers").insert({ companyId: company.id, userId: admin.id, role: "admin" });
    await expect(inviteMember(app.db, context("admin", admin.id), { email: "boss@team.test", role: "owner" })).rejects.toMatchObject({
      status: 403,
      message: "You do not have permission to change this company's owners.",
    });
    await expect(inviteMember(app.db, context("bookkeeper"), { email: "x@team.test", role: "viewer" })).rejects.toMatchObject({
      status: 403,
      message: "You do not have permission to manage this company's members.",
    });
    expect((await inviteMember(app.db, context("admin", admin.id), { email: "aide@team.test", role: "admin" })).invitation.role).toBe(
      "admin",
    );
  });

  it("emails the link through SMTP_URL when it is set", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        let text = "";
        stream.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push(text);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as { port: number }).port;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    try {
      const issued = await inviteMember(app.db, context(), { email: "mailed@team.test", role: "viewer" });
      expect(issued.emailed).toBe(true);
      expect(received).toHaveLength(1);
      const mail = received[0].replace(/=\r?\n/g, "");
      expect(mail).toContain("Subject: Olive Owner invited you to Team Books on Ledgerline");
      expect(mail).toContain(`${BASE}${issued.path}`);
    } finally {
      delete process.env.SMTP_URL;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("members", () => {
  it("keeps the last owner, and lets an owner change and remove the others", async () => {
    const members = await listMembers(app.db, company.id);
    const me = members.find((m) => m.userId === owner.id)!;
    await expect(changeMemberRole(app.db, context().actor, owner.id, "admin", me.version)).rejects.toMatchObject({
      status: 409,
      message: "A company must keep at least one owner.",
    });
    await expect(removeMember(app.db, context().actor, owner.id)).rejects.toMatchObject({
      message: "A company must keep at least one owner.",
    });
    const keeper = members.find((m) => m.email === "keeper@team.test")!;
    const changed = await changeMemberRole(app.db, context().actor, keeper.userId, "viewer", keeper.version);
    expect(changed.role).toBe("viewer");
    // A change made on an old version is refused.
    await expect(changeMemberRole(app.db, context().actor, keeper.userId, "admin", keeper.version)).rejects.toMatchObject({ status: 409 });
    await removeMember(app.db, context().actor, keeper.userId);
    expect(await getMemberCompany(app.db, keeper.userId, company.id).catch((e) => e.status)).toBe(404);
  });
});

describe("the team screens", () => {
  it("invite from users/invite shows the link to copy; the link's page signs up and joins", async () => {
    const cookie = await sessionCookie(owner);
    const params = { companyId: String(company.id) };
    const form = new FormData();
    form.set("email", "screen@team.test");
    form.set("role", "bookkeeper");
    const invited = await call(inviteScreen.action, `/company/${company.id}/dashboard/users/invite`, {
      method: "POST",
      params,
      headers: { Cookie: cookie },
      body: form,
    });
    expect(invited.status).toBe(200);
    const { link } = (await invited.json()) as { link: { url: string } };
    const token = link.url.split("/invitation/")[1];

    const page = await call(invitationScreen.loader, `/invitation/${token}`, { params: { token } });
    expect((await page.json()).invitation).toMatchObject({ companyName: "Team Books", role: "bookkeeper", email: "screen@team.test" });

    const { user: joiner } = await makeUser(app.db, { email: "screen@team.test" });
    const accepted = await call(invitationScreen.action, `/invitation/${token}`, {
      method: "POST",
      params: { token },
      headers: { Cookie: await sessionCookie(joiner) },
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe(`/company/${company.id}/dashboard`);

    const spent = await call(invitationScreen.loader, `/invitation/${token}`, { params: { token } });
    expect(spent.status).toBe(410);
    expect((await spent.json()).refusal).toBe("This invitation has already been used.");

    // The new bookkeeper sees the team but may not change it.
    const users = await call(usersScreen.loader, `/company/${company.id}/dashboard/settings/users`, {
      params,
      headers: { Cookie: await sessionCookie(joiner) },
    });
    const body = await users.json();
    expect(body.manages).toBe(false);
    expect(body.members.map((m: { email: string }) => m.email)).toContain("screen@team.test");
    const refused = await usersScreen
      .action({
        request: new Request(`${BASE}/company/${company.id}/dashboard/settings/users`, {
          method: "POST",
          headers: { Cookie: await sessionCookie(joiner) },
          body: new URLSearchParams({ intent: "remove", userId: String(owner.id) }),
        }),
        params,
        context: {},
      })
      .catch((e: Response) => e);
    expect((refused as Response).status).toBe(403);
    expect(await (refused as Response).text()).toBe("You do not have permission to manage this company's members.");
  });
});
