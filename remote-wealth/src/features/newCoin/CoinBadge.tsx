/** A project's badge: its colour and initial, drawn here (the platform hosts no project images). */
export function CoinBadge({ coin, colour, size = 40 }: { coin: string; colour: string; size?: number }) {
  return (
    <svg className="wn-badge" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill={colour} />
      <text x="16" y="16" dy="0.35em" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff">
        {coin.charAt(0)}
      </text>
    </svg>
  );
}
