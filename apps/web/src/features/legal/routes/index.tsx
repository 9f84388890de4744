import { STORAGE_KEYS } from '@app/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { LegalDocument } from '../components/legal-document';
import {
  LEGAL_UPDATED,
  privacyIntro,
  privacySections,
  termsIntro,
  termsSections,
} from '../components/texts';

/**
 * The acknowledgement variant of the policy (spec 2: 'Agree and Continue'), reached with
 * `?acknowledge` and an optional `returnTo`; agreeing is remembered in this browser.
 */
function AgreeAndContinue({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  return (
    <div className="sticky bottom-0 mt-10 border-t border-slate-200 bg-white/95 py-4 backdrop-blur">
      <p className="mb-3 text-sm text-slate-700">
        Please read and accept the Privacy Policy to continue.
      </p>
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
        Agree and Continue
      </Button>
    </div>
  );
}

const safeReturn = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : paths.home;

export function PrivacyPolicyPage() {
  const [params] = useSearchParams();
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={LEGAL_UPDATED}
      intro={privacyIntro}
      sections={privacySections}
      footer={
        params.has('acknowledge') ? (
          <AgreeAndContinue returnTo={safeReturn(params.get('returnTo'))} />
        ) : null
      }
    />
  );
}

export function TermsOfUsePage() {
  return (
    <LegalDocument
      title="Terms of Use"
      updated={LEGAL_UPDATED}
      intro={termsIntro}
      sections={termsSections}
    />
  );
}
