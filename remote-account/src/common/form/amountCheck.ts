/** The rules every amount box applies, in order, on decimal strings. */
import { groupThousands, plainAmount } from '@h5/shared/format';
import { amount as amountSchema } from '@h5/shared/validation';
import { issueOf, type Message } from '@h5/shared/form';
import { compareDecimal } from '@h5/shared/money';

export interface AmountRules {
  currency: string;
  /** Places the currency allows. */
  decimals: number;
  /** The smallest amount accepted (a coin's minimum deposit or withdrawal). */
  min?: string;
  /** The most that can be spent: more is "Insufficient balance". */
  available?: string;
}

/** What is wrong with `amount`: required, well formed, within places, above zero, the minimum, the balance. */
export function amountIssue(amount: string, rules: AmountRules): Message | undefined {
  const issue = issueOf(amountSchema(rules.decimals), amount);
  if (issue) return issue;
  if (rules.min !== undefined && compareDecimal(amount, rules.min) < 0) {
    // The server's own words for the same refusal ("The minimum is 10 USDT").
    return { key: 'wallet.minAmount', values: { min: `${groupThousands(plainAmount(rules.min, rules.decimals))} ${rules.currency}` } };
  }
  if (rules.available !== undefined && compareDecimal(amount, rules.available) > 0) return 'funds.insufficientBalance';
  return undefined;
}
