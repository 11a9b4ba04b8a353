export { remoteApps, remotePublicPath, remoteOwningPath, shellDevPort, type RemoteAppName } from './remote-apps.ts';
export { createSharedConfig, sharedModuleVersions, muiSharedModules, uiSharedModules, type SharedEntry, type AppRole } from './shared-config.ts';
export {
  createShellRsbuildConfig,
  createRemoteRsbuildConfig,
  SHELL_PRERENDER_DIST,
  type ShellConfigOptions,
  type RemoteConfigOptions,
} from './rsbuild-config.ts';
export { pluginPrecompress, compressOutputs } from './compress-plugin.ts';
