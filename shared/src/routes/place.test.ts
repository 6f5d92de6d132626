import { findRoute } from './index';
import { choosePlacePath, isLatitude, isLongitude, openPlacePath, placeIn, placeReturnPath, withPlace } from './place';

const office = { latitude: '22.280300', longitude: '114.159300', name: 'H5 Exchange', address: "1 Queen's Road Central" };
const query = (path: string) => new URLSearchParams(path.slice(path.indexOf('?') + 1));

describe('a place passed between pages', () => {
  it('takes decimal degrees written plainly, within range', () => {
    for (const good of ['0', '-90', '90', '22.2803', '-33.8688000001']) expect([good, isLatitude(good)]).toEqual([good, true]);
    for (const bad of ['', '90.0001', '-91', '1e2', '+22', '22.', '.5', '22,5', ' 22', 'NaN', 'Infinity', '0x10', '22.12345678901']) {
      expect([bad, isLatitude(bad)]).toEqual([bad, false]);
    }
    expect(isLongitude('-180')).toBe(true);
    expect(isLongitude('180.5')).toBe(false);
    expect(isLongitude('114.1593')).toBe(true);
  });

  it('reads a place from a query, only with both coordinates valid; the name and address cut to their limits', () => {
    expect(placeIn(new URLSearchParams({ latitude: '22.28', longitude: '114.15' }))).toEqual({ latitude: '22.28', longitude: '114.15', name: '', address: '' });
    expect(placeIn(new URLSearchParams({ latitude: '22.28' }))).toBeNull();
    expect(placeIn(new URLSearchParams({ latitude: '122.28', longitude: '114.15' }))).toBeNull();
    const long = placeIn(new URLSearchParams({ latitude: '1', longitude: '2', name: ` ${'n'.repeat(300)} `, address: 'a'.repeat(300) }));
    expect([long?.name.length, long?.address.length]).toEqual([100, 200]);
  });

  it('goes to the picker with the asking page and a place to start from, and comes back with the chosen one in the asking page\'s query', () => {
    const asking = '/pages/user/address/create?step=2&latitude=1&longitude=2';
    const picker = choosePlacePath(asking, office);
    expect(findRoute(picker)?.page).toBe('chooseLocation');
    expect(placeIn(query(picker))).toEqual(office);
    const chosen = { latitude: '-33.868800', longitude: '151.209300', name: '', address: 'Sydney' };
    const back = placeReturnPath(query(picker), chosen);
    expect(back.split('?')[0]).toBe('/pages/user/address/create');
    expect(Object.fromEntries(query(back))).toEqual({ step: '2', latitude: '-33.868800', longitude: '151.209300', address: 'Sydney' });
    expect(placeIn(query(back))).toEqual(chosen);
  });

  it('shows the chosen place on the map page when there is no page to go back to', () => {
    for (const back of ['', 'https://evil.example/x', '//evil.example', '/pages/nowhere', choosePlacePath('/pages/index/index')]) {
      const target = placeReturnPath(new URLSearchParams(back ? { back } : {}), office);
      expect([back, target]).toEqual([back, openPlacePath(office)]);
    }
    expect(findRoute(openPlacePath(office))?.page).toBe('openLocation');
    expect(withPlace('/open-location', { ...office, name: '', address: '' })).toBe('/open-location?latitude=22.280300&longitude=114.159300');
  });
});
