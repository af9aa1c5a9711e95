// The sandbox at SANDBOX_SCALE=large that the `large` test project's global set-up started
// (large-sandbox.global.ts), for the files of that project.
import { inject } from 'vitest';
import { sandboxAt, type SandboxClient } from '../src/testing.ts';
// The type of what the global set-up provides.
import type {} from './large-sandbox.global.ts';

export function largeSandbox(): SandboxClient {
  const { url, options } = inject('largeSandbox');
  return sandboxAt(url, options);
}
