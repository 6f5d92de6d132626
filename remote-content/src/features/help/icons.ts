import type { HelpCategory } from '@h5/shared/contract';

/** Each help category's line icon (24 x 24). */
export const HELP_ICONS: Record<HelpCategory, string> = {
  funds: 'M3 7h16v12H3zM3 7l12-3v3M15 13h4',
  trading: 'M3 19h18M5 15l4-5 3 3 6-8M15 5h3v3',
  security: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  wealth: 'M12 3v18M16 7H10a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6H7',
};
