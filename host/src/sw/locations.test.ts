import { REMOTE_LOCATIONS_CACHE } from '@h5/shared/constants';
import { isOtherHostsLocations, locationsCacheOf } from './locations';

const build = [
  { url: '/h5/index.html', revision: 'a8d72f25e7d67d7754d85eaa9421262b' },
  { url: '/h5/static/js/host/main.e3b63bf4.js', revision: null },
  '/h5/static/js/host/early.832ce9bc.js',
];

describe('the locations cache of a host build', () => {
  it('is named by the build: the same list, the same name, whatever else the worker changed', () => {
    const name = locationsCacheOf(build);
    expect(name).toMatch(new RegExp(`^${REMOTE_LOCATIONS_CACHE}-[0-9a-f]{8}$`));
    expect(locationsCacheOf(build.map((line) => (typeof line === 'string' ? line : { ...line })))).toBe(name);
  });

  it('is another name for a host with any file changed, added or gone', () => {
    const name = locationsCacheOf(build);
    expect(locationsCacheOf([{ ...build[0] as { url: string }, revision: 'b8d72f25e7d67d7754d85eaa9421262b' }, ...build.slice(1)])).not.toBe(name);
    expect(locationsCacheOf([...build.slice(0, 2), '/h5/static/js/host/early.00000000.js'])).not.toBe(name);
    expect(locationsCacheOf(build.slice(1))).not.toBe(name);
    expect(locationsCacheOf([...build, '/h5/icon-192.png'])).not.toBe(name);
  });

  it('drops every other host build\'s locations, and the one cache of the workers before them, never its own or another kind', () => {
    const own = locationsCacheOf(build);
    expect(isOtherHostsLocations(own, own)).toBe(false);
    expect(isOtherHostsLocations(`${REMOTE_LOCATIONS_CACHE}-0badc0de`, own)).toBe(true);
    expect(isOtherHostsLocations(REMOTE_LOCATIONS_CACHE, own)).toBe(true);
    expect(isOtherHostsLocations('h5-remote-chunks', own)).toBe(false);
    expect(isOtherHostsLocations('workbox-precache-v2-https://h5.example/h5/', own)).toBe(false);
  });
});
