import { STORAGE_KEYS } from '@app/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { LegalDocument } from '../components/legal-document';
import {
  legalUpdated,
  privacyIntro,
  privacySections,
  termsIntro,
  termsSections,
} from '../components/texts';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import { legalMessages } from '../i18n';

/**
 * The acknowledgement variant of the policy (spec 2: 'Agree and Continue'), reached with
 * `?acknowledge` and an optional `returnTo`; agreeing is remembered in this browser.
 */
function AgreeAndContinue({ returnTo }: { returnTo: string }) {
  const t = useT(legalMessages);
  const navigate = useNavigate();
  return (
    <div className="sticky bottom-0 mt-10 border-t border-slate-200 bg-white/95 py-4 backdrop-blur">
      <p className="mb-3 text-sm text-slate-700">{t('acknowledgeText')}</p>
      <Button
        size="lg"
        className="w-full sm:w-auto"
        onClick={() => {
          try {
            localStorage.setItem(STORAGE_KEYS.privacyAcknowledged, new Date().toISOString());
          } catch {
            // private mode: nothing to remember
          }
          navigate(returnTo, { replace: true });
        }}
      >
        {t('agree')}
      </Button>
    </div>
  );
}

const safeReturn = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : paths.home;

export function PrivacyPolicyPage() {
  const t = useT(legalMessages);
  useDocumentTitle(t('privacy.title'));
  const [params] = useSearchParams();
  return (
    <LegalDocument
      title={t('privacy.title')}
      updated={legalUpdated()}
      intro={privacyIntro()}
      sections={privacySections()}
      footer={
        params.has('acknowledge') ? (
          <AgreeAndContinue returnTo={safeReturn(params.get('returnTo'))} />
        ) : null
      }
    />
  );
}

export function TermsOfUsePage() {
  const t = useT(legalMessages);
  useDocumentTitle(t('terms.title'));
  return (
    <LegalDocument
      title={t('terms.title')}
      updated={legalUpdated()}
      intro={termsIntro()}
      sections={termsSections()}
    />
  );
}

export { AboutPage } from './about';
