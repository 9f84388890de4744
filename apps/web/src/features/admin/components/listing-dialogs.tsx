import { CLOSED_STATUSES, type ClosedStatus, type TAdminProvider } from '@app/contracts';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Select, Textarea } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { ListingForm } from '../../listings';
import { useAdminProviders } from '../api/admin';
import { useAdminCreateListing, useCloseListing, useMergeListing } from '../api/listings';
import { adminMessages } from '../i18n';
import { ConfirmDialog } from './confirm-dialog';
import { SearchField } from './search-field';

/** New: the 'Add your business' form, saved as the admin's listing (POST /admin/providers). */
export function NewListingDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (name: string) => void;
}) {
  const t = useT(adminMessages);
  const create = useAdminCreateListing();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('providers.newTitle')}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      <ListingForm
        submit={(body) => create.mutateAsync(body)}
        onSaved={(profile) => onCreated(profile.profileName)}
        saveLabel={t('providers.newSave')}
      />
    </Dialog>
  );
}

/** Merge: choose the listing to keep (searched by name), then confirm. */
export function MergeListingDialog({
  provider,
  onClose,
  onMerged,
}: {
  provider: TAdminProvider;
  onClose: () => void;
  onMerged: () => void;
}) {
  const t = useT(adminMessages);
  const [query, setQuery] = useState(provider.name);
  const [into, setInto] = useState<string | null>(null);
  const [picked, setPicked] = useState(true);
  const candidates = useAdminProviders(query, 0);
  const merge = useMergeListing();
  const others = (candidates.data?.data ?? []).filter((p) => p.id !== provider.id && !p.mergedInto);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('providers.mergeTitle')}
      description={t('providers.mergeText', { name: provider.name })}
      confirmLabel={t('providers.mergeConfirm')}
      busy={merge.isPending}
      error={merge.isError ? merge.error.message : picked ? null : t('providers.mergePick')}
      onConfirm={() => {
        if (!into) return setPicked(false);
        merge.mutate({ id: provider.id, into }, { onSuccess: onMerged });
      }}
    >
      <div className="mb-4 flex flex-col gap-3">
        <SearchField
          label={t('providers.mergeSearch')}
          placeholder={t('providers.searchPlaceholder')}
          initial={provider.name}
          onSearch={setQuery}
        />
        <fieldset aria-busy={candidates.isFetching}>
          <legend className="mb-1 text-sm font-medium text-slate-800">
            {t('providers.mergeChoose')}
          </legend>
          {candidates.isPending ? (
            <div className="h-16 animate-pulse rounded-lg bg-slate-200" />
          ) : others.length === 0 ? (
            <p className="text-sm text-slate-600">{t('providers.mergeNone')}</p>
          ) : (
            <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
              {others.map((p) => (
                <li key={p.id}>
                  <label className="flex items-center gap-3 rounded-lg p-2 text-sm hover:bg-slate-50">
                    <input
                      type="radio"
                      name="merge-into"
                      value={p.id}
                      checked={into === p.id}
                      onChange={() => {
                        setInto(p.id);
                        setPicked(true);
                      }}
                      className="size-4 accent-brand-700"
                    />
                    <span>
                      <span className="font-medium text-slate-900">{p.name}</span>
                      <span className="block text-slate-600">
                        {[p.city, p.state].filter(Boolean).join(', ')}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      </div>
    </ConfirmDialog>
  );
}

/** Close: permanently or temporarily, with an optional reason, after a confirmation. */
export function CloseListingDialog({
  provider,
  onClose,
  onClosed,
}: {
  provider: TAdminProvider;
  onClose: () => void;
  onClosed: () => void;
}) {
  const t = useT(adminMessages);
  const [status, setStatus] = useState<ClosedStatus>('permanently_closed');
  const [reason, setReason] = useState('');
  const close = useCloseListing();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('providers.closeTitle')}
      description={t('providers.closeText')}
      confirmLabel={t('providers.closeConfirm')}
      busy={close.isPending}
      error={close.isError ? close.error.message : null}
      onConfirm={() =>
        close.mutate(
          { id: provider.id, status, reason: reason.trim() || undefined },
          { onSuccess: onClosed },
        )
      }
    >
      <div className="mb-4 flex flex-col gap-3">
        <Select
          label={t('providers.closeStatus')}
          value={status}
          onChange={(e) => setStatus(e.target.value as ClosedStatus)}
        >
          {CLOSED_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`providers.status.${s}`)}
            </option>
          ))}
        </Select>
        <Textarea
          label={t('providers.closeReason')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
