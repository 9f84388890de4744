import { LEAD_ADDRESS_MESSAGES } from '@app/contracts';

/** Plain-text and HTML bodies of every mail the product sends. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe of review invitations). */
  headers?: Record<string, string>;
}

const BRAND = 'InjuryPros';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}
<p style="font-size:12px;color:#64748b;margin-top:24px">${BRAND}: trusted injury-related providers and reviews.</p>
</div></body></html>`;
}

function button(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

export function verificationCodeMail(code: string, minutes: number): MailContent {
  return {
    subject: `Your ${BRAND} confirmation code: ${code}`,
    text: `Your confirmation code is ${code}.\n\nEnter it to confirm your email address. It expires in ${minutes} minutes.\nIf you did not create an account, ignore this email.\n`,
    html: layout(
      'Confirm your email',
      `<p>Your confirmation code is</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>
<p>It expires in ${minutes} minutes. If you did not create an account, ignore this email.</p>`,
    ),
  };
}

export function passwordResetMail(link: string): MailContent {
  return {
    subject: `Reset your ${BRAND} password`,
    text: `Someone asked to reset the password of your ${BRAND} account.\n\nOpen this link to choose a new password (valid for 1 hour, once):\n${link}\n\nIf it was not you, ignore this email: your password stays the same.\n`,
    html: layout(
      'Reset your password',
      `<p>Someone asked to reset the password of your ${BRAND} account.</p>${button(link, 'Choose a new password')}
<p>The link works once, for 1 hour. If it was not you, ignore this email: your password stays the same.</p>`,
    ),
  };
}

export function adminInviteMail(link: string): MailContent {
  return {
    subject: `You are invited to administer ${BRAND}`,
    text: `You have been invited to become an administrator of ${BRAND}.\n\nFinish your admin profile here:\n${link}\n`,
    html: layout(
      'Admin invitation',
      `<p>You have been invited to become an administrator of ${BRAND}.</p>${button(link, 'Finish your admin profile')}`,
    ),
  };
}

export function claimDecisionMail(
  profileName: string,
  approved: boolean,
  link: string,
): MailContent {
  const outcome = approved ? 'approved' : 'not approved';
  return {
    subject: `Your claim of ${profileName} was ${outcome}`,
    text: approved
      ? `Your claim of the profile "${profileName}" was approved. You can now manage it:\n${link}\n`
      : `Your claim of the profile "${profileName}" was not approved. Reply to this email if you have questions.\n`,
    html: layout(
      `Claim ${outcome}`,
      approved
        ? `<p>Your claim of the profile <strong>${escapeHtml(profileName)}</strong> was approved.</p>${button(link, 'Manage your profile')}`
        : `<p>Your claim of the profile <strong>${escapeHtml(profileName)}</strong> was not approved. Reply to this email if you have questions.</p>`,
    ),
  };
}

export function claimMessageMail(
  profileName: string,
  fullName: string,
  message: string | undefined,
): MailContent {
  const body =
    message && message.trim()
      ? message.trim()
      : `We are reviewing your claim of the profile "${profileName}" and may need more information. Please reply to this email.`;
  return {
    subject: `About your claim of ${profileName}`,
    text: `Hello ${fullName},\n\n${body}\n\nThe ${BRAND} team\n`,
    html: layout(
      `About your claim of ${profileName}`,
      `<p>Hello ${escapeHtml(fullName)},</p><p style="white-space:pre-line">${escapeHtml(body)}</p><p>The ${BRAND} team</p>`,
    ),
  };
}

export function claimReceivedMail(profileName: string): MailContent {
  return {
    subject: `We received your claim of ${profileName}`,
    text: `Thank you. Your claim of the profile "${profileName}" is pending review. We will email you when an admin has decided.\n`,
    html: layout(
      'Claim received',
      `<p>Thank you. Your claim of the profile <strong>${escapeHtml(profileName)}</strong> is pending review. We will email you when an admin has decided.</p>`,
    ),
  };
}

/** To a reviewer: the provider answered their review (PUT /reviews/{id}/response). */
/** One line for a subject: user-written names never add header lines. */
function oneLine(value: string): string {
  return value.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

export function reviewResponseMail(providerName: string, link: string): MailContent {
  return {
    subject: `${oneLine(providerName)} responded to your review`,
    text: `${providerName} responded to the review you wrote on ${BRAND}.\n\nRead the response:\n${link}\n`,
    html: layout(
      'Your review has a response',
      `<p><strong>${escapeHtml(providerName)}</strong> responded to the review you wrote on ${BRAND}.</p>${button(link, 'Read the response')}`,
    ),
  };
}

/** To a provider: a visitor sent the lead form / appointment request. */
export function leadMail(
  providerName: string,
  lead: {
    name: string;
    email: string;
    phone: string | null;
    message: string | null;
    options: string[];
  },
  link: string,
): MailContent {
  const lines: Array<[string, string]> = [
    ['Name', lead.name],
    ['Email', lead.email],
    ...(lead.phone ? ([['Phone', lead.phone]] as Array<[string, string]>) : []),
    ...(lead.options.length
      ? ([['Requested', lead.options.join(', ')]] as Array<[string, string]>)
      : []),
    ...(lead.message ? ([['Message', lead.message]] as Array<[string, string]>) : []),
  ];
  return {
    subject: `New request for ${oneLine(providerName)} from ${oneLine(lead.name)}`,
    text: `${providerName} received a new request on ${BRAND}.\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nAll requests: ${link}\n`,
    html: layout(
      'New request',
      `<p><strong>${escapeHtml(providerName)}</strong> received a new request on ${BRAND}.</p>
<table style="border-collapse:collapse">${lines
        .map(
          ([k, v]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#64748b;vertical-align:top">${escapeHtml(k)}</td><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>${button(link, 'See all requests')}`,
    ),
  };
}

/** To the new address of an email change: the code that confirms it. */
export function emailChangeCodeMail(code: string, minutes: number): MailContent {
  return {
    subject: `Your ${BRAND} confirmation code: ${code}`,
    text: `Your confirmation code is ${code}.\n\nEnter it in your ${BRAND} settings to make this your account's email address. It expires in ${minutes} minutes.\nIf you did not ask for this, ignore this email.\n`,
    html: layout(
      'Confirm your new email',
      `<p>Your confirmation code is</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>
<p>Enter it in your ${BRAND} settings to make this your account's email address. It expires in ${minutes} minutes. If you did not ask for this, ignore this email.</p>`,
    ),
  };
}

/**
 * To the owner of an address whose unconfirmed account a Google sign-in just linked: the
 * password set before the address was confirmed (perhaps by someone else) was removed.
 */
export function googleLinkedMail(settingsLink: string): MailContent {
  return {
    subject: `Your ${BRAND} account is now linked to Google`,
    text: `You signed in to ${BRAND} with Google, and Google confirmed this email address.

The account had a password that was set before the address was confirmed, so we cannot tell who chose it. We removed that password and signed out every session that used it.

Sign in with Google from now on, or set a new password in your settings:
${settingsLink}
`,
    html: layout(
      'Your account is now linked to Google',
      `<p>You signed in to ${BRAND} with Google, and Google confirmed this email address.</p>
<p>The account had a password that was set before the address was confirmed, so we cannot tell who chose it. We removed that password and signed out every session that used it.</p>
<p>Sign in with Google from now on, or set a new password in your settings.</p>${button(settingsLink, 'Open my settings')}`,
    ),
  };
}

/** To the old address once an email change is confirmed. */
export function emailChangedMail(newEmail: string, resetLink: string): MailContent {
  return {
    subject: `Your ${BRAND} email address was changed`,
    text: `The email address of your ${BRAND} account was changed to ${newEmail}.\n\nIf you did not do this, reset your password at once and contact support:\n${resetLink}\n`,
    html: layout(
      'Your email address was changed',
      `<p>The email address of your ${BRAND} account was changed to <strong>${escapeHtml(newEmail)}</strong>.</p>
<p>If you did not do this, reset your password at once and contact support.</p>${button(resetLink, 'Reset my password')}`,
    ),
  };
}

/** To a provider's owner: an admin decided their appeal of a review. */
export function appealDecisionMail(
  providerName: string,
  reviewRemoved: boolean,
  link: string,
  reasonLabel?: string,
): MailContent {
  const outcome = reviewRemoved
    ? 'was accepted: the review has been removed'
    : 'was reviewed: the review stays published';
  const reason = reasonLabel ? `\n\nModerators' reason: ${reasonLabel}` : '';
  return {
    subject: `Your appeal of a review of ${oneLine(providerName)} was decided`,
    text: `Your appeal of a review of ${providerName} ${outcome}.${reason}\n\n${link}\n`,
    html: layout(
      'Your appeal was decided',
      `<p>Your appeal of a review of <strong>${escapeHtml(providerName)}</strong> ${outcome}.</p>${
        reasonLabel ? `<p>Moderators' reason: <strong>${escapeHtml(reasonLabel)}</strong></p>` : ''
      }${button(link, 'Open my profile')}`,
    ),
  };
}

/**
 * To a lead form's new address (issue 16 item 10): fixed text only, so the form cannot be
 * used to send anyone words of someone else's choosing before they agree to receive leads.
 */
export function leadAddressConfirmMail(providerName: string, link: string): MailContent {
  return {
    subject: `Confirm lead emails for ${oneLine(providerName)}`,
    text: `The profile "${oneLine(providerName)}" on ${BRAND} asked to email the requests sent through its lead form to this address.\n\nIf you expect them, confirm:\n${link}\n\nIf not, ignore this email: nothing will be sent to you.\n`,
    html: layout(
      'Confirm lead emails',
      `<p>The profile <strong>${escapeHtml(oneLine(providerName))}</strong> on ${BRAND} asked to email the requests sent through its lead form to this address.</p>${button(link, LEAD_ADDRESS_MESSAGES.confirmButton)}<p>If you do not expect them, ignore this email: nothing will be sent to you.</p>`,
    ),
  };
}

/**
 * A provider's review invitation (issue 17): fixed, neutral words; no rating asked for and
 * nothing offered; an unsubscribe link honoured for every provider.
 */
export function reviewInvitationMail(
  providerName: string,
  reviewLink: string,
  unsubscribeLink: string,
): MailContent {
  const name = oneLine(providerName);
  return {
    subject: `${name} invites you to review them on ${BRAND}`,
    text: `${name} asked ${BRAND} to invite you to share your experience with them.\n\nWhatever your experience was, you can write a review here:\n${reviewLink}\n\nEvery honest review is published under the same rules, whatever its rating. Nothing is offered for a review and you do not have to write one.\n\nTo stop review invitations from every provider on ${BRAND}:\n${unsubscribeLink}\n`,
    html: layout(
      'You are invited to write a review',
      `<p><strong>${escapeHtml(name)}</strong> asked ${BRAND} to invite you to share your experience with them.</p>
<p>Whatever your experience was, you can write a review here:</p>${button(reviewLink, 'Write a review')}
<p>Every honest review is published under the same rules, whatever its rating. Nothing is offered for a review and you do not have to write one.</p>
<p style="font-size:12px"><a href="${escapeHtml(unsubscribeLink)}">Stop review invitations from every provider</a></p>`,
    ),
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
    },
  };
}

/** To a person who reported a review, or to the review's author: the moderators' decision. */
export function reportDecisionMail(
  to: 'reporter' | 'author',
  providerName: string,
  removed: boolean,
  reasonLabel: string,
  link: string,
): MailContent {
  const name = oneLine(providerName);
  const what =
    to === 'reporter'
      ? `The review of ${name} you reported ${removed ? 'has been removed' : 'stays published'}.`
      : `Your review of ${name} was reported and ${removed ? 'has been removed' : 'stays published'}.`;
  return {
    subject: `A decision about a review of ${name}`,
    text: `${what}\n\nModerators' reason: ${reasonLabel}\n\n${link}\n`,
    html: layout(
      'A decision about a review',
      `<p>${escapeHtml(what)}</p><p>Moderators' reason: <strong>${escapeHtml(reasonLabel)}</strong></p>${button(link, 'Open the profile')}`,
    ),
  };
}

/** A payment's receipt (issue 18, decision 0031): mailed to the owner on every payment. */
export function receiptMail(receipt: {
  providerName: string;
  description: string;
  amount: string;
  date: string;
  card: string | null;
  reference: string;
  link: string;
}): MailContent {
  const lines: Array<[string, string]> = [
    ['Profile', receipt.providerName],
    ['Item', receipt.description],
    ['Amount paid', receipt.amount],
    ['Date', receipt.date],
    ...(receipt.card ? ([['Card', receipt.card]] as Array<[string, string]>) : []),
    ['Reference', receipt.reference],
  ];
  return {
    subject: `Your ${BRAND} receipt: ${receipt.amount}`,
    text: `Thank you for your payment.\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nReceipt: ${receipt.link}\n`,
    html: layout(
      'Payment receipt',
      `<p>Thank you for your payment.</p><table style="border-collapse:collapse">${lines
        .map(
          ([k, v]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#64748b">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>${button(receipt.link, 'View receipt')}`,
    ),
  };
}
