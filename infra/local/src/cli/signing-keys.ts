/**
 * The local backend's JWT signing keys (<state dir>/signing-keys.json), rotated as on the dashboard's JWT Keys page:
 *
 *   node infra/local/bin/run.cjs infra/local/src/cli/signing-keys.ts list
 *   ... standby          a new key in the JWKS that does not sign yet (verifiers learn it before it signs)
 *   ... rotate [kid]     the standby key `kid` (or a new key) signs from now on; the signing key becomes previous
 *   ... revoke <kid>     removes a previous or standby key: tokens it signed are refused
 *
 * PITCHSIDE_STATE_DIR picks the state dir. The backend reads the file at start: restart it to apply.
 */
import fs from 'node:fs';
import { signingKeys, signingKeysFile } from '../locations';
import { isSigning, rotation, type SigningJwk } from '../server/keys';

function save(keys: SigningJwk[]): void {
  const file = signingKeysFile();
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
  fs.renameSync(tmp, file);
}

function list(keys: SigningJwk[]): void {
  for (const k of keys) console.log(`${k.kid}  ${k.alg}  ${isSigning(k) ? 'signing' : 'verify only (standby or previous)'}`);
}

function main(argv: string[]): void {
  const [command, kid] = argv;
  const keys = signingKeys();
  switch (command) {
    case 'list':
    case undefined:
      list(keys);
      return;
    case 'standby': {
      const r = rotation.standby(keys);
      save(r.keys);
      console.log(`standby key ${r.kid} added; \`rotate ${r.kid}\` makes it sign`);
      break;
    }
    case 'rotate': {
      const r = rotation.rotate(keys, kid);
      save(r.keys);
      console.log(`key ${r.kid} signs from the next start; the previous key still verifies until revoked`);
      break;
    }
    case 'revoke':
      if (!kid) throw new Error('revoke needs the kid of a key (see `list`)');
      save(rotation.revoke(keys, kid));
      console.log(`key ${kid} revoked: tokens it signed are refused from the next start`);
      break;
    default:
      throw new Error(`unknown command ${command}: list, standby, rotate [kid], revoke <kid>`);
  }
  list(signingKeys());
  console.log('Restart the backend (npm start / npm run backend) to apply.');
}

try {
  main(process.argv.slice(2));
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
