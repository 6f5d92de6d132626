import { useCallback, useMemo, useState, type FormEvent } from 'react';
import type { MapConfig, Place } from '@h5/shared/contract';
import { useFieldErrors } from '@h5/shared/form';
import { useTranslation } from '@h5/shared/i18n';
import { useNavigate, useSearchParams } from '@h5/shared/router';
import { PLACE_ADDRESS_MAX, PLACE_NAME_MAX, isLatitude, isLongitude, placeIn, placeReturnPath } from '@h5/shared/routes/place';
import { LoadState, PageFrame } from '@h5/shared/ui';
import { Field, errorProps } from '@h5/shared/ui/form';
import { degrees, latLonOf } from './coordinates';
import type { LatLon } from './leafletView';
import { LocationMap, useMapConfig } from './LocationMap';
import { useMoreWords } from '../../i18n/moreWords';

type PlaceField = keyof Place;

const fieldId = (field: PlaceField) => `ct-loc-${field}`;

interface ChooseFormProps {
  start: Place;
  config: MapConfig | undefined;
  configFailed: boolean;
  onRetryConfig: () => void;
  /** Where the confirmed place goes (the asking page, the place in its query). */
  onConfirm: (place: Place) => void;
}

function ChooseForm({ start, config, configFailed, onRetryConfig, onConfirm }: ChooseFormProps) {
  const { t } = useMoreWords();
  const [values, setValues] = useState<Place>(start);
  const { errors, setErrors, clear } = useFieldErrors<PlaceField>();
  // Where the map is centred by the page: the start, then each valid pair of typed coordinates.
  const [mapCenter, setMapCenter] = useState<LatLon>(() => latLonOf(start));

  const type = (field: PlaceField) => (text: string) => {
    const next = { ...values, [field]: text };
    setValues(next);
    clear(field);
    if ((field === 'latitude' || field === 'longitude') && isLatitude(next.latitude.trim()) && isLongitude(next.longitude.trim())) {
      setMapCenter(latLonOf({ latitude: next.latitude.trim(), longitude: next.longitude.trim() }));
    }
  };

  const moved = useCallback(
    (center: LatLon) => {
      setValues((v) => ({ ...v, latitude: degrees(center.lat), longitude: degrees(center.lon) }));
      clear('latitude', 'longitude');
    },
    [clear],
  );

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const place: Place = {
      latitude: values.latitude.trim(),
      longitude: values.longitude.trim(),
      name: values.name.trim(),
      address: values.address.trim(),
    };
    const faults = {
      ...(isLatitude(place.latitude) ? {} : { latitude: { key: 'contentPages:location.latitudeInvalid', values: {} } }),
      ...(isLongitude(place.longitude) ? {} : { longitude: { key: 'contentPages:location.longitudeInvalid', values: {} } }),
    };
    if (Object.keys(faults).length) {
      setErrors(faults);
      document.getElementById(fieldId(faults.latitude ? 'latitude' : 'longitude'))?.focus();
      return;
    }
    onConfirm(place);
  };

  const coordinate = (field: 'latitude' | 'longitude') => (
    <Field id={fieldId(field)} label={t(`location.${field}`)} error={errors[field]}>
      <input
        id={fieldId(field)}
        className="h5-field__input"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={t(`location.${field}Placeholder`)}
        value={values[field]}
        onChange={(event) => type(field)(event.target.value)}
        {...errorProps(fieldId(field), errors[field])}
      />
    </Field>
  );

  const text = (field: 'name' | 'address', max: number) => (
    <Field id={fieldId(field)} label={t(`location.${field}`)}>
      <input
        id={fieldId(field)}
        className="h5-field__input ct-loc-form__text"
        maxLength={max}
        autoComplete="off"
        placeholder={t('location.optional')}
        value={values[field]}
        onChange={(event) => type(field)(event.target.value)}
      />
    </Field>
  );

  return (
    <div className="ct-loc">
      {config ? (
        <LocationMap config={config} center={mapCenter} pin="centre" onMove={moved} label={t('location.chooseMap')} failedText={t('location.tilesFailedChoose')} />
      ) : (
        <div className="ct-loc-map ct-loc-map--waiting">
          <LoadState failed={configFailed} onRetry={onRetryConfig} lines={2} />
        </div>
      )}
      <p className="ct-loc-hint">{t('location.chooseHint')}</p>
      <form className="ct-loc-form" onSubmit={confirm} noValidate>
        <div className="ct-loc-form__pair">
          {coordinate('latitude')}
          {coordinate('longitude')}
        </div>
        {text('name', PLACE_NAME_MAX)}
        {text('address', PLACE_ADDRESS_MAX)}
        <button type="submit" className="ct-loc-button ct-loc-button--primary ct-loc-form__confirm" data-testid="location-confirm">
          {t('location.confirm')}
        </button>
      </form>
    </div>
  );
}

/**
 * Picks a place (uni-app's `chooseLocation`) for the page that asked: the map moves under a pin
 * fixed in its middle (dragged, or a point tapped), or the coordinates are typed; a name and an
 * address may be added. Confirm goes back to `?back=` with the place in its query — the kernel's
 * `choosePlacePath` / `placeReturnPath` / `placeIn` (`@h5/shared/routes/place`, where the whole
 * exchange is described) — or, with no page to go back to, shows it on `/open-location`. It
 * starts at the place the query gives, else at the company's office.
 */
export default function ChooseLocationPage() {
  const { t: tc } = useTranslation('common');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = search.toString();
  const given = useMemo(() => placeIn(new URLSearchParams(query)), [query]);
  const config = useMapConfig();
  const office = config.data?.office;
  const start = given ?? (office ? { latitude: office.latitude, longitude: office.longitude, name: '', address: '' } : null);

  // The picker leaves itself out of the history: Back from the asking page does not reopen it.
  const confirm = (place: Place) => navigate(placeReturnPath(new URLSearchParams(query), place), { replace: true });

  return (
    <PageFrame title={tc('page.chooseLocation')}>
      {start ? (
        <ChooseForm key={query} start={start} config={config.data} configFailed={config.failed} onRetryConfig={() => void config.reload()} onConfirm={confirm} />
      ) : (
        <LoadState failed={config.failed} onRetry={() => void config.reload()} />
      )}
    </PageFrame>
  );
}
