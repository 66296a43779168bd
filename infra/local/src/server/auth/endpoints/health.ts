import { sendJson } from '../../http';
import type { Endpoint } from '../context';
import { PROVIDERS } from '../providers';

export const health: Endpoint = (_ctx, { res }) =>
  sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'Pitchside local GoTrue-compatible auth' });

export const settings: Endpoint = (ctx, { res }) =>
  sendJson(res, 200, {
    external: { ...Object.fromEntries(PROVIDERS.map((p) => [p, true])), email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: !ctx.config.auth.enableEmailConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
