/**
 * The auth actions (auth-actions.ts) as the app calls them: each loads their chunk on first use, together with
 * the backend client they need anyway, so a page nobody signs in on does not download them.
 */
type Actions = typeof import('./auth-actions');
export type { SignUpInput } from './auth-actions';

const actions = (): Promise<Actions> => import(/* webpackChunkName: "auth-actions" */ './auth-actions');

export const signUpWithEmail = async (...args: Parameters<Actions['signUpWithEmail']>) => (await actions()).signUpWithEmail(...args);
export const signInWithEmail = async (...args: Parameters<Actions['signInWithEmail']>) => (await actions()).signInWithEmail(...args);
export const signInWithProvider = async (...args: Parameters<Actions['signInWithProvider']>) => (await actions()).signInWithProvider(...args);
export const sendPasswordReset = async (...args: Parameters<Actions['sendPasswordReset']>) => (await actions()).sendPasswordReset(...args);
export const resendConfirmation = async (...args: Parameters<Actions['resendConfirmation']>) => (await actions()).resendConfirmation(...args);
export const updatePassword = async (...args: Parameters<Actions['updatePassword']>) => (await actions()).updatePassword(...args);
export const signInAsDemo = async (...args: Parameters<Actions['signInAsDemo']>) => (await actions()).signInAsDemo(...args);
export const signOut = async (...args: Parameters<Actions['signOut']>) => (await actions()).signOut(...args);
