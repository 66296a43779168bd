// First half of standalone.js: the two packages runtime-core reads, in place before runtime-core evaluates.
import * as errorCodes from 'pitchside-federation-runtime/error-codes';
import * as sdk from 'pitchside-federation-runtime/sdk';

globalThis._PITCHSIDE_FEDERATION_SDK = sdk;
globalThis._PITCHSIDE_FEDERATION_ERROR_CODES = errorCodes;
