import * as runtimeCore from 'pitchside-federation-runtime/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
