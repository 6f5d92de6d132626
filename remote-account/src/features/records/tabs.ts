/** The three record lists, each the value of `?tab=` that opens it (`?tab=all`: every balance change). */
export const RECORD_TABS = ['deposit', 'withdraw', 'all'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];
