import type { Translation } from '@h5/shared/i18n';
import type { WealthMessages } from './en';

const esp: Translation<WealthMessages> = {
  product: {
    dailyYield: 'Rendimiento diario',
    cycle: 'Ciclo',
    minAmount: 'Importe mínimo',
    days_one: '{{count}} día',
    days_other: '{{count}} días',
    soon: 'Próximamente',
  },
  entry: {
    rules: 'Reglas',
  },
  list: {
    failed: 'No se pudo cargar la lista',
  },
  trust: {
    heading: 'Productos de gestión a plazo fijo',
    pointYield: 'Un rendimiento fijo abonado cada día',
    pointCycle: 'Los fondos quedan en custodia durante un ciclo fijo',
    pointRedeem: 'Rescate anticipado en cualquier momento, con una penalización descontada del capital',
    example: 'Ejemplo: al {{rate}} % diario durante {{days}} días, {{amount}} generan {{daily}} al día y {{total}} en total.',
    range: 'Rango de inversión',
    totalOn_one: 'Rendimiento de {{amount}} en {{count}} día',
    totalOn_other: 'Rendimiento de {{amount}} en {{count}} días',
    buy: 'Comprar ahora',
  },
  copy: {
    intro: 'Sigue a traders con buenos resultados: invierte durante un ciclo fijo y obtén un rendimiento diario de sus estrategias.',
    winRate: 'Tasa de éxito',
    followers_one: '{{n}} seguidor',
    followers_other: '{{n}} seguidores',
    follow: 'Seguir',
  },
};
export default esp;
