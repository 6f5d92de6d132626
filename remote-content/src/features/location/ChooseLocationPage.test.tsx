import { act, fireEvent, screen } from '@testing-library/react';
import { useSearchParams } from '@h5/shared/router';
import { choosePlacePath, placeIn } from '@h5/shared/routes/place';
import { renderRoutes, settle } from '@h5/shared/testing';
import { mapViews } from '../../../test/fakeMapView';
import { serveMapConfig as serve, startLocationI18n } from '../../../test/location';
import '../../start';
import ChooseLocationPage from './ChooseLocationPage';

jest.mock('./leafletView', () => require('../../../test/fakeMapView'));

const PICKER = '/choose-location';
const ASKING = '/pages/user/address/create';

/** A page that asks for a place: it shows the one that came back. */
function AskingPage() {
  const [search] = useSearchParams();
  const place = placeIn(search);
  return <p data-testid="asked">{place ? `${place.latitude} ${place.longitude} ${place.name} | ${place.address}` : 'none'}</p>;
}

const location = () => screen.getByTestId('location').textContent ?? '';
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });

async function open(at: string) {
  renderRoutes(at, { [PICKER]: ChooseLocationPage, [ASKING]: AskingPage, '/open-location': () => <p data-testid="shown">shown</p> });
  await settle();
  await settle();
}

beforeAll(startLocationI18n);
beforeEach(() => {
  mapViews.length = 0;
});

describe('choose-location', () => {
  it('starts at the asking page\'s place; the map moved under the pin and the words typed go back to that page in its query', async () => {
    serve();
    const start = { latitude: '-33.8688', longitude: '151.2093', name: 'Opera House', address: '' };
    await open(choosePlacePath(`${ASKING}?step=2`, start));
    expect([box('Latitude').value, box('Longitude').value, box('Name').value]).toEqual(['-33.8688', '151.2093', 'Opera House']);
    const [view] = mapViews;
    expect(view?.options).toMatchObject({ center: { lat: -33.8688, lon: 151.2093 }, pin: 'centre' });
    expect(screen.getByRole('region', { name: 'Map: move it to put the pin on the place' })).toBe(view?.container);

    act(() => view?.drag({ lat: -33.85678901, lon: 151.2152961 }));
    expect([box('Latitude').value, box('Longitude').value]).toEqual(['-33.856789', '151.215296']);
    // The map's own move is not sent back to it.
    expect(view?.moves).toEqual([]);
    type('Name', '  Circular Quay ');
    type('Address', 'Alfred St, Sydney');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm location' }));
    await settle();

    expect(location()).toBe(`${ASKING}?step=2&latitude=-33.856789&longitude=151.215296&name=Circular+Quay&address=Alfred+St%2C+Sydney`);
    expect(screen.getByTestId('asked').textContent).toBe('-33.856789 151.215296 Circular Quay | Alfred St, Sydney');
  });

  it('starts at the office when asked with no place; typed coordinates move the map once both are valid', async () => {
    serve();
    await open(choosePlacePath(ASKING));
    expect([box('Latitude').value, box('Longitude').value, box('Name').value, box('Address').value]).toEqual(['22.2803', '114.1593', '', '']);
    const [view] = mapViews;
    expect(view?.options.center).toEqual({ lat: 22.2803, lon: 114.1593 });
    type('Latitude', '35.');
    expect(view?.moves).toEqual([]);
    type('Latitude', '35.6586');
    type('Longitude', '139.7454');
    expect(view?.moves).toEqual([{ lat: 35.6586, lon: 114.1593 }, { lat: 35.6586, lon: 139.7454 }]);
  });

  it('names what is wrong with the coordinates and stays until they are right', async () => {
    serve();
    await open(choosePlacePath(ASKING));
    type('Latitude', '91');
    type('Longitude', 'east');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm location' }));
    await settle();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter a latitude from -90 to 90, such as 22.2803',
      'Enter a longitude from -180 to 180, such as 114.1593',
    ]);
    expect(box('Latitude').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box('Latitude'));
    expect(location().startsWith(PICKER)).toBe(true);
    // Moving the map puts right coordinates in both boxes, and their messages go.
    act(() => mapViews[0]?.drag({ lat: 1, lon: 2 }));
    expect(screen.queryAllByRole('alert')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm location' }));
    await settle();
    expect(screen.getByTestId('asked').textContent).toBe('1.000000 2.000000  | ');
  });

  it('without tiles says the coordinates can still be typed, and they still go back', async () => {
    serve();
    await open(choosePlacePath(ASKING));
    act(() => mapViews[0]?.tiles('failed'));
    expect(screen.getByTestId('location-map-failed').textContent).toContain('Map tiles could not be loaded; you can still type the coordinates below.');
    type('Latitude', '51.5007');
    type('Longitude', '-0.1246');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm location' }));
    await settle();
    expect(screen.getByTestId('asked').textContent).toBe('51.5007 -0.1246  | ');
  });

  it('shows the chosen place on the map page when no page (or no page of ours) asked', async () => {
    serve();
    await open(`${PICKER}?back=${encodeURIComponent('https://evil.example/')}`);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm location' }));
    await settle();
    expect(location()).toBe('/open-location?latitude=22.2803&longitude=114.1593');
  });
});
