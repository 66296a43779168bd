import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** The version the update notifier compares with the running app's. Set per deploy. */
export function currentVersion(env: NodeJS.ProcessEnv = process.env): string {
  return env.APP_VERSION || '1.0.0';
}

/** GET /version.json: never cached, so every check sees the deployed version. */
export async function handler(): Promise<APIGatewayProxyStructuredResultV2> {
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    body: JSON.stringify({ version: currentVersion() }),
  };
}
