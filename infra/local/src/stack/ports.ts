import net from 'node:net';

/** Resolves true when nothing listens on host:port (checked by briefly binding it). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

export interface PortClaim {
  name: string;
  port: number;
  env: string;
}

/** Names every port that is taken, with the variable that moves it; empty when all are free. */
export async function takenPorts(claims: PortClaim[]): Promise<string[]> {
  const seen = new Map<number, string>();
  const problems: string[] = [];
  for (const claim of claims) {
    const other = seen.get(claim.port);
    if (other) problems.push(`${claim.name} and ${other} are both set to port ${claim.port}; set ${claim.env} to another port.`);
    seen.set(claim.port, claim.name);
  }
  const free = await Promise.all(claims.map((c) => isPortFree(c.port)));
  claims.forEach((claim, i) => {
    if (!free[i]) problems.push(`Port ${claim.port} (${claim.name}) is already in use. Stop what uses it, or set ${claim.env} to another port.`);
  });
  return problems;
}
