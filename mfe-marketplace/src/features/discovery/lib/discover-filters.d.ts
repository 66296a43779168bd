/**
 * /discover's filters as the URL carries them (`?role=&category=&platform=&fmin=&fmax=&eng=&age=&female=&country=
 * &location=&school=&budget=&kit=&sort=&deal=&page=`), and the discover_talent() arguments they become.
 */
export declare const DISCOVER_SORTS: readonly [{
    readonly value: 'followers';
    readonly label: 'Followers';
}, {
    readonly value: 'engagement';
    readonly label: 'Engagement';
}, {
    readonly value: 'newest';
    readonly label: 'Newest';
}, {
    readonly value: 'fit';
    readonly label: 'Fit for a deal';
}];
export type DiscoverSort = (typeof DISCOVER_SORTS)[number]['value'];
export declare const DISCOVER_PAGE_SIZE = 24;
export declare const AGE_BANDS: readonly ['13-17', '18-24', '25-34', '35-44', '45+'];
export declare const PLATFORMS: readonly ['instagram', 'tiktok', 'youtube', 'twitter', 'twitch', 'facebook', 'linkedin'];
export interface DiscoverFilters {
    role: '' | 'athlete' | 'creator';
    category: string;
    platform: string;
    followersMin: string;
    followersMax: string;
    engagementMin: string;
    ageBand: string;
    femaleMin: string;
    country: string;
    location: string;
    school: string;
    budget: string;
    mediaKit: boolean;
    sort: DiscoverSort;
    deal: string;
    page: number;
}
export declare const DEFAULT_DISCOVER: DiscoverFilters;
export declare function readDiscover(params: URLSearchParams): DiscoverFilters;
/** The filters as URL parameters, leaving out what is at its default. */
export declare function writeDiscover(f: DiscoverFilters): URLSearchParams;
/** The discover_talent() arguments (only those set; the database's defaults for the rest). */
export declare function discoverArgs(f: DiscoverFilters): Record<string, string | number | boolean>;
export declare function formatFollowers(n: number): string;
