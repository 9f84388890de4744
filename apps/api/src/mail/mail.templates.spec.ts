import type { TLocale } from '@app/contracts';
import { mailLocale, moderationReasonLabel } from './mail-locale';
import {
  adminInviteMail,
  appealDecisionMail,
  claimDecisionMail,
  claimMessageMail,
  claimReceivedMail,
  emailChangeCodeMail,
  emailChangedMail,
  failedSignInsMail,
  googleLinkedMail,
  leadAddressConfirmMail,
  leadMail,
  type MailContent,
  passwordResetMail,
  receiptMail,
  accountDeletedMail,
  reportDecisionMail,
  reviewInvitationMail,
  reviewResponseMail,
  verificationCodeMail,
} from './mail.templates';

const LINK = 'https://dir.example.com/some/link?token=abc';
const LEAD = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '305-555-0100',
  message: 'Necesito ayuda',
  options: ['Free consultation'],
};
const RECEIPT = {
  providerName: 'Brickell Injury Law',
  description: 'Perfil Premium, 1 mes',
  amount: '$49.00',
  date: '3 de marzo de 2026',
  card: 'VISA •••• 4242',
  reference: 'pay_123',
  link: LINK,
};

/** Every template, in a language. */
const ALL: Record<string, (locale: TLocale) => MailContent> = {
  verification: (l) => verificationCodeMail('12345', 10, l),
  reset: (l) => passwordResetMail(LINK, l),
  adminInvite: (l) => adminInviteMail(LINK, l),
  claimApproved: (l) => claimDecisionMail('Brickell Injury Law', true, LINK, l),
  claimRejected: (l) => claimDecisionMail('Brickell Injury Law', false, LINK, l),
  claimMessage: (l) => claimMessageMail('Brickell Injury Law', 'Ana Pérez', undefined, l),
  claimReceived: (l) => claimReceivedMail('Brickell Injury Law', l),
  reviewResponse: (l) => reviewResponseMail('Brickell Injury Law', LINK, l),
  lead: (l) => leadMail('Brickell Injury Law', LEAD, LINK, l),
  emailChangeCode: (l) => emailChangeCodeMail('12345', 10, l),
  googleLinked: (l) => googleLinkedMail(LINK, l),
  failedSignIns: (l) => failedSignInsMail(10, LINK, l),
  emailChanged: (l) => emailChangedMail('new@example.com', LINK, l),
  appeal: (l) =>
    appealDecisionMail('Brickell Injury Law', true, LINK, moderationReasonLabel('offensive', l), l),
  leadAddress: (l) => leadAddressConfirmMail('Brickell Injury Law', LINK, l),
  invitation: (l) => reviewInvitationMail('Brickell Injury Law', LINK, `${LINK}&u=1`, l),
  reportReporter: (l) =>
    reportDecisionMail(
      'reporter',
      'Brickell',
      true,
      moderationReasonLabel('offensive', l),
      LINK,
      l,
    ),
  reportAuthor: (l) =>
    reportDecisionMail(
      'author',
      'Brickell',
      false,
      moderationReasonLabel('real_experience', l),
      LINK,
      l,
    ),
  receipt: (l) => receiptMail(RECEIPT, l),
  accountDeleted: (l) => accountDeletedMail({ premiumCancelled: ['Brickell Injury Law'] }, l),
  accountDeletedNoPremium: (l) => accountDeletedMail({ premiumCancelled: [] }, l),
};

describe('mail templates in Spanish', () => {
  it.each(Object.keys(ALL))(
    '%s: Spanish subject, text and HTML; links and the brand kept',
    (name) => {
      const en = ALL[name]!('en');
      const es = ALL[name]!('es');
      expect(es.subject).not.toBe(en.subject);
      expect(es.text).not.toBe(en.text);
      expect(es.html).not.toBe(en.html);
      expect(es.html).toContain('<html lang="es">');
      expect(es.html).toContain('InjuryPros: proveedores de confianza');
      expect(en.html).toContain('InjuryPros: trusted injury-related providers and reviews.');
      // Words that only the English has.
      for (const part of [es.subject, es.text, es.html])
        expect(part).not.toMatch(/\b(Your|your|You|you|The|the|was|has been|Thank)\b/);
      if (en.text.includes(LINK)) {
        expect(es.text).toContain(LINK);
        expect(es.html).toContain(LINK.replace(/&/g, '&amp;'));
      }
      if (en.text.includes('12345')) {
        expect(es.subject).toContain('12345');
        expect(es.text).toContain('12345');
      }
      expect(es.headers).toEqual(en.headers);
    },
  );

  it('the default is English', () => {
    expect(verificationCodeMail('12345', 10)).toEqual(verificationCodeMail('12345', 10, 'en'));
  });
});

describe('mailLocale', () => {
  it("the recipient's language first, then the request's, then English", () => {
    expect(mailLocale('es', 'en-US')).toBe('es');
    expect(mailLocale('en', 'es')).toBe('en');
    expect(mailLocale(null, 'es-MX,es;q=0.9')).toBe('es');
    expect(mailLocale(undefined, 'fr-FR')).toBe('en');
    expect(mailLocale(null)).toBe('en');
    expect(mailLocale('xx', ['es'])).toBe('es');
  });

  it('moderation reasons in both languages', () => {
    expect(moderationReasonLabel('offensive', 'en')).toBe('Offensive language');
    expect(moderationReasonLabel('offensive', 'es')).toBe('Lenguaje ofensivo');
  });
});

describe('issue 43, owner-controlled text in our mails', () => {
  const EVIL =
    'Account suspended - restore at evil-login.test\r\nBcc: x@evil.test https://evil.test/login';
  /** Every template that carries a name someone chose, given that name. */
  const NAMED: Record<string, (locale: TLocale) => MailContent> = {
    claimApproved: (l) => claimDecisionMail(EVIL, true, LINK, l),
    claimMessage: (l) => claimMessageMail(EVIL, EVIL, undefined, l),
    claimReceived: (l) => claimReceivedMail(EVIL, l),
    reviewResponse: (l) => reviewResponseMail(EVIL, LINK, l),
    lead: (l) => leadMail(EVIL, { ...LEAD, name: EVIL }, LINK, l),
    appeal: (l) => appealDecisionMail(EVIL, false, LINK, 'x', l),
    leadAddress: (l) => leadAddressConfirmMail(EVIL, LINK, l),
    invitation: (l) => reviewInvitationMail(EVIL, LINK, `${LINK}&u=1`, l),
    report: (l) => reportDecisionMail('reporter', EVIL, true, 'x', LINK, l),
    receipt: (l) => receiptMail({ ...RECEIPT, providerName: EVIL }, l),
  };
  it.each(Object.keys(NAMED).flatMap((name) => [[name, 'en'] as const, [name, 'es'] as const]))(
    '%s (%s): the name without its addresses, on one line',
    (name, locale) => {
      const mail = NAMED[name]!(locale);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('evil');
      expect(mail.text).toContain('Account suspended - restore at');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text).not.toMatch(/\nBcc/);
    },
  );

  it('invitations: fixed words first, the name only quoted', () => {
    expect(reviewInvitationMail(EVIL, LINK, LINK).subject).toBe(
      'InjuryPros: an invitation to review “Account suspended - restore at Bcc”',
    );
    expect(reviewInvitationMail(EVIL, LINK, LINK, 'es').subject).toBe(
      'InjuryPros: invitación a escribir una reseña de “Account suspended - restore at Bcc”',
    );
    expect(reviewInvitationMail('https://evil.test', LINK, LINK).subject).toBe(
      'InjuryPros: an invitation to review “this provider”',
    );
  });
});
