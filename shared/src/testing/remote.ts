/**
 * Checks every remote's tests run: it provides each page the route table gives it, and its
 * translations are complete in all seven languages.
 */
import type { RemoteName } from '@h5/shared/constants';
import { loadAllLanguages } from '@h5/shared/i18n';
import { findTranslationProblems } from '@h5/shared/i18n/check';
import { pagesOf } from '@h5/shared/routes';

export function describeRemote(remote: RemoteName, pages: Record<string, unknown>): void {
  describe(`remote ${remote}`, () => {
    it('provides exactly the pages the route table assigns to it', () => {
      expect(Object.keys(pages).sort()).toEqual(pagesOf(remote).sort());
    });

    it('has every translation in every language', async () => {
      expect(findTranslationProblems(await loadAllLanguages(remote))).toEqual([]);
    });
  });
}
