// A runtime plugin of the host (shell): before its federation instance starts, it puts the runtime packages it
// bundles where every remote's externals read them (globals.cjs), so a remote ships only its own code.
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';

export default function provideFederationRuntime() {
  return {
    name: 'pitchside-provide-federation-runtime',
    beforeInit(args) {
      globalThis._PITCHSIDE_FEDERATION_SDK = sdk;
      globalThis._PITCHSIDE_FEDERATION_ERROR_CODES = errorCodes;
      return args;
    },
  };
}
