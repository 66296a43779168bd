import { defineConfig } from '@playwright/test';
import config from './playwright.config';

/** `npm run screenshots`: the e2e stack and browser of the suite, running only the screenshot writer. */
export default defineConfig({ ...config, testMatch: 'screenshots.writer.ts' });
