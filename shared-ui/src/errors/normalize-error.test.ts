import { normalizeError } from './normalize-error';

describe('normalizeError', () => {
  it.each([
    [{ code: '42501', message: 'permission denied for table deals' }, { kind: 'permission', status: 403, code: '42501', message: 'permission denied for table deals' }],
    [{ status: 401, message: 'JWT expired' }, { kind: 'permission', status: 401, message: 'JWT expired' }],
    [{ code: 'PGRST116', message: 'no rows' }, { kind: 'not-found', status: 404, code: 'PGRST116', message: 'no rows' }],
    [{ code: 'P0001', message: 'This deal is no longer accepting applications' }, { kind: 'rule', code: 'P0001', message: 'This deal is no longer accepting applications' }],
    [{ code: '23514', message: 'Budget must be positive', status: 400 }, { kind: 'rule', status: 400, code: '23514', message: 'Budget must be positive' }],
    [new TypeError('Failed to fetch'), { kind: 'network', message: 'Failed to fetch' }],
    [{ code: 'RULE', message: 'Choose a PNG, JPEG, WebP or GIF image' }, { kind: 'rule', code: 'RULE', message: 'Choose a PNG, JPEG, WebP or GIF image' }],
    [{ statusCode: '415', error: 'invalid_mime_type', message: 'mime type text/plain is not supported' }, { kind: 'rule', status: 415, message: 'mime type text/plain is not supported' }],
    [new Error('Request timed out'), { kind: 'timeout', message: 'Request timed out' }],
    ['boom', { kind: 'unknown', message: 'boom' }],
    [null, { kind: 'unknown', message: '' }],
  ])('%p', (error, expected) => {
    expect(normalizeError(error)).toEqual(expected);
  });
});
