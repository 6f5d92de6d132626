import { useMemo } from 'react';
import type { MapConfig, Place } from '@h5/shared/contract';
import { useTranslation } from '@h5/shared/i18n';
import { useSearchParams } from '@h5/shared/router';
import { placeIn } from '@h5/shared/routes/place';
import { LoadState, PageFrame, copyText } from '@h5/shared/ui';
import { FactList } from '@h5/shared/ui/facts';
import { coordinatesText, degrees, latLonOf, mapsLink } from './coordinates';
import { LocationMap, useMapConfig } from './LocationMap';
import { useMoreWords } from '../../i18n/moreWords';

function PlaceCard({ place, office }: { place: Place; office: boolean }) {
  const { t } = useMoreWords();
  const coordinates = coordinatesText(place);
  return (
    <section className="h5-card ct-loc-place" aria-labelledby="ct-loc-place-name">
      <div className="h5-card__head">
        <h2 className="h5-title ct-loc-place__name" id="ct-loc-place-name" data-testid="location-name">
          {place.name || t('location.point')}
        </h2>
        {office && <span className="h5-tag">{t('location.office')}</span>}
      </div>
      <FactList
        layout="compact"
        items={[
          ...(place.address ? [{ label: t('location.address'), value: place.address, copy: place.address, testId: 'location-address' }] : []),
          { label: t('location.latitude'), value: degrees(place.latitude), testId: 'location-latitude' },
          { label: t('location.longitude'), value: degrees(place.longitude), testId: 'location-longitude' },
        ]}
      />
      <div className="ct-loc-actions">
        <a className="ct-loc-button ct-loc-button--primary" href={mapsLink(place)} target="_blank" rel="noopener noreferrer" data-testid="location-open-in-maps">
          {t('location.openInMaps')}
        </a>
        <button type="button" className="ct-loc-button" onClick={() => void copyText(coordinates)}>
          {t('location.copyCoordinates')}
        </button>
      </div>
    </section>
  );
}

function PlaceView({ place, office, config, onRetry, failed }: { place: Place; office: boolean; config: MapConfig | undefined; failed: boolean; onRetry: () => void }) {
  const { t } = useMoreWords();
  const center = useMemo(() => latLonOf(place), [place]);
  return (
    <div className="ct-loc">
      {config ? (
        <LocationMap
          config={config}
          center={center}
          pin="at"
          label={t('location.mapOf', { place: place.name || coordinatesText(place) })}
          failedText={t('location.tilesFailed')}
        />
      ) : (
        <div className="ct-loc-map ct-loc-map--waiting">
          <LoadState failed={failed} onRetry={onRetry} lines={2} />
        </div>
      )}
      <PlaceCard place={place} office={office} />
    </div>
  );
}

/**
 * A place on a map (uni-app's `openLocation`): `?latitude=&longitude=&name=&address=`, or the
 * company's office (from the server's settings) when the link gives no valid coordinates. The
 * name, address and coordinates, a link that opens the place in a maps app and a copy of its
 * coordinates work with or without the map's tiles.
 */
export default function OpenLocationPage() {
  const { t } = useMoreWords();
  const { t: tc } = useTranslation('common');
  const [search] = useSearchParams();
  const query = search.toString();
  const given = useMemo(() => placeIn(new URLSearchParams(query)), [query]);
  const config = useMapConfig();
  // A link that tried to name a place but got its coordinates wrong says so before the office shows.
  const broken = !given && (search.has('latitude') || search.has('longitude'));
  const place = given ?? config.data?.office;

  return (
    <PageFrame title={tc('page.openLocation')}>
      {broken && (
        <p className="ct-loc-warning" role="alert">
          {t('location.invalidLink')}
        </p>
      )}
      {place ? (
        <PlaceView place={place} office={!given} config={config.data} failed={config.failed} onRetry={() => void config.reload()} />
      ) : (
        <LoadState failed={config.failed} onRetry={() => void config.reload()} />
      )}
    </PageFrame>
  );
}
