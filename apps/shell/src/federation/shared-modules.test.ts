import { describe, expect, it } from 'vitest';
import { createSharedConfig, sharedModuleVersions } from '@gateway/mf-config';
import { sharedModuleLoaders } from './shared-modules.ts';

describe('modules the shell provides to remotes', () => {
  it('covers exactly what a remote may consume from the share scope', () => {
    expect(Object.keys(sharedModuleLoaders).sort()).toEqual(Object.keys(createSharedConfig('remote')).sort());
  });

  it('has a version for every provided module', () => {
    const versions = sharedModuleVersions();
    for (const name of Object.keys(sharedModuleLoaders)) expect(versions[name], name).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('resolves a loader to the same module instance the shell imports', async () => {
    const react = await import('react');
    expect(await sharedModuleLoaders.react!()).toBe(react);
  });
});
