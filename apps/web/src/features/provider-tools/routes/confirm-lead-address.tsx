import { LEAD_ADDRESS_MESSAGES } from '@app/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useConfirmLeadAddress } from '../api/lead-address';

/**
 * /lead-address/confirm?token=...: the recipient of a lead form's address agrees to receive
 * its leads (issue 16 item 10). A button, not the page load, confirms: mail scanners that
 * open links do not confirm on the person's behalf.
 */
export function ConfirmLeadAddressPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmLeadAddress(token);

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">
        {confirm.isSuccess ? LEAD_ADDRESS_MESSAGES.confirmedTitle : LEAD_ADDRESS_MESSAGES.pageTitle}
      </h1>
      {confirm.isSuccess ? (
        <>
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
            Requests sent to <strong>{confirm.data.providerName}</strong> will be emailed to{' '}
            <strong>{confirm.data.email}</strong>.
          </p>
          <Link to={paths.home} className={buttonClasses('secondary', 'md')}>
            Go Home
          </Link>
        </>
      ) : (
        <>
          <p className="text-slate-700">{LEAD_ADDRESS_MESSAGES.pageIntro}</p>
          {(confirm.isError || !token) && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {LEAD_ADDRESS_MESSAGES.invalidLink}
            </p>
          )}
          <Button
            onClick={() => confirm.mutate()}
            disabled={!token || confirm.isPending || confirm.isError}
          >
            {confirm.isPending ? 'Confirming...' : LEAD_ADDRESS_MESSAGES.confirmButton}
          </Button>
        </>
      )}
    </section>
  );
}
