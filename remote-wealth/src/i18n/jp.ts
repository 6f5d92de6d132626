import type { Translation } from '@h5/shared/i18n';
import type { WealthMessages } from './en';

const jp: Translation<WealthMessages> = {
  product: {
    dailyYield: '日利回り',
    cycle: '運用期間',
    minAmount: '最低投資額',
    days_one: '{{count}}日間',
    days_other: '{{count}}日間',
    soon: '販売予定',
  },
  entry: {
    rules: 'ルール',
  },
  list: {
    failed: '一覧を読み込めませんでした',
  },
  trust: {
    heading: '定期運用商品',
    pointYield: '毎日、固定の利回りを受け取れます',
    pointCycle: '資金は決まった期間で運用されます',
    pointRedeem: 'いつでも中途解約できます（違約金は元本から差し引かれます）',
    example: '例：日利{{rate}}%で{{amount}}を{{days}}日間運用すると、1日{{daily}}、合計{{total}}の収益です。',
    range: '投資可能額',
    totalOn_one: '{{amount}}を{{count}}日運用した場合の収益',
    totalOn_other: '{{amount}}を{{count}}日運用した場合の収益',
    buy: '今すぐ購入',
  },
  copy: {
    intro: '実績のあるトレーダーをフォローし、決まった期間の運用で毎日収益を得られます。',
    winRate: '勝率',
    followers_one: 'フォロワー{{n}}人',
    followers_other: 'フォロワー{{n}}人',
    follow: 'フォロー',
  },
};
export default jp;
