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

  function pump(): void {
    while (running < options.concurrency && queue.length > 0) {
      const taken = take();
      running++;
      void write(taken).finally(() => {
        running--;
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
