-- =============================================================================
-- Local-only GoTrue state for the local Supabase-compatible server
-- (infra/local/src/server/auth). Runs after platform.sql + migrations, on every
-- start, from createServer(). Idempotent. NEVER applied to hosted Supabase.
--
-- auth.users, auth.identities, auth.sessions, auth.refresh_tokens and
-- auth.flow_state come from platform.sql; this file adds:
--   auth.local_one_time_tokens  signup confirmation / recovery links
--   auth.local_mail_outbox      the emails "sent" (shown at /mailbox)
-- =============================================================================

create schema if not exists auth;

create table if not exists auth.local_one_time_tokens (
  token text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  type text not null,                 -- signup | recovery | magiclink
  flow_state_id uuid references auth.flow_state (id) on delete set null,
  redirect_to text,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index if not exists local_one_time_tokens_user_idx on auth.local_one_time_tokens (user_id, type);

create table if not exists auth.local_mail_outbox (
  id bigserial primary key,
  to_email text not null,
  subject text not null,
  body_text text not null,
  body_html text not null,
  links jsonb not null default '[]'::jsonb,
  kind text not null,
  created_at timestamptz not null default now()
);

-- The site the emails link to (the server writes its SITE_URL at start), so a notification's link is absolute.
create table if not exists auth.local_site (
  id boolean primary key default true check (id),
  url text not null
);

create index if not exists refresh_tokens_user_id_idx on auth.refresh_tokens (user_id);

revoke all on auth.local_one_time_tokens, auth.local_mail_outbox, auth.local_site from anon, authenticated;
grant all on auth.local_one_time_tokens, auth.local_mail_outbox, auth.local_site to service_role;
grant all on all sequences in schema auth to service_role;
