import { errorMessage } from 'shared-ui';

/** The spec's toast for a join_event failure: already joined, full, otherwise 'Failed to join event'. */
export function joinErrorToast(error: unknown): { title: string; description?: string } {
  const message = errorMessage(error, '');
  if (message.includes('Already joined')) return { title: 'You have already joined this event!' };
  if (message.includes('Event is full')) return { title: 'Event is full!' };
  // a cancelled or started event says why under the spec's words
  const why = /cancelled|already started|not found/i.test(message) ? message : undefined;
  return { title: 'Failed to join event', description: why };
}
