import { authError } from './errors';

/** The external providers the local stand-in page answers for. */
export const PROVIDERS = ['google', 'github', 'apple', 'facebook', 'twitter', 'discord', 'azure', 'linkedin_oidc', 'gitlab', 'spotify', 'twitch', 'slack_oidc', 'notion', 'figma'];

export function providerOf(v: string | null | undefined): string {
  const p = (v ?? '').toLowerCase();
  if (!PROVIDERS.includes(p)) throw authError(400, 'validation_failed', `Unsupported provider: Provider ${v ?? ''} could not be found`);
  return p;
}
