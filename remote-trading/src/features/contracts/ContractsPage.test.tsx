import { screen } from '@testing-library/react';
import { FIXTURE_TICKERS } from '../../../test/fixtures';
import { renderInApp, resetMarket, startI18n } from '../../../test/render';
import { choosePair } from '../../common/pair';
import ContractsPage from './ContractsPage';

describe('ContractsPage', () => {
  beforeAll(() => startI18n('en'));
  beforeEach(() => resetMarket(FIXTURE_TICKERS));

  it('shows the remembered pair live with its 24 h high and low', () => {
    choosePair('ETH/USDT');
    renderInApp(<ContractsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contracts');
    expect(screen.getByRole('button', { name: /ETH\/USDT/ })).toBeTruthy();
    expect(screen.getByTestId('pair-price').textContent).toBe('3,120.40');
    expect(screen.getByText('-2.49%')).toBeTruthy();
    expect(screen.getByText('24h high').nextElementSibling?.textContent).toBe('3,230.55');
    expect(screen.getByText('24h low').nextElementSibling?.textContent).toBe('3,101.10');
    expect(screen.queryByText(/24h vol/)).toBeNull();
  });

  it('explains contracts and offers no order buttons yet', () => {
    renderInApp(<ContractsPage />);
    const explainer = screen.getByRole('region', { name: 'How contracts work' });
    expect(explainer.textContent).toContain('Long or short');
    expect(explainer.textContent).toContain('Lots');
    expect(explainer.textContent).toContain('Leverage multiple');
    expect(explainer.textContent).toContain('Placing contract orders comes in a later release.');
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Switch pair, now BTC/USDT']);
  });
});
