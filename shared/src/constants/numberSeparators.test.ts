import { LANGUAGES, LOCALE_TAGS, NUMBER_SEPARATORS } from '@h5/shared/constants';

// The table stands in for Intl on the page (whose first NumberFormat costs a phone tens of ms):
// it must say what Intl says for every language's tag.
it.each(LANGUAGES)('writes numbers in %s the way Intl does', (lang) => {
  const format = new Intl.NumberFormat(LOCALE_TAGS[lang]);
  const parts = format.formatToParts(1234567.5);
  expect(NUMBER_SEPARATORS[lang]).toEqual({
    group: parts.find((part) => part.type === 'group')?.value,
    decimal: parts.find((part) => part.type === 'decimal')?.value,
    groupFrom: format.formatToParts(1234).some((part) => part.type === 'group') ? 4 : 5,
  });
});
