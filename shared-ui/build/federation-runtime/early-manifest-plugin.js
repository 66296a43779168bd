// A runtime plugin of the host (shell): a section's manifest that a pre-rendered frame's script already requested
// (`__pitchsideEarly`, shell/src/prerender/start-on-intent.js) is read from that response instead of fetched again.
export default function earlyManifest() {
  return {
    name: 'pitchside-early-manifest',
    fetch(url) {
      const early = globalThis.__pitchsideEarly?.[url];
      // Nothing returned: the runtime fetches the manifest as usual.
      return early ? early.then((response) => response.clone(), () => fetch(url)) : undefined;
    },
  };
}
