import { useState } from 'react';
import { Button, useAuthStore } from 'shared-ui';
import { ReportDialog } from './ReportDialog';
import type { ReportTargetType } from './reasons';

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  /** The item's author or owner: nobody reports their own post, comment, deal or profile. */
  ownerId?: string | null;
  size?: 'sm' | 'md';
}

/** "Report" for signed-in users (not on their own items); opens the report dialog. */
export function ReportButton({ targetType, targetId, ownerId, size = 'sm' }: ReportButtonProps) {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [open, setOpen] = useState(false);
  if (!userId || (ownerId && ownerId === userId)) return null;
  return (
    <>
      <Button type="button" $variant="ghost" $size={size} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Report
      </Button>
      {open ? <ReportDialog open targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
