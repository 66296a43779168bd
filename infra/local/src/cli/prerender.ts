import { buildApps, FRAME_SECTIONS } from '../stack/build-apps';
import { prerenderShell } from '../stack/prerender';

// The shell's `npm run build` ends here: its pre-rendered pages become static HTML (see stack/prerender.ts).
// The public pages pre-rendered as frames show their section's first screen, so those sections are built
// first when they have no current build.
buildApps({ apps: [...FRAME_SECTIONS], prerender: false })
  .then(() => prerenderShell())
  .then((count) => console.log(`Pre-rendered ${count} pages.`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
