import { format } from 'node:util';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * A test fails when anything calls `console.error` during it (React warnings, React Router's
 * render errors, an error a handler only logged): such output used to scroll past in a green run.
 * The message still prints. A test that provokes one on purpose says so with `expectConsoleError()`.
 */
let spy: MockInstance<typeof console.error> | null = null;
let expected = false;

/** This test calls console.error on purpose; returns the spy to assert on what was logged. */
export function expectConsoleError(): MockInstance<typeof console.error> {
  if (!spy) throw new Error('expectConsoleError() is for use inside a test');
  expected = true;
  return spy;
}

beforeEach(() => {
  expected = false;
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  spy = null;
  if (calls.length > 0 && !expected) {
    throw new Error(
      `console.error was called ${calls.length} time(s) during this test; fix the cause or call expectConsoleError(). First call: ${format(...(calls[0] ?? []))}`,
    );
  }
});
