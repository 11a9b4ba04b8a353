// Values the PostgreSQL global setup hands to test workers (read with `inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the test cluster's database; '' when PostgreSQL is unavailable. */
    postgresUrl: string;
  }
}

export {};
