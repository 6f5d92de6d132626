/** Checks of the amounts and prices a trading call names, shared by spot and contracts. */
import { groupThousands } from '@h5/shared/format';
import type { Decimal } from '@h5/shared/contract';
import { refusal } from '../../plugins/envelope';
import { checkStorable } from '../wallet/service';
import type { TradePair } from './context';
import { compareDecimal, decimalPlaces, mulDecimal, roundTo } from '@h5/shared/money';

/** A limit price further than this from the live price (either way) is refused. */
const PRICE_BAND = { below: '0.2', above: '5' };

/** A quantity the pair trades in: no more decimals than its amounts have, no more than its column stores. */
export function checkQuantity(pair: TradePair, quantity: Decimal): void {
  checkStorable(quantity, pair.spec.amountDecimals, pair.base.code);
  if (decimalPlaces(quantity) > pair.spec.amountDecimals) throw refusal('trade.quantityDecimals', { vars: { decimals: pair.spec.amountDecimals } });
}

/** A total to spend in the quote currency: no more decimals than the currency has, no more than its column stores. */
export function checkTotal(pair: TradePair, total: Decimal): void {
  checkStorable(total, pair.quote.decimals, pair.quote.code);
  if (decimalPlaces(total) > pair.quote.decimals) throw refusal('trade.totalDecimals', { vars: { decimals: pair.quote.decimals } });
}

/** A price written in the pair's ticks, no more than its column stores. */
export function checkPriceForm(pair: TradePair, price: Decimal): void {
  checkStorable(price, pair.spec.priceDecimals, pair.quote.code);
  if (decimalPlaces(price) > pair.spec.priceDecimals) throw refusal('trade.priceDecimals', { vars: { decimals: pair.spec.priceDecimals } });
}

/** A limit price within a band around the live one (0.2x to 5x): anything else is a typo. */
export function checkPriceBand(pair: TradePair, price: Decimal, live: Decimal): void {
  const min = roundTo(mulDecimal(live, PRICE_BAND.below), pair.spec.priceDecimals, 'ceil');
  const max = roundTo(mulDecimal(live, PRICE_BAND.above), pair.spec.priceDecimals, 'floor');
  if (compareDecimal(price, min) < 0 || compareDecimal(price, max) > 0) throw refusal('trade.priceOutOfRange', { vars: { min: groupThousands(min), max: groupThousands(max) } });
}

