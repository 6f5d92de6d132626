/** Products shaped as the reference server seeds them (numeric columns arrive padded). */
import type { AirdropCampaign, CopyProduct, NewCoinOrder, NewCoinProject, TrustProduct } from '@h5/shared/contract';

const trustTerms = { currency: 'USDT', currency_id: 3, decimals: 6, dividend_minute: 0, sold: '0', opens_at: null };

export const trustProducts: TrustProduct[] = [
  { ...trustTerms, id: 1, name: 'USDT-7D', cycle_days: 7, min_amount: '100', max_amount: '50000', user_quota: '100000', total_quota: '5000000', daily_rate: '0.003', total_rate: '0.021', penalty_ratio: '0.003', status: 'open' },
  { ...trustTerms, id: 2, name: 'USDT-15D', cycle_days: 15, min_amount: '10000.000000000000000000', max_amount: '100000', user_quota: '200000', total_quota: '10000000', daily_rate: '0.00400000', total_rate: '0.06', penalty_ratio: '0.004', status: 'open' },
  { ...trustTerms, id: 5, name: 'USDT-180D', cycle_days: 180, min_amount: '10000', max_amount: '1000000', user_quota: '2000000', total_quota: '100000000', daily_rate: '0.0075', total_rate: '1.35', penalty_ratio: '0.0075', status: 'soon', opens_at: '2027-06-30T00:00:00.000Z' },
];

export const copyProducts: CopyProduct[] = [
  { id: 1, trader: 'Alpha Quant', currency: 'USDT', cycle_days: 7, min_amount: '100', daily_rate: '0.0045', win_rate: '86.5000', followers: 1284, status: 'open' },
  { id: 4, trader: 'Marco Rossi', currency: 'USDT', cycle_days: 1, min_amount: '200', daily_rate: '0.0048', win_rate: '78.9', followers: 1, status: 'open' },
  { id: 5, trader: 'Kenji Ito', currency: 'USDT', cycle_days: 60, min_amount: '3000', daily_rate: '0.007', win_rate: '88.4', followers: 417, status: 'soon' },
];

/** The seeded project open for subscription, as `lh/send/detail` sends it. */
export const newCoinProject: NewCoinProject = {
  id: 1, name: 'Nova Chain', coin: 'NOVA', logo: '#7b61ff', description: 'A modular layer-1.', currency: 'USDT', currency_id: 3,
  price: '0.05', supply: '2000000', min_amount: '10', user_cap: '5000', coin_decimals: 4, currency_decimals: 6,
  start_at: '2026-11-24T00:00:00.000Z', end_at: '2026-11-27T00:00:00.000Z', launch_at: '2026-11-28T00:00:00.000Z', unlock_at: '2026-12-05T00:00:00.000Z',
  lock_days: 7, state: 'subscribing', total_committed: '150000', subscribers: 42,
};

/** A record allocated at the window's close and locked up, the coin trading at 0.075. */
export const newCoinOrder: NewCoinOrder = {
  id: 7, project_id: 1, name: 'Nova Chain', coin: 'NOVA', currency: 'USDT', price: '0.05', amount: '300', status: 'passed',
  allocated: '3999.9999', paid: '199.999995', refunded: '100.000005', last_price: '0.075', coin_decimals: 4, currency_decimals: 6,
  created_at: '2026-11-24T08:00:00.000Z', unlock_at: '2026-12-05T00:00:00.000Z', released_at: null,
};

/** An airdrop campaign as the server sends it: the verified rule, open, claimable unless told. */
export const campaignOf = (overrides: Partial<AirdropCampaign> = {}): AirdropCampaign => ({
  id: 1,
  coin: 'USDT',
  amount: '5',
  total: '100000',
  claimed: '37012.5',
  rule: { kind: 'verified' },
  starts_at: '2026-11-20T08:00:00.000Z',
  ends_at: '2026-12-05T08:00:00.000Z',
  state: 'claimable',
  held: null,
  ...overrides,
});
