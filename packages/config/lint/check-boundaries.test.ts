import { describe, expect, it, afterEach } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain .mjs module without type declarations
import { checkWorkspace } from './check-boundaries.mjs';

const created: string[] = [];

function workspace(name: string, files: Record<string, string>, dependencies: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  created.push(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, dependencies }));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

afterEach(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-boundaries', () => {
  it('accepts allowed, declared imports with explicit extensions', () => {
    const dir = workspace('@gateway/db', {
      'src/index.ts': "import { Role } from '@gateway/domain';\nimport { x } from './x.ts';\nexport { Role, x };\n",
      'src/x.ts': 'export const x = 1;\n',
    }, { '@gateway/domain': '*' });
    expect(checkWorkspace(dir)).toEqual([]);
  });

  it('refuses an import the design forbids (domain may import nothing internal)', () => {
    const dir = workspace('@gateway/domain', { 'src/index.ts': "import { db } from '@gateway/db';\n" }, { '@gateway/db': '*' });
    expect(checkWorkspace(dir).join('\n')).toMatch(/@gateway\/domain may not import @gateway\/db/);
  });

  it('refuses an allowed import that package.json does not declare', () => {
    const dir = workspace('@gateway/db', { 'src/index.ts': "export * from '@gateway/domain';\n" });
    expect(checkWorkspace(dir).join('\n')).toMatch(/not declared/);
  });

  it('refuses node built-ins in code that must run in browsers and workerd, but not in tests', () => {
    const dir = workspace('@gateway/gateway', {
      'src/app.ts': "import { readFileSync } from 'node:fs';\n",
      'src/app.test.ts': "import { readFileSync } from 'node:fs';\n",
    });
    const problems = checkWorkspace(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/app\.ts:1: .* may not import 'node:fs'/);
  });

  it('refuses relative imports without an extension and imports escaping the workspace', () => {
    const dir = workspace('@gateway/domain', { 'src/index.ts': "import { a } from './a';\nimport { b } from '../../other/b.ts';\n" });
    const problems = checkWorkspace(dir).join('\n');
    expect(problems).toMatch(/must name its file extension/);
    expect(problems).toMatch(/reaches outside/);
  });

  it('refuses the MUI barrel in browser code (federation shares MUI per module)', () => {
    const dir = workspace('@gateway/ui', {
      'src/a.tsx': "import { Button } from '@mui/material';\nimport Card from '@mui/material/Card';\n",
    });
    const problems = checkWorkspace(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/instead of the '@mui\/material' barrel/);
  });

  it('allows type-only imports listed for the sdk but not value imports', () => {
    const dir = workspace('@gateway/sdk', {
      'src/a.ts': "import type { AppType } from '@gateway/gateway';\n",
      'src/b.ts': "import { createGatewayApp } from '@gateway/gateway';\n",
    }, { '@gateway/gateway': '*' });
    const problems = checkWorkspace(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/b\.ts:1: @gateway\/sdk may not import @gateway\/gateway/);
  });

  it('reports a workspace missing from the rules table', () => {
    const dir = workspace('@gateway/unknown', { 'src/index.ts': '' });
    expect(checkWorkspace(dir)[0]).toMatch(/not listed in packages\/config\/lint\/rules\.mjs/);
  });
});
