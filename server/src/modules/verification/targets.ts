/**
 * Where a code goes, written one way everywhere (database, log, dev outbox):
 * a phone as `<area code>-<number>` (`86-13800000000`), an email in lower case.
 */
export const phoneTarget = (areaCode: string, phone: string): string => `${areaCode}-${phone}`;
export const emailTarget = (email: string): string => email.trim().toLowerCase();
