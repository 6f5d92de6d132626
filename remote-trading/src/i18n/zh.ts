import type { Translation } from '@h5/shared/i18n';
import type { TradingMessages } from './en';

const zh: Translation<TradingMessages> = {
  pair: {
    switch: '切换交易对，当前 {{symbol}}',
    choose: '选择交易对',
    search: '搜索交易对',
    noMatch: '没有与“{{query}}”匹配的交易对',
    close: '关闭',
  },
  list: {
    pair: '交易对',
    price: '最新价',
    change: '24h涨跌幅',
    turnover: '成交额 {{value}}',
    others: '其他交易对',
  },
  stats: {
    high: '24h最高',
    low: '24h最低',
    volume: '24h成交量({{base}})',
    turnover: '24h成交额({{quote}})',
  },
  contracts: {
    title: '合约交易说明',
    direction: {
      title: '做多或做空',
      text: '预计价格上涨时做多，预计下跌时做空。行情朝你判断的方向变动即盈利，反之则亏损。',
    },
    lots: {
      title: '按手下单',
      text: '合约以整手下单，每笔至少 1 手。',
    },
    leverage: {
      title: '杠杆倍数',
      text: '所选倍数决定保证金可开仓位的大小：倍数越高，同样的保证金可开的仓位越大，盈亏也随之放大。',
    },
    later: '合约下单将在后续版本中上线。',
  },
  options: {
    title: '限时期权说明',
    time: {
      title: '选择时间',
      text: '选择期权从买入到交割的时长。',
    },
    direction: {
      title: '看涨或看跌',
      text: '预计到期时价格更高就买看涨，预计更低就买看跌。',
    },
    delivery: {
      title: '到期交割',
      text: '时间一到，期权按该时刻的价格交割，并与你的买入价对比结算。',
    },
    later: '期权购买将在后续版本中上线。',
  },
  kline: {
    periods: 'K线周期',
    period: {
      timeshare: '分时',
      '1min': '1分',
      '5min': '5分',
      '30min': '30分',
      '60min': '1小时',
      '1day': '日线',
      '1week': '周线',
      '1mon': '月线',
    },
    chart: '{{symbol}} 价格走势图',
    legend: 'K线数据',
    open: '开',
    high: '高',
    low: '低',
    close: '收',
    volume: '量',
    failed: 'K线加载失败',
    empty: '该周期暂无K线数据',
    loadingOlder: '正在加载更早的K线…',
    credit: '图表由 TradingView 提供',
  },
};
export default zh;
