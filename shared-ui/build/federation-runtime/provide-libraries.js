import * as errorCodes from 'pitchside-federation-runtime/error-codes';
import * as sdk from 'pitchside-federation-runtime/sdk';

globalThis._PITCHSIDE_FEDERATION_SDK = sdk;
globalThis._PITCHSIDE_FEDERATION_ERROR_CODES = errorCodes;
