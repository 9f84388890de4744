import {
  APPEALS_RECORD_TEXT,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_DETAILS_MAX,
  type TReportReason,
} from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { bodyOf } from '../../../lib/api-client';
import { trustApi } from '../../../lib/trust-api';
import { TRUST_TEXT } from './trust-text';

/** 'Report' on a review (signed-in, not the author): a reason from the list and details. */
export function ReportReview({ reviewId, authorName }: { reviewId: string; authorName: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<TReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [done, setDone] = useState(false);
  const detailsId = useId();
  const send = useMutation({
    mutationFn: async () => {
      return bodyOf(
        await trustApi.trust.report({
          params: { id: reviewId },
          body: { reason: reason as TReportReason, ...(details.trim() ? { details } : {}) },
        }),
      ).data;
    },
    onSuccess: () => {
      setOpen(false);
      setDone(true);
    },
  });
  if (done)
    return (
      <p role="status" className="text-sm text-green-800">
        {TRUST_TEXT.sent}
      </p>
    );
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={`${TRUST_TEXT.report} ${authorName}'s review`}
      >
        {TRUST_TEXT.report}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={TRUST_TEXT.reportTitle}
        className="max-w-md"
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason) send.mutate();
          }}
        >
          <p className="text-sm text-slate-700">{TRUST_TEXT.reportIntro}</p>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{TRUST_TEXT.reason}</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                {REPORT_REASON_LABELS[r]}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={detailsId} className="text-sm font-medium text-slate-800">
              {TRUST_TEXT.details}
            </label>
            <textarea
              id={detailsId}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              onChange={(e) => setDetails(e.target.value)}
              rows={4}
              className="rounded-lg border border-slate-300 p-2 text-sm"
            />
          </div>
          {send.error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {send.error.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {TRUST_TEXT.cancel}
            </Button>
            <Button type="submit" disabled={!reason || send.isPending} loading={send.isPending}>
              {TRUST_TEXT.send}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** The provider's moderation record: appeals over 12 months and removed reviews' lines. */
export function ReviewRecord({ providerId }: { providerId: string }) {
  const record = useQuery({
    queryKey: ['providers', 'review-record', providerId],
    queryFn: async () => {
      return bodyOf(await trustApi.trust.record({ params: { id: providerId } })).data;
    },
  });
  if (!record.data) return null;
  const { appealsFiled, appealsUpheld, removed } = record.data;
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700">
      <h3 className="sr-only">{TRUST_TEXT.recordHeading}</h3>
      {removed.length > 0 && (
        <ul className="mb-2 flex flex-col gap-1">
          {removed.map((r) => (
            <li key={r.id} className="rounded-lg bg-slate-50 px-3 py-2 italic">
              {r.line}
            </li>
          ))}
        </ul>
      )}
      <p>{APPEALS_RECORD_TEXT(appealsFiled, appealsUpheld)}</p>
    </div>
  );
}
