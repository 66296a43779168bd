import { useState } from 'react';
import { Button, showFailureToast } from 'shared-ui';
import type { MediaKit } from '../lib/kit';

/** Download PDF: the PDF library loads on the first click, never with the page. */
export function DownloadPdfButton({ kit }: { kit: MediaKit }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const { downloadMediaKitPdf } = await import(/* webpackChunkName: "media-kit-pdf" */ '../lib/media-kit-pdf');
      await downloadMediaKitPdf(kit, kit.published && kit.handle ? `${window.location.origin}/kit/${kit.handle}` : null);
    } catch (error) {
      showFailureToast('pdf', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" $variant="secondary" disabled={busy} onClick={() => void onClick()}>
      {busy ? 'Preparing PDF...' : 'Download PDF'}
    </Button>
  );
}
