import { sharedVitestConfig } from '@gateway/config/vitest';

// isolate: false — pure code without module mocks: the files share one worker's loaded modules instead of a
// fresh process and import graph per file (which was most of this suite's time).
export default sharedVitestConfig({ isolate: false });
