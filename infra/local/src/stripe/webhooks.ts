import { newId, type StripeObject } from './store';
import { signatureHeader } from './signature';

export interface WebhookOptions {
  url: string;
  secret: string;
  /** Seconds before each retry. Stripe backs off exponentially over three days; locally the same shape, shorter. */
  retryDelays?: number[];
  log?: (line: string) => void;
}

export const DEFAULT_RETRY_DELAYS = [1, 2, 4, 8, 16, 32, 60, 120];

/**
 * Sends each event once, signed, in the order it happened; an answer other than 2xx (or no answer) is retried
 * on Stripe's backoff, each attempt freshly signed. `idle()` resolves when nothing is waiting to be sent.
 */
export class WebhookSender {
  private pending = 0;
  private waiters: (() => void)[] = [];
  private timers = new Set<NodeJS.Timeout>();
  readonly delivered: { id: string; type: string; attempts: number; status: number }[] = [];

  constructor(private readonly opts: WebhookOptions) {}

  /** An event; `account` names the connected account it happened on (Connect events), as Stripe's do. */
  event(type: string, object: StripeObject, account?: string): Record<string, unknown> {
    return {
      id: newId('evt'), object: 'event', api_version: '2025-09-30.clover', created: Math.floor(Date.now() / 1000),
      ...(account ? { account } : {}), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object },
    };
  }

  send(event: Record<string, unknown>): void {
    this.pending++;
    void this.attempt(event, 1);
  }

  idle(): Promise<void> {
    return this.pending === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private async attempt(event: Record<string, unknown>, attempt: number): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    let status = 0;
    try {
      const res = await fetch(this.opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signatureHeader(payload, this.opts.secret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0;
    }
    const delays = this.opts.retryDelays ?? DEFAULT_RETRY_DELAYS;
    if (status >= 200 && status < 300) {
      this.delivered.push({ id: String(event.id), type: String(event.type), attempts: attempt, status });
    } else if (attempt <= delays.length) {
      this.opts.log?.(`webhook ${String(event.type)} ${String(event.id)}: answered ${status || 'nothing'}, retry ${attempt} in ${delays[attempt - 1]} s`);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.attempt(event, attempt + 1);
      }, delays[attempt - 1]! * 1000);
      this.timers.add(timer);
      return;
    } else {
      this.opts.log?.(`webhook ${String(event.type)} ${String(event.id)}: gave up after ${attempt} attempts`);
      this.delivered.push({ id: String(event.id), type: String(event.type), attempts: attempt, status });
    }
    this.pending--;
    if (this.pending === 0) this.waiters.splice(0).forEach((w) => w());
  }
}
