import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../stack/apps';
import { CDN_TEMPLATE, MANAGED, checkCdnTemplate, loadTemplate, renderTemplate, validateResources, viewerRequestFunction } from './cdn-template';

const CUSTOM_DOMAIN = { DomainAliases: 'pitchside.dev,www.pitchside.dev', CertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c' };

type Behaviour = { PathPattern?: string; CachePolicyId: string };
const distributionOf = (resources: ReturnType<typeof renderTemplate>['resources']) =>
  resources.Distribution!.Properties!.DistributionConfig as unknown as {
    DefaultCacheBehavior: Behaviour;
    CacheBehaviors: Behaviour[];
    Aliases?: string[];
    ViewerCertificate: Record<string, unknown>;
  };

/** The rows of the README's caching table: files, Cache-Control at upload, CloudFront. */
function readmeCachingTable(): { files: string; cacheControl: string; cloudFront: string }[] {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^### Caching$/m)[1]!.split(/^#/m)[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| files') && !line.startsWith('|---'))
    .map((line) => {
      const [files, cacheControl, cloudFront] = line.split('|').slice(1, 4).map((cell) => cell.trim()) as [string, string, string];
      return { files, cacheControl: cacheControl.replace(/`/g, ''), cloudFront };
    });
}

describe('infra/aws/cdn.yml', () => {
  test.each([
    ['default parameters', {}],
    ['a custom domain', CUSTOM_DOMAIN],
  ])('renders with %s into resources CloudFormation, S3 and CloudFront accept', (_label, parameters) => {
    const { resources, outputs, problems } = checkCdnTemplate(parameters);
    expect(problems).toEqual([]);
    expect(Object.values(resources).map((r) => r.Type).sort()).toEqual([
      'AWS::CloudFront::CachePolicy',
      'AWS::CloudFront::Distribution',
      'AWS::CloudFront::Function',
      'AWS::CloudFront::OriginAccessControl',
      'AWS::S3::Bucket',
      'AWS::S3::BucketPolicy',
    ]);
    expect(Object.keys(outputs).sort()).toEqual(['BucketName', 'DistributionId', 'SiteUrl']);
  });

  test('a custom domain gets its aliases and certificate; without one, CloudFront default certificate and no aliases', () => {
    const custom = distributionOf(renderTemplate(loadTemplate(), CUSTOM_DOMAIN).resources);
    expect(custom.Aliases).toEqual(['pitchside.dev', 'www.pitchside.dev']);
    expect(custom.ViewerCertificate).toMatchObject({ AcmCertificateArn: CUSTOM_DOMAIN.CertificateArn, SslSupportMethod: 'sni-only' });
    const plain = distributionOf(renderTemplate(loadTemplate()).resources);
    expect(plain.Aliases).toBeUndefined();
    expect(plain.ViewerCertificate).toEqual({ CloudFrontDefaultCertificate: true });
  });

  test('the check finds what CloudFront and S3 would refuse (it can fail)', () => {
    const { resources } = renderTemplate(loadTemplate());
    const broken = JSON.parse(JSON.stringify(resources)) as typeof resources;
    const config = broken.Distribution!.Properties!.DistributionConfig as Record<string, unknown>;
    delete (config.DefaultCacheBehavior as Record<string, unknown>).CachePolicyId;
    (config.CacheBehaviors as Record<string, unknown>[])[0]!.TargetOriginId = 'elsewhere';
    config.Aliases = ['pitchside.dev'];
    (broken.AssetsBucket!.Properties!.PublicAccessBlockConfiguration as Record<string, unknown>).BlockPublicPolicy = false;
    delete (broken.AssetsCachePolicy!.Properties!.CachePolicyConfig as Record<string, unknown>).MaxTTL;
    broken.SpaRewrite!.Properties!.FunctionCode = 'function handle(event) { return event.request; }';
    expect(validateResources(broken)).toEqual([
      'AssetsBucket: PublicAccessBlockConfiguration.BlockPublicPolicy must be true',
      'SpaRewrite: FunctionCode does not define handler(event): Error: no handler function',
      'AssetsCachePolicy: CachePolicyConfig.MaxTTL is required',
      'AssetsCachePolicy: needs MinTTL <= DefaultTTL <= MaxTTL (0, 0, NaN)',
      'Distribution DefaultCacheBehavior: CachePolicyId (or legacy ForwardedValues) is required',
      'Distribution CacheBehaviors[0]: TargetOriginId elsewhere is no origin',
      'Distribution: Aliases need an ACM certificate (CertificateArn)',
    ]);
  });

  test('a reference to nothing, or to an attribute the resource lacks, is found when rendering', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cdn-')), 'cdn.yml');
    fs.writeFileSync(file, fs.readFileSync(CDN_TEMPLATE, 'utf8').replace('!GetAtt AssetsBucket.RegionalDomainName', '!GetAtt AssetsBucket.Website').replace('!Ref AssetsBucket', '!Ref Bucket'));
    expect(checkCdnTemplate({}, file).problems.sort()).toEqual([
      'Resources.AssetsBucketPolicy.Properties.Bucket: !Ref Bucket names no parameter or resource',
      'Resources.Distribution.Properties.DistributionConfig.Origins[0].DomainName: !GetAtt AssetsBucket.Website: AWS::S3::Bucket has no attribute Website',
    ]);
    fs.rmSync(path.dirname(file), { recursive: true });
  });

  test('its CloudFront function serves pre-rendered pages, the app for other routes, and files as they are', () => {
    const { resources } = renderTemplate(loadTemplate());
    const handler = viewerRequestFunction(String(resources.SpaRewrite!.Properties!.FunctionCode));
    const served = (uri: string) => handler({ request: { uri } }).uri;
    expect(served('/')).toBe('/index.html');
    expect(served('/about')).toBe('/about/index.html');
    expect(served('/about/')).toBe('/about/index.html');
    expect(served('/deals/42')).toBe('/app.html');
    expect(served('/main.a7d8adfb.js')).toBe('/main.a7d8adfb.js');
    expect(served('/marketplace/abc1234/mf-manifest.json')).toBe('/marketplace/abc1234/mf-manifest.json');
  });

  test("its cache rules are the README's caching table", () => {
    const rows = readmeCachingTable();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const { resources } = renderTemplate(loadTemplate());
    const distribution = distributionOf(resources);
    const policy = resources.AssetsCachePolicy!.Properties!.CachePolicyConfig as Record<string, number>;

    // Rows CloudFront never caches are exactly the template's CachingDisabled behaviours.
    const notCached = rows.filter((row) => row.cloudFront.includes('CachingDisabled')).flatMap((row) => [...row.files.matchAll(/`(\/[^`]+)`/g)].map((m) => m[1]));
    const disabled = distribution.CacheBehaviors.filter((b) => b.CachePolicyId === MANAGED.cachingDisabled).map((b) => b.PathPattern);
    expect(disabled.sort()).toEqual(notCached.sort());
    for (const row of rows.filter((r) => r.cloudFront.includes('CachingDisabled'))) expect(row.cacheControl).toBe('no-cache');
    expect(distribution.CacheBehaviors.every((b) => b.CachePolicyId === MANAGED.cachingDisabled)).toBe(true);

    // Everything else goes through the default behaviour, whose policy keeps what the upload says: a year for the
    // immutable rows, nothing for the no-cache ones (revalidated each time).
    expect(distribution.DefaultCacheBehavior.CachePolicyId).toBe('<AssetsCachePolicy>');
    for (const row of rows.filter((r) => !r.cloudFront.includes('CachingDisabled'))) {
      if (row.cacheControl === 'public, max-age=31536000, immutable') {
        expect(row.cloudFront).toMatch(/kept a year/);
        expect(policy.MaxTTL).toBeGreaterThanOrEqual(31536000);
      } else {
        expect(row.cacheControl).toBe('no-cache');
        expect(row.cloudFront).toMatch(/revalidated on every request/);
        expect([policy.MinTTL, policy.DefaultTTL]).toEqual([0, 0]);
      }
    }
  });
});
