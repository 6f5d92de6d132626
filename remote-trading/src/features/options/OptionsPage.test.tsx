import { screen } from '@testing-library/react';
import { FIXTURE_TICKERS } from '../../../test/fixtures';
import { renderInApp, resetMarket, startI18n } from '../../../test/render';
import { choosePair } from '../../common/pair';
import OptionsPage from './OptionsPage';

describe('OptionsPage', () => {
  beforeAll(() => startI18n('en'));
  beforeEach(() => resetMarket(FIXTURE_TICKERS));

  it('shows the remembered pair live with its change', () => {
    choosePair('DOGE/USDT');
    renderInApp(<OptionsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Timed options');
    expect(screen.getByTestId('pair-price').textContent).toBe('0.10000');
    expect(screen.getByText('-66.66%')).toBeTruthy();
    expect(screen.getByTestId('pair-change').textContent).toBe('-0.20000');
  });

  it('explains timed options and offers no purchase buttons yet', () => {
    renderInApp(<OptionsPage />);
    const explainer = screen.getByRole('region', { name: 'How timed options work' });
    expect(explainer.textContent).toContain('Choose a time');
    expect(explainer.textContent).toContain('Call or put');
    expect(explainer.textContent).toContain('delivered at the price of that moment');
    expect(explainer.textContent).toContain('Buying options comes in a later release.');
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Switch pair, now BTC/USDT']);
  });
});
