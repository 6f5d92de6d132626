/**
 * Remote and chunk failures, sorted into the spec's three kinds, plus `offline`: what could not
 * arrive while the browser has no network (nothing the service worker kept) is not missing.
 * The runtime wraps an entry that will not load (`ScriptNetworkError`, "timed out" when our
 * limit passes) and one that throws (`ScriptExecutionError`); a chunk that will not load is
 * webpack's `ChunkLoadError`; a page the entry does not expose is webpack's "does not exist in
 * container".
 */
export type LoadErrorKind = 'missing' | 'timeout' | 'other' | 'offline';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly kind: LoadErrorKind,
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`${remote}: ${kind}`, options);
  }
}

function describe(error: unknown, depth = 0): string {
  if (depth > 4 || error === null || error === undefined) return '';
  if (typeof error === 'string') return error;
  if (typeof error !== 'object') return String(error);
  const e = error as { name?: unknown; message?: unknown; type?: unknown; cause?: unknown };
  return [e.name, e.type, e.message, describe(e.cause, depth + 1)].filter((part) => typeof part === 'string' && part).join(' | ');
}

/** `online`: whether the browser has a network now (navigator.onLine where there is one). */
export function classifyLoadError(error: unknown, online = globalThis.navigator?.onLine ?? true): LoadErrorKind {
  if (error instanceof ChunkLoadError) return error.kind;
  const text = describe(error);
  if (/timed? ?out|timeout/i.test(text)) return 'timeout';
  if (/ScriptExecutionError/.test(text)) return 'other';
  // An entry that loaded but lacks the page (deployed before the host's route table gained it).
  if (/does not exist in container/.test(text)) return 'missing';
  if (/ScriptNetworkError|ChunkLoadError|Loading chunk|Loading CSS chunk|missing|404|Failed to fetch/i.test(text)) return online ? 'missing' : 'offline';
  return 'other';
}
