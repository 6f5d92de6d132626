/** i18next as both floors set it up: one language, one word (the header's). */
export const WORDS = { lng: 'zh', resources: { zh: { common: { title: 'H5 交易所' } } }, defaultNS: 'common' };
