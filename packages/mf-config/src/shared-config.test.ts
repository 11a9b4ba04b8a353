import { describe, expect, it } from 'vitest';
import { createSharedConfig, muiSharedModules } from './shared-config.ts';

describe('createSharedConfig', () => {
  it('shares every public MUI entry point as its own singleton', () => {
    const modules = muiSharedModules();
    expect(modules).toContain('@mui/material/Button');
    expect(modules).toContain('@mui/material/styles');
    expect(modules).not.toContain('@mui/material');
    expect(modules.length).toBeGreaterThan(100);
  });

  it('lets the shell provide MUI and makes remotes consume it without a copy of their own', () => {
    const shell = createSharedConfig('shell');
    const remote = createSharedConfig('remote');
    expect(shell['@mui/material/Button']).toMatchObject({ singleton: true });
    expect(shell['@mui/material/Button']?.import).toBeUndefined();
    expect(remote['@mui/material/Button']).toMatchObject({ singleton: true, import: false });
  });

  it('shares the stateful libraries whole, as singletons, provided by the shell only', () => {
    const shell = createSharedConfig('shell');
    const remote = createSharedConfig('remote');
    for (const name of [
      'react',
      'react-dom',
      'wouter',
      '@tanstack/react-query',
      'i18next',
      'react-i18next',
      '@emotion/react',
      '@gateway/sdk',
      '@gateway/i18n',
    ]) {
      expect(shell[name], `shell: ${name}`).toMatchObject({ singleton: true });
      expect(shell[name]?.import).toBeUndefined();
      expect(remote[name], `remote: ${name}`).toMatchObject({ singleton: true, import: false });
    }
  });

  it('shares each @gateway/ui entry separately so a page loads only the widgets it uses', () => {
    const shared = createSharedConfig('shell');
    expect(shared['@gateway/ui/theme']).toBeDefined();
    expect(shared['@gateway/ui/data-table']).toBeDefined();
    expect(shared['@gateway/ui']).toBeUndefined();
  });
});
