#!/usr/bin/env node
/**
 * Invariants of the fleet deployment in infra/fleet (ADR 0044), checked without Docker: three gateway services
 * built from infra/docker/Dockerfile with one SESSION_SECRET source (required from the env file, never a
 * literal), the same DATABASE_URL and REDIS_URL, TRUST_PROXY, health checks on /healthz and a stop grace
 * period that covers drain + settle + flush; PostgreSQL and Redis with health checks; a balancer whose config
 * file names all three instances with an active check on /healthz; the MariaDB variant pointing every
 * instance at mysql://; secrets kept out of git. `checkFleetCompose(fleetDirectory)` → list of problems.
 * CLI: `node check-fleet-compose.mjs [infra/fleet]` exits 1 on problems.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readComposeYaml } from './read-compose-yaml.mjs';

const GATEWAY = /^gateway-\d+$/;
const FROM_ENV_FILE = (name) => new RegExp(`^\\$\\{${name}:\\?[^}]*\\}$`);
const PASSWORD_FROM_ENV_FILE = /:\/\/[^:/]+:\$\{[A-Z_]+:\?[^}]*\}@/;

function seconds(duration) {
  const match = /^(\d+)(s|m)$/.exec(String(duration ?? ''));
  return match === null ? 0 : Number(match[1]) * (match[2] === 'm' ? 60 : 1);
}

function sameEverywhere(gateways, variable, problems) {
  const values = new Set(gateways.map(([, service]) => service.environment?.[variable]));
  if (values.size !== 1 || values.has(undefined) || values.has(null))
    problems.push(`${variable} must be set, to one value, on every gateway service (found ${[...values].join(' | ')})`);
  return [...values][0];
}

function checkGatewayService(name, service, fleetDirectory, problems) {
  const build = service.build ?? {};
  if (build.dockerfile !== 'infra/docker/Dockerfile' || !existsSync(resolve(fleetDirectory, build.context ?? '.', build.dockerfile ?? '')))
    problems.push(`${name}: must be built from infra/docker/Dockerfile with the repository as context`);
  if (service.environment?.TRUST_PROXY !== 'true') problems.push(`${name}: TRUST_PROXY must be "true" behind the balancer (per-IP limits)`);
  if (!JSON.stringify(service.healthcheck?.test ?? '').includes('/healthz')) problems.push(`${name}: needs a healthcheck on /healthz`);
  if (seconds(service.stop_grace_period) < 30) problems.push(`${name}: stop_grace_period must be at least 30s (drain 10 s + settle 5 s + usage-log flush)`);
}

function checkSharedSettings(gateways, problems) {
  const secret = sameEverywhere(gateways, 'SESSION_SECRET', problems);
  if (secret !== undefined && !FROM_ENV_FILE('SESSION_SECRET').test(String(secret)))
    problems.push('SESSION_SECRET must come from the env file as ${SESSION_SECRET:?…}, never a literal');
  const database = sameEverywhere(gateways, 'DATABASE_URL', problems);
  if (database !== undefined && !PASSWORD_FROM_ENV_FILE.test(String(database)))
    problems.push('DATABASE_URL must take its password from the env file (${…:?…})');
  const redis = sameEverywhere(gateways, 'REDIS_URL', problems);
  if (redis !== undefined && !String(redis).startsWith('redis://')) problems.push('REDIS_URL must be a redis:// URL');
  return { database: String(database) };
}

function checkBalancer(services, gateways, fleetDirectory, problems) {
  const balancer = Object.entries(services).find(([name]) => name === 'balancer')?.[1];
  const mount = (balancer?.volumes ?? []).map((volume) => String(volume).split(':')[0]).find((source) => source.endsWith('.cfg') || source.endsWith('.conf'));
  if (mount === undefined || !existsSync(join(fleetDirectory, mount)))
    return void problems.push('balancer: needs a service named "balancer" mounting its config file from infra/fleet');
  const config = readFileSync(join(fleetDirectory, mount), 'utf8').replace(/#.*$/gm, '');
  const servers = [...config.matchAll(/^\s*server\s+(\S+)\s+(\S+?):3000\b(.*)$/gm)];
  for (const [name] of gateways) if (!servers.some((server) => server[2] === name)) problems.push(`balancer: ${mount} does not send to ${name}:3000`);
  if (servers.length !== gateways.length) problems.push(`balancer: ${mount} has ${servers.length} servers for ${gateways.length} gateway services`);
  const checked = /^\s*default-server\b.*\bcheck\b/m.test(config) || servers.every((server) => /\bcheck\b/.test(server[3]));
  if (!checked || !/option\s+httpchk/.test(config) || !/\/healthz/.test(config))
    problems.push(`balancer: ${mount} needs active health checks on GET /healthz for every server`);
  if (/^\s*compression\b/m.test(config)) problems.push(`balancer: ${mount} compresses answers, which buffers event streams`);
  const serverTimeout = /^\s*timeout\s+server\s+(\d+)(s|m)\b/m.exec(config);
  if (serverTimeout === null || seconds(`${serverTimeout[1]}${serverTimeout[2]}`) < 300)
    problems.push(`balancer: ${mount} needs "timeout server" of 5 minutes or more (long completions and streams)`);
}

function checkDependencies(services, problems) {
  for (const name of ['postgres', 'redis']) if (services[name]?.healthcheck === undefined) problems.push(`${name}: missing, or without a healthcheck`);
  const first = services['gateway-1']?.depends_on ?? {};
  for (const name of ['postgres', 'redis']) if (first[name]?.condition !== 'service_healthy') problems.push(`gateway-1 must wait for ${name} to be healthy`);
}

function checkMariadbVariant(fleetDirectory, gateways, problems) {
  const path = join(fleetDirectory, 'compose.mariadb.yaml');
  if (!existsSync(path)) return void problems.push('compose.mariadb.yaml (the MariaDB variant) is missing');
  const services = readComposeYaml(readFileSync(path, 'utf8')).services ?? {};
  if (services.mariadb?.healthcheck === undefined) problems.push('compose.mariadb.yaml: the mariadb service needs a healthcheck');
  const urls = new Set(gateways.map(([name]) => services[name]?.environment?.DATABASE_URL));
  const [url] = urls;
  if (urls.size !== 1 || !/^mysql:\/\//.test(String(url)) || !PASSWORD_FROM_ENV_FILE.test(String(url)))
    problems.push('compose.mariadb.yaml: every gateway needs the same DATABASE_URL=mysql://… with its password from the env file');
}

function checkSecretsStayOut(fleetDirectory, problems) {
  const ignore = existsSync(join(fleetDirectory, '.gitignore')) ? readFileSync(join(fleetDirectory, '.gitignore'), 'utf8') : '';
  if (!/^\/?fleet\.env$/m.test(ignore)) problems.push('infra/fleet/.gitignore must list fleet.env');
  const example = existsSync(join(fleetDirectory, 'fleet.env.example')) ? readFileSync(join(fleetDirectory, 'fleet.env.example'), 'utf8') : '';
  for (const name of ['SESSION_SECRET', 'DATABASE_PASSWORD'])
    if (!new RegExp(`^${name}=$`, 'm').test(example)) problems.push(`fleet.env.example must list ${name}= with no value`);
}

export function checkFleetCompose(fleetDirectory) {
  const problems = [];
  const compose = readComposeYaml(readFileSync(join(fleetDirectory, 'compose.yaml'), 'utf8'));
  const services = compose.services ?? {};
  const gateways = Object.entries(services).filter(([name]) => GATEWAY.test(name));
  if (gateways.length !== 3) problems.push(`expected 3 gateway services (gateway-1…3), found ${gateways.length}`);
  for (const [name, service] of gateways) checkGatewayService(name, service, fleetDirectory, problems);
  const { database } = checkSharedSettings(gateways, problems);
  if (!database.startsWith('postgres://')) problems.push('compose.yaml: DATABASE_URL must be postgres://… (MariaDB is the compose.mariadb.yaml variant)');
  checkDependencies(services, problems);
  checkBalancer(services, gateways, fleetDirectory, problems);
  checkMariadbVariant(fleetDirectory, gateways, problems);
  checkSecretsStayOut(fleetDirectory, problems);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const directory = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../../../infra/fleet'));
  const problems = checkFleetCompose(directory);
  for (const problem of problems) console.error(`infra/fleet: ${problem}`);
  process.exit(problems.length === 0 ? 0 : 1);
}
