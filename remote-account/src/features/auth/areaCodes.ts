/** The area-code list as shown: each region named in the reader's language, searchable. */
import type { AreaCode } from '@h5/shared/contract';

export interface NamedAreaCode extends AreaCode {
  name: string;
}

/** Names every code's region with `Intl.DisplayNames` in `localeTag`, keeping the server's order. */
export function nameAreaCodes(codes: readonly AreaCode[], localeTag: string): NamedAreaCode[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([localeTag], { type: 'region' });
  } catch {
    // An engine without region names: the ISO code still identifies the region.
  }
  return codes.map((entry) => {
    let name = entry.iso;
    try {
      name = names?.of(entry.iso) ?? entry.iso;
    } catch {
      // A malformed ISO code names itself.
    }
    return { ...entry, name };
  });
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
