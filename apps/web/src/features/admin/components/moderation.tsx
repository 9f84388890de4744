import {
  MODERATION_REASONS,
  reasonsFor,
  type TDecisionOutcome,
  type TModerationReason,
} from '@app/contracts';
import { Select } from '../../../components/ui/field';

/** The moderation queue's words (issue 17), written once. */
export const MODERATION_TEXT = {
  tabs: { appeals: 'Appeals', reports: 'Reports' },
  chooseReason: 'Choose a reason',
  reasonToKeep: 'Reason to keep the review',
  reasonToRemove: 'Reason to remove the review',
  keep: 'Keep the review',
  remove: 'Remove the review',
  reportsCaption: 'Review reports',
  decide: 'Decide',
  decideTitle: 'Decide the Report',
  reportedReview: 'Reported Review',
  reportReason: 'Reason',
  reportDetails: 'Details',
  reportedBy: 'Reported by',
  reviewGone: 'The review no longer exists.',
  underAppeal: 'This review is also under appeal.',
  emptyTitle: 'No Review Reports Found',
  emptyText: 'There are no reports to decide',
  loadFailed: 'Failed to load reports',
  kept: (provider: string) => `The review of ${provider} stays published.`,
  removed: (provider: string) => `The review of ${provider} was removed.`,
} as const;

/** A select of the published reasons for one outcome (a decision needs one). */
export function ReasonSelect({
  id,
  outcome,
  value,
  onChange,
}: {
  id: string;
  outcome: TDecisionOutcome;
  value: TModerationReason | '';
  onChange: (reason: TModerationReason | '') => void;
}) {
  return (
    <Select
      id={id}
      label={outcome === 'keep' ? MODERATION_TEXT.reasonToKeep : MODERATION_TEXT.reasonToRemove}
      value={value}
      onChange={(e) => onChange(e.target.value as TModerationReason | '')}
    >
      <option value="">{MODERATION_TEXT.chooseReason}</option>
      {reasonsFor(outcome).map((reason) => (
        <option key={reason} value={reason}>
          {MODERATION_REASONS[reason].label}
        </option>
      ))}
    </Select>
  );
}
