import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { staleRecordMessage } from "~/lib/record-version";
import { DomainError } from "~/utils/errors";
import { mailFailure, type Mail, type MailTransport, senderAddress, sendMail, serverSender, serverTransport } from "~/utils/mail.server";
import { open, seal } from "~/utils/sealed.server";
import { getMemberCompany } from "./companies.server";
import { CompanyMailSettings } from "./company.model";
import type { MailSettingsInput } from "./settings-schema";

// A company's Email Setup (ADR 0070): who its mail comes from (a name, an address, a reply-to) and,
// optionally, its own SMTP server; without one, mail goes through the server's SMTP_URL. The SMTP
// password is sealed when saved and never leaves this module: screens and the API see only
// whether one is saved. Every mail the company sends (invitations today) goes through
// sendCompanyMail.

/** Email Setup as screens and the API show it: never the password. */
export interface MailSettingsView {
  fromName: string;
  fromEmail: string;
  replyTo: string;
  smtpUrl: string;
  smtpUser: string;
  /** Whether a password is saved for the company's SMTP server. */
  hasPassword: boolean;
  /** The saved password can no longer be opened (the server's secret changed): enter it again. */
  passwordUnreadable: boolean;
  /** Whether the server has an SMTP server of its own (SMTP_URL), used when the company names none. */
  serverFallback: boolean;
  /** 1 until first saved (ADR 0014: an edit sends the version it read). */
  version: number;
}

export const MAIL_MESSAGES = {
  saved: "Email setup saved.",
  noServer:
    "No mail server is set up: enter your company's SMTP server above, or ask whoever runs Ledgerline to set SMTP_URL. Nothing was sent.",
  passwordUnreadable: "The saved SMTP password can no longer be read (the server's secret has changed). Enter it again and save.",
  testSubject: (companyName: string) => `Test email from ${companyName} on Ledgerline`,
  testSent: (to: string, via: string) => `A test email was sent to ${to} through ${via}. Check that it arrived.`,
} as const;

const stale = () => new DomainError(staleRecordMessage("email setup"), 409);

async function settingsRow(db: Knex, companyId: number): Promise<CompanyMailSettings | undefined> {
  return CompanyMailSettings.query(db).findById(companyId);
}

function view(row: CompanyMailSettings | undefined): MailSettingsView {
  const sealed = row?.smtpPasswordSealed ?? null;
  return {
    fromName: row?.fromName ?? "",
    fromEmail: row?.fromEmail ?? "",
    replyTo: row?.replyTo ?? "",
    smtpUrl: row?.smtpUrl ?? "",
    smtpUser: row?.smtpUser ?? "",
    hasPassword: sealed !== null,
    passwordUnreadable: sealed !== null && open(sealed) === null,
    serverFallback: serverTransport() !== null,
    version: row?.version ?? 1,
  };
}

/** The words the activity log uses for the fields that changed. */
const MAIL_FIELD_LABELS = {
  fromName: "From Name",
  fromEmail: "From Email",
  replyTo: "Reply-To",
  smtpUrl: "SMTP Server",
  smtpUser: "SMTP User",
  smtpPasswordSealed: "SMTP Password",
} as const;

/** The company's Email Setup (any member may read it; only `settings` may change it). */
export async function getMailSettings(db: Knex, companyId: number): Promise<MailSettingsView> {
  return view(await settingsRow(db, companyId));
}

/**
 * Save Email Setup on the version read (409 when someone saved since). Absent fields keep their
 * value; a blank password keeps the saved one; `clearPassword`, or no server, forgets it.
 */
export async function updateMailSettings(
  db: Knex,
  userId: number,
  companyId: number | string,
  input: Partial<MailSettingsInput> & { version: number },
): Promise<MailSettingsView> {
  const company = await getMemberCompany(db, userId, companyId, "settings");
  await db.transaction(async (trx) => {
    const current = await CompanyMailSettings.query(trx).findById(company.id).forUpdate();
    if ((current?.version ?? 1) !== input.version) throw stale();
    const smtpUrl = input.smtpUrl ?? current?.smtpUrl ?? "";
    let sealed = current?.smtpPasswordSealed ?? null;
    if (input.smtpPassword) sealed = seal(input.smtpPassword);
    if (input.clearPassword || smtpUrl === "") sealed = null;
    const fields = {
      fromName: input.fromName ?? current?.fromName ?? "",
      fromEmail: input.fromEmail ?? current?.fromEmail ?? "",
      replyTo: input.replyTo ?? current?.replyTo ?? "",
      smtpUrl,
      smtpUser: smtpUrl === "" ? "" : (input.smtpUser ?? current?.smtpUser ?? ""),
      smtpPasswordSealed: sealed,
    };
    // The log names what changed, never a value (the server's address may carry a password).
    const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter(
      (key) => fields[key] !== (current?.[key] ?? (key === "smtpPasswordSealed" ? null : "")),
    );
    await recordActivity(
      trx,
      { companyId: company.id, userId },
      {
        activity: "updated",
        recordType: "email_setup",
        name: "Email Setup",
        link: "settings/email-setup",
        detail: changed.map((key) => MAIL_FIELD_LABELS[key]).join(", "),
      },
    );
    if (!current) {
      const inserted = await trx("companyMailSettings")
        .insert({ companyId: company.id, ...fields, version: 2 })
        .onConflict("companyId")
        .ignore()
        .returning("companyId");
      if (!inserted.length) throw stale(); // saved by someone else since it was read
      return;
    }
    await trx("companyMailSettings")
      .where({ companyId: company.id, version: input.version })
      .update({ ...fields, version: trx.raw("version + 1"), updatedAt: trx.fn.now() });
  });
  return getMailSettings(db, company.id);
}

/** Where the company's mail goes out: its own server when it names one, else the server's SMTP_URL, else nowhere. */
async function companyTransport(db: Knex, companyId: number): Promise<{ transport: MailTransport | null; unreadable: boolean }> {
  const [row, company] = await Promise.all([settingsRow(db, companyId), db("companies").where({ id: companyId }).first("companyName")]);
  const fromName = (row?.fromName || company?.companyName || "Ledgerline").replace(/["\\<>]/g, "");
  const from = `"${fromName}" <${row?.fromEmail || senderAddress(serverSender())}>`;
  const replyTo = row?.replyTo || undefined;
  if (row?.smtpUrl) {
    const password = row.smtpPasswordSealed ? open(row.smtpPasswordSealed) : "";
    if (password === null) return { transport: null, unreadable: true };
    const auth = row.smtpUser ? { user: row.smtpUser, pass: password } : undefined;
    return { transport: { url: row.smtpUrl, auth, from, replyTo }, unreadable: false };
  }
  const server = serverTransport();
  return { transport: server && { ...server, from, replyTo }, unreadable: false };
}

/** Whether the company's mail goes out at all (its own server or the server's). */
export async function companyMailConfigured(db: Knex, companyId: number): Promise<boolean> {
  return Boolean((await companyTransport(db, companyId)).transport);
}

/**
 * Send the company's `mail` through its transport; false when there is none (or its saved password
 * can no longer be read: the caller shows what it would have sent). A refused send throws.
 */
export async function sendCompanyMail(db: Knex, companyId: number, mail: Mail): Promise<boolean> {
  const { transport } = await companyTransport(db, companyId);
  return sendMail(mail, transport);
}

/** The host and port a transport names ("mail.example.com:587"), for saying where a test went. */
const serverName = (url: string) => {
  try {
    const parsed = new URL(url);
    return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  } catch {
    return "the mail server";
  }
};

/**
 * Send a test email to the member's own address through the company's transport: whether it went,
 * in plain words either way (a refusal of the mail server is an answer, not an error).
 */
export async function sendTestEmail(
  db: Knex,
  user: { id: number; email: string },
  companyId: number | string,
): Promise<{ sent: boolean; message: string }> {
  const company = await getMemberCompany(db, user.id, companyId, "settings");
  const { transport, unreadable } = await companyTransport(db, company.id);
  if (unreadable) return { sent: false, message: MAIL_MESSAGES.passwordUnreadable };
  if (!transport) return { sent: false, message: MAIL_MESSAGES.noServer };
  try {
    await sendMail(
      {
        to: user.email,
        subject: MAIL_MESSAGES.testSubject(company.companyName),
        text: `This is a test email from ${company.companyName}'s Email Setup on Ledgerline. Mail to your customers and team will arrive like this one.\n`,
      },
      transport,
    );
    return { sent: true, message: MAIL_MESSAGES.testSent(user.email, serverName(transport.url)) };
  } catch (error) {
    // The server's refusal is the answer the member asked for, not a fault of the app: no log.
    return { sent: false, message: mailFailure(error) };
  }
}
