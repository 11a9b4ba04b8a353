// Values the database global setup hands to test workers (read with `inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the test cluster's database; '' when PostgreSQL is unavailable. */
    postgresUrl: string;
    /** URL of the test MariaDB server (no database); '' when MariaDB is unavailable or not enabled. */
    mariadbUrl: string;
  }
}

export {};
