export { everyOnceInFleet, leaseHolderOf, runWithLease } from './fleet-jobs.ts';
export type { FleetJobPlatform, LeasedRun } from './fleet-jobs.ts';
