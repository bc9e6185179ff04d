import { z } from 'zod';
import { EMAIL_CONFIRM_HOURS, EMAIL_UNDO_DAYS, RESET_TOKEN_MINUTES } from '../../common/constants';

/** What every template may use besides its own data. Links start from `publicUrl` (PUBLIC_URL), never from a request. */
export interface MailContext {
  siteName: string;
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The parts of a mail; `layout` turns them into the HTML and the plain-text versions. */
interface MailParts {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Said after the button, e.g. how long the link works. */
  after?: string[];
}

interface MailTemplate<Schema extends z.ZodType> {
  schema: Schema;
  render(data: z.output<Schema>, context: MailContext): RenderedMail;
}

function defineTemplate<Schema extends z.ZodType>(
  schema: Schema,
  parts: (data: z.output<Schema>, context: MailContext) => MailParts,
): MailTemplate<Schema> {
  return { schema, render: (data, context) => layout(parts(data, context), context) };
}

/** `j•••@example.com`: enough for the owner to recognise, too little to learn someone's address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/**
 * Every mail the site sends. Adding one is one entry: a schema of its data and its parts.
 * The data is checked against the schema again when the mail is sent.
 */
export const mailTemplates = {
  'password-reset': defineTemplate(z.object({ token: z.string().min(1), locked: z.boolean().optional() }), ({ token, locked }, { siteName, publicUrl }) => ({
    subject: `Reset your ${siteName} password`,
    heading: 'Reset your password',
    paragraphs: [
      `Someone asked to reset the password of your ${siteName} account. If it was you, choose a new password with the button below.`,
      ...(locked
        ? ['Sign-in to your account is locked for a while after too many failed attempts. Setting a new password with this link unlocks it at once.']
        : []),
      'A new password signs out every device, desktop apps included.',
    ],
    action: { label: 'Reset Password', url: `${publicUrl}/password-reset/${encodeURIComponent(token)}` },
    after: [
      `The link works once, for ${RESET_TOKEN_MINUTES} minutes.`,
      'If you did not ask for this, you can ignore this mail: your password stays as it is.',
    ],
  })),

  'password-changed': defineTemplate(
    z.object({ how: z.enum(['reset', 'settings']) }),
    ({ how }, { siteName, publicUrl }) => ({
      subject: `Your ${siteName} password was changed`,
      heading: 'Your password was changed',
      paragraphs: [
        how === 'reset'
          ? `The password of your ${siteName} account was just reset with a link sent to this address, and every device was signed out, desktop apps included.`
          : `The password of your ${siteName} account was just changed in Settings, and every other device was signed out, desktop apps included.`,
        'Sign the desktop app in again with the new password (in the app: Settings, Account).',
      ],
      action: { label: 'Open Settings', url: `${publicUrl}/account/profile` },
      after: [`If this was not you, reset your password now at ${publicUrl}/password-reset and contact support.`],
    }),
  ),

  'email-changed': defineTemplate(
    // `token` is the undo link's; a mail queued before it existed has none.
    z.object({ newEmail: z.string().min(1), token: z.string().min(1).optional() }),
    ({ newEmail, token }, { siteName, publicUrl }) => ({
      subject: `The email address of your ${siteName} account was changed`,
      heading: 'Your email address was changed',
      paragraphs: [
        `The email address of your ${siteName} account was changed from this address to ${maskEmail(newEmail)}. Mail about the account now goes there.`,
        ...(token
          ? ['If this was not you, undo the change with the button below: it restores this address and signs out every browser and desktop app of the account.']
          : []),
      ],
      ...(token && { action: { label: 'Undo This Change', url: `${publicUrl}/email-undo/${encodeURIComponent(token)}` } }),
      after: token
        ? [`The link works once, for ${EMAIL_UNDO_DAYS} days. Then set a new password at ${publicUrl}/password-reset.`]
        : [`If this was not you, contact support at once, or reset your password at ${publicUrl}/password-reset.`],
    }),
  ),

  'email-confirm': defineTemplate(z.object({ token: z.string().min(1), oldEmail: z.string().min(1) }), ({ token, oldEmail }, { siteName, publicUrl }) => ({
    subject: `Confirm the new email address of your ${siteName} account`,
    heading: 'Confirm your new email address',
    paragraphs: [
      `Someone asked to make this the email address of the ${siteName} account of ${maskEmail(oldEmail)}. If it was you, confirm it with the button below; until then the account keeps its address.`,
    ],
    action: { label: 'Confirm New Address', url: `${publicUrl}/email-confirm/${encodeURIComponent(token)}` },
    after: [`The link works once, for ${EMAIL_CONFIRM_HOURS} hours.`, 'If you did not ask for this, you can ignore this mail: nothing changes.'],
  })),

  'account-deleted': defineTemplate(z.object({ subscriptionEnded: z.boolean() }), ({ subscriptionEnded }, { siteName, publicUrl }) => ({
    subject: `Your ${siteName} account was deleted`,
    heading: 'Your account was deleted',
    paragraphs: [
      `Your ${siteName} account was deleted at your request, with everything it held: rounds, range sessions, shots, swing clips, shared links and desktop app sign-ins.`,
      ...(subscriptionEnded ? ['Your Pro subscription has ended and will not be charged again.'] : []),
    ],
    after: [`If this was not you, contact support at once. You are welcome back any time at ${publicUrl}/signup.`],
  })),

  /** An employee answers a beta invite request (admin area, Beta Invites). */
  invite: defineTemplate(z.object({ token: z.string().min(1) }), ({ token }, { siteName, publicUrl }) => ({
    subject: `Your ${siteName} beta invite`,
    heading: 'You are invited to the beta',
    paragraphs: [
      `Thanks for your interest in ${siteName}! Your beta invite request has been approved.`,
      'Create your free account with the button below, then download the latest release of the desktop app from your account.',
    ],
    action: { label: 'Create Your Account', url: `${publicUrl}/signup?invite=${encodeURIComponent(token)}` },
    after: ['The link is yours alone and works once: after your account is created, simply log in.'],
  })),
};

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateData<Name extends MailTemplateName> = z.input<(typeof mailTemplates)[Name]['schema']>;

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailTemplates, name);
}

/** Renders a stored mail; throws when the template is unknown or the data does not fit it. */
export function renderMail(template: string, data: unknown, context: MailContext): RenderedMail {
  if (!isMailTemplateName(template)) throw new Error(`unknown mail template ${template}`);
  const entry = mailTemplates[template] as MailTemplate<z.ZodType>;
  return entry.render(entry.schema.parse(data), context);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** One look for every mail: inline styles and a table, which is what mail clients render reliably. */
function layout(parts: MailParts, { siteName, publicUrl }: MailContext): RenderedMail {
  const footer = `${siteName} · ${publicUrl}`;
  const text = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.after ?? []).flatMap((p) => [p, '']),
    '--',
    footer,
    '',
  ].join('\n');

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#333333;">${escapeHtml(p)}</p>`;
  const small = (p: string) => `<p style="margin:0 0 12px;font-size:14px;line-height:20px;color:#666666;">${escapeHtml(p)}</p>`;
  const button = parts.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:#1b5e20;">` +
      `<a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(parts.action.label)}</a>` +
      `</td></tr></table>` +
      small(`If the button does not work, copy this address into your browser:`) +
      `<p style="margin:0 0 16px;font-size:14px;line-height:20px;word-break:break-all;"><a href="${escapeHtml(parts.action.url)}" style="color:#1b5e20;">${escapeHtml(parts.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f4;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f4f6f4;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px 0;font-size:20px;font-weight:bold;color:#1b5e20;">${escapeHtml(siteName)}</td></tr>
<tr><td style="padding:16px 32px 16px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:#111111;">${escapeHtml(parts.heading)}</h1>
${parts.paragraphs.map(paragraph).join('\n')}
${button}
${(parts.after ?? []).map(small).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e0e0e0;font-size:12px;color:#888888;">${escapeHtml(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: parts.subject, text, html };
}
