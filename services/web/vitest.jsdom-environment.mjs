// The jsdom environment of the web tests, on this package's jsdom 26. Vitest's built-in one loads
// the jsdom the workspace root resolved (31), whose undici needs a newer Node than 20.
import { populateGlobal } from 'vitest/runtime';

export default {
  name: 'jsdom',
  viteEnvironment: 'client',
  async setup(global) {
    const { JSDOM } = await import('jsdom');
    const dom = new JSDOM('<!DOCTYPE html>', {
      url: 'http://localhost:3000/',
      pretendToBeVisual: true,
    });
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    return {
      teardown(target) {
        dom.window.close();
        for (const key of keys) delete target[key];
        for (const [key, value] of originals) target[key] = value;
      },
    };
  },
};
