/**
 * Checks every remote's tests run: it exposes each page the route table gives it, each a
 * component, and its translations are complete in all seven languages.
 */
import type { RemoteName } from '@h5/shared/constants';
import { loadAllLanguages } from '@h5/shared/i18n';
import { findTranslationProblems } from '@h5/shared/i18n/check';
import { pagesOf } from '@h5/shared/routes';

/**
 * `pages`: the remote's page table (`src/pages.json`: page key to module); `load` imports one of
 * those modules from the remote's `src`. `namespaces`: any the remote registers beside its own
 * (words only some of its pages load). The remote's start-up module must be imported first.
 */
export function describeRemote(
  remote: RemoteName,
  pages: Readonly<Record<string, string>>,
  load: (module: string) => Promise<{ default?: unknown }>,
  namespaces: readonly string[] = [],
): void {
  describe(`remote ${remote}`, () => {
    it('exposes exactly the pages the route table assigns to it', () => {
      expect(Object.keys(pages).sort()).toEqual(pagesOf(remote).sort());
    });

    it.each(Object.entries(pages))('exposes %s as a component (%s)', async (_key, module) => {
      expect(typeof (await load(module)).default).toBe('function');
    });

    it.each([remote, ...namespaces])('has every translation of %s in every language', async (ns) => {
      expect(findTranslationProblems(await loadAllLanguages(ns))).toEqual([]);
    });
  });
}
