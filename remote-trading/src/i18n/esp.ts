import type { Translation } from '@h5/shared/i18n';
import type { TradingMessages } from './en';

const esp: Translation<TradingMessages> = {
  pair: {
    switch: 'Cambiar de par, ahora {{symbol}}',
    choose: 'Elige un par',
    search: 'Buscar par',
    noMatch: 'Ningún par coincide con «{{query}}»',
    close: 'Cerrar',
  },
  list: {
    pair: 'Par',
    price: 'Precio',
    change: 'Var. 24h',
    turnover: 'Vol. {{value}}',
    others: 'Otros pares',
  },
  stats: {
    high: 'Máx. 24h',
    low: 'Mín. 24h',
    volume: 'Vol. 24h ({{base}})',
    turnover: 'Vol. 24h ({{quote}})',
  },
  contracts: {
    title: 'Cómo funcionan los contratos',
    direction: {
      title: 'Largo o corto',
      text: 'Abre en largo si esperas que el precio suba y en corto si esperas que baje. Ganas si se mueve a tu favor y pierdes si va en tu contra.',
    },
    lots: {
      title: 'Lotes',
      text: 'Las órdenes se hacen en lotes enteros, con un mínimo de 1 lote.',
    },
    leverage: {
      title: 'Apalancamiento',
      text: 'El multiplicador que elijas fija el tamaño de la posición que abre tu margen: cuanto más alto, mayor es la posición con el mismo margen, y mayores las ganancias y pérdidas.',
    },
    later: 'Las órdenes de contratos llegarán en una próxima versión.',
  },
  options: {
    title: 'Cómo funcionan las opciones por tiempo',
    time: {
      title: 'Elige un tiempo',
      text: 'Elige cuánto dura la opción desde la compra hasta la entrega.',
    },
    direction: {
      title: 'Alcista o bajista',
      text: 'Compra una call (alcista) si esperas que el precio esté más alto al acabar el tiempo, o una put (bajista) si esperas que esté más bajo.',
    },
    delivery: {
      title: 'Entrega',
      text: 'Al acabar el tiempo, la opción se entrega al precio de ese momento y se liquida frente a tu precio de compra.',
    },
    later: 'La compra de opciones llegará en una próxima versión.',
  },
  kline: {
    periods: 'Intervalo del gráfico',
    period: {
      timeshare: 'Línea',
      '1min': '1m',
      '5min': '5m',
      '30min': '30m',
      '60min': '1h',
      '1day': '1D',
      '1week': '1S',
      '1mon': '1M',
    },
    chart: 'Gráfico de precios de {{symbol}}',
    legend: 'Datos de la vela',
    open: 'Apertura',
    high: 'Máx.',
    low: 'Mín.',
    close: 'Cierre',
    volume: 'Vol.',
    failed: 'No se pudo cargar el gráfico.',
    empty: 'Aún no hay velas para este intervalo.',
    loadingOlder: 'Cargando velas anteriores…',
    credit: 'Gráficos de TradingView',
  },
};
export default esp;
