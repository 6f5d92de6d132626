/**
 * Checks every remote's tests run: it provides each page the route table gives it, and its
 * translations are complete in all seven languages.
 */
import type { RemoteName } from '@h5/shared/constants';
import { loadAllLanguages } from '@h5/shared/i18n';
import { findTranslationProblems } from '@h5/shared/i18n/check';
import { pagesOf } from '@h5/shared/routes';

/** `namespaces`: any the remote registers beside its own (words only some of its pages load). */
export function describeRemote(remote: RemoteName, pages: Record<string, unknown>, namespaces: readonly string[] = []): void {
  describe(`remote ${remote}`, () => {
    it('provides exactly the pages the route table assigns to it', () => {
      expect(Object.keys(pages).sort()).toEqual(pagesOf(remote).sort());
    });

    it.each([remote, ...namespaces])('has every translation of %s in every language', async (ns) => {
      expect(findTranslationProblems(await loadAllLanguages(ns))).toEqual([]);
    });
  });
}
