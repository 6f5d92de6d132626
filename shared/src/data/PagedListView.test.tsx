import { fireEvent, render, screen } from '@testing-library/react';
import type { ApiResult } from '@h5/shared/api';
import type { Page } from '@h5/shared/contract';
import { startI18n } from '@h5/shared/testing';
import { PagedListView } from './PagedListView';
import { usePagedList } from './usePagedList';

type Row = { id: number };

/** Pages of `total` rows, newest first, with a failure on the pages listed in `failing`. */
function pages(total: number, failing: number[] = []) {
  const asked: number[] = [];
  const fetchPage = async (page: number, limit: number): Promise<ApiResult<Page<Row>>> => {
    asked.push(page);
    if (failing.includes(page)) {
      failing.splice(failing.indexOf(page), 1);
      return { ok: false, reason: 'network', message: 'offline' };
    }
    const ids = Array.from({ length: total }, (_, i) => ({ id: total - i }));
    return { ok: true, message: '', data: { list: ids.slice((page - 1) * limit, page * limit), page, limit, total } };
  };
  return { asked, fetchPage };
}

function List({ fetchPage, name = 'rows' }: { fetchPage: ReturnType<typeof pages>['fetchPage']; name?: string }) {
  const list = usePagedList(['rows', name], fetchPage);
  return (
    <>
      <PagedListView list={list} label="rows" renderItem={(row) => <span>row {row.id}</span>} />
      <button type="button" onClick={() => void list.refresh()}>
        refresh
      </button>
    </>
  );
}

beforeAll(() => startI18n('en'));

describe('paged list', () => {
  it('says No data for an empty list', async () => {
    render(<List fetchPage={pages(0).fetchPage} />);
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('shows a skeleton until the first page arrives', async () => {
    render(<List fetchPage={pages(5).fetchPage} />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await screen.findByText('row 5')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('loads page after page until the end (a button where the scroll cannot be watched)', async () => {
    const { asked, fetchPage } = pages(45);
    render(<List fetchPage={fetchPage} />);
    expect(await screen.findByText('row 45')).toBeTruthy();
    expect(screen.getAllByText(/^row /)).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('row 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more records')).toBeTruthy();
    expect(screen.getAllByText(/^row /)).toHaveLength(45);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('offers a retry for a page that failed, and asks for the same page again', async () => {
    const { asked, fetchPage } = pages(30, [2]);
    render(<List fetchPage={fetchPage} />);
    await screen.findByText('row 30');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Loading failed, tap to retry' }));
    expect(await screen.findByText('row 1')).toBeTruthy();
    expect(asked).toEqual([1, 2, 2]);
  });

  it('offers a retry when the first page failed', async () => {
    render(<List fetchPage={pages(5, [1]).fetchPage} />);
    expect(await screen.findByText('Loading failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('row 5')).toBeTruthy();
  });

  it('refreshes the pages shown, keeping them on screen meanwhile', async () => {
    const { asked, fetchPage } = pages(30);
    render(<List fetchPage={fetchPage} />);
    await screen.findByText('row 30');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('row 1');
    fireEvent.click(screen.getByRole('button', { name: 'refresh' }));
    expect(screen.getAllByText(/^row /)).toHaveLength(30);
    await screen.findByText('No more records');
    expect(asked).toEqual([1, 2, 1, 2]);
    expect(screen.getAllByText(/^row /)).toHaveLength(30);
  });

  it('loads a list once for every view that shows it', async () => {
    const { asked, fetchPage } = pages(3);
    render(
      <>
        <List fetchPage={fetchPage} name="shared" />
        <List fetchPage={fetchPage} name="shared" />
      </>,
    );
    expect(await screen.findAllByText('row 3')).toHaveLength(2);
    expect(asked).toEqual([1]);
  });
});
