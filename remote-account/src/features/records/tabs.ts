/** The three record lists and the query value that opens each (`?tab=`). */
export const RECORD_TABS = ['deposit', 'withdraw', 'ledger'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

export const recordTabOf = (value: string | null): RecordTab =>
  (RECORD_TABS as readonly string[]).includes(value ?? '') ? (value as RecordTab) : 'deposit';
