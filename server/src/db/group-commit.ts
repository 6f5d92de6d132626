/**
 * Group commit: requests that arrive while the database is busy with earlier ones are written
 * together, in one transaction, instead of one commit each. A lone request goes straight through
 * `single`, as it would without grouping, so light load pays nothing and waits for nothing; under
 * load each group takes everything that queued meanwhile, which is where the throughput comes
 * from (one round trip set and one WAL flush for many orders).
 *
 * A group never holds two items with the same key (one user's orders): what each item does to
 * its own rows is then exactly what it would do alone, so the group's outcome is the items'
 * outcomes in arrival order. If a group fails as a whole (one item would overdraw, say), nothing
 * of it was written, and each of its items is run again through `single`, which gives each its
 * own answer.
 *
 * Under steady load a group's clients all come back at about the same time, a little after it is
 * written; without waiting for them, the first to return goes alone and the rest queue behind it,
 * so groups and lone writes alternate, each paying a whole statement. `linger` lets the next write
 * wait, for at most that long after a group, until as many items queue as that group held: like
 * PostgreSQL's `commit_delay`, but only right after a group, so a request after a quiet spell
 * still goes at once.
 */
export interface GroupCommitOptions<T, R> {
  /** Writes the items together, all or nothing; a result per item, in order. */
  group(items: readonly T[]): Promise<R[]>;
  /** Writes one item alone. */
  single(item: T): Promise<R>;
  /** Items with the same key never share a group. */
  key(item: T): string | number;
  /** Groups written at the same time (the database's connections do the rest). */
  concurrency: number;
  /** The most items in one group. */
  maxSize: number;
  /** Milliseconds a write may wait, right after a group, for that many items to queue again (0: never). */
  linger?: number;
}

interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export interface GroupCommit<T, R> {
  submit(item: T): Promise<R>;
}

export function createGroupCommit<T, R>(options: GroupCommitOptions<T, R>): GroupCommit<T, R> {
  const queue: Array<Waiting<T, R>> = [];
  let running = 0;

  /** The next group: the oldest items, one per key, up to maxSize; the rest keep their places. */
  function take(): Array<Waiting<T, R>> {
    const keys = new Set<string | number>();
    const taken: Array<Waiting<T, R>> = [];
    for (let index = 0; index < queue.length && taken.length < options.maxSize; ) {
      const waiting = queue[index] as Waiting<T, R>;
      const key = options.key(waiting.item);
      if (keys.has(key)) {
        index++;
        continue;
      }
      keys.add(key);
      taken.push(waiting);
      queue.splice(index, 1);
    }
    return taken;
  }

  const settle = (waiting: Waiting<T, R>, run: Promise<R>) => run.then(waiting.resolve, waiting.reject);

  async function write(taken: Array<Waiting<T, R>>): Promise<void> {
    if (taken.length === 1) {
      const [only] = taken as [Waiting<T, R>];
      await settle(only, options.single(only.item));
      return;
    }
    let results: R[];
    try {
      results = await options.group(taken.map((waiting) => waiting.item));
    } catch {
      await Promise.all(taken.map((waiting) => settle(waiting, options.single(waiting.item))));
      return;
    }
    taken.forEach((waiting, index) => waiting.resolve(results[index] as R));
  }

  const linger = options.linger ?? 0;
  /** The group written last: how many it held, and when it ended. */
  let lastGroup = { size: 0, endedAt: -Infinity };
  let lingering: ReturnType<typeof setTimeout> | null = null;

  /** How much longer the next write should wait for the last group's items to come back (0: none). */
  function lingerLeft(): number {
    if (queue.length >= lastGroup.size) return 0;
    return Math.max(0, lastGroup.endedAt + linger - performance.now());
  }

  function pump(): void {
    while (running < options.concurrency && queue.length > 0) {
      const wait = lingerLeft();
      if (wait > 0) {
        lingering ??= setTimeout(() => {
          lingering = null;
          lastGroup = { size: 0, endedAt: -Infinity };
          pump();
        }, wait);
        return;
      }
      if (lingering) {
        clearTimeout(lingering);
        lingering = null;
      }
      const taken = take();
      running++;
      void write(taken).finally(() => {
        running--;
        lastGroup = { size: taken.length > 1 ? taken.length : 0, endedAt: performance.now() };
        pump();
      });
    }
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      });
    },
  };
}
