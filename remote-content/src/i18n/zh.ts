import type { Translation } from '@h5/shared/i18n';
import type { ContentMessages } from './en';

const zh: Translation<ContentMessages> = {
  home: {
    menu: '菜单',
    entries: '服务',
    notice: '欢迎使用！充值与提现将在24小时内审核完成，请勿向任何人透露密码或验证码。',
    markets: '行情',
    search: '搜索交易对：BTC、Bitcoin…',
    searchLabel: '按代码或币种名称搜索交易对',
    results: '搜索结果',
    noMatch: '没有与“{{query}}”匹配的交易对',
    watchlistEmpty: '点击交易对旁的星标即可加入自选',
    volume: '24H成交额',
    listed: '{{date}} 上线',
    tab: {
      watchlist: '自选',
      gainers: '涨幅榜',
      losers: '跌幅榜',
      volume: '成交额',
      new: '新币',
    },
    pair: '交易对',
    lastPrice: '最新价',
    change: '24H涨跌',
    newCoinsTitle: '新币申购',
    newCoinsText: '新币上线前抢先申购',
    newCoinOpen: '{{name}} 申购中，发行价 {{price}}',
    newCoinNext: '即将申购：{{name}}，发行价 {{price}}',
    loginOrRegister: '登录 / 注册',
    entry: {
      rwa: 'RWA学习',
      ai: 'AI学习',
      airdrop: '空投',
      recharge: '快速充值',
      withdraw: '快速提现',
      vip: 'VIP通道',
      chat: '在线客服',
      newCoins: '新币申购',
    },
    menuItem: {
      deposit: '充值',
      withdraw: '提现',
      referral: '邀请返佣',
      kyc: '实名认证',
      security: '安全中心',
      addresses: '提现地址',
      contact: '联系我们',
      help: '帮助中心',
      valuation: '计价方式',
      settings: '设置',
      records: '充提记录',
    },
  },
};

export default zh;
