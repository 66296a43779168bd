import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteRegistry } from './registry';

/** The shell's registry, bound to the federation runtime the host was built with. */
export const remoteRegistry = createRemoteRegistry({ registerRemotes, loadRemote });
