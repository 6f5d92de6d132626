import { useMoreWords } from '../../i18n/moreWords';
import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { contract, type MapConfig } from '@h5/shared/contract';
import { useCall } from '@h5/shared/data';
import { useTranslation } from '@h5/shared/i18n';
import type { LatLon, MapView, TileState } from './leafletView';
import './location.css';

/** A first tile slower than this counts as none: the note takes the map's place. */
export const TILES_FAIL_AFTER_MS = 15_000;
/** The map pages' settings change with a redeploy only: kept ten minutes once loaded. */
export const useMapConfig = () => useCall(contract.map.config, {}, { freshFor: 10 * 60_000 });

/** Streets and buildings: about a few blocks across a phone. */
export const PLACE_ZOOM = 16;

export interface LocationMapProps {
  config: Pick<MapConfig, 'tile_url' | 'attribution' | 'attribution_url'>;
  /** Where the map is centred: its first view, then wherever a later value (a typed coordinate) moves it. */
  center: LatLon;
  pin: 'at' | 'centre';
  /** The user moved the map: its new centre (the `centre` pin's point). */
  onMove?: (center: LatLon) => void;
  /** What the map shows, for screen readers. */
  label: string;
  /** The note shown instead of a map without tiles: what the page still offers. */
  failedText: string;
}

type Shown = 'loading' | TileState;

function ZoomIcon({ plus }: { plus: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={plus ? 'M12 5v14M5 12h14' : 'M5 12h14'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The map of a location page: Leaflet, loaded with the first map shown, the tiles from the
 * configured server. Without tiles (every tile failed, none within TILES_FAIL_AFTER_MS, or the
 * map's code did not load) a note with Retry takes its place rather than a grey box; the page
 * around it keeps the coordinates, the address and its links. Zoom buttons and the tiles'
 * credit are ours, in the page's language and theme.
 */
export function LocationMap({ config, center, pin, onMove, label, failedText }: LocationMapProps) {
  const { t } = useMoreWords();
  const { t: tc } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Shown>('loading');
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<MapView | null>(null);
  // What the view reads when it needs it, so a new callback or centre never rebuilds the map.
  const latest = useRef({ center, onMove });
  useEffect(() => {
    latest.current = { center, onMove };
  });

  const tileUrl = config.tile_url;
  useEffect(() => {
    let cancelled = false;
    let made: MapView | null = null;
    import(/* webpackChunkName: "leaflet" */ './leafletView').then(
      ({ createMapView }) => {
        if (cancelled || !host.current) return;
        made = createMapView(host.current, {
          tileUrl,
          center: latest.current.center,
          zoom: PLACE_ZOOM,
          pin,
          onMove: (moved) => latest.current.onMove?.(moved),
          onTiles: (state) => {
            if (cancelled) return;
            if (state === 'failed') {
              made?.remove();
              made = null;
              view.current = null;
            }
            setShown(state);
          },
          failAfterMs: TILES_FAIL_AFTER_MS,
        });
        view.current = made;
      },
      () => {
        if (!cancelled) setShown('failed');
      },
    );
    return () => {
      cancelled = true;
      made?.remove();
      view.current = null;
    };
  }, [tileUrl, pin, attempt]);

  // A coordinate typed in moves the map; the map's own moves never come back here as a new centre.
  useEffect(() => {
    view.current?.moveTo({ lat: center.lat, lon: center.lon });
  }, [center.lat, center.lon]);

  const retry = useCallback(() => {
    setShown('loading');
    setAttempt((n) => n + 1);
  }, []);

  const credit = config.attribution && (
    <p className="ct-loc-credit">
      {config.attribution_url ? (
        <a href={config.attribution_url} target="_blank" rel="noopener noreferrer">
          {config.attribution}
        </a>
      ) : (
        config.attribution
      )}
      {' · '}
      <a href="https://leafletjs.com/" target="_blank" rel="noopener noreferrer">
        Leaflet
      </a>
    </p>
  );

  if (shown === 'failed') {
    return (
      <div className="ct-loc-map ct-loc-map--failed" role="status" data-testid="location-map-failed">
        <svg className="ct-loc-map__note-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
        <p className="ct-loc-map__note">{failedText}</p>
        <button type="button" className="ct-loc-map__retry" onClick={retry}>
          {tc('action.retry')}
        </button>
      </div>
    );
  }

  return (
    <div className="ct-loc-map-wrap">
      <div className={`ct-loc-map ct-loc-map--${shown}`} data-testid="location-map" data-tiles={shown}>
        <div key={attempt} ref={host} className="ct-loc-map__canvas" role="region" aria-label={label} />
        {shown === 'loading' && (
          <p className="ct-loc-map__loading" role="status">
            {t('location.mapLoading')}
          </p>
        )}
        <div className="ct-loc-map__zoom">
          <button type="button" className="h5-icon-button ct-loc-map__zoom-button" aria-label={t('location.zoomIn')} onClick={() => view.current?.zoomIn()}>
            <ZoomIcon plus />
          </button>
          <button type="button" className="h5-icon-button ct-loc-map__zoom-button" aria-label={t('location.zoomOut')} onClick={() => view.current?.zoomOut()}>
            <ZoomIcon plus={false} />
          </button>
        </div>
      </div>
      {credit}
    </div>
  );
}
