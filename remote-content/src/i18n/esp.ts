import type { Translation } from '@h5/shared/i18n';
import type { ContentMessages } from './en';

const esp: Translation<ContentMessages> = {
  home: {
    menu: 'Menú',
    entries: 'Servicios',
    notice: '¡Bienvenido! Los depósitos y retiros se revisan en un plazo de 24 horas. Nunca compartas tus contraseñas ni tus códigos.',
    markets: 'Mercados',
    search: 'Buscar pares: BTC, Bitcoin…',
    searchLabel: 'Buscar pares por símbolo o nombre de la moneda',
    results: 'Resultados de la búsqueda',
    noMatch: 'Ningún par coincide con «{{query}}»',
    watchlistEmpty: 'Toca la estrella junto a un par para añadirlo a tus favoritos',
    volume: 'Volumen 24h',
    listed: 'Listado el {{date}}',
    tab: {
      watchlist: 'Favoritos',
      gainers: 'Subidas',
      losers: 'Bajadas',
      volume: 'Volumen',
      new: 'Nuevos',
    },
    pair: 'Par',
    lastPrice: 'Último precio',
    change: 'Cambio 24h',
    newCoinsTitle: 'Suscripción de nuevas monedas',
    newCoinsText: 'Suscríbete a los nuevos listados antes de su lanzamiento',
    newCoinOpen: '{{name}} abierto a {{price}}',
    newCoinNext: 'Próximo: {{name}} a {{price}}',
    loginOrRegister: 'Iniciar sesión / Registrarse',
    entry: {
      rwa: 'Aprender RWA',
      ai: 'Aprender IA',
      airdrop: 'Airdrops',
      recharge: 'Recarga rápida',
      withdraw: 'Retiro rápido',
      vip: 'Canal VIP',
      chat: 'Chat en línea',
      newCoins: 'Nuevos tokens',
    },
    menuItem: {
      deposit: 'Depositar',
      withdraw: 'Retirar',
      referral: 'Referidos',
      kyc: 'Verificación KYC',
      security: 'Centro de seguridad',
      addresses: 'Direcciones de retiro',
      contact: 'Contáctanos',
      help: 'Centro de ayuda',
      valuation: 'Método de valoración',
      settings: 'Ajustes',
      records: 'Historial de movimientos',
    },
  },
};

export default esp;
