import { REPORT_REASONS, REPORT_DETAILS_MAX, type TReportReason } from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/field';
import { useReportReview } from '../api/trust';
import { commonMessages } from '../../../components/i18n';
import { useT } from '../../../lib/i18n';
import { providerPartMessages } from './i18n';

/** 'Report' on a review (signed-in, not the author): a reason from the list and details. */
export function ReportReview({ reviewId, authorName }: { reviewId: string; authorName: string }) {
  const t = useT(providerPartMessages);
  const tc = useT(commonMessages);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<TReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [done, setDone] = useState(false);
  const detailsId = useId();
  const send = useReportReview(
    reviewId,
    () => ({ reason: reason as TReportReason, ...(details.trim() ? { details } : {}) }),
    () => {
      setOpen(false);
      setDone(true);
    },
  );
  if (done)
    return (
      <p role="status" className="text-sm text-green-800">
        {t('trust.sent')}
      </p>
    );
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t('trust.reportAria', { name: authorName })}
      >
        {t('trust.report')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('trust.reportTitle')}
        className="max-w-md"
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason) send.mutate();
          }}
        >
          <p className="text-sm text-slate-700">{t('trust.reportIntro')}</p>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('trust.reason')}</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                {t(`reason.${r}`)}
              </label>
            ))}
          </fieldset>
          <Textarea
            id={detailsId}
            label={t('trust.details')}
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            onChange={(e) => setDetails(e.target.value)}
            rows={4}
          />
          {send.error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {send.error.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {tc('cancel')}
            </Button>
            <Button type="submit" disabled={!reason || send.isPending} loading={send.isPending}>
              {t('trust.send')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
