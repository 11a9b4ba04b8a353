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
    const dir = workspace(
      '@gateway/db',
      {
        'src/index.ts': "import { Role } from '@gateway/domain';\nimport { x } from './x.ts';\nexport { Role, x };\n",
        'src/x.ts': 'export const x = 1;\n',
      },
      { '@gateway/domain': '*' },
    );
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
    const dir = workspace(
      '@gateway/sdk',
      {
        'src/a.ts': "import type { AppType } from '@gateway/gateway';\n",
        'src/b.ts': "import { createGatewayApp } from '@gateway/gateway';\n",
      },
      { '@gateway/gateway': '*' },
    );
    const problems = checkWorkspace(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/b\.ts:1: @gateway\/sdk may not import @gateway\/gateway/);
  });

  it('reports a workspace missing from the rules table', () => {
    const dir = workspace('@gateway/unknown', { 'src/index.ts': '' });
    expect(checkWorkspace(dir)[0]).toMatch(/not listed in packages\/config\/lint\/rules\.mjs/);
  });
});

describe('the module graph rules', () => {
  it('refuses an import cycle, type-only imports included, and accepts the same modules without it', () => {
    const circle = workspace('@gateway/domain', {
      'src/a.ts': "import type { B } from './b.ts';\nexport type A = B;\n",
      'src/b.ts': "import { c } from './c.ts';\nexport type B = string;\nexport const b = c;\n",
      'src/c.ts': "import type { A } from './a.ts';\nexport const c: A = '';\n",
    });
    const problems = checkWorkspace(circle);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/import cycle: .*a\.ts -> .*b\.ts -> .*c\.ts -> .*a\.ts/);
    const line = workspace('@gateway/domain', {
      'src/a.ts': "import type { B } from './b.ts';\nexport type A = B;\n",
      'src/b.ts': "import { c } from './c.ts';\nexport type B = string;\nexport const b = c;\n",
      'src/c.ts': "export const c = '';\n",
    });
    expect(checkWorkspace(line)).toEqual([]);
  });

  it('refuses a module that imports itself', () => {
    const dir = workspace('@gateway/domain', { 'src/a.ts': "export { a } from './a.ts';\nexport const a = 1;\n" });
    expect(checkWorkspace(dir).join('\n')).toMatch(/import cycle/);
  });

  it('keeps feature folders apart: another feature only through features/shared or a package', () => {
    const dir = workspace('@gateway/settings', {
      'src/features/users/users-page.tsx':
        "import { form } from '../system/form/index.ts';\nimport { label } from '../shared/label.ts';\nexport const page = [form, label];\n",
      'src/features/system/form/index.ts': "import { label } from '../../shared/label.ts';\nexport const form = label;\n",
      'src/features/shared/label.ts': "export const label = 'x';\n",
      'src/app.tsx':
        "import { page } from './features/users/users-page.tsx';\nimport { form } from './features/system/form/index.ts';\nexport const app = [page, form];\n",
    });
    const problems = checkWorkspace(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/users-page\.tsx: imports another feature's module .*system\/form\/index\.ts/);
  });
});

describe('single entry points allowed across packages', () => {
  it('the sdk may import @gateway/ui/storage and no other part of @gateway/ui', () => {
    const allowed = workspace(
      '@gateway/sdk',
      { 'src/session.ts': "import { readStorage } from '@gateway/ui/storage';\nexport const read = readStorage;\n" },
      { '@gateway/ui': '*' },
    );
    expect(checkWorkspace(allowed)).toEqual([]);
    const refused = workspace(
      '@gateway/sdk',
      { 'src/session.ts': "import { notify } from '@gateway/ui/notify';\nexport const n = notify;\n" },
      { '@gateway/ui': '*' },
    );
    expect(checkWorkspace(refused).join('\n')).toMatch(/@gateway\/sdk may not import @gateway\/ui/);
  });
});
