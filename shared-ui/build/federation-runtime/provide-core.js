import * as runtimeCore from 'pitchside-federation-runtime/runtime-core?for-remotes';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
