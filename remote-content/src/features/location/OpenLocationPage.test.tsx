import { act, fireEvent, screen } from '@testing-library/react';
import { fakeServer, renderRoutes, settle } from '@h5/shared/testing';
import { mapViews } from '../../../test/fakeMapView';
import { MAP_CONFIG, serveMapConfig as serve, startLocationI18n } from '../../../test/location';
import '../../start';
import OpenLocationPage from './OpenLocationPage';

jest.mock('./leafletView', () => require('../../../test/fakeMapView'));

const PAGE = '/open-location';

const text = (id: string) => screen.getByTestId(id).textContent;

/** Renders the page and lets the map's module (the fake) load. */
async function open(at: string) {
  renderRoutes(at, { [PAGE]: OpenLocationPage });
  await settle();
  await settle();
}

beforeAll(startLocationI18n);
beforeEach(() => {
  mapViews.length = 0;
});

describe('open-location', () => {
  it('shows the place the link names on the map, with its address, coordinates, a maps link and the tiles\' credit', async () => {
    serve();
    await open(`${PAGE}?latitude=-33.8688&longitude=151.2093&name=Sydney%20Opera%20House&address=Bennelong%20Point`);
    expect(screen.getByRole('heading', { name: 'Sydney Opera House' })).toBeTruthy();
    expect(screen.queryByText('Our office')).toBeNull();
    expect([text('location-address'), text('location-latitude'), text('location-longitude')]).toEqual(['Bennelong Point', '-33.868800', '151.209300']);
    expect(screen.getByTestId('location-open-in-maps').getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=-33.868800&mlon=151.209300#map=17/-33.868800/151.209300');
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' }).getAttribute('href')).toBe(MAP_CONFIG.attribution_url);

    const [view] = mapViews;
    expect(view?.options).toMatchObject({ tileUrl: MAP_CONFIG.tile_url, center: { lat: -33.8688, lon: 151.2093 }, pin: 'at' });
    expect(screen.getByRole('region', { name: 'Map of Sydney Opera House' })).toBe(view?.container);
    expect(screen.getByText('Loading the map…')).toBeTruthy();
    act(() => view?.tiles('loaded'));
    expect(screen.queryByText('Loading the map…')).toBeNull();
    expect(screen.getByTestId('location-map').getAttribute('data-tiles')).toBe('loaded');

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(view?.zoom).toBe(17);
  });

  it('moves the map and its pin to another place the link comes to name', async () => {
    serve();
    await open(`${PAGE}?latitude=1&longitude=2&name=First`);
    await act(async () => {
      window.location.hash = `#${PAGE}?latitude=3.5&longitude=4.25&name=Second`;
    });
    await settle();
    expect(screen.getByRole('heading', { name: 'Second' })).toBeTruthy();
    expect(mapViews).toHaveLength(1);
    expect(mapViews[0]?.moves).toEqual([{ lat: 3.5, lon: 4.25 }]);
  });

  it('shows the company office from the server\'s settings when the link names no place', async () => {
    const sent = serve();
    await open(PAGE);
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['GET map/config']);
    expect(screen.getByRole('heading', { name: 'H5 Exchange Ltd' })).toBeTruthy();
    expect(screen.getByText('Our office')).toBeTruthy();
    expect([text('location-latitude'), text('location-longitude')]).toEqual(['22.280300', '114.159300']);
    expect(mapViews[0]?.options.center).toEqual({ lat: 22.2803, lon: 114.1593 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a link\'s coordinates are wrong before showing the office instead', async () => {
    serve();
    await open(`${PAGE}?latitude=95&longitude=10&name=Nowhere`);
    expect(screen.getByRole('alert').textContent).toBe('The coordinates in this link are not valid, so our office is shown instead.');
    expect(screen.getByRole('heading', { name: 'H5 Exchange Ltd' })).toBeTruthy();
  });

  it('puts a note with Retry in the map\'s place when no tile loads, and keeps the place, its link and its copy', async () => {
    serve();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open(`${PAGE}?latitude=22.2803&longitude=114.1593`);
    act(() => mapViews[0]?.tiles('failed'));
    expect(screen.getByTestId('location-map-failed').textContent).toContain('Map tiles could not be loaded; the location is still shown below.');
    expect(mapViews[0]?.removed).toBe(true);
    expect(screen.queryByTestId('location-map')).toBeNull();
    // Nameless: the point stands in for a name.
    expect(screen.getByRole('heading', { name: 'Selected point' })).toBeTruthy();
    expect(screen.getByTestId('location-open-in-maps').getAttribute('href')).toContain('mlat=22.280300&mlon=114.159300');
    fireEvent.click(screen.getByRole('button', { name: 'Copy coordinates' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith('22.280300, 114.159300');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    await settle();
    expect(mapViews).toHaveLength(2);
    expect(screen.getByTestId('location-map').getAttribute('data-tiles')).toBe('loading');
    act(() => mapViews[1]?.tiles('loaded'));
    expect(screen.queryByTestId('location-map-failed')).toBeNull();
  });

  it('shows the place from the link even when the settings do not come, the map waiting with Retry', async () => {
    fakeServer({});
    await open(`${PAGE}?latitude=1.5&longitude=2.25&name=Somewhere`);
    expect(screen.getByRole('heading', { name: 'Somewhere' })).toBeTruthy();
    expect(text('location-latitude')).toBe('1.500000');
    expect(mapViews).toHaveLength(0);
    serve();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    await settle();
    expect(mapViews).toHaveLength(1);
  });
});
