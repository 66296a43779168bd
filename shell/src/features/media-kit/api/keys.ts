/** Query keys of media kits and profile views. */
export const mediaKitKeys = {
  all: ['media-kits'] as const,
  mine: (userId: string) => [...mediaKitKeys.all, 'mine', userId] as const,
  settings: (userId: string) => [...mediaKitKeys.all, 'settings', userId] as const,
  byHandle: (handle: string) => [...mediaKitKeys.all, 'handle', handle] as const,
  byUser: (userId: string) => [...mediaKitKeys.all, 'user', userId] as const,
  exclusivities: (userId: string) => [...mediaKitKeys.all, 'exclusivities', userId] as const,
};
