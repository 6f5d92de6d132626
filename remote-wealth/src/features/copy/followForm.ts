/**
 * The follow form's checks and figures: the contract's request schema, the kernel's amount rule
 * for a lead (the server's too), a ratio among those offered and each stop within its bounds;
 * the stops' levels and the size a lead's position opens come from the kernel's formulas.
 */
import { contract, type CopyConfig, type CopyLead, type RequestOf } from '@h5/shared/contract';
import { amountFault, schemaErrors, verdict, type Checked } from '@h5/shared/form';
import { compareDecimal, copyAmountRule, followStopLevels, followTermsFaults, isDecimal, isPositive, mirrorLots } from '@h5/shared/money';

export type FollowRequest = RequestOf<typeof contract.copy.follow>;
export type FollowField = 'amount' | 'ratio' | 'stop_loss' | 'take_profit';

export interface FollowValues {
  amount: string;
  ratio: string;
  /** Whole percents of the amount; '' is none. */
  stop_loss: string;
  take_profit: string;
}

/** The ratio a follow starts at: 1 when offered, else the first. */
export const defaultRatio = (config: Pick<CopyConfig, 'ratios'>): string =>
  config.ratios.find((ratio) => compareDecimal(ratio, '1') === 0) ?? config.ratios[0] ?? '1';

const fieldOf = (key: string): FollowField => (key === 'lead_id' ? 'amount' : (key as FollowField));

/** Everything checked before the confirm sheet: amount (minimum, maximum, places, balance), ratio, stops. */
export function checkFollow(lead: CopyLead, config: CopyConfig, values: FollowValues, available: string | undefined): Checked<FollowRequest, FollowField> {
  const request: FollowRequest = {
    lead_id: lead.id,
    amount: values.amount.trim(),
    ratio: values.ratio,
    ...(values.stop_loss ? { stop_loss: values.stop_loss } : {}),
    ...(values.take_profit ? { take_profit: values.take_profit } : {}),
  };
  const errors = schemaErrors(contract.copy.follow.request, request, fieldOf);
  errors.amount = amountFault(request.amount, { ...copyAmountRule(lead), available });
  const terms = followTermsFaults(config, values);
  errors.ratio ??= terms.ratio;
  errors.stop_loss ??= terms.stop_loss;
  errors.take_profit ??= terms.take_profit;
  return verdict(request, errors);
}

/** A percent typed as the server takes it: a whole number, or none. */
export const stopPercent = (value: string): number | null => (/^[1-9]\d{0,3}$/.test(value) ? Number(value) : null);

/** Where the follow's stops would end it, at the amount typed (nothing while the amount is not one). */
export function stopLevels(amount: string, values: Pick<FollowValues, 'stop_loss' | 'take_profit'>, decimals: number) {
  if (!isDecimal(amount) || !isPositive(amount)) return { stopLoss: null, takeProfit: null };
  return followStopLevels(amount, stopPercent(values.stop_loss), stopPercent(values.take_profit), decimals);
}

/** The amount the preview is worked at: the one typed when the lead's rule takes it, else the lead's minimum. */
export const previewAmount = (lead: CopyLead, amount: string): string => (amountFault(amount, copyAmountRule(lead)) ? lead.min_amount : amount);

/** The lots a lead's position of `leadLots` opens for a follow just started with `amount` (its book equity is the amount). */
export const previewLots = (leadLots: number, ratio: string, amount: string, lead: Pick<CopyLead, 'equity'>): number =>
  isDecimal(amount) && isPositive(amount) && isDecimal(ratio) ? mirrorLots(leadLots, ratio, amount, lead.equity) : 0;
