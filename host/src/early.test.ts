/** The early script: what it sends for, by route, before the main script has arrived. */
const serve = (body: object): jest.Mock =>
  jest.fn(async () => ({ ok: true, status: 200, json: async () => body }));

const config = () => require('./federation/config') as typeof import('./federation/config');

/**
 * Runs the early script on a fresh page at `hash` (after the main script's own reading of the
 * config when `mainFirst`) and returns what it asked the browser to preload.
 */
async function earlyOn(hash: string, fetchImpl: jest.Mock, { mainFirst = false } = {}): Promise<Array<{ as: string; href: string; crossOrigin: string | null }>> {
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).__h5RemoteConfig;
  window.location.hash = hash;
  global.fetch = fetchImpl as unknown as typeof fetch;
  if (mainFirst) await config().remoteConfigOnce();
  jest.isolateModules(() => {
    require('./early');
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => ({ as: link.as, href: link.getAttribute('href')!, crossOrigin: link.getAttribute('crossorigin') }));
}

describe('the early script', () => {
  it("preloads the first page's remote entry where remotes.json says it lives", async () => {
    const remotes = serve({ trading: '/cdn/trading/v7/remoteEntry.js' });
    expect(await earlyOn('#/pages/trade/index', remotes)).toEqual([{ as: 'script', href: '/cdn/trading/v7/remoteEntry.js', crossOrigin: null }]);
    expect(await earlyOn('', serve({}))).toEqual([{ as: 'script', href: '/h5/static/js/content/remoteEntry.js', crossOrigin: null }]);
  });

  it('leaves its reading of remotes.json for the main script', async () => {
    const remotes = serve({});
    await earlyOn('#/pages/assets/index', remotes);
    await config().remoteConfigOnce();
    expect(remotes).toHaveBeenCalledTimes(1);
  });

  it('sends for nothing once the main script has asked for the config: it has sent for the entry itself', async () => {
    const remotes = serve({});
    expect(await earlyOn('#/pages/trade/index', remotes, { mainFirst: true })).toEqual([]);
    expect(remotes).toHaveBeenCalledTimes(1);
  });

  it('sends for nothing on a path no page has', async () => {
    const remotes = serve({});
    expect(await earlyOn('#/no/such/page', remotes)).toEqual([]);
    expect(remotes).not.toHaveBeenCalled();
  });
});
