import type { Translation } from '@h5/shared/i18n';
import type { TradingMessages } from './en';

const kr: Translation<TradingMessages> = {
  pair: {
    switch: '거래 페어 전환, 현재 {{symbol}}',
    choose: '거래 페어 선택',
    search: '페어 검색',
    noMatch: '“{{query}}”에 해당하는 페어가 없습니다',
    close: '닫기',
  },
  list: {
    pair: '페어',
    price: '현재가',
    change: '24h 등락률',
    turnover: '거래대금 {{value}}',
    others: '다른 페어',
  },
  stats: {
    high: '24h 최고가',
    low: '24h 최저가',
    volume: '24h 거래량({{base}})',
    turnover: '24h 거래대금({{quote}})',
  },
  contracts: {
    title: '선물 거래 안내',
    direction: {
      title: '롱 또는 숏',
      text: '가격 상승이 예상되면 롱, 하락이 예상되면 숏을 선택하세요. 예상한 방향으로 움직이면 수익, 반대로 움직이면 손실이 납니다.',
    },
    lots: {
      title: '계약 단위 주문',
      text: '주문은 정수 계약 단위로 하며, 1회 최소 1계약입니다.',
    },
    leverage: {
      title: '레버리지 배수',
      text: '선택한 배수에 따라 증거금으로 열 수 있는 포지션 규모가 정해집니다. 배수가 높을수록 같은 증거금으로 더 큰 포지션을 열 수 있지만 손익도 커집니다.',
    },
    later: '선물 주문 기능은 이후 버전에서 제공됩니다.',
  },
  options: {
    title: '타임 옵션 안내',
    time: {
      title: '시간 선택',
      text: '매수부터 인도까지의 시간을 선택합니다.',
    },
    direction: {
      title: '콜 또는 풋',
      text: '시간이 끝났을 때 가격이 더 높을 것 같으면 콜(상승), 더 낮을 것 같으면 풋(하락)을 매수합니다.',
    },
    delivery: {
      title: '인도',
      text: '시간이 되면 그 시점의 가격으로 인도되며, 매수 가격과 비교해 정산됩니다.',
    },
    later: '옵션 매수 기능은 이후 버전에서 제공됩니다.',
  },
  kline: {
    periods: '차트 주기',
    period: {
      timeshare: '라인',
      '1min': '1분',
      '5min': '5분',
      '30min': '30분',
      '60min': '1시간',
      '1day': '일봉',
      '1week': '주봉',
      '1mon': '월봉',
    },
    chart: '{{symbol}} 가격 차트',
    legend: '캔들 정보',
    open: '시가',
    high: '고가',
    low: '저가',
    close: '종가',
    volume: '거래량',
    failed: '차트를 불러오지 못했습니다.',
    empty: '이 주기의 캔들 데이터가 아직 없습니다.',
    loadingOlder: '이전 캔들을 불러오는 중…',
    credit: '차트 제공: TradingView',
  },
};
export default kr;
