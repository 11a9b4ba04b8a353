import { disableZodJit } from '@gateway/domain';

// First import of the entry: no schema may run zod's eval probe, because the console's CSP forbids
// eval and the probe would be reported as a violation.
disableZodJit();
