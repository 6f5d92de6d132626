/** What an amount shows while amounts are hidden. */
export const MASK = '******';

export const masked = (text: string, hidden: boolean): string => (hidden ? MASK : text);
