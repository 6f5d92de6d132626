import { HOME_PATH, loginRedirect } from '@h5/shared/routes';
import { afterLoginPath, withRedirect } from './redirect';

const queryOf = (url: string) => new URLSearchParams(url.split('?').slice(1).join('?'));

describe('afterLoginPath', () => {
  it('returns to the page the login guard recorded, query and all', () => {
    for (const wanted of ['/pages/assets/index', '/pages/trade/kline?symbol=BTC%2FUSDT', '/pages/user/address/index']) {
      expect(afterLoginPath(queryOf(loginRedirect(wanted)))).toBe(wanted);
    }
  });

  it('undoes a second encoding', () => {
    const twice = encodeURIComponent(encodeURIComponent('/pages/trade/index'));
    expect(afterLoginPath(new URLSearchParams(`backpage=${twice}&backtype=2`))).toBe('/pages/trade/index');
  });

  it.each([
    ['no backpage', ''],
    ['another site', 'backpage=https%3A%2F%2Fevil.example'],
    ['a protocol-relative address', 'backpage=%2F%2Fevil.example%2Fpages%2Findex%2Findex'],
    ['an unknown page', 'backpage=%2Fpages%2Fnowhere'],
    ['the login page itself', 'backpage=%2Fpages%2Fuser%2Flogin%2Flogin'],
    ['a malformed encoding', 'backpage=%E0%A4%A'],
  ])('goes to the home tab for %s', (_, query) => {
    expect(afterLoginPath(new URLSearchParams(query))).toBe(HOME_PATH);
  });
});

describe('withRedirect', () => {
  it('carries backpage and backtype, nothing else', () => {
    const search = new URLSearchParams({ backpage: '/pages/assets/index', backtype: '2', other: 'x' });
    const url = withRedirect('/pages/user/login/register', search);
    expect(url.startsWith('/pages/user/login/register?')).toBe(true);
    expect(Object.fromEntries(queryOf(url))).toEqual({ backpage: '/pages/assets/index', backtype: '2' });
  });

  it('adds no query when there is no redirect', () => {
    expect(withRedirect('/pages/user/login/login', new URLSearchParams())).toBe('/pages/user/login/login');
  });
});
