/** The `trading` namespace, English: the source every other language is checked against. */
const en = {
  pair: {
    switch: 'Switch pair, now {{symbol}}',
    choose: 'Choose a pair',
    search: 'Search pairs',
    noMatch: 'No pair matches "{{query}}"',
    close: 'Close',
  },
  list: {
    pair: 'Pair',
    price: 'Last price',
    change: '24h change',
    turnover: 'Turnover {{value}}',
    others: 'Other pairs',
  },
  stats: {
    high: '24h high',
    low: '24h low',
    volume: '24h vol ({{base}})',
    turnover: '24h turnover ({{quote}})',
  },
  contracts: {
    title: 'How contracts work',
    direction: {
      title: 'Long or short',
      text: 'Go long when you expect the price to rise, short when you expect it to fall. You gain when it moves your way and lose when it moves against you.',
    },
    lots: {
      title: 'Lots',
      text: 'Orders are placed in whole lots, at least 1 lot each.',
    },
    leverage: {
      title: 'Leverage multiple',
      text: 'The multiple you choose sets how large a position your margin opens: the higher it is, the larger the position for the same margin, and the larger the gains and losses.',
    },
    later: 'Placing contract orders comes in a later release.',
  },
  options: {
    title: 'How timed options work',
    time: {
      title: 'Choose a time',
      text: 'Pick how long the option runs from purchase to delivery.',
    },
    direction: {
      title: 'Call or put',
      text: 'Buy a call (bullish) if you expect the price to be higher when the time is up, or a put (bearish) if you expect it to be lower.',
    },
    delivery: {
      title: 'Delivery',
      text: 'When the time is up, the option is delivered at the price of that moment and settled against your purchase price.',
    },
    later: 'Buying options comes in a later release.',
  },
  kline: {
    periods: 'Chart period',
    period: {
      timeshare: 'Line',
      '1min': '1m',
      '5min': '5m',
      '30min': '30m',
      '60min': '1h',
      '1day': '1D',
      '1week': '1W',
      '1mon': '1M',
    },
    chart: 'Price chart of {{symbol}}',
    legend: 'Candle figures',
    open: 'Open',
    high: 'High',
    low: 'Low',
    close: 'Close',
    volume: 'Vol',
    failed: 'The chart could not be loaded.',
    empty: 'No candles for this period yet.',
    loadingOlder: 'Loading earlier candles…',
    credit: 'Charts by TradingView',
  },
};

export default en;
export type TradingMessages = typeof en;
