import { createShellRsbuildConfig } from '@gateway/mf-config';

export default createShellRsbuildConfig();
