// npm run migrate:edge -- https://<your worker host>   (MIGRATE_KEY in the environment: the worker's secret)
// Applies the shared migration list to that environment's D1 through POST /__gateway/migrate.
const base = process.argv[2] ?? process.env.EDGE_URL;
const key = process.env.MIGRATE_KEY;
if (!base || !key) {
  console.error('usage: MIGRATE_KEY=… npm run migrate:edge -- https://gateway.example.com (or EDGE_URL=…)');
  process.exit(2);
}
const response = await fetch(new URL('/__gateway/migrate', base), { method: 'POST', headers: { authorization: `Bearer ${key}` } });
const body = await response.text();
console.log(`${response.status} ${body}`);
process.exit(response.ok ? 0 : 1);
