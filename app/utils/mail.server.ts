import nodemailer from "nodemailer";

// Outgoing email through an SMTP server: the one of SMTP_URL (smtp://user:pass@host:587, smtps://…
// for TLS), or one a caller names (a company's own, from its Email Setup). nodemailer speaks SMTP.
// Without a server nothing is sent, and the caller shows what it would have sent (an invitation's
// link, to copy).

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where and as whom mail goes out. */
export interface MailTransport {
  /** smtp://host:port or smtps://host:port (credentials may be in it, or in `auth`). */
  url: string;
  auth?: { user: string; pass: string };
  /** The From header ("Name <address>"); SMTP_FROM or Ledgerline's when absent. */
  from?: string;
  replyTo?: string;
}

/** Whether the server has an SMTP server of its own (SMTP_URL is set). */
export const mailConfigured = (): boolean => Boolean(process.env.SMTP_URL);

/** The server's own transport (SMTP_URL), or null. */
export const serverTransport = (): MailTransport | null => (process.env.SMTP_URL ? { url: process.env.SMTP_URL } : null);

/** The server's sender: SMTP_FROM, or Ledgerline at an address that receives nothing. */
export const serverSender = () => process.env.SMTP_FROM || "Ledgerline <no-reply@ledgerline.invalid>";

/** The address part of a sender ("Ledgerline <a@b>" → "a@b"). */
export const senderAddress = (sender: string) => /<([^>]+)>/.exec(sender)?.[1] ?? sender;

// How long a send waits on a server that does not answer, before it fails with ETIMEDOUT.
const TIMEOUT_MS = 15_000;

/** Send `mail`; false when there is no SMTP server to send through. A refused send throws. */
export async function sendMail(mail: Mail, transport: MailTransport | null = serverTransport()): Promise<boolean> {
  if (!transport) return false;
  const connection = nodemailer.createTransport({
    url: transport.url,
    ...(transport.auth ? { auth: transport.auth } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await connection.sendMail({
      from: transport.from || serverSender(),
      ...(transport.replyTo ? { replyTo: transport.replyTo } : {}),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    return true;
  } finally {
    connection.close();
  }
}

/** A failed send in plain words, for the person who set the server up (no stack, no internals). */
export function mailFailure(error: unknown): string {
  const { code, originalCode, responseCode, response, message } = (error ?? {}) as {
    code?: string;
    /** The system error under nodemailer's own code (ECONNREFUSED under ESOCKET). */
    originalCode?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const said = (response ?? message ?? "").split("\n")[0].trim();
  switch (originalCode ?? code) {
    case "ECONNREFUSED":
      return "The mail server refused the connection. Check its address and port.";
    case "ENOTFOUND":
    case "EDNS":
      return "The mail server's name could not be found. Check its address.";
    case "ETIMEDOUT":
      return "The mail server did not answer in time. Check its address and port, and that it accepts connections from here.";
    case "EAUTH":
      return `The mail server did not accept the user name and password${said ? ` (it said: ${said})` : ""}.`;
    case "ETLS":
      return "A secure (TLS) connection to the mail server could not be made. Check smtp:// or smtps:// and the port.";
    case "ESOCKET":
    case "ECONNECTION":
      if (!responseCode) return "The connection to the mail server failed. Check its address and port.";
  }
  if (responseCode) return `The mail server refused the message (it said: ${said || responseCode}).`;
  return `The email could not be sent${said ? `: ${said}` : ""}.`;
}
