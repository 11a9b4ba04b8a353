import { sharedVitestConfig } from '@gateway/config/vitest';

export default sharedVitestConfig();
