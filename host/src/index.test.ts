// Each step's module records when it is evaluated; nothing real starts in jsdom. (No kernel
// testing helpers here: they import the i18n module this test stands in for.)
const mockEvaluated: string[] = [];
let remotesIn = () => {};
let wordsIn = () => {};
const mockRemotes = new Promise<void>((resolve) => (remotesIn = resolve));
const mockWords = new Promise<void>((resolve) => (wordsIn = resolve));
const mockStartRemotes = jest.fn((_hashPath: string) => mockRemotes);
const mockLoadTickers = jest.fn(async () => undefined);
const mockRenderApp = jest.fn();
jest.mock('./federation/start', () => (mockEvaluated.push('remotes'), { startRemotes: mockStartRemotes }));
jest.mock('@h5/shared/i18n', () => (mockEvaluated.push('words'), { initI18n: () => mockWords }));
jest.mock('@h5/shared/validation', () => (mockEvaluated.push('validation'), {}));
const mockPrefetch = jest.fn();
jest.mock('@h5/shared/api', () => (mockEvaluated.push('api'), { prefetch: mockPrefetch }));
const mockHighlights = { path: 'notice/highlights' };
jest.mock('@h5/shared/contract', () => (mockEvaluated.push('contract'), { firstCalls: { home: [mockHighlights] } }));
jest.mock('@h5/shared/market', () => (mockEvaluated.push('market'), { loadTickers: mockLoadTickers }));
jest.mock('react-dom/client', () => (mockEvaluated.push('renderer'), {}));
jest.mock('./bootstrap', () => (mockEvaluated.push('app'), { renderApp: mockRenderApp }));

/** A task queued now runs after the one the start queued last (timers run in order, each followed by its microtasks). */
const afterNextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the host's start", () => {
  it('evaluates its modules one step a task, sending for the page, the words and the prices as it goes, and renders once the remotes and words are in', async () => {
    window.location.hash = '#/pages/trade/index';
    jest.isolateModules(() => require('./index'));
    expect(mockEvaluated).toEqual([]);

    const order = ['remotes', 'words', 'validation', 'contract', 'api', 'market', 'renderer', 'app'];
    for (let step = 1; step <= order.length; step += 1) {
      await afterNextTask();
      expect(mockEvaluated).toEqual(order.slice(0, step));
    }
    expect(mockStartRemotes).toHaveBeenCalledWith('/pages/trade/index');
    expect(mockLoadTickers).toHaveBeenCalledTimes(1);
    // The trade page has no first calls of its own.
    expect(mockPrefetch).not.toHaveBeenCalled();

    remotesIn();
    await afterNextTask();
    expect(mockRenderApp).not.toHaveBeenCalled();
    wordsIn();
    await afterNextTask();
    expect(mockRenderApp).toHaveBeenCalledTimes(1);
  });

  it("sends the first page's own calls with the prices", async () => {
    window.location.hash = '';
    jest.isolateModules(() => require('./index'));
    for (let step = 1; step <= 6; step += 1) await afterNextTask();
    expect(mockPrefetch).toHaveBeenCalledWith(mockHighlights);
  });
});
