// The fleet's compose files keep their invariants (no Docker here to run `docker compose config`).
import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// @ts-expect-error plain .mjs module without type declarations
import { checkFleetCompose } from './check-fleet-compose.mjs';
// @ts-expect-error plain .mjs module without type declarations
import { readComposeYaml } from './read-compose-yaml.mjs';

const repository = resolve(import.meta.dirname, '..', '..', '..');
const fleet = join(repository, 'infra', 'fleet');
const created: string[] = [];

/** A copy of infra/fleet (and the Dockerfile it builds from) with one file changed by `edit`. */
function fleetCopy(file: string, edit: (text: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'fleet-compose-'));
  created.push(root);
  const copy = join(root, 'infra', 'fleet');
  cpSync(fleet, copy, { recursive: true });
  mkdirSync(join(root, 'infra', 'docker'));
  cpSync(join(repository, 'infra', 'docker', 'Dockerfile'), join(root, 'infra', 'docker', 'Dockerfile'));
  const path = join(copy, file);
  const before = readFileSync(path, 'utf8');
  const after = edit(before);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
  return copy;
}

afterEach(() => {
  for (const directory of created.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe('infra/fleet compose invariants', () => {
  it('holds for the committed files: 3 gateways, one secret source, DATABASE_URL, REDIS_URL, checks, balancer', () => {
    expect(checkFleetCompose(fleet)).toEqual([]);
  });

  it('refuses a gateway whose SESSION_SECRET is a literal', () => {
    const copy = fleetCopy('compose.yaml', (text) => text.replace(/(gateway-3:[\s\S]*?SESSION_SECRET: ).*/, '$1not-from-the-env-file'));
    expect(checkFleetCompose(copy).join('\n')).toMatch(/SESSION_SECRET must be set, to one value/);
  });

  it('refuses a balancer config that leaves an instance out', () => {
    const copy = fleetCopy('haproxy.cfg', (text) => text.replace(/^\s*server gateway-3 .*$/m, ''));
    expect(checkFleetCompose(copy).join('\n')).toMatch(/does not send to gateway-3:3000/);
  });

  it('refuses a balancer without active checks on /healthz, or one that compresses streams', () => {
    const unchecked = fleetCopy('haproxy.cfg', (text) => text.replace(/^\s*option httpchk$/m, '').replace(/ check inter/, ' inter'));
    expect(checkFleetCompose(unchecked).join('\n')).toMatch(/active health checks on GET \/healthz/);
    const compressing = fleetCopy('haproxy.cfg', (text) => text.replace('balance leastconn', 'balance leastconn\n    compression algo gzip'));
    expect(checkFleetCompose(compressing).join('\n')).toMatch(/buffers event streams/);
  });

  it('refuses a missing REDIS_URL, a short grace period and a fourth, unbalanced gateway', () => {
    const noRedis = fleetCopy('compose.yaml', (text) => text.replace(/(gateway-2:[\s\S]*?)\n\s*REDIS_URL: .*/, '$1'));
    expect(checkFleetCompose(noRedis).join('\n')).toMatch(/REDIS_URL must be set/);
    const hurried = fleetCopy('compose.yaml', (text) => text.replace(/(gateway-1:[\s\S]*?stop_grace_period: )30s/, '$110s'));
    expect(checkFleetCompose(hurried).join('\n')).toMatch(/gateway-1: stop_grace_period/);
    const four = fleetCopy('compose.yaml', (text) => text.replace('  balancer:', '  gateway-4:\n    image: ai-gateway:latest\n\n  balancer:'));
    expect(checkFleetCompose(four).join('\n')).toMatch(/expected 3 gateway services[\s\S]*does not send to gateway-4/);
  });

  it('refuses a MariaDB variant that leaves an instance on PostgreSQL, and an env example holding a secret', () => {
    const mixed = fleetCopy('compose.mariadb.yaml', (text) => text.replace(/(gateway-3:\n\s*environment:\n\s*DATABASE_URL: )mysql:/, '$1postgres:'));
    expect(checkFleetCompose(mixed).join('\n')).toMatch(/compose.mariadb.yaml: every gateway needs the same DATABASE_URL=mysql/);
    const leaky = fleetCopy('fleet.env.example', (text) => text.replace(/^SESSION_SECRET=$/m, 'SESSION_SECRET=abc'));
    expect(checkFleetCompose(leaky).join('\n')).toMatch(/SESSION_SECRET= with no value/);
  });
});

describe('readComposeYaml (the subset the compose files use)', () => {
  it('reads mappings, sequences, quoted scalars, flow lists and tags', () => {
    const text = 'a:\n  b: "x: #1"   # comment\n  c:\n    - one\n    - \'it\'\'s\'\n  d: ["CMD", "x"]\n  e: !override\n    f: g\n';
    expect(readComposeYaml(text)).toEqual({ a: { b: 'x: #1', c: ['one', "it's"], d: ['CMD', 'x'], e: { f: 'g' } } });
  });

  it('refuses what it does not read (anchors, flow mappings, mappings in sequences, bad indentation)', () => {
    expect(() => readComposeYaml('a: &anchor\n  b: c\n')).toThrow(/line 1: unsupported/);
    expect(() => readComposeYaml('a: {b: c}\n')).toThrow(/unsupported/);
    expect(() => readComposeYaml('a:\n  - b: c\n')).toThrow(/mapping inside a sequence/);
    expect(() => readComposeYaml('a:\n    b: c\n  d: e\n')).toThrow(/line 3/);
  });
});
