import { defineConfig } from '@playwright/test';
import config from './playwright.config';

/** `npm run screenshots`: the e2e stack and browser of the suite, running only the screenshot writers (e2e/*.writer.ts). */
export default defineConfig({ ...config, testMatch: '*.writer.ts' });
