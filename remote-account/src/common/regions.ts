/** Regions named in the reader's language, through the browser's own list of names. */

/** A function naming ISO 3166 region codes in `localeTag`; a code it cannot name names itself. */
export function regionNamer(localeTag: string): (iso: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([localeTag], { type: 'region' });
  } catch {
    // An engine without region names: the ISO code still identifies the region.
  }
  return (iso) => {
    try {
      return names?.of(iso) ?? iso;
    } catch {
      // A malformed code names itself.
      return iso;
    }
  };
}
