import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Avatar } from '../../../components/layouts/avatar';
import { displayName } from '../../../components/layouts/account-links';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { BannerDialog, ProfilePhotoDialog } from '../components/photo-dialogs';

export function UserPage() {
  const { id } = useParams();
  return <PagePlaceholder title={`Reviewer ${id ?? ''}`} />;
}

const BADGE_LABELS: Record<string, string> = { pro_reviewer: 'Pro Reviewer', veteran: 'Veteran' };

/** The signed-in person's own reviewer page (spec 2): picture, name, badges, member since. */
export function MePage() {
  const { user } = useAuth();
  const [photoOpen, setPhotoOpen] = useState(false);
  const [bannerOpen, setBannerOpen] = useState(false);
  if (!user) return null;
  const name = displayName(user);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {user.bannerPicUrl ? (
          <img
            src={user.bannerPicUrl}
            alt={`${name}'s banner`}
            className="aspect-[1610/320] w-full object-cover"
          />
        ) : (
          <div aria-hidden className="h-24 bg-gradient-to-r from-brand-700 to-teal-600" />
        )}
        <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-end">
          <Avatar user={user} className="-mt-14 size-24 border-4 border-white text-2xl" />
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-2xl font-bold text-slate-900">{name}</h1>
            <p className="text-sm text-slate-600">
              Member since {new Date(user.createdAt).getFullYear()} · {user.reviewCount}{' '}
              {user.reviewCount === 1 ? 'review' : 'reviews'}
            </p>
            {user.badges.length > 0 && (
              <ul aria-label="Badges" className="mt-2 flex flex-wrap gap-2">
                {user.badges.map((badge) => (
                  <li
                    key={badge}
                    className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800"
                  >
                    {BADGE_LABELS[badge] ?? badge}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setPhotoOpen(true)}>
              Edit Profile Photo
            </Button>
            <Button variant="secondary" onClick={() => setBannerOpen(true)}>
              Edit Banner
            </Button>
          </div>
        </div>
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">My Reviews</h2>
      <p className="mt-2 text-slate-700">
        {user.reviewCount === 0
          ? 'You have not written any reviews yet.'
          : `You have written ${user.reviewCount} ${user.reviewCount === 1 ? 'review' : 'reviews'}.`}
      </p>
      <ProfilePhotoDialog
        open={photoOpen}
        onOpenChange={setPhotoOpen}
        currentUrl={user.profilePicUrl}
      />
      {bannerOpen && (
        <BannerDialog open onOpenChange={setBannerOpen} currentUrl={user.bannerPicUrl} />
      )}
    </section>
  );
}
