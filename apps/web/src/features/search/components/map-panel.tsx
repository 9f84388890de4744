import { Component, ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { searchMessages } from '../i18n';
import { type MapProvider, ResultsMap } from './results-map';

/** A map that fails (Leaflet on an unusual browser) leaves a note, never a broken page. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p role="status" className="p-4 text-sm text-slate-700">
        {searchMessages.t('mapFailed')}
      </p>
    ) : (
      this.props.children
    );
  }
}

export function MapPanel({
  providers,
  activeId,
  onSelect,
  className,
}: {
  providers: MapProvider[];
  activeId: string | null;
  onSelect: (id: string) => void;
  className?: string;
}) {
  // Re-renders the boundary's note too when the language changes.
  useT(searchMessages);
  return (
    <div className={className}>
      <MapBoundary>
        <ResultsMap providers={providers} activeId={activeId} onSelect={onSelect} />
      </MapBoundary>
    </div>
  );
}
