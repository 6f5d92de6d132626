import type { Translation } from '@h5/shared/i18n';
import type { TradingMessages } from './en';

const jp: Translation<TradingMessages> = {
  pair: {
    switch: '取引ペアを切り替え（現在 {{symbol}}）',
    choose: '取引ペアを選択',
    search: 'ペアを検索',
    noMatch: '「{{query}}」に一致するペアはありません',
    close: '閉じる',
  },
  list: {
    pair: 'ペア',
    price: '現在値',
    change: '24h騰落率',
    turnover: '売買代金 {{value}}',
    others: 'その他のペア',
  },
  stats: {
    high: '24h高値',
    low: '24h安値',
    volume: '24h出来高({{base}})',
    turnover: '24h売買代金({{quote}})',
  },
  contracts: {
    title: '先物取引のしくみ',
    direction: {
      title: 'ロングとショート',
      text: '値上がりを予想するならロング、値下がりを予想するならショート。予想どおりに動けば利益、逆に動けば損失になります。',
    },
    lots: {
      title: 'ロット単位',
      text: '注文は整数のロット単位で、1回につき1ロット以上です。',
    },
    leverage: {
      title: 'レバレッジ倍率',
      text: '選んだ倍率で、証拠金で持てるポジションの大きさが決まります。倍率が高いほど同じ証拠金で大きなポジションを持てますが、損益も大きくなります。',
    },
    later: '先物の注文機能は今後のリリースで追加されます。',
  },
  options: {
    title: 'タイムオプションのしくみ',
    time: {
      title: '時間を選ぶ',
      text: '購入から受け渡しまでの時間を選びます。',
    },
    direction: {
      title: 'コールかプット',
      text: '時間終了時に価格が上がっていると思えばコール、下がっていると思えばプットを購入します。',
    },
    delivery: {
      title: '受け渡し',
      text: '時間になると、その時点の価格で受け渡され、購入時の価格と比べて決済されます。',
    },
    later: 'オプションの購入機能は今後のリリースで追加されます。',
  },
  kline: {
    periods: 'チャートの時間足',
    period: {
      timeshare: 'ライン',
      '1min': '1分',
      '5min': '5分',
      '30min': '30分',
      '60min': '1時間',
      '1day': '日足',
      '1week': '週足',
      '1mon': '月足',
    },
    chart: '{{symbol}} の価格チャート',
    legend: 'ローソク足の値',
    open: '始値',
    high: '高値',
    low: '安値',
    close: '終値',
    volume: '出来高',
    failed: 'チャートを読み込めませんでした。',
    empty: 'この時間足のデータはまだありません。',
    loadingOlder: '過去のローソク足を読み込み中…',
    credit: 'チャート提供：TradingView',
  },
};
export default jp;
