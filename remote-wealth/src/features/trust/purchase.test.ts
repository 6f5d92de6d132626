import { trustProducts } from '../../../test/fixtures';
import { checkPurchase } from './purchase';

const fifteen = trustProducts[1]!;

describe('the buy form', () => {
  it('asks for an amount within the product and the balance, and the agreement ticked', () => {
    expect(checkPurchase(fifteen, { amount: '', agree: true }, '20000')).toEqual({ ok: false, errors: { amount: 'validation.amountRequired' } });
    expect(checkPurchase(fifteen, { amount: '9999', agree: true }, '20000')).toEqual({
      ok: false,
      errors: { amount: { key: 'amount.belowMinimum', values: { min: '10,000 USDT' } } },
    });
    expect(checkPurchase(fifteen, { amount: '100001', agree: true }, '200000')).toEqual({ ok: false, errors: { amount: { key: 'amount.aboveMaximum', values: { max: '100,000 USDT' } } } });
    expect(checkPurchase(fifteen, { amount: '15000', agree: true }, '12000')).toEqual({ ok: false, errors: { amount: 'funds.insufficientBalance' } });
    expect(checkPurchase(fifteen, { amount: '15000', agree: false }, '20000')).toEqual({ ok: false, errors: { agree: 'trust.agreementRequired' } });
    expect(checkPurchase(fifteen, { amount: '15000', agree: true }, '20000')).toEqual({ ok: true, request: { product_id: 2, amount: '15000', agree: '1' } });
  });
});
