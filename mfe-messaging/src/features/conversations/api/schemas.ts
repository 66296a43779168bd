import { z as zc } from 'zod';
import * as z from 'zod/mini';

export const MESSAGE_MAX_LENGTH = 4000;

export const personSchema = z.object({
  user_id: z.string(),
  full_name: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  role: z.nullable(z.string()),
});
export type Person = z.infer<typeof personSchema>;
export const PERSON_COLUMNS = 'user_id, full_name, avatar_url, role';

export const messageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  sender_id: z.string(),
  content: z.string(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema> & {
  /** set on an optimistic message until the stored row replaces it */
  pending?: boolean;
};

export interface Conversation {
  id: string;
  created_at: string;
  updated_at: string;
  participants: Person[];
}

/** What the composer may send: not empty or whitespace only, at most 4000 characters (the database says the same). */
export const messageInputSchema = zc.object({
  content: zc
    .string()
    .refine((s) => s.trim().length > 0, 'Write a message first')
    .refine((s) => s.length <= MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters`),
});
