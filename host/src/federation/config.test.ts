import { defaultRemoteConfig, readRemoteConfig, remoteConfigOnce } from './config';

/** A fetch that answers like a static file server would (jsdom has no Response). */
const serve = (status: number, body: string): typeof fetch =>
  (async () => ({ ok: status < 400, status, json: async () => JSON.parse(body) as unknown })) as unknown as typeof fetch;

describe('remote locations', () => {
  it('default to /h5/static/js/<remote>/remoteEntry.js', () => {
    expect(defaultRemoteConfig()).toEqual({
      trading: '/h5/static/js/trading/remoteEntry.js',
      wealth: '/h5/static/js/wealth/remoteEntry.js',
      account: '/h5/static/js/account/remoteEntry.js',
      content: '/h5/static/js/content/remoteEntry.js',
    });
  });

  it('take what remotes.json says, remote by remote', async () => {
    const config = await readRemoteConfig(serve(200, JSON.stringify({ trading: 'https://cdn.example/trading/v2/remoteEntry.js', wealth: '', extra: 'x' })));
    expect(config.trading).toBe('https://cdn.example/trading/v2/remoteEntry.js');
    expect(config.wealth).toBe('/h5/static/js/wealth/remoteEntry.js');
    expect(Object.keys(config)).toEqual(['trading', 'wealth', 'account', 'content']);
  });

  it('fall back to the default when the file is missing or broken', async () => {
    expect(await readRemoteConfig(serve(404, 'nope'))).toEqual(defaultRemoteConfig());
    expect(await readRemoteConfig(serve(200, '{broken'))).toEqual(defaultRemoteConfig());
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await readRemoteConfig(offline)).toEqual(defaultRemoteConfig());
  });

  it('are read once a page, by whichever of its two scripts asks first', async () => {
    const fetchImpl = jest.fn(serve(200, JSON.stringify({ content: '/cdn/content/remoteEntry.js' })));
    global.fetch = fetchImpl;
    const first = remoteConfigOnce();
    expect(remoteConfigOnce()).toBe(first);
    expect((await first).content).toBe('/cdn/content/remoteEntry.js');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/h5/remotes.json');
  });
});
