import type { Translation } from '@h5/shared/i18n';
import type { WealthMessages } from './en';

const zh: Translation<WealthMessages> = {
  product: {
    dailyYield: '日收益率',
    cycle: '周期',
    minAmount: '起投金额',
    days_one: '{{count}}天',
    days_other: '{{count}}天',
    soon: '待开放',
  },
  entry: {
    rules: '规则',
  },
  list: {
    failed: '列表加载失败',
  },
  trust: {
    heading: '定期托管理财',
    pointYield: '每日发放固定收益',
    pointCycle: '资金按固定周期托管',
    pointRedeem: '可随时提前赎回，违约金从本金中扣除',
    example: '示例：日收益率{{rate}}%，周期{{days}}天，投资{{amount}}，每日收益{{daily}}，到期共{{total}}。',
    range: '投资额度',
    totalOn_one: '投资{{amount}}，{{count}}天总收益',
    totalOn_other: '投资{{amount}}，{{count}}天总收益',
    buy: '立即购买',
  },
  copy: {
    intro: '跟随优秀交易员，按固定周期跟单，每日获得策略收益。',
    winRate: '胜率',
    followers_one: '{{n}}人跟单',
    followers_other: '{{n}}人跟单',
    follow: '跟单',
  },
};
export default zh;
