/**
 * The seam for a real social data provider (Instagram Graph, TikTok, X APIs): given a platform and handle it
 * returns the follower count. None is configured, so Sync explains that counts are entered by hand.
 */
export interface SocialProvider {
  name: string;
  followers(platform: 'instagram' | 'twitter' | 'tiktok', handle: string): Promise<number>;
}

const providers: SocialProvider[] = [];

export function socialProvider(): SocialProvider | null {
  return providers[0] ?? null;
}
