import type { Translation } from '@h5/shared/i18n';
import type { ContentMessages } from './en';

const jp: Translation<ContentMessages> = {
  home: {
    menu: 'メニュー',
    entries: 'サービス',
    notice: 'ようこそ！入出金は24時間以内に審査されます。パスワードや認証コードは絶対に他人に教えないでください。',
    markets: 'マーケット',
    search: 'ペアを検索：BTC、Bitcoin…',
    searchLabel: 'シンボルまたはコイン名でペアを検索',
    results: '検索結果',
    noMatch: '「{{query}}」に一致するペアはありません',
    watchlistEmpty: 'ペアの横の星をタップするとお気に入りに追加されます',
    volume: '24H取引額',
    listed: '{{date}} 上場',
    tab: {
      watchlist: 'お気に入り',
      gainers: '上昇率',
      losers: '下落率',
      volume: '取引額',
      new: '新規上場',
    },
    pair: '取引ペア',
    lastPrice: '最新価格',
    change: '24H騰落率',
    newCoinsTitle: '新規コイン申込',
    newCoinsText: '上場前の新規コインにいち早く申し込めます',
    newCoinOpen: '{{name}} 申込受付中、発行価格 {{price}}',
    newCoinNext: '次回：{{name}}、発行価格 {{price}}',
    loginOrRegister: 'ログイン / 新規登録',
    entry: {
      rwa: 'RWA学習',
      ai: 'AI学習',
      airdrop: 'エアドロップ',
      recharge: 'クイック入金',
      withdraw: 'クイック出金',
      vip: 'VIP窓口',
      chat: 'チャット',
      newCoins: '新規コイン',
    },
    menuItem: {
      deposit: '入金',
      withdraw: '出金',
      referral: '友達紹介',
      kyc: '本人確認',
      security: 'セキュリティセンター',
      addresses: '出金アドレス',
      contact: 'お問い合わせ',
      help: 'ヘルプセンター',
      valuation: '評価方法',
      settings: '設定',
      records: '入出金履歴',
    },
  },
};

export default jp;
