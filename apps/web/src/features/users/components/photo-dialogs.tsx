import { bannerError, bannerSizeAdvice, profileImageError } from '@app/contracts';
import { useState } from 'react';
import { ImageUploadDialog } from '../../../components/image-upload-dialog';
import { updatePictures } from '../api/pictures';
import { useAuth } from '../../../lib/auth';
import { PROFILE_UPDATED } from '../../../lib/token-storage';
import { localizeMessage, useT } from '../../../lib/i18n';
import { userMessages } from '../i18n';

/** A shared check's message (@app/contracts) in the page's language. */
const localized = (message: string | null) => message && localizeMessage(message);

/** Saves the signed-in person's pictures, refreshes the session and tells the header. */
function useSaveProfile() {
  const { refresh } = useAuth();
  return async (body: { profilePicture?: string | null; bannerPicture?: string | null }) => {
    await updatePictures(body);
    await refresh();
    window.dispatchEvent(new Event(PROFILE_UPDATED));
  };
}

/** Profile photo: an image of at least 300x300 px, up to 5 MB on a page (spec 5). */
export function ProfilePhotoDialog({
  open,
  onOpenChange,
  currentUrl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentUrl: string | null;
}) {
  const t = useT(userMessages);
  const save = useSaveProfile();
  return (
    <ImageUploadDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('editPhoto')}
      hint={t('photoHint')}
      currentUrl={currentUrl}
      check={(file, dimensions) => localized(profileImageError(file, dimensions, 'page'))}
      onSave={async (url) => {
        if (url) await save({ profilePicture: url });
      }}
    />
  );
}

/** Banner: an image up to 4 MB, 1610x320 recommended (a warning only), and whether it shows. */
export function BannerDialog({
  open,
  onOpenChange,
  currentUrl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentUrl: string | null;
}) {
  const t = useT(userMessages);
  const save = useSaveProfile();
  // Opening the dialog without a banner means adding one: shown by default.
  const [show, setShow] = useState(true);
  return (
    <ImageUploadDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('bannerTitle')}
      shape="wide"
      hint={t('bannerHint')}
      currentUrl={currentUrl}
      check={(file) => localized(bannerError(file))}
      advise={(_, dimensions) => localized(bannerSizeAdvice(dimensions))}
      fileOptional={Boolean(currentUrl) || !show}
      onSave={async (url) => {
        if (!show) await save({ bannerPicture: null });
        else if (url) await save({ bannerPicture: url });
      }}
    >
      <label className="flex items-center gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          role="switch"
          checked={show}
          onChange={(e) => setShow(e.target.checked)}
          className="size-4 accent-brand-700"
        />
        {t('showBanner')}
      </label>
    </ImageUploadDialog>
  );
}
