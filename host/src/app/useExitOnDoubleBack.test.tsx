import { useLayoutEffect } from 'react';
import { HOME_PATH } from '@h5/shared/routes';
import { renderInApp } from '@h5/shared/testing';
import { useExitOnDoubleBack } from './useExitOnDoubleBack';

const DEPOSIT = '/pages/assets/deposit/index';

/** The hook on home; `leaveFirst` moves the address bar on before the hook's effect runs, as a quick tap does. */
function Home({ leaveFirst = false }: { leaveFirst?: boolean }) {
  useLayoutEffect(() => {
    if (leaveFirst) window.history.pushState(null, '', `/#${DEPOSIT}`);
  }, [leaveFirst]);
  useExitOnDoubleBack();
  return null;
}

const guarded = () => Boolean((window.history.state as { usr?: { exitGuard?: boolean } } | null)?.usr?.exitGuard);

describe('the double-back exit on home', () => {
  it('sets its catch over home on arriving there', () => {
    renderInApp(<Home />, { at: HOME_PATH });
    expect(window.location.hash).toBe(`#${HOME_PATH}`);
    expect(guarded()).toBe(true);
  });

  it('sets no catch once the address bar has left home (it would bring the user back)', () => {
    renderInApp(<Home leaveFirst />, { at: HOME_PATH });
    expect(window.location.hash).toBe(`#${DEPOSIT}`);
    expect(guarded()).toBe(false);
  });
});
