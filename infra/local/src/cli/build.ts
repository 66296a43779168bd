import { buildApps } from '../stack/build-apps';

buildApps({ force: process.argv.includes('--force') })
  .then((built) => {
    if (built.length === 0) console.log('All apps are up to date.');
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
