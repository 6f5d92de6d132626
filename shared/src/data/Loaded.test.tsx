import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { http, type ApiResult } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { changeLanguage } from '@h5/shared/i18n';
import { startI18n } from '@h5/shared/testing';
import { useSession } from '@h5/shared/session';
import { Loaded } from './Loaded';
import { useCall, useLoad } from './useLoad';

/** A load whose replies the test gives, one per request, in order. */
function replies<T>(...answers: Array<ApiResult<T>>) {
  let asked = 0;
  const load = async (): Promise<ApiResult<T>> => {
    const answer = answers[Math.min(asked, answers.length - 1)];
    asked += 1;
    return answer as ApiResult<T>;
  };
  return { load, asked: () => asked };
}

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, data, message: '' });
const failed: ApiResult<never> = { ok: false, reason: 'network', message: 'offline' };

function Names({ load, id = 'names' }: { load: () => Promise<ApiResult<string[]>>; id?: string }) {
  const names = useLoad(['names', id], load);
  return (
    <>
      <Loaded load={names} isEmpty={(list) => list.length === 0} emptyText="Nobody yet">
        {(list) => <p>{list.join(', ')}</p>}
      </Loaded>
      <button type="button" onClick={() => void names.reload()}>
        reload
      </button>
    </>
  );
}

beforeAll(() => startI18n('en'));

describe('useLoad and Loaded', () => {
  it('shows a skeleton, then the data', async () => {
    render(<Names load={replies(ok(['Ann', 'Bo'])).load} />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await screen.findByText('Ann, Bo')).toBeTruthy();
  });

  it('says No data (or the page’s own words) when there is nothing', async () => {
    render(<Names load={replies(ok<string[]>([])).load} />);
    expect(await screen.findByText('Nobody yet')).toBeTruthy();
  });

  it('says the load failed, translated, and loads again on Retry', async () => {
    await changeLanguage('zh');
    const { load, asked } = replies<string[]>(failed, ok(['Ann']));
    render(<Names load={load} />);
    expect(await screen.findByText('加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('Ann')).toBeTruthy();
    expect(asked()).toBe(2);
    await changeLanguage('en');
  });

  it('says what did not load in the page’s own words, when it has them', async () => {
    function Products() {
      const products = useLoad(['products'], replies<string[]>(failed).load);
      return (
        <Loaded load={products} failedText="The list could not be loaded">
          {(list) => <p>{list.join(', ')}</p>}
        </Loaded>
      );
    }
    render(<Products />);
    expect(await screen.findByText('The list could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says No data by default for what counts as empty', async () => {
    function Empty() {
      const products = useLoad(['empty'], replies(ok<string[]>([])).load);
      return <Loaded load={products} isEmpty={(list) => list.length === 0}>{(list) => <p>{list.join(', ')}</p>}</Loaded>;
    }
    render(<Empty />);
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('keeps the data on screen while it reloads on demand', async () => {
    let answer = ok(['Ann']);
    let release: () => void = () => undefined;
    const load = () =>
      new Promise<ApiResult<string[]>>((resolve) => {
        const now = answer;
        release = () => resolve(now);
      });
    render(<Names load={load} />);
    act(() => release());
    await screen.findByText('Ann');
    answer = ok(['Ann', 'Bo']);
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(screen.getByText('Ann')).toBeTruthy();
    act(() => release());
    expect(await screen.findByText('Ann, Bo')).toBeTruthy();
  });

  it('asks once for what two components show under the same key', async () => {
    const { load, asked } = replies(ok(['Ann']));
    render(
      <>
        <Names load={load} id="both" />
        <Names load={load} id="both" />
      </>,
    );
    expect(await screen.findAllByText('Ann')).toHaveLength(2);
    expect(asked()).toBe(1);
  });

  it('shows a view opened later what the server says now, not what an earlier view loaded', async () => {
    let answer = ok(['Ann']);
    const load = async () => answer;
    const { rerender } = render(<Names load={load} id="later" />);
    expect(await screen.findByText('Ann')).toBeTruthy();
    answer = ok(['Bo']);
    rerender(
      <>
        <Names load={load} id="later" />
        <section aria-label="later view">
          <Names load={load} id="later" />
        </section>
      </>,
    );
    const later = within(screen.getByRole('region', { name: 'later view' }));
    expect(later.queryByText('Ann')).toBeNull();
    expect(await later.findByText('Bo')).toBeTruthy();
  });

  it('starts from nothing under a new key, and never shows an older key’s late reply', async () => {
    const pending = new Map<string, (names: string[]) => void>();
    function Switch() {
      const [id, setId] = useState('a');
      const names = useLoad(['late', id], () => new Promise<ApiResult<string[]>>((resolve) => pending.set(id, (list) => resolve(ok(list)))));
      return (
        <>
          <Loaded load={names}>{(list) => <p>{list.join(', ')}</p>}</Loaded>
          <button type="button" onClick={() => setId('b')}>
            b
          </button>
        </>
      );
    }
    render(<Switch />);
    fireEvent.click(screen.getByRole('button', { name: 'b' }));
    await waitFor(() => expect([...pending.keys()]).toEqual(['a', 'b']));
    await act(async () => pending.get('b')?.(['from b']));
    expect(await screen.findByText('from b')).toBeTruthy();
    await act(async () => pending.get('a')?.(['from a']));
    // The library tells components on the next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('from a')).toBeNull();
  });

  it('does not load while disabled', async () => {
    const { load, asked } = replies(ok(['Ann']));
    function Off() {
      const names = useLoad(['off'], load, { enabled: false });
      return <p>{names.data === undefined && !names.loading ? 'idle' : 'busy'}</p>;
    }
    render(<Off />);
    await act(async () => undefined);
    expect(screen.getByText('idle')).toBeTruthy();
    expect(asked()).toBe(0);
  });

  it('loads a contract call through the API client and forgets it when the session changes', async () => {
    const sent: string[] = [];
    let balance = '10';
    http.defaults.adapter = (async (config: { url?: string }) => {
      sent.push(config.url ?? '');
      return { data: { type: 'ok', code: 1, message: '', data: { currency_id: 1, available: balance } }, status: 200, statusText: 'OK', headers: {}, config };
    }) as unknown as typeof http.defaults.adapter;
    useSession.setState({ token: 'one', user: { id: 1 } as never });
    function Balance() {
      const detail = useCall(contract.wallet.detail, { account: 'coin', currency_id: 1 });
      return <Loaded load={detail}>{(data) => <p>available {data.available}</p>}</Loaded>;
    }
    const { unmount } = render(<Balance />);
    expect(await screen.findByText('available 10')).toBeTruthy();
    balance = '0';
    await act(async () => useSession.setState({ token: 'two' }));
    expect(await screen.findByText('available 0')).toBeTruthy();
    expect(sent).toEqual([contract.wallet.detail.path, contract.wallet.detail.path]);
    unmount();
    useSession.setState({ token: '', user: null });
  });
});
