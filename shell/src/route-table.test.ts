import fs from 'node:fs';
import path from 'node:path';
import { MARKETING_PATHS, PRERENDERED, ROUTE_TABLE } from './route-table';

const CDN = fs.readFileSync(path.join(__dirname, '..', '..', 'infra', 'aws', 'cdn.yml'), 'utf8');

/** The CDN's viewer-request function, as CloudFront runs it. */
function cdnRewrite(uri: string): string {
  const code = /FunctionCode: \|\n([\s\S]*?)\n\n/.exec(CDN)![1]!;
  const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  return handler({ request: { uri } }).uri;
}

describe('route table and CDN', () => {
  it('the CDN serves the pre-rendered HTML of exactly the pre-rendered pages, and app.html elsewhere', () => {
    const listed = JSON.parse(/var PRERENDERED = (\[.*\]);/.exec(CDN)![1]!.replace(/'/g, '"')) as string[];
    expect([...listed].sort()).toEqual([...PRERENDERED.keys()].sort());
    expect(cdnRewrite('/learn/content-library')).toBe('/learn/content-library/index.html');
    expect(cdnRewrite('/learn/modules/nil-basics')).toBe('/app.html');
    expect(cdnRewrite('/')).toBe('/index.html');
    expect(cdnRewrite('/about')).toBe('/about/index.html');
    expect(cdnRewrite('/about/')).toBe('/about/index.html');
    expect(cdnRewrite('/marketplace/deals/42')).toBe('/app.html');
    expect(cdnRewrite('/dashboard')).toBe('/dashboard/index.html');
    expect(cdnRewrite('/settings')).toBe('/app.html');
    expect(cdnRewrite('/main.1234abcd.js')).toBe('/main.1234abcd.js');
  });

  it('pre-renders every marketing page whole, as a frame only public pages, and as a signed-in frame only guarded pages', () => {
    for (const path of MARKETING_PATHS) expect(PRERENDERED.get(path)).toBe('page');
    for (const route of ROUTE_TABLE.filter((r) => r.prerender && r.prerender !== 'signed-in')) expect(['public', 'open']).toContain(route.access);
    for (const route of ROUTE_TABLE.filter((r) => r.prerender === 'signed-in')) expect(route.access).toBe('guarded');
    expect(PRERENDERED.get('/messages')).toBe('signed-in');
    expect(PRERENDERED.get('/marketplace')).toBe('frame');
    expect(PRERENDERED.get('/explore')).toBe('frame');
  });
});
