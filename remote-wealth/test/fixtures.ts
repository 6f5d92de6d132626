/** Products shaped as the reference server seeds them (numeric columns arrive padded). */
import type { CopyProduct, TrustProduct } from '@h5/shared/contract';

export const trustProducts: TrustProduct[] = [
  { id: 1, name: 'USDT-7D', currency: 'USDT', cycle_days: 7, min_amount: '100', max_amount: '50000', daily_rate: '0.003', penalty_ratio: '1.5', status: 'open' },
  { id: 2, name: 'USDT-15D', currency: 'USDT', cycle_days: 15, min_amount: '10000.000000000000000000', max_amount: '100000', daily_rate: '0.00400000', penalty_ratio: '1.5', status: 'open' },
  { id: 5, name: 'USDT-180D', currency: 'USDT', cycle_days: 180, min_amount: '10000', max_amount: '1000000', daily_rate: '0.0075', penalty_ratio: '1.5', status: 'soon' },
];

export const copyProducts: CopyProduct[] = [
  { id: 1, trader: 'Alpha Quant', currency: 'USDT', cycle_days: 7, min_amount: '100', daily_rate: '0.0045', win_rate: '86.5000', followers: 1284, status: 'open' },
  { id: 4, trader: 'Marco Rossi', currency: 'USDT', cycle_days: 1, min_amount: '200', daily_rate: '0.0048', win_rate: '78.9', followers: 1, status: 'open' },
  { id: 5, trader: 'Kenji Ito', currency: 'USDT', cycle_days: 60, min_amount: '3000', daily_rate: '0.007', win_rate: '88.4', followers: 417, status: 'soon' },
];
