import { testTicker } from '@h5/shared/testing';
import { searchCurrencies, searchPairs } from './search';

const pair = (base: string, name: string) => testTicker({ symbol: `${base}/USDT`, name });
const ALL = [pair('ETH', 'Ethereum'), pair('BTC', 'Bitcoin'), pair('DOGE', 'Dogecoin'), pair('BNB', 'BNB'), pair('LINK', 'Chainlink')];
const symbols = (query: string) => searchPairs(ALL, query).map((t) => t.base);

describe('searchPairs', () => {
  it('finds a pair by its symbol written any way', () => {
    for (const query of ['btc', 'BTC/USDT', 'btc usdt', 'btcusdt', ' Btc-Usdt ']) expect(symbols(query)).toEqual(['BTC']);
  });

  it("finds a pair by its coin's name, case aside", () => {
    expect(symbols('bitcoin')).toEqual(['BTC']);
    expect(symbols('ETHER')).toEqual(['ETH']);
    expect(symbols('chain')).toEqual(['LINK']);
  });

  it('puts the coin code before a name, and a start before a middle', () => {
    expect(symbols('coin')).toEqual(['BTC', 'DOGE']);
    expect(symbols('b')).toEqual(['BTC', 'BNB']);
    expect(symbols('usdt')).toEqual(['ETH', 'BTC', 'DOGE', 'BNB', 'LINK']);
  });

  it('gives everything for an empty query and nothing for a stranger', () => {
    expect(symbols('  ')).toHaveLength(ALL.length);
    expect(symbols('xyz')).toEqual([]);
  });
});

describe('searchCurrencies', () => {
  const coin = (id: number, code: string, name: string) => ({ id, code, name, decimals: 8, chains: [], min_deposit: '0', min_withdraw: '0', withdraw_fee: '0' });
  const COINS = [coin(3, 'USDT', 'Tether'), coin(1, 'BTC', 'Bitcoin'), coin(7, 'USDC', 'USD Coin'), coin(9, 'DOGE', 'Dogecoin')];
  const codes = (query: string) => searchCurrencies(COINS, query).map((c) => c.code);

  it('finds a coin by code or name, the code first', () => {
    expect(codes('usd')).toEqual(['USDT', 'USDC']);
    expect(codes('tether')).toEqual(['USDT']);
    expect(codes('coin')).toEqual(['BTC', 'USDC', 'DOGE']);
    expect(codes('doge')).toEqual(['DOGE']);
    expect(codes('')).toEqual(['USDT', 'BTC', 'USDC', 'DOGE']);
    expect(codes('xrp')).toEqual([]);
  });
});
