import { prerenderShell } from '../stack/prerender';

// The shell's `npm run build` ends here: its marketing pages become static HTML (see stack/prerender.ts).
prerenderShell()
  .then((count) => console.log(`Pre-rendered ${count} pages.`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
