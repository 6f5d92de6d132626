/** Each coin's brand colour, the colour of its mark on it, and the mark (its sign or initial). */
const COINS: Readonly<Record<string, readonly [string, string, string]>> = {
  BTC: ['#f7931a', '#fff', '₿'],
  ETH: ['#627eea', '#fff', 'Ξ'],
  USDT: ['#26a17b', '#fff', '₮'],
  USDC: ['#2775ca', '#fff', '$'],
  BNB: ['#f3ba2f', '#1e2329', 'B'],
  SOL: ['#9945ff', '#fff', 'S'],
  XRP: ['#4a5563', '#fff', 'X'],
  DOGE: ['#c2a633', '#1e2329', 'Ð'],
  ADA: ['#0033ad', '#fff', '₳'],
  TRX: ['#eb0029', '#fff', 'T'],
  LTC: ['#345d9d', '#fff', 'Ł'],
  DOT: ['#e6007a', '#fff', 'P'],
  LINK: ['#2a5ada', '#fff', 'L'],
  AVAX: ['#e84142', '#fff', 'A'],
};
/** A coin without a colour of its own: the theme's second surface and its first letter. */
const PLAIN = ['var(--h5-surface-2)', 'var(--h5-text)'] as const;

/** A coin's round icon: its brand colour and mark, drawn here (no image to fetch). */
export function CoinIcon({ code, size = 28 }: { code: string; size?: number }) {
  const [background, colour, mark] = COINS[code] ?? [...PLAIN, code.charAt(0)];
  return (
    <svg className="h5-coin" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill={background} />
      <text x="16" y="16" dy="0.35em" textAnchor="middle" fontSize="17" fontWeight="700" fill={colour}>
        {mark}
      </text>
    </svg>
  );
}
