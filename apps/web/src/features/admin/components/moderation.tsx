import {
  MODERATION_REASONS,
  reasonsFor,
  type TDecisionOutcome,
  type TModerationReason,
} from '@app/contracts';
import { Select } from '../../../components/ui/field';
import { localizeMessage, useT } from '../../../lib/i18n';
import { adminMessages } from '../i18n';

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
  const t = useT(adminMessages);
  return (
    <Select
      id={id}
      label={t(outcome === 'keep' ? 'moderation.reasonToKeep' : 'moderation.reasonToRemove')}
      value={value}
      onChange={(e) => onChange(e.target.value as TModerationReason | '')}
    >
      <option value="">{t('moderation.chooseReason')}</option>
      {reasonsFor(outcome).map((reason) => (
        <option key={reason} value={reason}>
          {localizeMessage(MODERATION_REASONS[reason].label)}
        </option>
      ))}
    </Select>
  );
}
