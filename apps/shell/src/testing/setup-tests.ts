import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { takeMissingKeys } from './test-i18n.ts';

// Testing Library unmounts between tests by itself only when test globals are on; they are not.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  const missing = takeMissingKeys();
  if (missing.length > 0) throw new Error(`missing translations: ${missing.join(', ')}`);
});
