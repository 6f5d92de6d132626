import { fetchWords, useTranslation } from '@h5/shared/i18n';

// The words of the pages beyond home (registered on demand in start.ts) are asked for as the
// first module using them loads, so they come with that page's code and the host renders the
// page once they are in, rather than the page suspending for them.
fetchWords('contentPages');

/** The translations of the content pages beyond home. */
export const useMoreWords = () => useTranslation('contentPages');
