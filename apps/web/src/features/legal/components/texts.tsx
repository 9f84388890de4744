import { APP_NAME } from '../../../config/env';
import { formatDate, formatMoney } from '../../../lib/i18n';
import { legalMessages } from '../i18n';
import type { LegalSection } from './legal-document';

/**
 * The privacy policy and the terms of use, in the page's language (legal catalog). Functions
 * of the current language: the pages call them during a render that follows the language.
 */
const t = legalMessages.t;
const app = { app: APP_NAME };

/** 'November 1, 2025' ('1 de noviembre de 2025'). */
export const legalUpdated = () => formatDate(new Date(2025, 10, 1), { dateStyle: 'long' });
const CONTACT = 'privacy@injurypros.example';
const LEGAL_CONTACT = 'legal@injurypros.example';

export const privacyIntro = () => (
  <>
    <p>{t('privacy.intro', app)}</p>
    <p>{t('privacy.noSale')}</p>
  </>
);

export const privacySections = (): LegalSection[] => [
  {
    heading: t('privacy.collect.heading'),
    body: (
      <>
        <p>
          <strong>{t('privacy.collect.accountLead')}</strong> {t('privacy.collect.account')}
        </p>
        <p>
          <strong>{t('privacy.collect.publishLead')}</strong> {t('privacy.collect.publish')}
        </p>
        <p>
          <strong>{t('privacy.collect.technicalLead')}</strong> {t('privacy.collect.technical')}
        </p>
      </>
    ),
  },
  {
    heading: t('privacy.use.heading'),
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('privacy.use.account')}</li>
        <li>{t('privacy.use.show')}</li>
        <li>{t('privacy.use.emails')}</li>
        <li>{t('privacy.use.fraud')}</li>
        <li>{t('privacy.use.claims')}</li>
      </ul>
    ),
  },
  {
    heading: t('privacy.public.heading'),
    body: <p>{t('privacy.public.body')}</p>,
  },
  {
    heading: t('privacy.share.heading'),
    body: <p>{t('privacy.share.body')}</p>,
  },
  {
    heading: t('privacy.keep.heading'),
    body: <p>{t('privacy.keep.body')}</p>,
  },
  {
    heading: t('privacy.rights.heading'),
    body: (
      <>
        <p>{t('privacy.rights.body')}</p>
        <p>
          {t('privacy.rights.writeTo')}{' '}
          <a className="text-brand-700 underline" href={`mailto:${CONTACT}`}>
            {CONTACT}
          </a>
          {t('privacy.rights.answer')}
        </p>
      </>
    ),
  },
  {
    heading: t('privacy.security.heading'),
    body: <p>{t('privacy.security.body')}</p>,
  },
  {
    heading: t('privacy.children.heading'),
    body: <p>{t('privacy.children.body', app)}</p>,
  },
  {
    heading: t('privacy.changes.heading'),
    body: <p>{t('privacy.changes.body')}</p>,
  },
];

export const termsIntro = () => <p>{t('terms.intro', app)}</p>;

export const termsSections = (): LegalSection[] => [
  {
    heading: t('terms.who.heading'),
    body: <p>{t('terms.who.body')}</p>,
  },
  {
    heading: t('terms.honest.heading'),
    body: (
      <>
        <p>{t('terms.honest.lead')}</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('terms.honest.conflict')}</li>
          <li>{t('terms.honest.private')}</li>
          <li>{t('terms.honest.abuse')}</li>
          <li>{t('terms.honest.photos')}</li>
        </ul>
        <p>{t('terms.honest.removal')}</p>
      </>
    ),
  },
  {
    heading: t('terms.providers.heading'),
    body: <p>{t('terms.providers.body')}</p>,
  },
  {
    heading: t('terms.advice.heading'),
    body: <p>{t('terms.advice.body', app)}</p>,
  },
  {
    heading: t('terms.content.heading'),
    body: <p>{t('terms.content.body', app)}</p>,
  },
  {
    heading: t('terms.use.heading'),
    body: <p>{t('terms.use.body')}</p>,
  },
  {
    heading: t('terms.termination.heading'),
    body: <p>{t('terms.termination.body')}</p>,
  },
  {
    heading: t('terms.liability.heading'),
    body: <p>{t('terms.liability.body', { ...app, amount: formatMoney(10000) })}</p>,
  },
  {
    heading: t('terms.changes.heading'),
    body: (
      <p>
        {t('terms.changes.before')}{' '}
        <a className="text-brand-700 underline" href={`mailto:${LEGAL_CONTACT}`}>
          {LEGAL_CONTACT}
        </a>
        {t('terms.changes.after')}
      </p>
    ),
  },
];
