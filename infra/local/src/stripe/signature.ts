import { createHmac } from 'node:crypto';

/** The Stripe-Signature header for a payload, as Stripe signs webhooks: t=<unix>,v1=HMAC-SHA256(secret, "<t>.<payload>"). */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
