import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { parse, type Tags } from 'yaml';
import { REPO_ROOT } from '../stack/apps';

/**
 * infra/aws/cdn.yml offline: parsed with CloudFormation's short tags, rendered for a set of parameters (conditions,
 * !Ref, !If, !Sub resolved as CloudFormation would; attributes of resources stay `<Resource.Attribute>`), and
 * checked against what CloudFormation, S3 and CloudFront require of each resource. `npm run deploy:check` and
 * cdn-template.test.ts use it; neither needs an AWS account.
 */
export const CDN_TEMPLATE = path.join(REPO_ROOT, 'infra', 'aws', 'cdn.yml');

/** CloudFront's managed policies the template names by id. */
export const MANAGED = {
  cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
  cachingOptimized: '658327ea-f89d-4fab-a63d-7e88639e58f6',
  corsWithPreflight: '5cc3b908-e619-4b99-88e5-2cf7f45965bd',
} as const;

/** The pseudo parameters a rendering fills in (a stack named as the workflow deploys it). */
const PSEUDO: Record<string, string> = {
  'AWS::StackName': 'pitchside-cdn',
  'AWS::AccountId': '123456789012',
  'AWS::Region': 'us-east-1',
  'AWS::Partition': 'aws',
  'AWS::URLSuffix': 'amazonaws.com',
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

export interface Template {
  Parameters?: Record<string, { Type: string; Default?: string; AllowedValues?: string[] }>;
  Conditions?: Obj;
  Resources: Record<string, { Type: string; Condition?: string; Properties?: Obj }>;
  Outputs?: Record<string, { Value: Json }>;
}

const shortTag = (tag: string, name: string, collection?: 'seq' | 'map') => ({
  tag,
  collection,
  resolve: (value: unknown) => ({
    [name]: (value as { toJSON?: () => unknown })?.toJSON ? (value as { toJSON: () => unknown }).toJSON() : value,
  }),
});
const FUNCTIONS = ['Ref', 'Sub', 'GetAtt', 'If', 'Not', 'Equals', 'And', 'Or', 'Join', 'Select', 'Split', 'FindInMap', 'Base64', 'GetAZs', 'ImportValue'];
const CFN_TAGS: Tags = FUNCTIONS.flatMap((name) => {
  const full = name === 'Ref' ? 'Ref' : `Fn::${name}`;
  return [shortTag(`!${name}`, full), shortTag(`!${name}`, full, 'seq'), shortTag(`!${name}`, full, 'map')];
});

export function loadTemplate(file = CDN_TEMPLATE): Template {
  return parse(fs.readFileSync(file, 'utf8'), { customTags: CFN_TAGS }) as Template;
}

const NO_VALUE = Symbol('AWS::NoValue');
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The template with `parameters` (defaults for the rest), as CloudFormation would create it. */
export function renderTemplate(template: Template, parameters: Record<string, string> = {}): { resources: Template['Resources']; outputs: Obj; problems: string[] } {
  const problems: string[] = [];
  const params: Record<string, string | string[]> = {};
  for (const [name, spec] of Object.entries(template.Parameters ?? {})) {
    const value = parameters[name] ?? spec.Default;
    if (value === undefined) problems.push(`Parameters.${name}: no value and no Default`);
    else if (spec.AllowedValues && !spec.AllowedValues.includes(value)) problems.push(`Parameters.${name}: ${value} is not one of ${spec.AllowedValues.join(', ')}`);
    params[name] = spec.Type === 'CommaDelimitedList' ? String(value ?? '').split(',').filter(Boolean) : String(value ?? '');
  }
  for (const name of Object.keys(parameters)) if (!(name in params)) problems.push(`Parameters.${name}: not a parameter of the template`);

  const resources = template.Resources ?? {};
  const conditions: Record<string, boolean> = {};
  const condition = (name: string, where: string): boolean => {
    if (!(name in conditions)) {
      const spec = template.Conditions?.[name];
      if (spec === undefined) {
        problems.push(`${where}: unknown condition ${name}`);
        return false;
      }
      conditions[name] = Boolean(resolve(spec, `Conditions.${name}`));
    }
    return conditions[name]!;
  };

  const ref = (name: string, where: string): unknown => {
    if (name === 'AWS::NoValue') return NO_VALUE;
    if (name in PSEUDO) return PSEUDO[name];
    if (name in params) return params[name];
    if (name in resources) return `<${name}>`;
    problems.push(`${where}: !Ref ${name} names no parameter or resource`);
    return `<${name}>`;
  };
  const getAtt = (target: string, where: string): string => {
    const [resource, ...attribute] = target.split('.');
    if (!resource || !(resource in resources)) problems.push(`${where}: !GetAtt ${target} names no resource`);
    else if (!ATTRIBUTES[resources[resource]!.Type]?.includes(attribute.join('.')))
      problems.push(`${where}: !GetAtt ${target}: ${resources[resource]!.Type} has no attribute ${attribute.join('.')}`);
    return `<${target}>`;
  };

  function resolve(node: unknown, where: string): unknown {
    if (Array.isArray(node)) return node.map((item, i) => resolve(item, `${where}[${i}]`)).filter((item) => item !== NO_VALUE);
    if (!isObj(node)) return node;
    const keys = Object.keys(node);
    if (keys.length === 1) {
      const [key] = keys as [string];
      const arg = node[key];
      switch (key) {
        case 'Ref':
          return ref(String(arg), where);
        case 'Fn::GetAtt':
          return getAtt(Array.isArray(arg) ? arg.join('.') : String(arg), where);
        case 'Fn::If': {
          const [name, whenTrue, whenFalse] = arg as [string, Json, Json];
          return resolve(condition(name, where) ? whenTrue : whenFalse, where);
        }
        case 'Fn::Not':
          return !resolve((arg as Json[])[0], where);
        case 'Fn::Equals': {
          const [a, b] = (arg as Json[]).map((item) => JSON.stringify(resolve(item, where)));
          return a === b;
        }
        case 'Fn::And':
          return (arg as Json[]).every((item) => resolve(item, where));
        case 'Fn::Or':
          return (arg as Json[]).some((item) => resolve(item, where));
        case 'Fn::Join': {
          const [separator, items] = arg as [string, Json[]];
          return (resolve(items, where) as unknown[]).join(separator);
        }
        case 'Fn::Sub': {
          const [text, vars] = Array.isArray(arg) ? (arg as [string, Obj]) : [String(arg), {} as Obj];
          return text.replace(/\$\{([^}!]+)\}/g, (_all, name: string) => {
            if (name in vars) return String(resolve(vars[name], where));
            if (name.includes('.') && !name.startsWith('AWS::')) return getAtt(name, where);
            const value = ref(name, where);
            return Array.isArray(value) ? value.join(',') : String(value);
          });
        }
        default:
          if (key.startsWith('Fn::')) problems.push(`${where}: ${key} is not rendered offline`);
      }
    }
    const out: Obj = {};
    for (const [key, value] of Object.entries(node)) {
      const resolved = resolve(value, `${where}.${key}`);
      if (resolved !== NO_VALUE) out[key] = resolved as Json;
    }
    return out;
  }

  const rendered: Template['Resources'] = {};
  for (const [name, resource] of Object.entries(resources)) {
    if (resource.Condition && !condition(resource.Condition, `Resources.${name}`)) continue;
    rendered[name] = { Type: resource.Type, Properties: resolve(resource.Properties ?? {}, `Resources.${name}.Properties`) as Obj };
  }
  const outputs: Obj = {};
  for (const [name, output] of Object.entries(template.Outputs ?? {})) outputs[name] = resolve(output.Value, `Outputs.${name}`) as Json;
  return { resources: rendered, outputs, problems };
}

/** The attributes !GetAtt may read, per resource type the template uses. */
const ATTRIBUTES: Record<string, string[]> = {
  'AWS::S3::Bucket': ['Arn', 'DomainName', 'RegionalDomainName', 'DualStackDomainName', 'WebsiteURL'],
  'AWS::S3::BucketPolicy': [],
  'AWS::CloudFront::OriginAccessControl': ['Id'],
  'AWS::CloudFront::Function': ['FunctionARN', 'FunctionMetadata.FunctionARN', 'Stage'],
  'AWS::CloudFront::CachePolicy': ['Id', 'LastModifiedTime'],
  'AWS::CloudFront::Distribution': ['DomainName', 'Id'],
};

const get = (value: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, key) => (isObj(node) ? node[key] : undefined), value);

const VIEWER_PROTOCOL = ['allow-all', 'https-only', 'redirect-to-https'];

/** What CloudFormation, S3 and CloudFront would refuse (or what would serve the site wrong), resource by resource. */
export function validateResources(resources: Template['Resources']): string[] {
  const problems: string[] = [];
  const need = (name: string, props: Obj, ...paths: string[]) => {
    for (const p of paths) if (get(props, p) === undefined || get(props, p) === '') problems.push(`${name}: ${p} is required`);
  };
  const oneOf = (name: string, props: Obj, p: string, allowed: readonly unknown[]) => {
    const value = get(props, p);
    if (value !== undefined && !allowed.includes(value)) problems.push(`${name}: ${p} is ${JSON.stringify(value)}, not one of ${allowed.join(', ')}`);
  };

  for (const [name, { Type: type, Properties: props = {} }] of Object.entries(resources)) {
    if (!(type in ATTRIBUTES)) {
      problems.push(`${name}: ${type} is not a resource type this check knows`);
      continue;
    }
    switch (type) {
      case 'AWS::S3::Bucket': {
        // private: only CloudFront (through the origin access control) reads it
        for (const flag of ['BlockPublicAcls', 'BlockPublicPolicy', 'IgnorePublicAcls', 'RestrictPublicBuckets'])
          if (get(props, `PublicAccessBlockConfiguration.${flag}`) !== true) problems.push(`${name}: PublicAccessBlockConfiguration.${flag} must be true`);
        need(name, props, 'BucketEncryption.ServerSideEncryptionConfiguration');
        for (const [i, rule] of ((get(props, 'CorsConfiguration.CorsRules') as Json[] | undefined) ?? []).entries()) {
          need(`${name} CorsRules[${i}]`, rule as Obj, 'AllowedMethods', 'AllowedOrigins');
          for (const method of (get(rule, 'AllowedMethods') as string[]) ?? [])
            if (!['GET', 'PUT', 'HEAD', 'POST', 'DELETE'].includes(method)) problems.push(`${name}: CORS method ${method} is not one S3 accepts`);
        }
        break;
      }
      case 'AWS::S3::BucketPolicy': {
        need(name, props, 'Bucket', 'PolicyDocument.Statement');
        for (const [i, statement] of ((get(props, 'PolicyDocument.Statement') as Json[] | undefined) ?? []).entries()) {
          need(`${name} Statement[${i}]`, statement as Obj, 'Effect', 'Principal', 'Action', 'Resource');
          if (get(statement, 'Principal.Service') === 'cloudfront.amazonaws.com' && !get(statement, 'Condition.StringEquals.AWS:SourceArn'))
            problems.push(`${name}: Statement[${i}] lets every CloudFront distribution read the bucket (no AWS:SourceArn condition)`);
        }
        break;
      }
      case 'AWS::CloudFront::OriginAccessControl':
        need(name, props, 'OriginAccessControlConfig.Name', 'OriginAccessControlConfig.OriginAccessControlOriginType', 'OriginAccessControlConfig.SigningBehavior', 'OriginAccessControlConfig.SigningProtocol');
        oneOf(name, props, 'OriginAccessControlConfig.OriginAccessControlOriginType', ['s3', 'mediastore', 'lambda', 'mediapackagev2']);
        oneOf(name, props, 'OriginAccessControlConfig.SigningBehavior', ['always', 'never', 'no-override']);
        oneOf(name, props, 'OriginAccessControlConfig.SigningProtocol', ['sigv4']);
        break;
      case 'AWS::CloudFront::Function': {
        need(name, props, 'Name', 'FunctionCode', 'FunctionConfig.Comment', 'FunctionConfig.Runtime');
        oneOf(name, props, 'FunctionConfig.Runtime', ['cloudfront-js-1.0', 'cloudfront-js-2.0']);
        if (get(props, 'AutoPublish') !== true) problems.push(`${name}: AutoPublish must be true, or the distribution cannot use it`);
        if (String(get(props, 'FunctionCode') ?? '').length > 10_240) problems.push(`${name}: FunctionCode is over CloudFront's 10 KB`);
        try {
          viewerRequestFunction(String(get(props, 'FunctionCode') ?? ''));
        } catch (error) {
          problems.push(`${name}: FunctionCode does not define handler(event): ${String(error)}`);
        }
        break;
      }
      case 'AWS::CloudFront::CachePolicy': {
        const config = 'CachePolicyConfig';
        need(name, props, `${config}.Name`, `${config}.MinTTL`, `${config}.DefaultTTL`, `${config}.MaxTTL`);
        for (const key of ['EnableAcceptEncodingGzip', 'CookiesConfig.CookieBehavior', 'HeadersConfig.HeaderBehavior', 'QueryStringsConfig.QueryStringBehavior'])
          need(name, props, `${config}.ParametersInCacheKeyAndForwardedToOrigin.${key}`);
        const [min, def, max] = ['MinTTL', 'DefaultTTL', 'MaxTTL'].map((key) => Number(get(props, `${config}.${key}`)));
        if (!(min! <= def! && def! <= max!)) problems.push(`${name}: needs MinTTL <= DefaultTTL <= MaxTTL (${min}, ${def}, ${max})`);
        break;
      }
      case 'AWS::CloudFront::Distribution': {
        const config = get(props, 'DistributionConfig') as Obj | undefined;
        if (!config) {
          problems.push(`${name}: DistributionConfig is required`);
          break;
        }
        need(name, config, 'Enabled', 'Origins', 'DefaultCacheBehavior');
        const origins = (config.Origins as Obj[] | undefined) ?? [];
        const originIds = origins.map((origin) => origin.Id);
        for (const [i, origin] of origins.entries()) {
          need(`${name} Origins[${i}]`, origin, 'Id', 'DomainName');
          if (origin.OriginAccessControlId && get(origin, 'S3OriginConfig.OriginAccessIdentity') !== '')
            problems.push(`${name}: Origins[${i}] uses an origin access control, so S3OriginConfig.OriginAccessIdentity must be ''`);
        }
        const behaviours: [string, Obj][] = [['DefaultCacheBehavior', (config.DefaultCacheBehavior as Obj) ?? {}]];
        for (const [i, behaviour] of ((config.CacheBehaviors as Obj[] | undefined) ?? []).entries()) {
          behaviours.push([`CacheBehaviors[${i}]`, behaviour]);
          need(`${name} CacheBehaviors[${i}]`, behaviour, 'PathPattern');
        }
        const patterns = behaviours.slice(1).map(([, b]) => b.PathPattern);
        if (new Set(patterns).size !== patterns.length) problems.push(`${name}: two CacheBehaviors have the same PathPattern`);
        for (const [where, behaviour] of behaviours) {
          need(`${name} ${where}`, behaviour, 'TargetOriginId', 'ViewerProtocolPolicy');
          if (!behaviour.CachePolicyId && !behaviour.ForwardedValues) problems.push(`${name} ${where}: CachePolicyId (or legacy ForwardedValues) is required`);
          if (behaviour.TargetOriginId && !originIds.includes(behaviour.TargetOriginId)) problems.push(`${name} ${where}: TargetOriginId ${String(behaviour.TargetOriginId)} is no origin`);
          oneOf(`${name} ${where}`, behaviour, 'ViewerProtocolPolicy', VIEWER_PROTOCOL);
        }
        const certificate = (config.ViewerCertificate as Obj | undefined) ?? {};
        const aliases = (config.Aliases as string[] | undefined) ?? [];
        if (certificate.AcmCertificateArn && !certificate.SslSupportMethod) problems.push(`${name}: an ACM certificate needs SslSupportMethod`);
        if (aliases.length > 0 && !certificate.AcmCertificateArn) problems.push(`${name}: Aliases need an ACM certificate (CertificateArn)`);
        if (certificate.CloudFrontDefaultCertificate && certificate.AcmCertificateArn) problems.push(`${name}: ViewerCertificate names two certificates`);
        if (!certificate.CloudFrontDefaultCertificate && !certificate.AcmCertificateArn) problems.push(`${name}: ViewerCertificate names no certificate`);
        break;
      }
    }
  }
  return problems;
}

/** The CloudFront function's `handler`, runnable here as at the edge (cloudfront-js: plain ES, no modules). */
export function viewerRequestFunction(code: string): (event: { request: { uri: string } }) => { uri: string } {
  const context = vm.createContext({});
  vm.runInContext(code, context, { timeout: 1000 });
  const handler = (context as { handler?: unknown }).handler;
  if (typeof handler !== 'function') throw new Error('no handler function');
  return handler as (event: { request: { uri: string } }) => { uri: string };
}

/** The whole offline check: render with `parameters`, then validate; every problem found, or none. */
export function checkCdnTemplate(parameters: Record<string, string> = {}, file = CDN_TEMPLATE) {
  const rendered = renderTemplate(loadTemplate(file), parameters);
  return { ...rendered, problems: [...rendered.problems, ...validateResources(rendered.resources)] };
}
