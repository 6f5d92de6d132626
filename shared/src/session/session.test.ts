import type { User } from '@h5/shared/contract';

const user = { id: 7, nickname: 'amy', account: 'amy@example.com' } as User;

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.resetModules();
  });

  const load = () => require('./index') as typeof import('./index');

  it('persists only user and token', () => {
    const { useSession } = load();
    useSession.getState().signIn('t1', user);
    expect(JSON.parse(localStorage.getItem('h5.session') ?? '')).toEqual({ user, token: 't1' });
    expect(useSession.getState().version).toBe('1.0.0');
  });

  it('restores a saved session at start', () => {
    localStorage.setItem('h5.session', JSON.stringify({ user, token: 't2', version: '9' }));
    const { useSession, isSignedIn } = load();
    expect(useSession.getState().token).toBe('t2');
    expect(useSession.getState().user).toEqual(user);
    expect(useSession.getState().version).toBe('1.0.0');
    expect(isSignedIn()).toBe(true);
  });

  it('treats half a session or garbage as none', () => {
    localStorage.setItem('h5.session', JSON.stringify({ token: 'only-token' }));
    expect(load().isSignedIn()).toBe(false);
    jest.resetModules();
    localStorage.setItem('h5.session', '{not json');
    expect(load().useSession.getState().token).toBe('');
  });

  it('clearing removes it from storage', () => {
    const { useSession } = load();
    useSession.getState().signIn('t3', user);
    useSession.getState().clear();
    expect(localStorage.getItem('h5.session')).toBeNull();
  });
});
