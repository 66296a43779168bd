import { ConfirmDialog } from 'shared-ui';

export interface RemovingItem {
  id: string;
  label: string;
}

/** Asks before a profile list item (a platform, a statistic, an achievement) is removed from the profile and kit. */
export function RemoveItemDialog({ item, noun, pending, onCancel, onConfirm }: { item: RemovingItem; noun: string; pending: boolean; onCancel: () => void; onConfirm: (id: string) => void }) {
  return (
    <ConfirmDialog title={`Remove ${item.label}?`} confirmLabel="Remove" pending={pending} onCancel={onCancel} onConfirm={() => onConfirm(item.id)}>
      {`This ${noun} leaves your profile and your media kit.`}
    </ConfirmDialog>
  );
}
