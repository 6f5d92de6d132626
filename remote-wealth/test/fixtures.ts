/** Products shaped as the reference server seeds them (numeric columns arrive padded). */
import type { AirdropCampaign, CopyConfig, CopyFollow, CopyFollowDetail, CopyLead, CopyLeadProfile, NewCoinOrder, NewCoinProject, Position, TrustProduct } from '@h5/shared/contract';

const trustTerms = { currency: 'USDT', currency_id: 3, decimals: 6, dividend_minute: 0, sold: '0', opens_at: null };

export const trustProducts: TrustProduct[] = [
  { ...trustTerms, id: 1, name: 'USDT-7D', cycle_days: 7, min_amount: '100', max_amount: '50000', user_quota: '100000', total_quota: '5000000', daily_rate: '0.003', total_rate: '0.021', penalty_ratio: '0.003', status: 'open' },
  { ...trustTerms, id: 2, name: 'USDT-15D', cycle_days: 15, min_amount: '10000.000000000000000000', max_amount: '100000', user_quota: '200000', total_quota: '10000000', daily_rate: '0.00400000', total_rate: '0.06', penalty_ratio: '0.004', status: 'open' },
  { ...trustTerms, id: 5, name: 'USDT-180D', cycle_days: 180, min_amount: '10000', max_amount: '1000000', user_quota: '2000000', total_quota: '100000000', daily_rate: '0.0075', total_rate: '1.35', penalty_ratio: '0.0075', status: 'soon', opens_at: '2027-06-30T00:00:00.000Z' },
];

/** A lead as `documentation/product_info` sends it: its record over 7, 30 and 90 days. */
export const copyLeadOf = (overrides: Partial<CopyLead> = {}): CopyLead => ({
  id: 1,
  name: 'Atlas Trend',
  strategy: 'trend',
  risk: 'low',
  symbols: ['BTC/USDT'],
  multiple: 5,
  currency: 'USDT',
  currency_id: 3,
  decimals: 6,
  min_amount: '100',
  max_amount: '50000',
  profit_share_rate: '0.1',
  equity: '20000',
  followers: 1284,
  aum: '152300.5',
  since: '2026-08-27T00:00:00.000Z',
  performance: [
    { days: 7, roi: '-1.25', pnl: '-250.5', max_drawdown: '3.1', win_rate: '40', trades: 5, follower_roi: '-1.9' },
    { days: 30, roi: '12.34', pnl: '2180', max_drawdown: '6.5', win_rate: '58.33', trades: 24, follower_roi: null },
    { days: 90, roi: '31.02', pnl: '4711.25', max_drawdown: '9.8', win_rate: '61.5', trades: 70, follower_roi: '24.1' },
  ],
  ...overrides,
});

/** A lead's open BTC long and a closed ETH short, as the contract engine records them. */
const position = (overrides: Partial<Position>): Position => ({
  id: 41,
  symbol: 'BTC/USDT',
  side: 'long',
  type: 'market',
  lots: 3,
  multiple: 5,
  price: '65000',
  margin: '3900',
  fee: '9.75',
  take_profit: null,
  stop_loss: '63050',
  liquidation_price: null,
  status: 'holding',
  close_price: null,
  close_reason: null,
  profit: null,
  open_tick: { symbol: 'BTC/USDT', time: Date.parse('2026-11-24T08:00:00.000Z'), price: '65000' },
  close_tick: null,
  created_at: '2026-11-24T08:00:00.000Z',
  closed_at: null,
  ...overrides,
});

export const leadPositions: Position[] = [position({})];
export const leadTrades: Position[] = [
  position({
    id: 38,
    symbol: 'ETH/USDT',
    side: 'short',
    lots: 2,
    multiple: 10,
    price: '3200',
    status: 'closed',
    close_price: '3100',
    close_reason: 'manual',
    profit: '196.8',
    open_tick: { symbol: 'ETH/USDT', time: Date.parse('2026-11-22T10:00:00.000Z'), price: '3200' },
    close_tick: { symbol: 'ETH/USDT', time: Date.parse('2026-11-23T10:30:00.000Z'), price: '3100' },
    closed_at: '2026-11-23T10:30:00.000Z',
  }),
];

export const copyProfileOf = (overrides: Partial<CopyLeadProfile> = {}): CopyLeadProfile => ({
  ...copyLeadOf(),
  curve: [
    { time: Date.parse('2026-08-27T00:00:00.000Z') / 1000, equity: '15000' },
    { time: Date.parse('2026-10-11T00:00:00.000Z') / 1000, equity: '14200' },
    { time: Date.parse('2026-11-24T00:00:00.000Z') / 1000, equity: '20000' },
  ],
  positions: leadPositions,
  trades: leadTrades,
  ...overrides,
});

export const copyConfig: CopyConfig = {
  ratios: ['0.5', '1', '2', '3'],
  fee_rate: '0.0005',
  stop_loss: { min: 1, max: 90 },
  take_profit: { min: 1, max: 1000 },
  settlement: { weekday: 1, time: '00:00', time_zone: 'UTC' },
};

/** An active follow of Atlas Trend: 1000 in, a 10 % stop-loss, one mirror open and one lead position skipped. */
export const copyFollowOf = (overrides: Partial<CopyFollow> = {}): CopyFollow => ({
  id: 12,
  lead_id: 1,
  lead: 'Atlas Trend',
  strategy: 'trend',
  currency: 'USDT',
  decimals: 6,
  invested: '1000',
  ratio: '2',
  stop_loss: 10,
  take_profit: null,
  profit_share_rate: '0.1',
  status: 'active',
  end_reason: null,
  cash: '800',
  margin: '195',
  equity: '1012.5',
  realised: '120',
  unrealised: '17.5',
  high_water_mark: '100',
  profit_share: '10',
  returned: null,
  open_positions: 1,
  skipped: 1,
  created_at: '2026-11-20T08:00:00.000Z',
  ended_at: null,
  ...overrides,
});

export const copyDetailOf = (follow: CopyFollow = copyFollowOf()): CopyFollowDetail => ({
  follow,
  mirrors: [{ ...position({ id: 90, lots: 1, margin: '195', fee: '0.49' }), mirror_of: 41 }],
  skips: [
    { position_id: 40, symbol: 'BTC/USDT', side: 'short', lead_lots: 1, reason: 'too_small', needed: null, tick: { symbol: 'BTC/USDT', time: Date.parse('2026-11-21T09:00:00.000Z'), price: '64000' }, at: '2026-11-21T09:00:00.000Z' },
    { position_id: 39, symbol: 'BTC/USDT', side: 'long', lead_lots: 6, reason: 'margin', needed: '812.4', tick: { symbol: 'BTC/USDT', time: Date.parse('2026-11-20T12:00:00.000Z'), price: '66000' }, at: '2026-11-20T12:00:00.000Z' },
  ],
  settlements: [
    { kind: 'weekly', realised: '200', high_water_mark: '100', new_high_water_mark: '200', rate: '0.1', amount: '10', at: '2026-11-23T00:00:00.000Z' },
    { kind: 'weekly', realised: '80', high_water_mark: '200', new_high_water_mark: '200', rate: '0.1', amount: '0', at: '2026-11-16T00:00:00.000Z' },
  ],
});

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
