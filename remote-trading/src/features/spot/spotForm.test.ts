import type { SpotOrder } from '@h5/shared/contract';
import { checkSpotOrder, estimateSpot, quantityForShare, totalForShare, type SpotDraft, type SpotPair } from './spotForm';
import { limitReached } from './spotOrders';

const pair: SpotPair = {
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  livePrice: '95000.5',
  priceDecimals: 2,
  amountDecimals: 6,
  quoteDecimals: 6,
  feeRate: '0.001',
};
const draft = (overrides: Partial<SpotDraft> = {}): SpotDraft => ({ side: 'buy', type: 'limit', price: '95000', quantity: '0.01', by: 'quantity', total: '', ...overrides });

describe('spot order figures', () => {
  it('reckons amount and fee at the limit price, the fee in the quote currency', () => {
    expect(estimateSpot(draft({ quantity: '0.012345' }), pair)).toEqual({
      price: '95000',
      amount: '1172.775',
      fee: '1.172775',
      total: '1173.947775',
      quantity: '0.012345',
    });
  });

  it('rounds what a buyer pays up and what a seller receives down, to the quote places', () => {
    // 0.000007 × 95000.55 = 0.66500385
    const buy = estimateSpot(draft({ price: '95000.55', quantity: '0.000007' }), pair);
    expect(buy).toMatchObject({ amount: '0.665004', fee: '0.000666', total: '0.66567' });
    const sell = estimateSpot(draft({ side: 'sell', price: '95000.55', quantity: '0.000007' }), pair);
    expect(sell).toMatchObject({ amount: '0.665003', fee: '0.000666', total: '0.664337' });
  });

  it('estimates a market order at the live price, and nothing without a quantity or a price', () => {
    expect(estimateSpot(draft({ type: 'market', price: '', quantity: '2' }), pair)).toMatchObject({ price: '95000.5', amount: '190001' });
    expect(estimateSpot(draft({ quantity: '' }), pair)).toBeNull();
    expect(estimateSpot(draft({ type: 'market' }), { ...pair, livePrice: undefined })).toBeNull();
  });
});

describe('spot order checks', () => {
  const fails = (d: SpotDraft, available?: string) => {
    const checked = checkSpotOrder(d, pair, available);
    // The first fault, as [field, message].
    return checked.ok ? null : Object.entries(checked.errors)[0];
  };

  it('asks for a limit price, a valid one within the pair decimals', () => {
    expect(fails(draft({ price: '' }))).toEqual(['price', 'trading:spot.priceRequired']);
    expect(fails(draft({ price: '0' }))).toEqual(['price', 'trading:spot.priceInvalid']);
    expect(fails(draft({ price: '95000.001' }))).toEqual(['price', 'common:validation.amountDecimals']);
  });

  it('asks for the buy or sell quantity, positive and within the amount decimals', () => {
    expect(fails(draft({ quantity: '' }))).toEqual(['quantity', 'trading:spot.buyQuantityRequired']);
    expect(fails(draft({ side: 'sell', quantity: '' }))).toEqual(['quantity', 'trading:spot.sellQuantityRequired']);
    expect(fails(draft({ quantity: '0.000' }))).toEqual(['quantity', 'common:validation.amountPositive']);
    expect(fails(draft({ quantity: '0.0000001' }))).toEqual(['quantity', 'common:validation.amountDecimals']);
  });

  it('flags a buy the quote balance cannot pay, fee included', () => {
    // 0.01 × 95000 = 950, fee 0.95: 950.95 needed.
    expect(fails(draft(), '950.949999')).toEqual(['quantity', 'common:funds.insufficientBalance']);
    expect(fails(draft(), '950.95')).toBeNull();
  });

  it('flags a sell of more than the base balance', () => {
    expect(fails(draft({ side: 'sell', quantity: '0.5' }), '0.499999')).toEqual(['quantity', 'common:funds.insufficientSellable']);
    expect(fails(draft({ side: 'sell', quantity: '0.5' }), '0.5')).toBeNull();
  });

  it('leaves the balance to the server while it is not known, and sends the price only with a limit', () => {
    expect(checkSpotOrder(draft({ quantity: '1000' }), pair, undefined)).toEqual({
      ok: true,
      request: { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '95000', quantity: '1000' },
    });
    expect(checkSpotOrder(draft({ type: 'market', price: '1' }), pair, '1000000')).toEqual({
      ok: true,
      request: { symbol: 'BTC/USDT', side: 'buy', type: 'market', quantity: '0.01' },
    });
    expect(fails(draft({ type: 'market' }), '10')).toEqual(['quantity', 'common:funds.insufficientBalance']);
  });
});

describe('a market buy by total', () => {
  const byTotal = (total: string) => draft({ type: 'market', price: '', by: 'total', total });
  const fails = (d: SpotDraft, available?: string) => {
    const checked = checkSpotOrder(d, pair, available);
    return checked.ok ? null : Object.entries(checked.errors)[0];
  };

  it('shows what the total buys at the live price, the fee and what is spent: the kernel by-total formula', () => {
    // 1000 / (95000.5 × 1.001) = 0.0105158…: 0.010515 BTC for 998.930257… rounded up, fee 0.998931.
    expect(estimateSpot(byTotal('1000'), pair)).toEqual({ price: '95000.5', quantity: '0.010515', amount: '998.930258', fee: '0.998931', total: '999.929189' });
    expect(estimateSpot(byTotal(''), pair)).toBeNull();
    expect(estimateSpot(byTotal('1000'), { ...pair, livePrice: undefined })).toBeNull();
  });

  it('applies to a market buy only: a limit buy or a sell goes by quantity', () => {
    expect(estimateSpot(draft({ by: 'total', total: '1000' }), pair)).toMatchObject({ quantity: '0.01' });
    expect(estimateSpot(draft({ side: 'sell', type: 'market', by: 'total', total: '1000' }), pair)).toMatchObject({ quantity: '0.01' });
  });

  it('sends the total, not a quantity', () => {
    expect(checkSpotOrder(byTotal('1000'), pair, '1000')).toEqual({ ok: true, request: { symbol: 'BTC/USDT', side: 'buy', type: 'market', total: '1000' } });
  });

  it('asks for a total, positive, on the quote places, buying something, within the balance', () => {
    expect(fails(byTotal(''))).toEqual(['total', 'trading:spot.totalRequired']);
    expect(fails(byTotal('0'))).toEqual(['total', 'common:validation.amountPositive']);
    expect(fails(byTotal('1.0000001'))).toEqual(['total', 'common:validation.amountDecimals']);
    expect(fails(byTotal('0.01'))).toEqual(['total', 'common:trade.orderTooSmall']);
    // What is charged (999.929189), not the total typed, is held against the balance.
    expect(fails(byTotal('1000'), '999.929188')).toEqual(['total', 'common:funds.insufficientBalance']);
    expect(fails(byTotal('1000'), '999.929189')).toBeNull();
    expect(fails(byTotal('1000'), undefined)).toBeNull();
  });

  it('fills a share of the quote balance as the total, floored to its places', () => {
    expect(totalForShare(pair, '1000.1234567', 50)).toBe('500.061728');
    expect(totalForShare(pair, undefined, 50)).toBe('');
  });
});

describe('percentage shortcuts', () => {
  it('sell a share of the base balance, floored to the amount decimals', () => {
    expect(quantityForShare(draft({ side: 'sell' }), pair, '0.1234567', 50)).toBe('0.061728');
    expect(quantityForShare(draft({ side: 'sell' }), pair, '0.1234567', 100)).toBe('0.123456');
  });

  it('buy what a share of the quote balance pays for, fee included, at the order price', () => {
    const quantity = quantityForShare(draft(), pair, '1000', 100);
    expect(quantity).toBe('0.010515');
    // It fits, and one unit more would not.
    expect(checkSpotOrder(draft({ quantity }), pair, '1000').ok).toBe(true);
    expect(checkSpotOrder(draft({ quantity: '0.010516' }), pair, '1000').ok).toBe(false);
    expect(quantityForShare(draft(), pair, '1000', 25)).toBe('0.002628');
  });

  it('fills nothing without a balance or a price', () => {
    expect(quantityForShare(draft(), pair, undefined, 50)).toBe('');
    expect(quantityForShare(draft({ price: '' }), pair, '1000', 50)).toBe('');
  });
});

describe('waiting limit orders', () => {
  const order = (side: SpotOrder['side'], price: string): SpotOrder => ({
    id: 1,
    symbol: 'BTC/USDT',
    side,
    type: 'limit',
    price,
    quantity: '0.1',
    fee: '0',
    fee_currency: 'USDT',
    status: 'waiting',
    tick: null,
    created_at: '2026-11-22T10:00:00.000Z',
    finished_at: null,
  });

  it('counts a buy reached at or below its price, a sell at or above', () => {
    expect(limitReached(order('buy', '95000'), '95000.01')).toBe(false);
    expect(limitReached(order('buy', '95000'), '95000')).toBe(true);
    expect(limitReached(order('sell', '95000'), '94999.99')).toBe(false);
    expect(limitReached(order('sell', '95000'), '95000.5')).toBe(true);
    expect(limitReached({ ...order('buy', '95000'), status: 'completed' }, '1')).toBe(false);
  });
});
