import { disableZodJit } from '@gateway/domain';

// First import of the entry: no schema may run zod's eval probe under the console's CSP (issue 9 item 7).
disableZodJit();
