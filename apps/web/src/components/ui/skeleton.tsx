import { cn } from './cn';

/** A grey placeholder shape while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

/**
 * A profile-shaped page while it loads: a main column of cards (heights in Tailwind
 * classes) and a side column of cards.
 */
export function ProfilePageSkeleton({
  label,
  main,
  side,
}: {
  label: string;
  main: readonly string[];
  side: readonly string[];
}) {
  return (
    <div
      className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 lg:flex-row"
      aria-busy="true"
      aria-label={label}
    >
      <div className="flex flex-1 flex-col gap-4">
        {main.map((height, i) => (
          <Skeleton key={i} className={`${height} rounded-2xl`} />
        ))}
      </div>
      <div className="flex w-full flex-col gap-4 lg:w-80">
        {side.map((height, i) => (
          <Skeleton key={i} className={`${height} rounded-2xl`} />
        ))}
      </div>
    </div>
  );
}
