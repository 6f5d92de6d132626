import type { Translation } from '@h5/shared/i18n';
import type { ContentMessages } from './en';

const hk: Translation<ContentMessages> = {
  home: {
    menu: '選單',
    entries: '服務',
    notice: '歡迎使用！充值及提現將於24小時內完成審核，切勿向任何人透露密碼或驗證碼。',
    markets: '行情',
    search: '搜尋交易對：BTC、Bitcoin…',
    searchLabel: '按代碼或幣種名稱搜尋交易對',
    results: '搜尋結果',
    noMatch: '沒有與「{{query}}」相符的交易對',
    watchlistEmpty: '點擊交易對旁的星標即可加入自選',
    volume: '24H成交額',
    listed: '{{date}} 上線',
    tab: {
      watchlist: '自選',
      gainers: '升幅榜',
      losers: '跌幅榜',
      volume: '成交額',
      new: '新幣',
    },
    pair: '交易對',
    lastPrice: '最新價',
    change: '24H升跌',
    newCoinsTitle: '新幣認購',
    newCoinsText: '新幣上線前搶先認購',
    newCoinOpen: '{{name}} 申購中，發行價 {{price}}',
    newCoinNext: '即將申購：{{name}}，發行價 {{price}}',
    loginOrRegister: '登入 / 註冊',
    entry: {
      rwa: 'RWA學習',
      ai: 'AI學習',
      airdrop: '空投',
      recharge: '快速充值',
      withdraw: '快速提現',
      vip: 'VIP通道',
      chat: '在線客服',
      newCoins: '新幣認購',
    },
    menuItem: {
      deposit: '充值',
      withdraw: '提現',
      referral: '邀請返佣',
      kyc: '實名認證',
      security: '安全中心',
      addresses: '提現地址',
      contact: '聯絡我們',
      help: '幫助中心',
      valuation: '計價方式',
      settings: '設定',
      records: '充提記錄',
    },
  },
};

export default hk;
