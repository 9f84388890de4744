import { LEAD_ADDRESS_MESSAGES } from '@app/contracts';
import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { localizeMessage, useT } from '../../../lib/i18n';
import { useConfirmLeadAddress } from '../api/lead-address';
import { leadAddressPageMessages } from '../lead-address-page/i18n';

const MARK = '\u0000';

/**
 * 'Requests sent to <strong>{provider}</strong> will be emailed to <strong>{email}</strong>.'
 * in the current language: the sentence is split at its two values, which show in bold. (Kept
 * here, not shared with the tools, so this page's chunk stays on its own.)
 */
function sentTo(sentence: string, values: [string, string]) {
  return sentence.split(MARK).map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < values.length && <strong>{values[i]}</strong>}
    </Fragment>
  ));
}

/**
 * /lead-address/confirm?token=...: the recipient of a lead form's address agrees to receive
 * its leads (issue 16 item 10). A button, not the page load, confirms: mail scanners that
 * open links do not confirm on the person's behalf.
 */
export function ConfirmLeadAddressPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmLeadAddress(token);
  const t = useT(leadAddressPageMessages);

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">
        {localizeMessage(
          confirm.isSuccess
            ? LEAD_ADDRESS_MESSAGES.confirmedTitle
            : LEAD_ADDRESS_MESSAGES.pageTitle,
        )}
      </h1>
      {confirm.isSuccess ? (
        <>
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
            {sentTo(t('sentTo', { provider: MARK, email: MARK }), [
              confirm.data.providerName,
              confirm.data.email,
            ])}
          </p>
          <Link to={paths.home} className={buttonClasses('secondary', 'md')}>
            {t('goHome')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-slate-700">{localizeMessage(LEAD_ADDRESS_MESSAGES.pageIntro)}</p>
          {(confirm.isError || !token) && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {localizeMessage(LEAD_ADDRESS_MESSAGES.invalidLink)}
            </p>
          )}
          <Button
            onClick={() => confirm.mutate()}
            disabled={!token || confirm.isPending || confirm.isError}
          >
            {confirm.isPending
              ? t('confirming')
              : localizeMessage(LEAD_ADDRESS_MESSAGES.confirmButton)}
          </Button>
        </>
      )}
    </section>
  );
}
