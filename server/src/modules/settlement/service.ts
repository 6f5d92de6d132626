/**
 * The trading kernel spot, contracts and options settle through: the pairs and the live shared
 * price (context), the shared price itself (prices), the ticks kept in `price_ticks` (ticks), the
 * checks of a call's figures (checks), the batches the jobs claim and settle (batch), and a
 * trade as a person is told of it (records).
 */
export { createTradingContext, type CurrencyInfo, type TradePair, type TradingContext } from './context';
export { createSharedPrices, type SharedPrices } from './prices';
export { recordTicks, type SharedTick } from './ticks';
export { checkPriceBand, checkPriceForm, checkQuantity, checkTotal } from './checks';
export { settleInBatches, tickArrays } from './batch';
export { tradeRecord, type TradeKind } from './records';
