import { sharedVitestConfig } from './vitest.shared.ts';

export default sharedVitestConfig({ include: ['lint/**/*.test.ts', '*.test.ts'] });
