export declare const E2E_PORTS: {
    SHELL_PORT: string;
    MARKETPLACE_PORT: string;
    COMMUNITY_PORT: string;
    LEARN_PORT: string;
    MESSAGING_PORT: string;
    ONBOARDING_PORT: string;
    FUNCTIONS_PORT: string;
    SUPABASE_PORT: string;
};
declare const _default: import("playwright/test").PlaywrightTestConfig<{}, {}>;
export default _default;
