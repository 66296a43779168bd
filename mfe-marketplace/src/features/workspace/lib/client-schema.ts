import * as z from 'zod';
import { hasVisibleText } from 'shared-ui';
import { CheckValues } from 'shared-ui/database-types';

/** The roster form (agency_clients: a name, a type and status from the table's checks, contact up to 200). */
export const clientSchema = z.object({
  client_name: z.string().trim().refine(hasVisibleText, 'Enter the client name').max(200, 'Keep the name under 200 characters'),
  client_type: z.enum(CheckValues.agency_clients_client_type, { message: 'Choose a type' }),
  status: z.enum(CheckValues.agency_clients_status, { message: 'Choose a status' }),
  contact: z.string().trim().max(200, 'Keep the contact under 200 characters').transform((v) => v || null),
  notes: z.string().trim().max(2000, 'Keep the notes under 2000 characters').transform((v) => v || null),
});

export type ClientInput = z.input<typeof clientSchema>;
export type ClientData = z.output<typeof clientSchema>;
export const EMPTY_CLIENT: ClientInput = { client_name: '', client_type: 'athlete', status: 'active', contact: '', notes: '' };
