/** Bank cards: the fields of spec section 3, their check, and the number as lists show it. */
import { BANK_CARD_FIELDS, contract, type RequestOf } from '@h5/shared/contract';
import { schemaErrors, verdict, type Checked } from '@h5/shared/form';

export type BankCardRequest = RequestOf<typeof contract.user.cashSave>;
export type BankCardField = keyof BankCardRequest;
export { BANK_CARD_FIELDS };


export const emptyBankCard = (): BankCardRequest =>
  Object.fromEntries(BANK_CARD_FIELDS.map((field) => [field, ''])) as BankCardRequest;

export function checkBankCard(values: BankCardRequest): Checked<BankCardRequest, BankCardField> {
  const request = Object.fromEntries(BANK_CARD_FIELDS.map((field) => [field, values[field].trim()])) as BankCardRequest;
  return verdict(request, schemaErrors<BankCardField>(contract.user.cashSave.request, request));
}

/**
 * A card or account number with only its last four characters showing, in groups of four
 * ("**** **** **** 1234"), so a list can tell cards apart without exposing them.
 */
export function maskCardNumber(number: string): string {
  const plain = number.replace(/[\s-]+/g, '');
  if (plain.length <= 4) return plain;
  const hidden = Math.ceil((plain.length - 4) / 4);
  return `${'**** '.repeat(hidden)}${plain.slice(-4)}`;
}
