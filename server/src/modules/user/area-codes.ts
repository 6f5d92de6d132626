import type { AreaCode } from '@h5/shared/contract';

/** Calling codes by ISO region, China first; the client names each region in the reader's language. */
export const AREA_CODES: readonly AreaCode[] = [
  ['CN', '86'], ['HK', '852'], ['MO', '853'], ['TW', '886'], ['US', '1'], ['CA', '1'], ['GB', '44'],
  ['JP', '81'], ['KR', '82'], ['TH', '66'], ['ES', '34'], ['SG', '65'], ['MY', '60'], ['ID', '62'],
  ['PH', '63'], ['VN', '84'], ['KH', '855'], ['LA', '856'], ['MM', '95'], ['IN', '91'], ['PK', '92'],
  ['BD', '880'], ['LK', '94'], ['NP', '977'], ['AE', '971'], ['SA', '966'], ['QA', '974'], ['KW', '965'],
  ['TR', '90'], ['IL', '972'], ['EG', '20'], ['NG', '234'], ['KE', '254'], ['ZA', '27'], ['MA', '212'],
  ['DE', '49'], ['FR', '33'], ['IT', '39'], ['NL', '31'], ['BE', '32'], ['CH', '41'], ['AT', '43'],
  ['SE', '46'], ['NO', '47'], ['DK', '45'], ['FI', '358'], ['PL', '48'], ['PT', '351'], ['IE', '353'],
  ['GR', '30'], ['CZ', '420'], ['RO', '40'], ['HU', '36'], ['UA', '380'], ['RU', '7'], ['KZ', '7'],
  ['AU', '61'], ['NZ', '64'], ['MX', '52'], ['BR', '55'], ['AR', '54'], ['CL', '56'], ['CO', '57'],
  ['PE', '51'], ['VE', '58'],
].map(([iso, code]) => ({ iso: iso as string, code: code as string }));

