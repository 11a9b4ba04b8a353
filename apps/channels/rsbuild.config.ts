import { createRemoteRsbuildConfig } from '@gateway/mf-config';

export default createRemoteRsbuildConfig({ name: 'channels' });
