import { jwtVerify } from 'jose';
import { unauthorized } from './errors';

/**
 * The signed-in caller's user id, from the Supabase access token in Authorization (verified with the
 * project's JWT secret). The body never decides who pays.
 */
export async function callerId(headers: Record<string, string | undefined>, jwtSecret: string): Promise<string> {
  const auth = headers.authorization ?? headers.Authorization ?? '';
  const token = /^Bearer (.+)$/i.exec(auth)?.[1];
  if (!token) throw unauthorized('Sign in to continue: this request needs your session.');
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(jwtSecret), { algorithms: ['HS256'] });
    if (payload.role !== 'authenticated' || typeof payload.sub !== 'string') throw new Error('not a user session');
    return payload.sub;
  } catch {
    throw unauthorized('Your session has expired or is not valid. Sign in again.');
  }
}
