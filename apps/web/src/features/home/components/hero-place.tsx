import { normalizeSearchText } from '@app/contracts';
import { FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LocateButton, placeMessages, PlaceBox } from '../../../components/places';
import { paths } from '../../../config/paths';
import { cn } from '../../../components/ui/cn';

/** The hero's two boxes: what (the search box) and where (the place box). */
export function useHeroSearch() {
  const [what, setWhat] = useState('');
  const [where, setWhere] = useState('');
  return { what, setWhat, where, setWhere };
}
type Hero = ReturnType<typeof useHeroSearch>;

/**
 * The hero's place box (issue 15): choosing a place, or Enter in the box, goes to /search
 * near it with what the search box holds; 'Near me' goes to /search around the visitor's
 * position, nearest first, or says why it cannot.
 */
export function HeroPlace({ hero, className }: { hero: Hero; className?: string }) {
  const navigate = useNavigate();
  const go = (params: Record<string, string>) => {
    const q = normalizeSearchText(hero.what);
    navigate(`${paths.search}?${new URLSearchParams({ ...(q ? { q } : {}), ...params })}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const near = normalizeSearchText(hero.where);
    go(near ? { near } : {});
  };
  return (
    <div className={cn('flex w-full flex-col items-center gap-2 md:items-start', className)}>
      <form
        role="search"
        aria-label={placeMessages.t('label')}
        onSubmit={submit}
        className="w-full"
      >
        <PlaceBox
          id="home-where"
          size="lg"
          text={hero.where}
          onTextChange={hero.setWhere}
          onChoose={(near) => go({ near })}
          className="text-left"
        />
      </form>
      <LocateButton
        label={placeMessages.t('nearMe')}
        className="items-center md:items-start"
        buttonClassName="border border-white/60 bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white"
        alertClassName="rounded-lg bg-white px-3 py-1 text-red-800"
        onFound={({ lat, lng }) => go({ lat: String(lat), lng: String(lng), sort: 'distance' })}
      />
    </div>
  );
}
