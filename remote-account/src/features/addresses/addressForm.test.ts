import { checkAddress, isTrc20Address, type AddressValues } from './addressForm';

const VALID = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const values: AddressValues = { currency_id: '3', chain: 'TRC20', address: VALID, fund_password: '123456', code: '654321', two_factor_code: '' };
const errorsOf = (change: Partial<AddressValues>, twoFactor = false) => {
  const checked = checkAddress({ ...values, ...change }, twoFactor);
  return checked.ok ? {} : checked.errors;
};

describe('isTrc20Address', () => {
  it('takes T and 33 base58 characters', () => {
    expect(isTrc20Address(VALID)).toBe(true);
    expect(isTrc20Address(` ${VALID} `)).toBe(true);
  });

  it.each([
    ['too short', VALID.slice(0, 33)],
    ['too long', `${VALID}a`],
    ['not starting with T', `A${VALID.slice(1)}`],
    ['with a 0', `T0${VALID.slice(2)}`],
    ['with an O', `TO${VALID.slice(2)}`],
    ['with an I', `TI${VALID.slice(2)}`],
    ['with an l', `Tl${VALID.slice(2)}`],
    ['an Ethereum address', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['empty', ''],
  ])('refuses one %s', (_, address) => {
    expect(isTrc20Address(address)).toBe(false);
  });
});

describe('checkAddress', () => {
  it('reports every field left empty', () => {
    expect(errorsOf({ chain: '', address: '', fund_password: '', code: '' })).toEqual({
      chain: 'validation.chainRequired',
      address: 'validation.addressRequired',
      fund_password: 'validation.fundPasswordRequired',
      code: 'validation.codeRequired',
    });
  });

  it('wants a TRC20-shaped address on TRC20, and leaves other chains to the server', () => {
    expect(errorsOf({ address: '0x52908400098527886E0F7030069857D2E4169EE7' })).toEqual({
      address: { key: 'wallet.addressInvalid', values: { chain: 'TRC20' } },
    });
    expect(errorsOf({ chain: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169EE7' })).toEqual({});
  });

  it('wants a fund password of exactly 6 digits and a 6-digit code', () => {
    expect(errorsOf({ fund_password: '12345' })).toEqual({ fund_password: 'validation.fundPasswordInvalid' });
    expect(errorsOf({ fund_password: '12345a' })).toEqual({ fund_password: 'validation.fundPasswordInvalid' });
    expect(errorsOf({ fund_password: '1234567' })).toEqual({ fund_password: 'validation.fundPasswordInvalid' });
    expect(errorsOf({ code: '12' })).toEqual({ code: 'validation.codeInvalid' });
  });

  it('gives the request the contract expects', () => {
    const { two_factor_code: _unused, ...request } = values;
    expect(checkAddress({ ...values, address: ` ${VALID}` }, false)).toEqual({ ok: true, request: { ...request, address: VALID } });
  });

  it('asks the app\'s code only while 2FA is on', () => {
    expect(errorsOf({ two_factor_code: '' }, true)).toEqual({ two_factor_code: 'validation.twoFactorCodeRequired' });
    expect(errorsOf({ two_factor_code: '12345' }, true)).toEqual({ two_factor_code: 'validation.twoFactorCodeInvalid' });
    expect(checkAddress({ ...values, two_factor_code: ' 123 456 ' }, true)).toMatchObject({ ok: true, request: { two_factor_code: '123 456' } });
    expect(checkAddress({ ...values, two_factor_code: 'abcd-2345' }, true)).toMatchObject({ ok: true, request: { two_factor_code: 'abcd-2345' } });
  });
});
