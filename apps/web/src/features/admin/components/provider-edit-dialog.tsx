import { ADMIN_PROVIDER_TYPES } from '@app/contracts';
import { ProviderProfileForm } from '../../../components/provider-profile-form';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useAdminProviderProfile, useSaveProviderProfile } from '../api/provider-profile';
import { adminMessages } from '../i18n';
import { LoadError } from './states';

/** The admin's editor of a provider profile: PATCH /providers/{id} with the changed fields. */
export function ProviderEditDialog({
  providerId,
  onClose,
  onSaved,
}: {
  providerId: string;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const t = useT(adminMessages);
  const profile = useAdminProviderProfile(providerId);
  const save = useSaveProviderProfile(providerId);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('providers.editTitle')}
      className="max-w-lg"
    >
      {profile.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : profile.isError ? (
        <LoadError message={profile.error.message} />
      ) : (
        <ProviderProfileForm
          profile={profile.data}
          providerTypes={ADMIN_PROVIDER_TYPES}
          tagsHint={t('providers.tagsHint')}
          withFacts
          onlyChanged
          onCancel={onClose}
          onSave={async (body) => onSaved((await save(body)).profileName)}
        />
      )}
    </Dialog>
  );
}
