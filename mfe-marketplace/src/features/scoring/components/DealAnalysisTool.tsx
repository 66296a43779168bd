import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from 'shared-ui';
import { deadlinePressure, marketPercentile, perDeliverable, redFlags } from 'shared-ui/ai';
import { useDealAnalysisQuery } from '../api/deal-analysis-query';
import { useDealRefForm } from '../lib/use-deal-ref-form';
import { DealRefForm } from './DealRefForm';

const Flags = styled.ul`
  display: grid;
  gap: 0.75rem;
  padding-left: 1.1rem;
  blockquote { margin: 0.25rem 0; font-style: italic; color: ${({ theme }) => theme.color.textMuted}; }
`;

function Analysis({ dealId }: { dealId: string }) {
  const q = useDealAnalysisQuery(dealId);
  if (q.isPending) return <Spinner label="Analysing..." size={20} />;
  if (q.isError) return <p role="alert">The deal could not be analysed. Try again in a moment.</p>;
  if (!q.data) return <p role="alert">No deal with that id is visible to you.</p>;
  const { terms, brand, market } = q.data;
  const position = marketPercentile(market);
  const each = perDeliverable(terms);
  const pressure = deadlinePressure(terms.daysLeft);
  const flags = redFlags(terms);
  return (
    <section aria-label="Deal analysis">
      <h3>
        {terms.title} · {brand}
      </h3>
      <dl>
        <dt>Compensation against the market</dt>
        <dd>{position.text}</dd>
        <dt>Deliverables per dollar</dt>
        <dd>{each.text}</dd>
        <dt>Deadline pressure</dt>
        <dd>{pressure.text}</dd>
      </dl>
      <h4>Red flags in the stated terms</h4>
      {flags.length === 0 ? (
        <p>None in what the deal states. The contract may say more: read it before you sign.</p>
      ) : (
        <Flags>
          {flags.map((f) => (
            <li key={f.key}>
              <strong>{f.title}</strong>
              {f.evidence ? <blockquote>{f.evidence}</blockquote> : null}
              <p>
                {f.why} Learn more in <Link to={f.module.path}>{f.module.title}</Link>.
              </p>
            </li>
          ))}
        </Flags>
      )}
    </section>
  );
}

/** Deal analysis (the Deal analysis tab of /ai-tools): the pay against the market, per-deliverable pay, deadline pressure and red flags. */
export default function DealAnalysisTool() {
  const form = useDealRefForm();
  return (
    <div>
      <p>Paste a deal's link from the marketplace. The analysis reads only what the deal states and the pay of comparable deals on Pitchside.</p>
      <DealRefForm form={form} submitLabel="Analyse deal" />
      {form.dealId ? <Analysis key={form.dealId} dealId={form.dealId} /> : null}
    </div>
  );
}
