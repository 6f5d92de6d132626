/** Outline icons of the tab bar, one path each, keyed by the tab's page. */
export const tabIcons: Record<string, string> = {
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  spot: 'M4 20V10M10 20V4M16 20v-8M22 20H2',
  contracts: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  options: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  wealth: 'M12 3 3 8v2h18V8zM5 10v8M9 10v8M15 10v8M19 10v8M3 20h18',
  copyTrading: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0-1-5.8M19 21a6 6 0 0 0-3-5.2',
  assets: 'M3 7h18v13H3zM3 7l3-4h12l3 4M16 13h2',
};
