import fs from 'node:fs';
import path from 'node:path';
import { MARKETING_PATHS } from './route-table';

const CDN = fs.readFileSync(path.join(__dirname, '..', '..', 'infra', 'aws', 'cdn.yml'), 'utf8');

/** The CDN's viewer-request function, as CloudFront runs it. */
function cdnRewrite(uri: string): string {
  const code = /FunctionCode: \|\n([\s\S]*?)\n\n/.exec(CDN)![1]!;
  const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  return handler({ request: { uri } }).uri;
}

describe('route table and CDN', () => {
  it('the CDN serves the pre-rendered HTML of exactly the marketing pages, and app.html elsewhere', () => {
    const listed = JSON.parse(/var PRERENDERED = (\[.*\]);/.exec(CDN)![1]!.replace(/'/g, '"')) as string[];
    expect([...listed].sort()).toEqual([...MARKETING_PATHS].sort());
    expect(cdnRewrite('/')).toBe('/index.html');
    expect(cdnRewrite('/about')).toBe('/about/index.html');
    expect(cdnRewrite('/about/')).toBe('/about/index.html');
    expect(cdnRewrite('/marketplace/deals/42')).toBe('/app.html');
    expect(cdnRewrite('/dashboard')).toBe('/app.html');
    expect(cdnRewrite('/main.1234abcd.js')).toBe('/main.1234abcd.js');
  });
});
