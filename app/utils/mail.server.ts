import nodemailer from "nodemailer";

// Outgoing email through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://… for
// TLS), when one is configured: nodemailer speaks SMTP. Without one nothing is sent, and the
// caller shows what it would have sent (an invitation's link, to copy).

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Whether email goes out at all (SMTP_URL is set). */
export const mailConfigured = (): boolean => Boolean(process.env.SMTP_URL);

/** The sender: SMTP_FROM, or Ledgerline at the server's host. */
const sender = () => process.env.SMTP_FROM || "Ledgerline <no-reply@ledgerline.invalid>";

/** Send `mail` through SMTP_URL; false when no SMTP server is configured. A refused send throws. */
export async function sendMail(mail: Mail, smtpUrl = process.env.SMTP_URL): Promise<boolean> {
  if (!smtpUrl) return false;
  const transport = nodemailer.createTransport(smtpUrl);
  try {
    await transport.sendMail({ from: sender(), to: mail.to, subject: mail.subject, text: mail.text });
    return true;
  } finally {
    transport.close();
  }
}
