import {
  countedLength,
  HINT_RED_MS,
  MAX_REVIEW_PHOTOS,
  MESSAGES,
  MIN_LONG_TEXT,
  REVIEW_QUESTIONS,
  type TReview,
  type TReviewQuestion,
} from '@app/contracts';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Textarea } from '../../../components/ui/field';
import { uploadImage } from '../../../lib/upload';
import { useCreateReview, useUpdateReview } from '../api/reviews';
import { commonMessages } from '../../../components/i18n';
import { localizeMessage, useT } from '../../../lib/i18n';
import { providerPartMessages } from './i18n';

type Ratings = Record<TReviewQuestion, number>;
const noRatings = (): Ratings => Object.fromEntries(REVIEW_QUESTIONS.map((q) => [q, 0])) as Ratings;

function StarInput({
  question,
  value,
  onChange,
}: {
  question: TReviewQuestion;
  value: number;
  onChange: (v: number) => void;
}) {
  const t = useT(providerPartMessages);
  const name = useId();
  const label = t(`question.${question}`);
  return (
    <fieldset className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden className="text-sm text-slate-800">
        {label}
      </span>
      <span className="flex">
        {[1, 2, 3, 4, 5].map((score) => (
          <label key={score} className="cursor-pointer p-0.5">
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="peer sr-only"
              aria-label={t('scoreFor', { score, question: label })}
            />
            <svg
              aria-hidden
              viewBox="0 0 20 20"
              className={cn(
                'size-7 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600',
                score <= value ? 'text-amber-500' : 'text-slate-300',
              )}
              fill="currentColor"
            >
              <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
            </svg>
          </label>
        ))}
      </span>
    </fieldset>
  );
}

/**
 * Leave a Review (spec 2, 5): five ratings, text of at least 100 characters whose hint turns
 * red for 3 s after a failed try, up to 5 photos (extras dropped, add disabled at 5).
 * Given the author's `review`, it edits that review under the same rules.
 */
export function ReviewForm({
  providerId,
  onDone,
  review,
  invitationToken,
}: {
  providerId: string;
  onDone: () => void;
  review?: TReview;
  /** A review invitation's token (its mail's link): the review is labelled Invited. */
  invitationToken?: string;
}) {
  const t = useT(providerPartMessages);
  const tc = useT(commonMessages);
  const create = useCreateReview(providerId);
  const update = useUpdateReview(providerId);
  const saving = review ? update : create;
  const [ratings, setRatings] = useState<Ratings>(() =>
    review ? { ...review.ratings } : noRatings(),
  );
  const [text, setText] = useState(review?.text ?? '');
  const [photos, setPhotos] = useState<string[]>(review?.photoUrls ?? []);
  const [uploading, setUploading] = useState(false);
  const [hintRed, setHintRed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();

  useEffect(() => {
    if (!hintRed) return;
    const timer = window.setTimeout(() => setHintRed(false), HINT_RED_MS);
    return () => window.clearTimeout(timer);
  }, [hintRed]);

  const allRated = REVIEW_QUESTIONS.every((q) => ratings[q] > 0);

  const addPhotos = async (files: FileList | null) => {
    const room = MAX_REVIEW_PHOTOS - photos.length;
    const images = Array.from(files ?? [])
      .filter((f) => f.type.startsWith('image/'))
      .slice(0, room);
    if (images.length === 0) return;
    setUploading(true);
    setError(null);
    try {
      const urls = await Promise.all(images.map((file) => uploadImage(file)));
      setPhotos((current) => [...current, ...urls].slice(0, MAX_REVIEW_PHOTOS));
    } catch (e) {
      setError(e instanceof Error ? e.message : localizeMessage(MESSAGES.unexpected));
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    setError(null);
    if (!allRated || countedLength(text) < MIN_LONG_TEXT) {
      setHintRed(true);
      return;
    }
    try {
      const body = { ratings, text, photoUrls: photos };
      if (review) await update.mutateAsync({ id: review.id, body });
      else await create.mutateAsync(invitationToken ? { ...body, invitationToken } : body);
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : localizeMessage(MESSAGES.unexpected));
    }
  };

  return (
    <form
      aria-label={review ? t('editReviewForm') : t('writeReviewForm')}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {invitationToken && !review && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800">{t('trust.invited')}</p>
      )}
      <div className="flex flex-col gap-2">
        {REVIEW_QUESTIONS.map((q) => (
          <StarInput
            key={q}
            question={q}
            value={ratings[q]}
            onChange={(v) => setRatings((r) => ({ ...r, [q]: v }))}
          />
        ))}
      </div>
      <Textarea
        id={textId}
        label={t('yourReview')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
        maxLength={5000}
        hint={`${localizeMessage(MESSAGES.reviewMin)} (${countedLength(text)}/${MIN_LONG_TEXT})`}
        hintClassName={cn('text-sm', hintRed ? 'text-red-700' : 'text-slate-600')}
        hintAlert={hintRed}
        controlClassName="rounded-lg border border-slate-300 p-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <div className="flex flex-wrap items-center gap-2">
        {photos.map((url, index) => (
          <span key={url} className="relative">
            <img
              src={url}
              alt={t('reviewPhoto', { n: index + 1 })}
              className="size-16 rounded-lg object-cover"
            />
            <button
              type="button"
              aria-label={t('removePhoto', { n: index + 1 })}
              onClick={() => setPhotos((p) => p.filter((u) => u !== url))}
              className="absolute -right-2 -top-2 flex size-6 items-center justify-center rounded-full bg-slate-900 text-xs text-white"
            >
              ×
            </button>
          </span>
        ))}
        <label
          className={cn(
            'flex h-16 cursor-pointer items-center rounded-lg border-2 border-dashed border-slate-300 px-3 text-sm text-slate-700 focus-within:outline-2 focus-within:outline-brand-600',
            (photos.length >= MAX_REVIEW_PHOTOS || uploading) && 'cursor-not-allowed opacity-50',
          )}
        >
          {uploading
            ? t('uploading')
            : t('addPhotos', { count: photos.length, max: MAX_REVIEW_PHOTOS })}
          <input
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            disabled={photos.length >= MAX_REVIEW_PHOTOS || uploading}
            onChange={(e) => {
              void addPhotos(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {tc('cancel')}
        </Button>
        <Button
          type="submit"
          loading={saving.isPending}
          disabled={!allRated || text.trim() === '' || uploading}
        >
          {review ? t('saveChanges') : t('submitReview')}
        </Button>
      </div>
    </form>
  );
}
