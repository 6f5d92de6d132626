import { coinName } from '@h5/shared/constants';
import type { Queryable } from '../../db/database';
import { moneyText } from '../../db/sql';
import type { Currency, Decimal } from '@h5/shared/contract';
import { amountFault, type AmountRule } from '@h5/shared/form/amount';
import { AppError, refusalOf } from '../../plugins/envelope';
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

/**
 * Refuses what the kernel's amount rule refuses (the currency's places, a minimum, a maximum:
 * the form's own check, so the words match), then an amount its column cannot store.
 */
export function checkAmount(amount: Decimal, rule: AmountRule): void {
  const fault = amountFault(amount, rule);
  if (fault) throw refusalOf(fault);
  checkStorable(amount, rule.decimals, rule.currency);
}
