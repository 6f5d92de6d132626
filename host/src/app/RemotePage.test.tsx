import { act, screen } from '@testing-library/react';
import { i18n, registerNamespace, useTranslation, type Resources } from '@h5/shared/i18n';
import { findRoute } from '@h5/shared/routes';
import { deferred, flush, renderInApp, startI18n } from '@h5/shared/testing';
import { loadRemotePage } from '../federation/remotes';
import { RemotePage } from './RemotePage';

// The federation runtime has no remotes to fetch in jsdom: the page's code "arrives" here.
jest.mock('../federation/remotes', () => ({ loadRemotePage: jest.fn() }));

describe('a remote page loading', () => {
  it('is drawn once its words are in too, never suspending for them (React would hold it back 300 ms)', async () => {
    await startI18n('en');
    const words = deferred<{ default: Resources }>();
    const drawnWithoutWords: boolean[] = [];
    function Page() {
      drawnWithoutWords.push(!i18n.hasLoadedNamespace('late'));
      const { t } = useTranslation('late');
      return <p>{t('hello')}</p>;
    }
    // As a remote's start-up does: its namespace is registered (and asked for) with its code.
    jest.mocked(loadRemotePage).mockImplementation(async () => {
      registerNamespace('late', () => words.promise);
      return Page;
    });
    renderInApp(<RemotePage route={findRoute('/pages/trade/index')!} />);
    await act(flush);
    expect(loadRemotePage).toHaveBeenCalledWith('trading', 'spot');
    expect(drawnWithoutWords).toEqual([]);

    await act(async () => {
      words.resolve({ default: { hello: 'Hello' } });
      await flush();
    });
    expect(await screen.findByText('Hello')).toBeTruthy();
    expect(drawnWithoutWords).not.toContain(true);
  });
});
