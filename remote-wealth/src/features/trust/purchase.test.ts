import { trustProducts } from '../../../test/fixtures';
import { checkPurchase, isShort } from './purchase';

const fifteen = trustProducts[1]!;

describe('the buy form', () => {
  it('asks for an amount within the product and the balance, and the agreement ticked', () => {
    expect(checkPurchase(fifteen, { amount: '', agree: true }, '20000')).toEqual({ ok: false, errors: { amount: 'validation.amountRequired' } });
    expect(checkPurchase(fifteen, { amount: '9999', agree: true }, '20000')).toEqual({
      ok: false,
      errors: { amount: { key: 'trust.belowMinimum', values: { min: '10000.000000000000000000 USDT' } } },
    });
    expect(checkPurchase(fifteen, { amount: '100001', agree: true }, '200000')).toMatchObject({ ok: false, errors: { amount: { key: 'trust.aboveMaximum' } } });
    expect(checkPurchase(fifteen, { amount: '15000', agree: true }, '12000')).toEqual({ ok: false, errors: { amount: 'funds.insufficientBalance' } });
    expect(checkPurchase(fifteen, { amount: '15000', agree: false }, '20000')).toEqual({ ok: false, errors: { agree: 'trust.agreementRequired' } });
    expect(checkPurchase(fifteen, { amount: '15000', agree: true }, '20000')).toEqual({ ok: true, request: { product_id: 2, amount: '15000', agree: '1' } });
  });

  it('offers a transfer only for a valid amount above the balance', () => {
    expect(isShort('15000', '12000')).toBe(true);
    expect(isShort('100', '12000')).toBe(false);
    expect(isShort('abc', '12000')).toBe(false);
    expect(isShort('15000', undefined)).toBe(false);
  });
});
