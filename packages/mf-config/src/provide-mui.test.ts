import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { muiSharedModules } from './shared-config.ts';
import { renderProvideMui } from '../scripts/generate-provide-mui.ts';

describe('provide-mui.generated.ts', () => {
  it('lists every MUI entry point the shared config shares (regenerate with scripts/generate-provide-mui.ts)', () => {
    const onDisk = readFileSync(join(import.meta.dirname, 'provide-mui.generated.ts'), 'utf8');
    expect(onDisk).toBe(renderProvideMui(muiSharedModules()));
  });
});
