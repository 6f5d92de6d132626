import type { Translation } from '@h5/shared/i18n';
import type { ContentMessages } from './en';

const kr: Translation<ContentMessages> = {
  home: {
    menu: '메뉴',
    entries: '서비스',
    notice: '환영합니다! 입출금은 24시간 이내에 심사됩니다. 비밀번호나 인증 코드는 절대 다른 사람에게 알려 주지 마세요.',
    markets: '시세',
    search: '거래쌍 검색: BTC, Bitcoin…',
    searchLabel: '심볼 또는 코인 이름으로 거래쌍 검색',
    results: '검색 결과',
    noMatch: '“{{query}}”와 일치하는 거래쌍이 없습니다',
    watchlistEmpty: '거래쌍 옆의 별을 누르면 관심 목록에 추가됩니다',
    volume: '24H 거래대금',
    listed: '{{date}} 상장',
    tab: {
      watchlist: '관심',
      gainers: '상승',
      losers: '하락',
      volume: '거래대금',
      new: '신규 상장',
    },
    pair: '거래쌍',
    lastPrice: '현재가',
    change: '24H 변동률',
    newCoinsTitle: '신규 코인 청약',
    newCoinsText: '상장 전에 신규 코인을 먼저 청약하세요',
    newCoinOpen: '{{name}} 청약 중, 발행가 {{price}}',
    newCoinNext: '다음 청약: {{name}}, 발행가 {{price}}',
    loginOrRegister: '로그인 / 회원가입',
    entry: {
      rwa: 'RWA 학습',
      ai: 'AI 학습',
      airdrop: '에어드롭',
      recharge: '빠른 입금',
      withdraw: '빠른 출금',
      vip: 'VIP 채널',
      chat: '채팅 상담',
      newCoins: '신규 코인',
    },
    menuItem: {
      deposit: '입금',
      withdraw: '출금',
      referral: '친구 초대',
      kyc: '본인 인증',
      security: '보안 센터',
      addresses: '출금 주소',
      contact: '문의하기',
      help: '고객센터',
      valuation: '평가 방식',
      settings: '설정',
      records: '입출금 내역',
    },
  },
};

export default kr;
