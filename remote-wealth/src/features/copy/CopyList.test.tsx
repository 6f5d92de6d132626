import { fireEvent, screen, within } from '@testing-library/react';
import { renderInApp, startI18n } from '@h5/shared/testing';
import { copyProducts } from '../../../test/fixtures';
import { CopyList } from './CopyList';
import '../../pages';

beforeAll(() => startI18n('en', 'wealth'));

describe('copy-trading list', () => {
  it('shows each trader with record, rate, cycle, minimum and followers', async () => {
    renderInApp(<CopyList products={copyProducts} onFollow={jest.fn()} />);
    const [alpha, marco] = screen.getAllByRole('article');
    const a = within(alpha!);
    expect(a.getByRole('heading', { name: 'Alpha Quant' })).toBeTruthy();
    expect(a.getByText('AQ')).toBeTruthy();
    expect(a.getByText('1,284 followers')).toBeTruthy();
    expect(a.getByText('86.5%')).toBeTruthy();
    expect(a.getByText('0.45%')).toBeTruthy();
    expect(a.getByText('7 days')).toBeTruthy();
    expect(a.getByText('100 USDT')).toBeTruthy();
    // Singular forms.
    expect(within(marco!).getByText('1 follower')).toBeTruthy();
    expect(within(marco!).getByText('1 day')).toBeTruthy();
  });

  it('follows an open trader and disables one still to be opened', async () => {
    const onFollow = jest.fn();
    renderInApp(<CopyList products={copyProducts} onFollow={onFollow} />);
    const cards = screen.getAllByRole('article');
    expect(screen.getAllByRole('button', { name: 'Follow' })).toHaveLength(2);
    const soon = within(cards[2]!).getByRole('button', { name: 'To be opened' });
    expect(soon).toHaveProperty('disabled', true);
    fireEvent.click(soon);
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Follow' }));
    expect(onFollow).toHaveBeenCalledTimes(1);
    expect(onFollow).toHaveBeenCalledWith(4);
  });
});
