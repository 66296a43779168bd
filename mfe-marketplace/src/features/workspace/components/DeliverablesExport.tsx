import { Button } from 'shared-ui';
import type { Applicant } from '../api/deal-applicants-query';
import { deliverablesCsv } from '../lib/deliverables-csv';

/** Downloads the deal's deliverables with each caption's disclosure status, for the brand's compliance records. */
export function DeliverablesExport({ dealTitle, applicants }: { dealTitle: string; applicants: Applicant[] }) {
  const rows = applicants
    .filter((a) => a.deal_deliverables.length > 0)
    .map((a) => ({ talent: a.profiles?.full_name || 'Applicant', items: a.deal_deliverables }));
  if (rows.length === 0) return null;
  const download = () => {
    const url = URL.createObjectURL(new Blob([deliverablesCsv(rows)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${dealTitle.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'deal'}-deliverables.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Button type="button" $variant="secondary" onClick={download}>
      Export deliverables (CSV)
    </Button>
  );
}
