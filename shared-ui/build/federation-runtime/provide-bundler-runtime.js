// The webpack bundler runtime for every remote in the page (globals.cjs), set before the first remote entry
// loads (provide-runtime-plugin.js). The same object @module-federation/webpack-bundler-runtime's index
// exports, assembled here from its functions because the shell's build compiles that index for a host, without
// initContainerEntry (the shell exposes nothing). No remotes loader: every remote sets
// experiments.optimization.disableRemote, so none calls it.
import { attachShareScopeMap } from 'pitchside-federation-runtime/webpack-bundler-runtime/attachShareScopeMap.cjs';
import { consumes } from 'pitchside-federation-runtime/webpack-bundler-runtime/consumes.cjs';
import { getSharedFallbackGetter } from 'pitchside-federation-runtime/webpack-bundler-runtime/getSharedFallbackGetter.cjs';
import { init } from 'pitchside-federation-runtime/webpack-bundler-runtime/init.cjs';
import { initContainerEntry } from 'pitchside-federation-runtime/webpack-bundler-runtime/initContainerEntry.cjs';
import { initializeSharing } from 'pitchside-federation-runtime/webpack-bundler-runtime/initializeSharing.cjs';
import { installInitialConsumes } from 'pitchside-federation-runtime/webpack-bundler-runtime/installInitialConsumes.cjs';
import * as runtime from 'pitchside-federation-runtime/runtime';

globalThis._PITCHSIDE_FEDERATION_BUNDLER_RUNTIME = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: {
    remotes: undefined,
    consumes,
    I: initializeSharing,
    S: {},
    installInitialConsumes,
    initContainerEntry,
    init,
    getSharedFallbackGetter,
  },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
