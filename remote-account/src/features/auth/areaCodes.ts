/** The area-code list as shown: each region named in the reader's language, searchable. */
import type { AreaCode } from '@h5/shared/contract';
import { regionNamer } from '../../common/regions';

export interface NamedAreaCode extends AreaCode {
  name: string;
}

/** Names every code's region with `Intl.DisplayNames` in `localeTag`, keeping the server's order. */
export function nameAreaCodes(codes: readonly AreaCode[], localeTag: string): NamedAreaCode[] {
  const name = regionNamer(localeTag);
  return codes.map((entry) => ({ ...entry, name: name(entry.iso) }));
}

/** Entries whose name contains the query, or whose ISO or calling code it matches ("+8", "jp"). */
export function filterAreaCodes(entries: readonly NamedAreaCode[], query: string): NamedAreaCode[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...entries];
  const digits = q.replace(/^\+/, '');
  return entries.filter(
    (e) =>
      e.name.toLocaleLowerCase().includes(q) ||
      e.iso.toLowerCase() === q ||
      (/^\d+$/.test(digits) && e.code.startsWith(digits)),
  );
}
