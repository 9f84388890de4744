import { LEAD_ADDRESS_MESSAGES, type TLocale } from '@app/contracts';
import { mailName } from './mail-text';

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

const FOOTER: Record<TLocale, string> = {
  en: `${BRAND}: trusted injury-related providers and reviews.`,
  es: `${BRAND}: proveedores de confianza y reseñas para personas lesionadas.`,
};

function layout(title: string, bodyHtml: string, locale: TLocale = 'en'): string {
  return `<!doctype html><html${locale === 'es' ? ' lang="es"' : ''}><body style="font-family:Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}
<p style="font-size:12px;color:#64748b;margin-top:24px">${FOOTER[locale]}</p>
</div></body></html>`;
}

/** The label / value table of a lead (`wrap`: top-aligned, multi-line values) or receipt. */
function table(rows: Array<[string, string]>, wrap: boolean): string {
  const top = wrap ? ';vertical-align:top' : '';
  const pre = wrap ? ';white-space:pre-wrap' : '';
  return `<table style="border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#64748b${top}">${escapeHtml(k)}</td><td style="padding:4px 0${pre}">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>`;
}

function button(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

export function verificationCodeMail(
  code: string,
  minutes: number,
  locale: TLocale = 'en',
): MailContent {
  if (locale === 'es')
    return {
      subject: `Su código de confirmación de ${BRAND}: ${code}`,
      text: `Su código de confirmación es ${code}.\n\nEscríbalo para confirmar su correo electrónico. Vence en ${minutes} minutos.\nSi usted no creó una cuenta, puede ignorar este mensaje.\n`,
      html: layout(
        'Confirme su correo electrónico',
        `<p>Su código de confirmación es</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>
<p>Vence en ${minutes} minutos. Si usted no creó una cuenta, puede ignorar este mensaje.</p>`,
        'es',
      ),
    };
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

export function passwordResetMail(link: string, locale: TLocale = 'en'): MailContent {
  if (locale === 'es')
    return {
      subject: `Restablezca su contraseña de ${BRAND}`,
      text: `Alguien pidió restablecer la contraseña de su cuenta de ${BRAND}.\n\nAbra este enlace para elegir una contraseña nueva (vale por 1 hora y una sola vez):\n${link}\n\nSi no fue usted, ignore este mensaje: su contraseña sigue igual.\n`,
      html: layout(
        'Restablezca su contraseña',
        `<p>Alguien pidió restablecer la contraseña de su cuenta de ${BRAND}.</p>${button(link, 'Elegir una contraseña nueva')}
<p>El enlace funciona una sola vez, durante 1 hora. Si no fue usted, ignore este mensaje: su contraseña sigue igual.</p>`,
        'es',
      ),
    };
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

/**
 * The owner is told of repeated failed sign-ins (decision 0057): their password still works
 * from their own devices; a new one is a reset away.
 */
export function failedSignInsMail(
  failures: number,
  resetLink: string,
  locale: TLocale = 'en',
): MailContent {
  if (locale === 'es')
    return {
      subject: `Intentos fallidos de iniciar sesión en su cuenta de ${BRAND}`,
      text: `En la última hora hubo ${failures} intentos de iniciar sesión en su cuenta de ${BRAND} con una contraseña incorrecta.

Si fue usted, no tiene que hacer nada: con su contraseña correcta puede seguir iniciando sesión. Los equipos que siguen fallando quedan bloqueados por un tiempo.

Si no fue usted, alguien podría estar intentando adivinar su contraseña. Elija una contraseña nueva que no use en otros sitios:
${resetLink}
`,
      html: layout(
        'Intentos fallidos de iniciar sesión',
        `<p>En la última hora hubo ${failures} intentos de iniciar sesión en su cuenta de ${BRAND} con una contraseña incorrecta.</p>
<p>Si fue usted, no tiene que hacer nada: con su contraseña correcta puede seguir iniciando sesión. Los equipos que siguen fallando quedan bloqueados por un tiempo.</p>
<p>Si no fue usted, alguien podría estar intentando adivinar su contraseña. Elija una contraseña nueva que no use en otros sitios.</p>${button(resetLink, 'Elegir una contraseña nueva')}`,
        'es',
      ),
    };
  return {
    subject: `Failed sign-in attempts on your ${BRAND} account`,
    text: `In the last hour there were ${failures} attempts to sign in to your ${BRAND} account with a wrong password.

If it was you, there is nothing to do: your correct password still signs you in. Devices that keep failing are held back for a while.

If it was not you, someone may be trying to guess your password. Choose a new one that you use nowhere else:
${resetLink}
`,
    html: layout(
      'Failed sign-in attempts',
      `<p>In the last hour there were ${failures} attempts to sign in to your ${BRAND} account with a wrong password.</p>
<p>If it was you, there is nothing to do: your correct password still signs you in. Devices that keep failing are held back for a while.</p>
<p>If it was not you, someone may be trying to guess your password. Choose a new one that you use nowhere else.</p>${button(resetLink, 'Choose a new password')}`,
    ),
  };
}

export function adminInviteMail(link: string, locale: TLocale = 'en'): MailContent {
  if (locale === 'es')
    return {
      subject: `Le invitamos a administrar ${BRAND}`,
      text: `Le han invitado a ser administrador de ${BRAND}.\n\nComplete su perfil de administrador aquí:\n${link}\n`,
      html: layout(
        'Invitación de administrador',
        `<p>Le han invitado a ser administrador de ${BRAND}.</p>${button(link, 'Completar mi perfil de administrador')}`,
        'es',
      ),
    };
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
  locale: TLocale = 'en',
): MailContent {
  // Names people chose reach the mail one line, without addresses (mail-text.ts).
  profileName = mailName(profileName, locale === 'es' ? 'este proveedor' : 'this provider');
  if (locale === 'es') {
    const name = escapeHtml(profileName);
    return {
      subject: approved
        ? `Su solicitud del perfil ${profileName} fue aprobada`
        : `Su solicitud del perfil ${profileName} no fue aprobada`,
      text: approved
        ? `Su solicitud para administrar el perfil "${profileName}" fue aprobada. Ya puede administrarlo:\n${link}\n`
        : `Su solicitud para administrar el perfil "${profileName}" no fue aprobada. Si tiene preguntas, responda a este correo.\n`,
      html: layout(
        approved ? 'Solicitud aprobada' : 'Solicitud no aprobada',
        approved
          ? `<p>Su solicitud para administrar el perfil <strong>${name}</strong> fue aprobada.</p>${button(link, 'Administrar mi perfil')}`
          : `<p>Su solicitud para administrar el perfil <strong>${name}</strong> no fue aprobada. Si tiene preguntas, responda a este correo.</p>`,
        'es',
      ),
    };
  }
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
  locale: TLocale = 'en',
): MailContent {
  // Names people chose reach the mail one line, without addresses (mail-text.ts).
  profileName = mailName(profileName, locale === 'es' ? 'este proveedor' : 'this provider');
  fullName = mailName(fullName);
  if (locale === 'es') {
    const body =
      message && message.trim()
        ? message.trim()
        : `Estamos revisando su solicitud del perfil "${profileName}" y es posible que necesitemos más información. Por favor, responda a este correo.`;
    return {
      subject: `Sobre su solicitud del perfil ${profileName}`,
      text: `Hola, ${fullName}:\n\n${body}\n\nEl equipo de ${BRAND}\n`,
      html: layout(
        `Sobre su solicitud del perfil ${profileName}`,
        `<p>Hola, ${escapeHtml(fullName)}:</p><p style="white-space:pre-line">${escapeHtml(body)}</p><p>El equipo de ${BRAND}</p>`,
        'es',
      ),
    };
  }
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

export function claimReceivedMail(profileName: string, locale: TLocale = 'en'): MailContent {
  // Names people chose reach the mail one line, without addresses (mail-text.ts).
  profileName = mailName(profileName, locale === 'es' ? 'este proveedor' : 'this provider');
  if (locale === 'es')
    return {
      subject: `Recibimos su solicitud del perfil ${profileName}`,
      text: `Gracias. Su solicitud para administrar el perfil "${profileName}" está pendiente de revisión. Le escribiremos cuando un administrador tome una decisión.\n`,
      html: layout(
        'Solicitud recibida',
        `<p>Gracias. Su solicitud para administrar el perfil <strong>${escapeHtml(profileName)}</strong> está pendiente de revisión. Le escribiremos cuando un administrador tome una decisión.</p>`,
        'es',
      ),
    };
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

export function reviewResponseMail(
  providerName: string,
  link: string,
  locale: TLocale = 'en',
): MailContent {
  // Names people chose reach the mail one line, without addresses (mail-text.ts).
  providerName = mailName(providerName, locale === 'es' ? 'este proveedor' : 'this provider');
  if (locale === 'es')
    return {
      subject: `${providerName} respondió a su reseña`,
      text: `${providerName} respondió a la reseña que usted escribió en ${BRAND}.\n\nLea la respuesta:\n${link}\n`,
      html: layout(
        'Su reseña tiene una respuesta',
        `<p><strong>${escapeHtml(providerName)}</strong> respondió a la reseña que usted escribió en ${BRAND}.</p>${button(link, 'Leer la respuesta')}`,
        'es',
      ),
    };
  return {
    subject: `${providerName} responded to your review`,
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
  locale: TLocale = 'en',
): MailContent {
  // Names people chose reach the mail one line, without addresses (mail-text.ts).
  providerName = mailName(providerName, locale === 'es' ? 'este proveedor' : 'this provider');
  lead = { ...lead, name: mailName(lead.name) };
  if (locale === 'es') {
    const rows: Array<[string, string]> = [
      ['Nombre', lead.name],
      ['Correo electrónico', lead.email],
      ...(lead.phone ? ([['Teléfono', lead.phone]] as Array<[string, string]>) : []),
      ...(lead.options.length
        ? ([['Solicita', lead.options.join(', ')]] as Array<[string, string]>)
        : []),
      ...(lead.message ? ([['Mensaje', lead.message]] as Array<[string, string]>) : []),
    ];
    return {
      subject: `Nueva solicitud para ${providerName} de ${lead.name}`,
      text: `${providerName} recibió una nueva solicitud en ${BRAND}.\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nTodas las solicitudes: ${link}\n`,
      html: layout(
        'Nueva solicitud',
        `<p><strong>${escapeHtml(providerName)}</strong> recibió una nueva solicitud en ${BRAND}.</p>
${table(rows, true)}${button(link, 'Ver todas las solicitudes')}`,
        'es',
      ),
    };
  }
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
    subject: `New request for ${providerName} from ${lead.name}`,
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
export function emailChangeCodeMail(
  code: string,
  minutes: number,
  locale: TLocale = 'en',
): MailContent {
  if (locale === 'es')
    return {
      subject: `Su código de confirmación de ${BRAND}: ${code}`,
      text: `Su código de confirmación es ${code}.\n\nEscríbalo en la configuración de ${BRAND} para que este sea el correo electrónico de su cuenta. Vence en ${minutes} minutos.\nSi usted no lo pidió, puede ignorar este mensaje.\n`,
      html: layout(
        'Confirme su nuevo correo electrónico',
        `<p>Su código de confirmación es</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>
<p>Escríbalo en la configuración de ${BRAND} para que este sea el correo electrónico de su cuenta. Vence en ${minutes} minutos. Si usted no lo pidió, puede ignorar este mensaje.</p>`,
        'es',
      ),
    };
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
export function googleLinkedMail(settingsLink: string, locale: TLocale = 'en'): MailContent {
  if (locale === 'es')
    return {
      subject: `Su cuenta de ${BRAND} ahora está vinculada con Google`,
      text: `Usted inició sesión en ${BRAND} con Google, y Google confirmó este correo electrónico.

La cuenta tenía una contraseña creada antes de que se confirmara el correo, así que no podemos saber quién la eligió. Por su seguridad, eliminamos esa contraseña y cerramos todas las sesiones que la usaban.

De ahora en adelante, inicie sesión con Google o elija una contraseña nueva en su configuración:
${settingsLink}
`,
      html: layout(
        'Su cuenta ahora está vinculada con Google',
        `<p>Usted inició sesión en ${BRAND} con Google, y Google confirmó este correo electrónico.</p>
<p>La cuenta tenía una contraseña creada antes de que se confirmara el correo, así que no podemos saber quién la eligió. Por su seguridad, eliminamos esa contraseña y cerramos todas las sesiones que la usaban.</p>
<p>De ahora en adelante, inicie sesión con Google o elija una contraseña nueva en su configuración.</p>${button(settingsLink, 'Abrir mi configuración')}`,
        'es',
      ),
    };
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
export function emailChangedMail(
  newEmail: string,
  resetLink: string,
  locale: TLocale = 'en',
): MailContent {
  if (locale === 'es')
    return {
      subject: `Se cambió el correo electrónico de su cuenta de ${BRAND}`,
      text: `El correo electrónico de su cuenta de ${BRAND} se cambió a ${newEmail}.\n\nSi usted no hizo este cambio, restablezca su contraseña de inmediato y comuníquese con soporte:\n${resetLink}\n`,
      html: layout(
        'Se cambió su correo electrónico',
        `<p>El correo electrónico de su cuenta de ${BRAND} se cambió a <strong>${escapeHtml(newEmail)}</strong>.</p>
<p>Si usted no hizo este cambio, restablezca su contraseña de inmediato y comuníquese con soporte.</p>${button(resetLink, 'Restablecer mi contraseña')}`,
        'es',
      ),
    };
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
  locale: TLocale = 'en',
): MailContent {
  // Names people chose reach the mail one line, without addresses (mail-text.ts).
  providerName = mailName(providerName, locale === 'es' ? 'este proveedor' : 'this provider');
  if (locale === 'es') {
    const result = reviewRemoved
      ? 'fue aceptada: la reseña se eliminó'
      : 'fue revisada: la reseña sigue publicada';
    return {
      subject: `Se decidió su apelación de una reseña de ${providerName}`,
      text: `Su apelación de una reseña de ${providerName} ${result}.${
        reasonLabel ? `\n\nMotivo de los moderadores: ${reasonLabel}` : ''
      }\n\n${link}\n`,
      html: layout(
        'Se decidió su apelación',
        `<p>Su apelación de una reseña de <strong>${escapeHtml(providerName)}</strong> ${result}.</p>${
          reasonLabel
            ? `<p>Motivo de los moderadores: <strong>${escapeHtml(reasonLabel)}</strong></p>`
            : ''
        }${button(link, 'Abrir mi perfil')}`,
        'es',
      ),
    };
  }
  const outcome = reviewRemoved
    ? 'was accepted: the review has been removed'
    : 'was reviewed: the review stays published';
  const reason = reasonLabel ? `\n\nModerators' reason: ${reasonLabel}` : '';
  return {
    subject: `Your appeal of a review of ${providerName} was decided`,
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
export function leadAddressConfirmMail(
  providerName: string,
  link: string,
  locale: TLocale = 'en',
): MailContent {
  // Names people chose reach the mail one line, without addresses (mail-text.ts).
  providerName = mailName(providerName, locale === 'es' ? 'este proveedor' : 'this provider');
  if (locale === 'es')
    return {
      subject: `Confirme los correos de solicitudes para ${providerName}`,
      text: `El perfil "${providerName}" en ${BRAND} pidió enviar a esta dirección las solicitudes que llegan por su formulario de contacto.\n\nSi usted las espera, confirme aquí:\n${link}\n\nSi no, ignore este mensaje: no le enviaremos nada.\n`,
      html: layout(
        'Confirme los correos de solicitudes',
        `<p>El perfil <strong>${escapeHtml(providerName)}</strong> en ${BRAND} pidió enviar a esta dirección las solicitudes que llegan por su formulario de contacto.</p>${button(link, 'Confirmar esta dirección')}<p>Si usted no las espera, ignore este mensaje: no le enviaremos nada.</p>`,
        'es',
      ),
    };
  return {
    subject: `Confirm lead emails for ${providerName}`,
    text: `The profile "${providerName}" on ${BRAND} asked to email the requests sent through its lead form to this address.\n\nIf you expect them, confirm:\n${link}\n\nIf not, ignore this email: nothing will be sent to you.\n`,
    html: layout(
      'Confirm lead emails',
      `<p>The profile <strong>${escapeHtml(providerName)}</strong> on ${BRAND} asked to email the requests sent through its lead form to this address.</p>${button(link, LEAD_ADDRESS_MESSAGES.confirmButton)}<p>If you do not expect them, ignore this email: nothing will be sent to you.</p>`,
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
  locale: TLocale = 'en',
): MailContent {
  // Fixed words of ours first; the provider's name only quoted, one line, without addresses
  // (issue 43: a name is never the mail's message).
  const quoted = `“${mailName(providerName, locale === 'es' ? 'este proveedor' : 'this provider')}”`;
  if (locale === 'es')
    return {
      subject: `${BRAND}: invitación a escribir una reseña de ${quoted}`,
      text: `${BRAND} le envía esta invitación en nombre del proveedor que figura en ${BRAND} como ${quoted}, que le pidió que le invitáramos a compartir su experiencia.\n\nSea cual sea su experiencia, puede escribir una reseña aquí:\n${reviewLink}\n\nToda reseña honesta se publica con las mismas reglas, sin importar su calificación. No se ofrece nada a cambio de una reseña y usted no tiene obligación de escribirla. ${BRAND} nunca le pedirá su contraseña ni datos de pago en una invitación.\n\nPara dejar de recibir invitaciones a escribir reseñas de todos los proveedores de ${BRAND}:\n${unsubscribeLink}\n`,
      html: layout(
        'Le invitamos a escribir una reseña',
        `<p>${BRAND} le envía esta invitación en nombre del proveedor que figura en ${BRAND} como <strong>${escapeHtml(quoted)}</strong>, que le pidió que le invitáramos a compartir su experiencia.</p>
<p>Sea cual sea su experiencia, puede escribir una reseña aquí:</p>${button(reviewLink, 'Escribir una reseña')}
<p>Toda reseña honesta se publica con las mismas reglas, sin importar su calificación. No se ofrece nada a cambio de una reseña y usted no tiene obligación de escribirla. ${BRAND} nunca le pedirá su contraseña ni datos de pago en una invitación.</p>
<p style="font-size:12px"><a href="${escapeHtml(unsubscribeLink)}">Dejar de recibir invitaciones de todos los proveedores</a></p>`,
        'es',
      ),
      headers: {
        'List-Unsubscribe': `<${unsubscribeLink}>`,
      },
    };
  return {
    subject: `${BRAND}: an invitation to review ${quoted}`,
    text: `${BRAND} sends this invitation on behalf of the provider listed on ${BRAND} as ${quoted}, who asked us to invite you to share your experience.\n\nWhatever your experience was, you can write a review here:\n${reviewLink}\n\nEvery honest review is published under the same rules, whatever its rating. Nothing is offered for a review and you do not have to write one. ${BRAND} never asks for your password or payment details in an invitation.\n\nTo stop review invitations from every provider on ${BRAND}:\n${unsubscribeLink}\n`,
    html: layout(
      'You are invited to write a review',
      `<p>${BRAND} sends this invitation on behalf of the provider listed on ${BRAND} as <strong>${escapeHtml(quoted)}</strong>, who asked us to invite you to share your experience.</p>
<p>Whatever your experience was, you can write a review here:</p>${button(reviewLink, 'Write a review')}
<p>Every honest review is published under the same rules, whatever its rating. Nothing is offered for a review and you do not have to write one. ${BRAND} never asks for your password or payment details in an invitation.</p>
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
  locale: TLocale = 'en',
): MailContent {
  // Names people chose reach the mail one line, without addresses (mail-text.ts).
  providerName = mailName(providerName, locale === 'es' ? 'este proveedor' : 'this provider');
  const name = providerName;
  if (locale === 'es') {
    const state = removed ? 'se eliminó' : 'sigue publicada';
    const about =
      to === 'reporter'
        ? `La reseña de ${name} que usted reportó ${state}.`
        : `Su reseña de ${name} fue reportada y ${state}.`;
    return {
      subject: `Una decisión sobre una reseña de ${name}`,
      text: `${about}\n\nMotivo de los moderadores: ${reasonLabel}\n\n${link}\n`,
      html: layout(
        'Una decisión sobre una reseña',
        `<p>${escapeHtml(about)}</p><p>Motivo de los moderadores: <strong>${escapeHtml(reasonLabel)}</strong></p>${button(link, 'Abrir el perfil')}`,
        'es',
      ),
    };
  }
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
export function receiptMail(
  receipt: {
    providerName: string;
    description: string;
    amount: string;
    date: string;
    card: string | null;
    reference: string;
    link: string;
  },
  locale: TLocale = 'en',
): MailContent {
  // Names people chose reach the mail one line, without addresses (mail-text.ts).
  receipt = {
    ...receipt,
    providerName: mailName(
      receipt.providerName,
      locale === 'es' ? 'este proveedor' : 'this provider',
    ),
  };
  if (locale === 'es') {
    const rows: Array<[string, string]> = [
      ['Perfil', receipt.providerName],
      ['Concepto', receipt.description],
      ['Importe pagado', receipt.amount],
      ['Fecha', receipt.date],
      ...(receipt.card ? ([['Tarjeta', receipt.card]] as Array<[string, string]>) : []),
      ['Referencia', receipt.reference],
    ];
    return {
      subject: `Su recibo de ${BRAND}: ${receipt.amount}`,
      text: `Gracias por su pago.\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nRecibo: ${receipt.link}\n`,
      html: layout(
        'Recibo de pago',
        `<p>Gracias por su pago.</p>${table(rows, false)}${button(receipt.link, 'Ver el recibo')}`,
        'es',
      ),
    };
  }
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

/**
 * The account was deleted (decision 0006); what it closed at Stripe is said (issue 43,
 * decision 0056): Premium subscriptions cancelled, so nothing is charged again.
 */
export function accountDeletedMail(
  closed: { premiumCancelled: string[] },
  locale: TLocale = 'en',
): MailContent {
  const names = closed.premiumCancelled.map((name) => `“${name}”`).join(', ');
  if (locale === 'es') {
    const lines = [
      `Se eliminaron su cuenta de ${BRAND} y las reseñas que escribió. Los perfiles que administraba vuelven a estar sin reclamar.`,
      ...(names
        ? [
            `Se canceló en Stripe su suscripción Premium de ${names}: no se le cobrará de nuevo. Sus tarjetas guardadas y sus datos de facturación en Stripe también se eliminaron.`,
          ]
        : []),
    ];
    return {
      subject: `Se eliminó su cuenta de ${BRAND}`,
      text: `${lines.join('\n\n')}\n`,
      html: layout(
        'Su cuenta se eliminó',
        lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
        'es',
      ),
    };
  }
  const lines = [
    `Your ${BRAND} account and the reviews you wrote were deleted. The profiles you owned are unclaimed again.`,
    ...(names
      ? [
          `Your Premium subscription for ${names} was cancelled at Stripe: you will not be charged again. Your saved cards and billing details at Stripe were deleted as well.`,
        ]
      : []),
  ];
  return {
    subject: `Your ${BRAND} account was deleted`,
    text: `${lines.join('\n\n')}\n`,
    html: layout(
      'Your account was deleted',
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    ),
  };
}
