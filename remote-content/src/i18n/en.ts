const en = {
  home: {
    gainers: 'Gainers',
    pair: 'Pair',
    lastPrice: 'Last price',
    change: '24H change',
  },
};
export default en;
export type ContentMessages = typeof en;
