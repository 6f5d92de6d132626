import type { Translation } from '@h5/shared/i18n';
import type { WealthMessages } from './en';

const kr: Translation<WealthMessages> = {
  product: {
    dailyYield: '일 수익률',
    cycle: '운용 기간',
    minAmount: '최소 투자금액',
    days_one: '{{count}}일',
    days_other: '{{count}}일',
    soon: '오픈 예정',
  },
  entry: {
    rules: '규칙',
  },
  list: {
    failed: '목록을 불러오지 못했습니다',
  },
  trust: {
    heading: '기간형 자산관리 상품',
    pointYield: '매일 고정 수익이 지급됩니다',
    pointCycle: '정해진 기간 동안 자금이 운용됩니다',
    pointRedeem: '언제든 중도 해지할 수 있으며, 위약금은 원금에서 차감됩니다',
    example: '예시: 일 {{rate}}%로 {{amount}}을(를) {{days}}일간 투자하면 하루 {{daily}}, 총 {{total}}의 수익이 발생합니다.',
    range: '투자 한도',
    totalOn_one: '{{amount}} {{count}}일 투자 시 수익',
    totalOn_other: '{{amount}} {{count}}일 투자 시 수익',
    buy: '지금 구매',
  },
  copy: {
    intro: '검증된 트레이더를 팔로우하고, 정해진 기간 동안 운용하며 매일 수익을 받으세요.',
    winRate: '승률',
    followers_one: '팔로워 {{n}}명',
    followers_other: '팔로워 {{n}}명',
    follow: '팔로우',
  },
};
export default kr;
