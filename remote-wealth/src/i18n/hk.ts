import type { Translation } from '@h5/shared/i18n';
import type { WealthMessages } from './en';

const hk: Translation<WealthMessages> = {
  product: {
    dailyYield: '日收益率',
    cycle: '週期',
    minAmount: '起投金額',
    days_one: '{{count}}天',
    days_other: '{{count}}天',
    soon: '待開放',
  },
  entry: {
    rules: '規則',
  },
  list: {
    failed: '列表載入失敗',
  },
  trust: {
    heading: '定期託管理財',
    pointYield: '每日派發固定收益',
    pointCycle: '資金按固定週期託管',
    pointRedeem: '可隨時提早贖回，違約金從本金中扣除',
    example: '示例：日收益率{{rate}}%，週期{{days}}天，投資{{amount}}，每日收益{{daily}}，到期共{{total}}。',
    range: '投資額度',
    totalOn_one: '投資{{amount}}，{{count}}天總收益',
    totalOn_other: '投資{{amount}}，{{count}}天總收益',
    buy: '立即購買',
  },
  copy: {
    intro: '跟隨優秀交易員，按固定週期跟單，每日獲得策略收益。',
    winRate: '勝率',
    followers_one: '{{n}}人跟單',
    followers_other: '{{n}}人跟單',
    follow: '跟單',
  },
};
export default hk;
