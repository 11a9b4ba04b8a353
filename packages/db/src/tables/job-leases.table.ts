/**
 * `job_leases` (ADR 0043): who runs a fleet-wide periodic job (channel tests, log retention,
 * relay response cleanup) until when. One row per job; the row is written by conditional UPDATEs only.
 */
export interface JobLeasesTable {
  /** The job's name (e.g. `log-retention`). */
  name: string;
  /** The instance holding the lease; '' when nobody ever took it. */
  holder: string;
  /** Unix milliseconds when the lease lapses; another instance may take it from then on. */
  expires_at: number;
}
