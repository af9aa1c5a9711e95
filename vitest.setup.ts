// Conventions §13: a test that logs a console.error fails.
import { afterEach, beforeEach, expect, vi } from 'vitest';

let errorSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  expect(calls, 'console.error was called during the test').toEqual([]);
});
