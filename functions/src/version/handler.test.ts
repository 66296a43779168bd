/** @jest-environment node */
import { currentVersion, handler } from './handler';

describe('GET /version.json', () => {
  it('answers the deployed version, never cached', async () => {
    const response = await handler();
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['cache-control']).toBe('no-store');
    expect(JSON.parse(String(response.body))).toEqual({ version: currentVersion() });
  });

  it('takes the version from APP_VERSION, defaulting to 1.0.0', () => {
    expect(currentVersion({})).toBe('1.0.0');
    expect(currentVersion({ APP_VERSION: '1.1.0' })).toBe('1.1.0');
  });
});
