import { useEffect, useState } from 'react';
import { LazyDialog as Dialog } from '../../../components/ui/lazy-dialog';

/** Image lightbox (spec 2): previous and next (arrow keys), Escape closes (Radix). */
export function Lightbox({
  urls,
  start,
  onClose,
}: {
  urls: string[];
  start: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(start);
  const [failed, setFailed] = useState(false);
  const move = (step: number) => {
    setFailed(false);
    setIndex((i) => (i + step + urls.length) % urls.length);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') move(1);
      if (e.key === 'ArrowLeft') move(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Photo ${index + 1} of ${urls.length}`}
      className="max-w-3xl"
    >
      <div className="flex flex-col items-center gap-3">
        {failed ? (
          <p role="alert" className="flex h-64 items-center text-red-700">
            This image could not be loaded.
          </p>
        ) : (
          <img
            src={urls[index]}
            alt={`Photo ${index + 1} of ${urls.length}`}
            onError={() => setFailed(true)}
            className="max-h-[70vh] w-auto rounded-lg"
          />
        )}
        {urls.length > 1 && (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => move(-1)}
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
            >
              Previous
            </button>
            <button
              type="button"
              onClick={() => move(1)}
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
            >
              Next
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
