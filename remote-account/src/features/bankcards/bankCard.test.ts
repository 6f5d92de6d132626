import { BANK_CARD_FIELDS, checkBankCard, emptyBankCard, maskCardNumber } from './bankCard';

describe('maskCardNumber', () => {
  it('shows only the last four, in groups of four', () => {
    expect(maskCardNumber('6222021234567890123')).toBe('**** **** **** **** 0123');
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('**** **** **** 1234');
    expect(maskCardNumber('GB29-NWBK-6016-1331-9268-19')).toBe('**** **** **** **** **** 6819');
    expect(maskCardNumber('12345')).toBe('**** 2345');
  });

  it('leaves a number of four or fewer as it is (nothing to hide behind)', () => {
    expect(maskCardNumber('1234')).toBe('1234');
    expect(maskCardNumber('')).toBe('');
  });
});

describe('checkBankCard', () => {
  const full = Object.fromEntries(BANK_CARD_FIELDS.map((field) => [field, `${field} value`])) as ReturnType<typeof emptyBankCard>;

  it('requires every one of the eleven fields', () => {
    const checked = checkBankCard(emptyBankCard());
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toEqual(Object.fromEntries(BANK_CARD_FIELDS.map((field) => [field, 'validation.fieldRequired'])));
    expect(BANK_CARD_FIELDS).toHaveLength(11);
  });

  it('counts blanks as empty and trims what is sent', () => {
    const checked = checkBankCard({ ...full, iban: '   ', holder: ' Ana ' });
    expect(!checked.ok && checked.errors).toEqual({ iban: 'validation.fieldRequired' });
    expect(checkBankCard({ ...full, holder: ' Ana ' })).toEqual({ ok: true, request: { ...full, holder: 'Ana' } });
  });
});
