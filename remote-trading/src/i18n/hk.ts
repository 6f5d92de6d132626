import type { Translation } from '@h5/shared/i18n';
import type { TradingMessages } from './en';

const hk: Translation<TradingMessages> = {
  pair: {
    switch: '切換交易對，目前 {{symbol}}',
    choose: '選擇交易對',
    search: '搜尋交易對',
    noMatch: '沒有與「{{query}}」相符的交易對',
    close: '關閉',
  },
  list: {
    pair: '交易對',
    price: '最新價',
    change: '24h漲跌幅',
    turnover: '成交額 {{value}}',
    others: '其他交易對',
  },
  stats: {
    high: '24h最高',
    low: '24h最低',
    volume: '24h成交量({{base}})',
    turnover: '24h成交額({{quote}})',
  },
  contracts: {
    title: '合約交易說明',
    direction: {
      title: '做多或做空',
      text: '預計價格上漲時做多，預計下跌時做空。行情朝你判斷的方向變動即獲利，反之則虧損。',
    },
    lots: {
      title: '按手下單',
      text: '合約以整手下單，每筆至少 1 手。',
    },
    leverage: {
      title: '槓桿倍數',
      text: '所選倍數決定保證金可開倉位的大小：倍數越高，同樣的保證金可開的倉位越大，盈虧也隨之放大。',
    },
    later: '合約下單將於後續版本推出。',
  },
  options: {
    title: '限時期權說明',
    time: {
      title: '選擇時間',
      text: '選擇期權由買入到交割的時長。',
    },
    direction: {
      title: '看漲或看跌',
      text: '預計到期時價格更高就買看漲，預計更低就買看跌。',
    },
    delivery: {
      title: '到期交割',
      text: '時間一到，期權按該時刻的價格交割，並與你的買入價對比結算。',
    },
    later: '期權購買將於後續版本推出。',
  },
  kline: {
    periods: 'K線週期',
    period: {
      timeshare: '分時',
      '1min': '1分',
      '5min': '5分',
      '30min': '30分',
      '60min': '1小時',
      '1day': '日線',
      '1week': '週線',
      '1mon': '月線',
    },
    chart: '{{symbol}} 價格走勢圖',
    legend: 'K線數據',
    open: '開',
    high: '高',
    low: '低',
    close: '收',
    volume: '量',
    failed: 'K線載入失敗',
    empty: '該週期暫無K線數據',
    loadingOlder: '正在載入更早的K線…',
    credit: '圖表由 TradingView 提供',
  },
};
export default hk;
