import { sharedVitestConfig } from '@gateway/config/vitest';

export default sharedVitestConfig({ environment: 'happy-dom', setupFiles: ['src/testing/setup-tests.ts'] });
