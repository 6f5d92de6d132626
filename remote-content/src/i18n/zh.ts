import type { Translation } from '@h5/shared/i18n';
import type { ContentMessages } from './en';

const zh: Translation<ContentMessages> = {
  home: {
    gainers: '涨幅榜',
    pair: '交易对',
    lastPrice: '最新价',
    change: '24H涨跌',
  },
};
export default zh;
