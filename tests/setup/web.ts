import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// Each web test starts from an empty page and the real globals: what a test rendered is unmounted,
// and what it stubbed (`vi.stubGlobal`, most often `fetch`) is put back.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
