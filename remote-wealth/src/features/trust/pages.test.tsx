import { fireEvent, screen } from '@testing-library/react';
import { trustProducts } from '../../../test/fixtures';
import { renderInApp, signOut, startI18n } from '@h5/shared/testing';
import { ExitPreview } from './TrustBuyPage';
import RulesPage from './TrustRulesPage';
import { WealthSummary } from './WealthSummary';
import '../../start';

beforeAll(() => startI18n('en', 'wealth'));

const fifteen = { ...trustProducts[1]!, min_amount: '1000' };

describe('finance pages', () => {
  it("shows the price of leaving early after each day, from the kernel's formula", async () => {
    renderInApp(<ExitPreview product={fifteen} amount="1000" />);
    expect(screen.getByText('Redeemed after day 1 of 15')).toBeTruthy();
    // After day 1: 14 days left, 0.4 % x 14 x 1000 = 56.
    expect(screen.getByText('56 USDT')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Redeemed after day 1 of 15'), { target: { value: '12' } });
    // Spec: 3 days left, 12 penalty, 988 back; 48 of income kept, 1036 in all.
    expect(screen.getByText('Redeemed after day 12 of 15')).toBeTruthy();
    expect(screen.getByText('12 USDT')).toBeTruthy();
    expect(screen.getByText('988 USDT')).toBeTruthy();
    expect(screen.getByText('48 USDT')).toBeTruthy();
    expect(screen.getByText('1,036 USDT')).toBeTruthy();
  });

  it('asks a guest to log in on the wealth summary, without figures', async () => {
    signOut();
    renderInApp(<WealthSummary />);
    expect(screen.getByRole('heading', { name: 'My wealth' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getAllByText('--')).toHaveLength(3);
  });

  it('states the worked redemption formula and the UTC dividend time in the rules', async () => {
    renderInApp(<RulesPage />);
    expect(screen.getByText(/0\.4% × 3 × 1000 = 12, refund 988/)).toBeTruthy();
    expect(screen.getByText(/times are UTC/)).toBeTruthy();
  });
});
