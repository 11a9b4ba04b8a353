// The bindings the workerd project's Miniflare gives the relay suites (vitest.workerd.config.ts).
declare module 'cloudflare:test' {
  import type { D1Binding } from '@gateway/db/d1';
  export const env: {
    DB: D1Binding & {
      prepare(query: string): { all<Row>(): Promise<{ results: Row[] }> } & object;
      batch(statements: object[]): Promise<unknown>;
    };
  };
}
