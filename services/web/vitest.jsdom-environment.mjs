// The jsdom environment of the web tests, on this package's jsdom 26. Vitest's built-in one loads
// the jsdom the workspace root resolved (31), whose undici needs a newer Node than 20.
//
// Two ways in: `setup` puts a window's properties on the worker's own global (the forks pool), and
// `setupVM` gives the `vmThreads` pool the window's own context, a fresh one per test file, in which
// Vitest evaluates the file and every module it imports: each file still starts from new module
// state, without a new process or a new import of Node's modules (docs/decisions).
import { populateGlobal } from 'vitest/runtime';

const OPTIONS = { url: 'http://localhost:3000/', pretendToBeVisual: true };

/** Node's own versions of what jsdom's window lacks (the forks pool's global has them too). */
const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'MessageChannel',
  'MessagePort',
  'BroadcastChannel',
  'Buffer',
];

export default {
  name: 'jsdom',
  viteEnvironment: 'client',
  async setup(global) {
    const { JSDOM } = await import('jsdom');
    const dom = new JSDOM('<!DOCTYPE html>', OPTIONS);
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    return {
      teardown(target) {
        dom.window.close();
        for (const key of keys) delete target[key];
        for (const [key, value] of originals) target[key] = value;
      },
    };
  },
  async setupVM() {
    const { JSDOM } = await import('jsdom');
    // Scripts run "dangerously": the window then is a context Vitest can evaluate modules in.
    let dom = new JSDOM('<!DOCTYPE html>', { ...OPTIONS, runScripts: 'dangerously' });
    const { window } = dom;
    for (const name of FROM_NODE) {
      const value = globalThis[name];
      if (value !== undefined && window[name] === undefined) window[name] = value;
    }
    return {
      getVmContext: () => dom.getInternalVMContext(),
      teardown() {
        dom.window.close();
        dom = undefined;
      },
    };
  },
};
