import { coinName } from '@h5/shared/constants';
import type { Currency } from '@h5/shared/contract';
import type { Queryable } from '../../db/database';
import { moneyText } from '../../db/sql';
import type { Decimal } from '@h5/shared/contract';
import { decimalPlaces } from '@h5/shared/money';
import { AppError, refusal } from '../../plugins/envelope';
import { checkStorable } from './bounds';

const COLUMNS = `id, code, decimals, chains,
  ${moneyText('min_deposit')} AS min_deposit,
  ${moneyText('min_withdraw')} AS min_withdraw,
  ${moneyText('withdraw_fee')} AS withdraw_fee`;

/** A currency row with its coin's name, which the kernel keeps (one list for pairs and currencies). */
const named = (row: Omit<Currency, 'name'>): Currency => ({ ...row, name: coinName(row.code) });

export async function listCurrencies(db: Queryable): Promise<Currency[]> {
  return (await db.query<Omit<Currency, 'name'>>(`SELECT ${COLUMNS} FROM currencies ORDER BY sort`)).map(named);
}

/** The currency a call names; an unknown id is refused like a missing one. */
export async function findCurrency(db: Queryable, id: string | number): Promise<Currency> {
  const [currency] = await db.query<Omit<Currency, 'name'>>(`SELECT ${COLUMNS} FROM currencies WHERE id = $1`, [Number(id)]);
  if (!currency) throw new AppError('validation.currencyRequired');
  return named(currency);
}

/** An amount the currency can hold: no more decimals than it has, no more than its column stores. */
export function checkAmount(currency: Pick<Currency, 'decimals' | 'code'>, amount: Decimal): void {
  if (decimalPlaces(amount) > currency.decimals) throw new AppError('validation.amountDecimals');
  checkStorable(amount, currency.decimals, currency.code);
}

/** "The minimum is 10": refuses an amount below a currency's minimum. */
export function minimumRefusal(minimum: Decimal, currency: Currency): AppError {
  return refusal('wallet.minAmount', { vars: { min: `${minimum} ${currency.code}` } });
}
