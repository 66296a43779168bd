import path from 'node:path';

interface AppInfo {
  dir: string;
  env: string;
  port: number;
}

interface RuntimeFiles {
  REPO_ROOT: string;
  stateDir(env?: NodeJS.ProcessEnv): string;
  buildDirName(env?: NodeJS.ProcessEnv): string;
  APPS: Record<string, AppInfo>;
  portOf(app: string, env?: NodeJS.ProcessEnv): number;
  remotesJson(options?: { host?: string; env?: NodeJS.ProcessEnv }): Record<string, string>;
  configJson(options?: { env?: NodeJS.ProcessEnv }): Record<string, string>;
}

// One list of apps and ports for webpack's dev servers and for the local stack.
const runtimeFiles = require('../../../../shared-ui/build/runtime-files.cjs') as RuntimeFiles;

export const REPO_ROOT = runtimeFiles.REPO_ROOT;
export const { remotesJson, configJson, stateDir } = runtimeFiles;

export type AppName = 'shell' | 'marketplace' | 'community' | 'learn' | 'messaging' | 'onboarding';
export const APP_NAMES = Object.keys(runtimeFiles.APPS) as AppName[];

export function appDir(app: AppName): string {
  return path.join(REPO_ROOT, runtimeFiles.APPS[app]!.dir);
}

/** Where an app's production build lives. */
export function appDist(app: AppName): string {
  return path.join(appDir(app), runtimeFiles.buildDirName());
}

export function appPortEnv(app: AppName): string {
  return runtimeFiles.APPS[app]!.env;
}

export function appPort(app: AppName, env: NodeJS.ProcessEnv = process.env): number {
  return runtimeFiles.portOf(app, env);
}
