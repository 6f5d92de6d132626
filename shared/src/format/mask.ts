/**
 * An account as others may see it (a ranking, an inviter's list of friends): enough to recognise
 * one's own, never enough to reach anyone. "alice@example.com" -> "al***@example.com",
 * "13812345678" -> "138****5678".
 */
export function maskAccount(account: string): string {
  const at = account.indexOf('@');
  if (at >= 0) return `${account.slice(0, Math.min(2, Math.max(1, at - 1)))}***${account.slice(at)}`;
  if (account.length <= 4) return '****';
  return `${account.slice(0, Math.min(3, account.length - 4))}****${account.slice(-4)}`;
}
