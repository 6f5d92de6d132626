import { createGroupCommit, type GroupCommitOptions } from './group-commit';

/** A write the test finishes by hand, so it decides what is in flight when. */
function gate(): { promise: Promise<void>; open(): void } {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

interface Item {
  user: number;
  n: number;
}

function recorder(overrides: Partial<GroupCommitOptions<Item, string>> = {}) {
  const writes: string[][] = [];
  const gates: Array<ReturnType<typeof gate>> = [];
  const wait = async (label: string[]) => {
    writes.push(label);
    const g = gate();
    gates.push(g);
    await g.promise;
  };
  const commit = createGroupCommit<Item, string>({
    key: (item) => item.user,
    concurrency: 1,
    maxSize: 3,
    async single(item) {
      await wait([`single ${item.n}`]);
      return `alone ${item.n}`;
    },
    async group(items) {
      await wait(items.map((item) => `group ${item.n}`));
      return items.map((item) => `with others ${item.n}`);
    },
    ...overrides,
  });
  /** Lets the oldest write still waiting finish, and the queue move on. */
  const finishNext = async () => {
    gates.shift()?.open();
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };
  return { commit, writes, finishNext };
}

describe('group commit', () => {
  it('sends a lone item straight through single, and groups what queued behind it', async () => {
    const { commit, writes, finishNext } = recorder();
    const first = commit.submit({ user: 1, n: 1 });
    const rest = [2, 3, 4, 5].map((n) => commit.submit({ user: n, n }));
    expect(writes).toEqual([['single 1']]);
    await finishNext();
    await expect(first).resolves.toBe('alone 1');
    // At most maxSize (3) in a group, oldest first; the fifth waits for the next group.
    expect(writes[1]).toEqual(['group 2', 'group 3', 'group 4']);
    await finishNext();
    expect(writes[2]).toEqual(['single 5']);
    await finishNext();
    await expect(Promise.all(rest)).resolves.toEqual(['with others 2', 'with others 3', 'with others 4', 'alone 5']);
  });

  it('never puts two items of one key in a group: the later one waits for the next, in order', async () => {
    const { commit, writes, finishNext } = recorder();
    void commit.submit({ user: 9, n: 0 });
    const queued = [
      commit.submit({ user: 1, n: 1 }),
      commit.submit({ user: 1, n: 2 }),
      commit.submit({ user: 2, n: 3 }),
      commit.submit({ user: 1, n: 4 }),
    ];
    await finishNext();
    expect(writes[1]).toEqual(['group 1', 'group 3']);
    await finishNext();
    expect(writes[2]).toEqual(['single 2']);
    await finishNext();
    expect(writes[3]).toEqual(['single 4']);
    await finishNext();
    await expect(Promise.all(queued)).resolves.toEqual(['with others 1', 'alone 2', 'with others 3', 'alone 4']);
  });

  it('runs a failed group again item by item, so each gets its own answer', async () => {
    const single = jest.fn(async (item: Item) => {
      if (item.n === 3) throw new Error(`refused ${item.n}`);
      return `alone ${item.n}`;
    });
    const { commit, finishNext } = recorder({
      single,
      group: () => Promise.reject(new Error('one of them overdraws')),
    });
    const blocker = gate();
    // The first write is held open so that the next three queue up and go as one group.
    single.mockImplementationOnce(async () => {
      await blocker.promise;
      return 'alone 0';
    });
    const first = commit.submit({ user: 0, n: 0 });
    const results = [1, 2, 3].map((n) => commit.submit({ user: n, n }).catch((error: Error) => error.message));
    blocker.open();
    await finishNext();
    await expect(first).resolves.toBe('alone 0');
    await expect(Promise.all(results)).resolves.toEqual(['alone 1', 'alone 2', 'refused 3']);
    expect(single).toHaveBeenCalledTimes(4);
  });

  it('keeps up to `concurrency` writes in flight', async () => {
    const { commit, writes, finishNext } = recorder({ concurrency: 2 });
    const all = [1, 2, 3, 4].map((n) => commit.submit({ user: n, n }));
    expect(writes).toEqual([['single 1'], ['single 2']]);
    await finishNext();
    expect(writes[2]).toEqual(['group 3', 'group 4']);
    await finishNext();
    await finishNext();
    await expect(Promise.all(all)).resolves.toEqual(['alone 1', 'alone 2', 'with others 3', 'with others 4']);
  });

  describe('with a linger', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('after a group, waits for as many items as it held, then writes them together', async () => {
      const { commit, writes, finishNext } = recorder({ linger: 2 });
      void commit.submit({ user: 0, n: 0 });
      [1, 2, 3].forEach((n) => void commit.submit({ user: n, n }));
      await finishNext();
      expect(writes[1]).toEqual(['group 1', 'group 2', 'group 3']);
      await finishNext();
      // The group's clients come back one by one: the first does not go alone.
      void commit.submit({ user: 1, n: 4 });
      void commit.submit({ user: 2, n: 5 });
      expect(writes).toHaveLength(2);
      void commit.submit({ user: 3, n: 6 });
      expect(writes[2]).toEqual(['group 4', 'group 5', 'group 6']);
    });

    it('waits no longer than the linger', async () => {
      const { commit, writes, finishNext } = recorder({ linger: 2 });
      void commit.submit({ user: 0, n: 0 });
      [1, 2].forEach((n) => void commit.submit({ user: n, n }));
      await finishNext();
      await finishNext();
      const late = commit.submit({ user: 1, n: 3 });
      jest.advanceTimersByTime(1);
      expect(writes).toHaveLength(2);
      jest.advanceTimersByTime(1);
      expect(writes[2]).toEqual(['single 3']);
      await finishNext();
      await expect(late).resolves.toBe('alone 3');
    });

    it('sends an item straight through after a lone write or a quiet spell', async () => {
      const { commit, writes, finishNext } = recorder({ linger: 2 });
      void commit.submit({ user: 0, n: 0 });
      await finishNext();
      void commit.submit({ user: 1, n: 1 });
      expect(writes[1]).toEqual(['single 1']);
      void commit.submit({ user: 2, n: 2 });
      void commit.submit({ user: 3, n: 3 });
      await finishNext();
      expect(writes[2]).toEqual(['group 2', 'group 3']);
      await finishNext();
      jest.advanceTimersByTime(5);
      void commit.submit({ user: 4, n: 4 });
      expect(writes[3]).toEqual(['single 4']);
    });
  });
});
