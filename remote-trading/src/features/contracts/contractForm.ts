/** The contract order form's rules: its figures before submit and the message a draft gets. */
import { BASE_CURRENCY_DECIMALS } from '@h5/shared/constants';
import { contract, type ContractsConfig } from '@h5/shared/contract';
import { firstIssue } from '@h5/shared/validation';
import { checkStops, type PositionSide, type StopField } from './contractMath';
import { addDecimal, compareDecimal, decimalPlaces, feeOf, isPositive, liquidationPrice, marginOf, positionValue } from '@h5/shared/money';
import { faultAt, type Checked } from '@h5/shared/form';

export type ContractOrderType = 'market' | 'limit';

export interface ContractDraft {
  side: PositionSide;
  type: ContractOrderType;
  /** Limit price as typed (market orders take the best price). */
  price: string;
  lots: string;
  multiple: number | null;
  take_profit: string;
  stop_loss: string;
}

export type ContractField = 'price' | 'lots' | 'multiple' | StopField;

export interface ContractFigures {
  price: string;
  /** lots × contract size × price. */
  value: string;
  margin: string;
  fee: string;
  /** margin + fee: what opening takes from the contract account. */
  cost: string;
  /** Where the position would be liquidated, as the server sets it at opening; null when no price can. */
  liquidation: string | null;
}

const lotsSchema = contract.contracts.open.request.shape.lots;

/** The lots rule of the kernel (whole number, at least 1): the message key, or null when fine. */
export function lotsProblem(lots: string): string | null {
  const parsed = lotsSchema.safeParse(lots);
  return parsed.success ? null : `common:${firstIssue(parsed.error)}`;
}

/** The price a draft is reckoned at: its limit price, or the live one at market. */
export function contractPrice(draft: ContractDraft, livePrice: string | undefined): string | null {
  const price = draft.type === 'limit' ? draft.price : livePrice;
  return price !== undefined && isPositive(price) ? price : null;
}

/** Value, margin, fee, their cost and the liquidation estimate for the draft as it stands; null until it can be reckoned. */
export function contractFigures(draft: ContractDraft, config: ContractsConfig | null, livePrice: string | undefined, priceDecimals: number): ContractFigures | null {
  const price = contractPrice(draft, livePrice);
  if (!config || !price || !draft.multiple || lotsProblem(draft.lots)) return null;
  const terms = {
    side: draft.side,
    lots: draft.lots.trim(),
    contractSize: config.contract_size,
    multiple: draft.multiple,
    feeRate: config.fee_rate,
    maintenanceRate: config.maintenance_rate,
  };
  const margin = marginOf(terms, price, BASE_CURRENCY_DECIMALS);
  const fee = feeOf(terms, price, BASE_CURRENCY_DECIMALS);
  return {
    price,
    value: positionValue(terms, price),
    margin,
    fee,
    cost: addDecimal(margin, fee),
    liquidation: liquidationPrice(terms, price, margin, priceDecimals),
  };
}

export type ContractCheck = Checked<
  {
    symbol: string;
    side: PositionSide;
    type: ContractOrderType;
    price?: string;
    lots: string;
    multiple: string;
    take_profit?: string;
    stop_loss?: string;
  },
  ContractField
>;

/** The first thing wrong with the draft (in the order the form reads), or the request to send. */
export function checkContractOrder(
  draft: ContractDraft,
  config: ContractsConfig,
  livePrice: string | undefined,
  priceDecimals: number,
): ContractCheck {
  const fail = (field: ContractField, message: string): ContractCheck => faultAt(field, message);
  if (draft.type === 'limit') {
    if (!draft.price) return fail('price', 'trading:contracts.priceRequired');
    if (!isPositive(draft.price)) return fail('price', 'trading:spot.priceInvalid');
    if (decimalPlaces(draft.price) > priceDecimals) return fail('price', 'common:validation.amountDecimals');
  }
  if (!draft.multiple || !config.multiples.includes(draft.multiple)) return fail('multiple', 'common:validation.multipleInvalid');
  const lots = lotsProblem(draft.lots);
  if (lots) return fail('lots', lots);
  const price = contractPrice(draft, livePrice);
  if (!price) return fail('price', 'trading:spot.noPrice');
  const stops = checkStops(draft.side, price, draft, priceDecimals);
  if (stops) return fail(stops.field, stops.message);
  const figures = contractFigures(draft, config, livePrice, priceDecimals);
  if (figures && compareDecimal(figures.cost, config.balance) > 0) return fail('lots', 'common:funds.insufficientBalance');
  return {
    ok: true,
    request: {
      symbol: config.symbol,
      side: draft.side,
      type: draft.type,
      ...(draft.type === 'limit' ? { price: draft.price } : {}),
      lots: draft.lots.trim(),
      multiple: String(draft.multiple),
      ...(draft.take_profit ? { take_profit: draft.take_profit } : {}),
      ...(draft.stop_loss ? { stop_loss: draft.stop_loss } : {}),
    },
  };
}
