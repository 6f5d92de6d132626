import type { ContractsConfig, Position } from '@h5/shared/contract';
import { checkContractOrder, contractFigures, lotsProblem, type ContractDraft } from './contractForm';
import { checkStops } from './contractMath';
import { contractTriggerReached } from './contractWatch';

const config: ContractsConfig = {
  symbol: 'BTC/USDT',
  multiples: [5, 10, 20, 50, 100],
  contract_size: '0.01',
  fee_rate: '0.0005',
  maintenance_rate: '0.005',
  balance: '100',
};
const draft = (overrides: Partial<ContractDraft> = {}): ContractDraft => ({
  side: 'long',
  type: 'market',
  price: '',
  lots: '2',
  multiple: 10,
  take_profit: '',
  stop_loss: '',
  ...overrides,
});

describe('contract figures', () => {
  it('shows margin, fee and their sum before submit, at the live price or the limit price', () => {
    // Long 2 lots (0.02 BTC) at x10: liquidated at (1900.011 - 190.0011) / (0.02 x 0.995), floored to the pair's places.
    expect(contractFigures(draft(), config, '95000.55', 2)).toEqual({
      price: '95000.55',
      value: '1900.011',
      margin: '190.0011',
      fee: '0.950006',
      cost: '190.951106',
      liquidation: '85930.14',
    });
    expect(contractFigures(draft({ type: 'limit', price: '90000' }), config, '95000.55', 2)?.margin).toBe('180');
    expect(contractFigures(draft({ side: 'short', multiple: 100 }), config, '95000', 2)?.liquidation).toBe('95472.64');
    expect(contractFigures(draft({ lots: '' }), config, '95000', 2)).toBeNull();
    expect(contractFigures(draft(), null, '95000', 2)).toBeNull();
  });
});

describe('take profit and stop loss', () => {
  const stops = (take_profit: string, stop_loss: string) => ({ take_profit, stop_loss });

  it('a long takes profit above the price and stops below it', () => {
    expect(checkStops('long', '95000', stops('96000', '94000'), 2)).toBeNull();
    expect(checkStops('long', '95000', stops('95000', ''), 2)).toEqual({ field: 'take_profit', message: 'trading:contracts.tpAbove' });
    expect(checkStops('long', '95000', stops('', '95000.01'), 2)).toEqual({ field: 'stop_loss', message: 'trading:contracts.slBelow' });
  });

  it('a short the reverse', () => {
    expect(checkStops('short', '95000', stops('94000', '96000'), 2)).toBeNull();
    expect(checkStops('short', '95000', stops('96000', ''), 2)).toEqual({ field: 'take_profit', message: 'trading:contracts.tpBelow' });
    expect(checkStops('short', '95000', stops('', '94000'), 2)).toEqual({ field: 'stop_loss', message: 'trading:contracts.slAbove' });
  });

  it('both are optional, but what is given must be a price of the pair', () => {
    expect(checkStops('long', '95000', stops('', ''), 2)).toBeNull();
    expect(checkStops('long', '95000', stops('0', ''), 2)).toEqual({ field: 'take_profit', message: 'trading:contracts.stopInvalid' });
    expect(checkStops('long', '95000', stops('96000.123', ''), 2)).toEqual({ field: 'take_profit', message: 'common:validation.amountDecimals' });
  });
});

describe('contract order checks', () => {
  const fails = (d: ContractDraft, live = '95000') => {
    const checked = checkContractOrder(d, config, live, 2);
    // The first fault, as [field, message].
    return checked.ok ? null : Object.entries(checked.errors)[0];
  };

  it('takes whole lots of at least 1, by the kernel rule', () => {
    for (const lots of ['', '0', '1.5', '-1', 'abc']) expect(lotsProblem(lots)).toBe('common:validation.lotsInvalid');
    expect(lotsProblem('1')).toBeNull();
    expect(fails(draft({ lots: '' }))).toEqual(['lots', 'common:validation.lotsInvalid']);
    expect(fails(draft({ lots: '0' }))).toEqual(['lots', 'common:validation.lotsInvalid']);
  });

  it('needs a multiple the pair offers and a limit price for a limit order', () => {
    expect(fails(draft({ multiple: null }))).toEqual(['multiple', 'common:validation.multipleInvalid']);
    expect(fails(draft({ multiple: 3 }))).toEqual(['multiple', 'common:validation.multipleInvalid']);
    expect(fails(draft({ type: 'limit', price: '' }))).toEqual(['price', 'trading:contracts.priceRequired']);
  });

  it('checks TP/SL against the order price: the limit price, or the live one at market', () => {
    expect(fails(draft({ take_profit: '94000' }))).toEqual(['take_profit', 'trading:contracts.tpAbove']);
    expect(fails(draft({ lots: '1', multiple: 100, type: 'limit', price: '93000', take_profit: '94000' }))).toBeNull();
    expect(fails(draft({ side: 'short', stop_loss: '94000' }))).toEqual(['stop_loss', 'trading:contracts.slAbove']);
  });

  it('refuses what the contract account cannot pay, margin and fee together', () => {
    // 2 lots at 95000, 10x: margin 190 > 100.
    expect(fails(draft(), '95000')).toEqual(['lots', 'common:funds.insufficientBalance']);
    // 1 lot at 9950: margin 9.95, fee 0.004975.
    expect(fails(draft({ lots: '1' }), '9950')).toBeNull();
  });

  it('sends the kernel request with only what was given', () => {
    expect(checkContractOrder(draft({ lots: '1', take_profit: '10000' }), config, '9950', 2)).toEqual({
      ok: true,
      request: { symbol: 'BTC/USDT', side: 'long', type: 'market', lots: '1', multiple: '10', take_profit: '10000' },
    });
  });
});

describe('what the server acts on', () => {
  const position = (overrides: Partial<Position>): Position => ({
    id: 1,
    symbol: 'BTC/USDT',
    side: 'long',
    type: 'market',
    lots: 1,
    multiple: 10,
    price: '95000',
    margin: '95',
    fee: '0.475',
    take_profit: '96000',
    stop_loss: '94000',
    liquidation_price: '86000',
    status: 'holding',
    close_price: null,
    close_reason: null,
    profit: null,
    open_tick: null,
    close_tick: null,
    created_at: '2026-11-22T10:00:00.000Z',
    closed_at: null,
    ...overrides,
  });

  it('notices a long reaching its take profit, stop loss or liquidation price', () => {
    expect(contractTriggerReached(position({}), '95500')).toBe(false);
    expect(contractTriggerReached(position({}), '96000')).toBe(true);
    expect(contractTriggerReached(position({}), '94000')).toBe(true);
    expect(contractTriggerReached(position({ stop_loss: null }), '86000')).toBe(true);
  });

  it('the reverse for a short, and a waiting limit order reached by the price', () => {
    const short = position({ side: 'short', take_profit: '94000', stop_loss: '96000', liquidation_price: '104000' });
    expect(contractTriggerReached(short, '95000')).toBe(false);
    expect(contractTriggerReached(short, '93999')).toBe(true);
    expect(contractTriggerReached(position({ status: 'waiting', type: 'limit', price: '94000' }), '94100')).toBe(false);
    expect(contractTriggerReached(position({ status: 'waiting', type: 'limit', price: '94000' }), '94000')).toBe(true);
    expect(contractTriggerReached(position({ status: 'closed' }), '1')).toBe(false);
  });
});
