import { escapeHtml } from '../http';

export interface MailRow {
  id: number;
  to_email: string;
  subject: string;
  body_text: string;
  body_html: string;
  links: string[];
  kind: string;
  created_at: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#111}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem;cursor:pointer}li{margin:1rem 0;padding:.75rem;border:1px solid #ccc;border-radius:6px}
.meta{color:#444;font-size:.9rem}a{word-break:break-all}`;

/** The local provider's consent page: the user names the account and allows (or cancels) the sign-in. */
export function providerPage(p: {
  provider: string;
  action: string;
  hidden: Record<string, string>;
  email: string;
  name: string;
  site: string;
}): string {
  const label = p.provider.charAt(0).toUpperCase() + p.provider.slice(1).replace(/_oidc$/, '');
  const hidden = Object.entries(p.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${escapeHtml(label)} (local)</title><style>${STYLE}</style></head><body><main>
<h1>Sign in with ${escapeHtml(label)}</h1>
<p>This is the local stand-in for ${escapeHtml(label)}: no account or internet needed.</p>
<p><strong>${escapeHtml(p.site)}</strong> wants to sign you in with this ${escapeHtml(label)} account and will see its email address and name.
It cannot sign in to an account that has a password.</p>
<form method="post" action="${escapeHtml(p.action)}">
${hidden}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(p.email)}">
<label for="full_name">Full name</label>
<input id="full_name" name="full_name" type="text" autocomplete="name" value="${escapeHtml(p.name)}">
<button type="submit">Allow and continue as this ${escapeHtml(label)} user</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
</form></main></body></html>`;
}

export function mailboxPage(mails: MailRow[]): string {
  const items = mails
    .map(
      (m) => `<li><div class="meta">To: <strong>${escapeHtml(m.to_email)}</strong> · <time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at)}</time></div>
<h2>${escapeHtml(m.subject)}</h2><p>${escapeHtml(m.body_text)}</p>
<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local mailbox</title><style>${STYLE}</style></head><body><main>
<h1>Local mailbox</h1><p>Emails the local auth server "sent", newest first. JSON: <a href="mailbox.json">mailbox.json</a></p>
${mails.length ? `<ul>${items}</ul>` : '<p>No emails yet.</p>'}
</main></body></html>`;
}
