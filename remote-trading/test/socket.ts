/** Hands the test socket (test/jsdomSetup.ts) a message, as the server pushes one: `tick` on a channel. */
export function pushTick(channel: string, data: unknown): void {
  const listeners = (globalThis as { __h5TestSocketListeners?: Map<string, Set<(message: unknown) => void>> }).__h5TestSocketListeners;
  listeners?.get('tick')?.forEach((listener) => listener({ channel, data }));
}
