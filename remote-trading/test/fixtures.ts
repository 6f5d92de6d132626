import { testTicker } from '@h5/shared/testing';
import type { Ticker } from '@h5/shared/contract';

export const BTC = testTicker({
  symbol: 'BTC/USDT',
  price: '67234.5678',
  open24h: '66404.449',
  high24h: '67900.999',
  low24h: '66000.001',
  volume24h: '12345.678912',
  turnover24h: '812345678.919',
  change24h: '1.25',
});

export const ETH = testTicker({
  symbol: 'ETH/USDT',
  price: '3120.4',
  open24h: '3200',
  high24h: '3230.55',
  low24h: '3101.1',
  volume24h: '98765.4321',
  turnover24h: '308000000',
  change24h: '-2.49',
});

export const DOGE = testTicker({
  symbol: 'DOGE/USDT',
  price: '0.1',
  open24h: '0.3',
  high24h: '0.31',
  low24h: '0.09',
  volume24h: '5000000.5',
  turnover24h: '999999.999',
  change24h: '-66.66',
  price_decimals: 5,
  amount_decimals: 0,
});

export const FIXTURE_TICKERS: Ticker[] = [BTC, ETH, DOGE];
