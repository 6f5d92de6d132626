import { ChunkLoadError, classifyLoadError } from './loadError';

/** The errors the federation runtime and webpack really raise, as TOOLCHAIN.md records them. */
const runtimeError = (message: string, cause: Error) =>
  Object.assign(new Error(`[ Federation Runtime ]: #RUNTIME-008 ${message}`), { cause });

describe('classifyLoadError', () => {
  it('a remote entry that is not there is missing', () => {
    const cause = Object.assign(new Error('ScriptNetworkError: Failed to load script "x/remoteEntry.js" - the script URL is unreachable or the server returned an error (network failure, 404, CORS, etc.)'), { name: 'ScriptNetworkError' });
    expect(classifyLoadError(runtimeError('Failed to load script resources.', cause))).toBe('missing');
  });

  it('a remote entry past the limit is a timeout', () => {
    const cause = Object.assign(new Error('ScriptNetworkError: Script "x/remoteEntry.js" timed out.'), { name: 'ScriptNetworkError' });
    expect(classifyLoadError(runtimeError('Failed to load script resources.', cause))).toBe('timeout');
  });

  it('a remote entry that throws is other', () => {
    const cause = Object.assign(new Error('ScriptExecutionError: Script "x/remoteEntry.js" loaded but threw a runtime error during execution: boom'), { name: 'ScriptExecutionError' });
    expect(classifyLoadError(runtimeError('Failed to load script resources.', cause))).toBe('other');
  });

  it('a page the remote does not expose is missing, online or not', () => {
    const absent = new Error('Module "./newPage" does not exist in container.');
    expect(classifyLoadError(absent, true)).toBe('missing');
    expect(classifyLoadError(runtimeError('Failed to get remote module.', absent), false)).toBe('missing');
  });

  it("webpack's chunk errors follow their type", () => {
    const chunk = (type: string) => Object.assign(new Error(`Loading chunk 42 failed.\n(${type}: /h5/static/js/x/42.js)`), { name: 'ChunkLoadError', type });
    expect(classifyLoadError(chunk('missing'))).toBe('missing');
    expect(classifyLoadError(chunk('error'))).toBe('missing');
    expect(classifyLoadError(chunk('timeout'))).toBe('timeout');
  });

  it('what fails to arrive while the browser is offline is offline; code that breaks stays other', () => {
    const missing = Object.assign(new Error('ScriptNetworkError: Failed to load script "x/remoteEntry.js"'), { name: 'ScriptNetworkError' });
    expect(classifyLoadError(runtimeError('Failed to load script resources.', missing), false)).toBe('offline');
    expect(classifyLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError', type: 'error' }), false)).toBe('offline');
    const threw = Object.assign(new Error('ScriptExecutionError: Script "x/remoteEntry.js" loaded but threw'), { name: 'ScriptExecutionError' });
    expect(classifyLoadError(runtimeError('Failed to load script resources.', threw), false)).toBe('other');
    expect(classifyLoadError(new TypeError('x is not a function'), false)).toBe('other');
    expect(classifyLoadError(runtimeError('Failed to load script resources.', missing), true)).toBe('missing');
  });

  it('anything else is other, and a classified error keeps its kind', () => {
    expect(classifyLoadError(new TypeError('x is not a function'))).toBe('other');
    expect(classifyLoadError(undefined)).toBe('other');
    expect(classifyLoadError(new ChunkLoadError('timeout', 'trading'))).toBe('timeout');
  });
});
