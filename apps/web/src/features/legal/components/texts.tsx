import { APP_NAME } from '../../../config/env';
import type { LegalSection } from './legal-document';

export const LEGAL_UPDATED = 'November 1, 2025';
const CONTACT = 'privacy@injurypros.example';

export const privacyIntro = (
  <>
    <p>
      {APP_NAME} is a directory of injury-related providers in the United States (law firms, medical
      facilities, chiropractors, imaging centers, auto body shops, towing services, insurance agents
      and case funding companies) with ratings and reviews written by the people who used them. This
      policy explains what we collect when you use {APP_NAME}, why, who sees it, and the choices you
      have.
    </p>
    <p>
      We do not sell your personal information, and we do not share it for cross-context
      advertising.
    </p>
  </>
);

export const privacySections: LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <>
        <p>
          <strong>Account details.</strong> Your email address, a hash of your password (never the
          password itself), your first and last name, and the profile photo or banner you choose to
          upload. If you sign in with Google, we receive your Google account id, name, email address
          and profile picture.
        </p>
        <p>
          <strong>What you publish.</strong> Reviews, ratings, photos, responses, posts, bookmarks,
          and the documents a provider sends us to claim a profile or to appeal a review.
        </p>
        <p>
          <strong>Technical data.</strong> Your IP address, browser type and the pages you request,
          kept in server logs to run, secure and debug the service. We use no advertising trackers.
        </p>
      </>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>to create your account, confirm your email and keep you signed in;</li>
        <li>to show your reviews with your name and photo on provider and reviewer pages;</li>
        <li>
          to send the emails you need: confirmation codes, password reset links and notices about
          your content;
        </li>
        <li>
          to prevent fraud, fake reviews and abuse, for example by limiting how often a form can be
          sent;
        </li>
        <li>
          to verify that a person claiming a provider profile really represents that business.
        </li>
      </ul>
    ),
  },
  {
    heading: 'What is public',
    body: (
      <p>
        Your first name, last name, profile photo, city and state (if you add them), badges, the
        year you joined, and every review you publish are public. Your email address, your claim
        documents and your appeal files are never shown to other visitors.
      </p>
    ),
  },
  {
    heading: 'Who we share it with',
    body: (
      <>
        <p>
          We share personal information only with service providers that host our servers, store
          files and deliver email for us, under contracts that forbid them from using it for
          anything else; with a provider whose profile you contact through a lead or appointment
          form (only what you type into that form); and when the law requires it, for example under
          a valid subpoena.
        </p>
      </>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <p>
        We keep your account until you delete it. Confirmation codes expire after 10 minutes and
        reset links after one hour. Server logs are kept for up to 30 days. When you delete your
        account, your profile is removed; we keep only what the law requires us to keep.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <>
        <p>
          Wherever you live in the United States, you can ask us to show you the personal
          information we hold about you, to correct it, to give you a copy, or to delete it.
          Residents of California and other states with privacy laws have these rights by law, and
          we extend them to everyone. We will not treat you differently for using them.
        </p>
        <p>
          Write to{' '}
          <a className="text-brand-700 underline" href={`mailto:${CONTACT}`}>
            {CONTACT}
          </a>
          ; we answer within 45 days.
        </p>
      </>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        Passwords are stored only as salted Argon2id hashes, traffic is encrypted in transit,
        uploaded images are re-encoded to remove hidden location data, and private documents are
        stored where only authorised staff can open them. No system is perfectly secure; if a breach
        affects you, we will tell you as the law requires.
      </p>
    ),
  },
  {
    heading: 'Children',
    body: (
      <p>
        {APP_NAME} is not meant for children under 13, and we do not knowingly collect their
        information.
      </p>
    ),
  },
  {
    heading: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top, and for important changes we email
        account holders before the change takes effect.
      </p>
    ),
  },
];

export const termsIntro = (
  <p>
    These terms are the agreement between you and {APP_NAME} for using our website and services. By
    creating an account or publishing content you accept them. Please read them together with our
    Privacy Policy.
  </p>
);

export const termsSections: LegalSection[] = [
  {
    heading: 'Who can use the service',
    body: (
      <p>
        You must be at least 18 years old, or the age of majority where you live, to create an
        account. You are responsible for your account and for keeping your password secret. One
        person, one account.
      </p>
    ),
  },
  {
    heading: 'Reviews must be honest',
    body: (
      <>
        <p>A review must describe your own, real experience with the provider. You must not:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            review a business you own, work for or compete with, or review in exchange for payment
            or gifts;
          </li>
          <li>
            post another person's private information, medical details or case details without their
            consent;
          </li>
          <li>post threats, harassment, hate speech, or content that is false or defamatory;</li>
          <li>upload photos you do not have the right to share.</li>
        </ul>
        <p>We may remove content that breaks these rules and suspend the accounts that post it.</p>
      </>
    ),
  },
  {
    heading: 'Providers',
    body: (
      <p>
        A business may claim its profile by proving it represents the business. Owners may respond
        to reviews and may appeal a review they believe breaks these terms; an appeal is decided by
        our moderators, and a review is never removed because it is negative. Paid plans and
        advertising never change a provider's rating.
      </p>
    ),
  },
  {
    heading: 'Not legal or medical advice',
    body: (
      <p>
        Ratings, reviews and provider information are opinions and listings, not legal, medical or
        financial advice.
        {` ${APP_NAME}`} does not endorse any provider and is not a lawyer referral service. Check a
        provider's license and qualifications before you hire them.
      </p>
    ),
  },
  {
    heading: 'Your content',
    body: (
      <p>
        You keep ownership of what you publish. You give {APP_NAME} a non-exclusive, worldwide,
        royalty-free licence to host, display and distribute it on the service, which ends when you
        delete it, except where others have already shared it or the law requires us to keep it.
      </p>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <p>
        Do not scrape the service in bulk, probe or disrupt its security, create accounts
        automatically, or use it to send spam. Our rate limits and safeguards are part of the
        service; do not try to get around them.
      </p>
    ),
  },
  {
    heading: 'Termination',
    body: (
      <p>
        You may delete your account at any time. We may suspend or close an account that breaks
        these terms; where we can, we tell you why and let you respond.
      </p>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <p>
        The service is provided as is. To the extent the law allows, {APP_NAME} is not liable for
        indirect or consequential damages, and our total liability is limited to the amount you paid
        us in the twelve months before the claim, or $100 if you paid nothing.
      </p>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <p>
        We may update these terms; the date at the top tells you when. Questions go to{' '}
        <a className="text-brand-700 underline" href="mailto:legal@injurypros.example">
          legal@injurypros.example
        </a>
        .
      </p>
    ),
  },
];
