/**
 * Chains of steps that run side by side within one test file, each in its own browser context
 * (two languages of one journey, say): Jest runs a file's tests one after another, so each
 * chain's set-up and steps are chained here, every chain starts with the file (once the server
 * is up), and each test awaits its own step and fails with it. A journey is mostly waiting on
 * pages and the server, and two chains overlap those waits.
 */
export function inParallel() {
  const chains = new Map<string, { setUp: () => Promise<void>; steps: Array<() => Promise<void>> }>();
  const runs = new Map<string, Array<Promise<void>>>();
  beforeAll(() => {
    for (const [key, { setUp, steps }] of chains) {
      const ready = setUp();
      ready.catch(() => undefined); // each step fails with it
      let last: Promise<void> = ready;
      const chain = steps.map((step) => {
        // After the step before, failed or not (as jest runs tests), but never without the set-up.
        const run = Promise.all([ready, last.catch(() => undefined)]).then(step);
        run.catch(() => undefined); // awaited by its test, not unhandled meanwhile
        return (last = run);
      });
      runs.set(key, chain);
    }
  });
  return (key: string) => {
    const chain = { setUp: async () => undefined as void, steps: [] as Array<() => Promise<void>> };
    chains.set(key, chain);
    return {
      setUp: (body: () => Promise<void>) => void (chain.setUp = body),
      step: (name: string, body: () => Promise<void>) => {
        const index = chain.steps.push(body) - 1;
        it(name, () => runs.get(key)?.[index] ?? Promise.reject(new Error(`${key}: the steps were not started`)));
      },
    };
  };
}
