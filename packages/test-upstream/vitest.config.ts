import { sharedVitestConfig } from '@gateway/config/vitest';

// Pure answers and one loopback server: no module mocks, so the files share one worker's loaded modules.
export default sharedVitestConfig({ isolate: false });
