import styled, { createGlobalStyle } from 'styled-components';
import { ACADEMY_NAME, Button } from 'shared-ui';

/** Printing shows the certificate alone, on one landscape page ("Save as PDF" downloads it). */
const PrintOnlyCertificate = createGlobalStyle`
  @media print {
    @page { size: landscape; margin: 12mm; }
    body * { visibility: hidden !important; }
    #learn-certificate, #learn-certificate * { visibility: visible !important; }
    #learn-certificate { position: absolute; inset: 0; margin: 0; border: 6px double #047857; background: #fff; color: #0f172a; box-shadow: none; }
    #learn-certificate .no-print { display: none; }
  }
`;

const Frame = styled.section`
  margin-top: 2rem;
  padding: 2rem 1.5rem;
  text-align: center;
  border: 4px double ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  display: grid;
  gap: 0.6rem;
  justify-items: center;
  .kicker { text-transform: uppercase; letter-spacing: 0.12em; font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; margin: 0; }
  h2 { margin: 0; font-size: clamp(1.5rem, 4vw, 2.25rem); }
  .name { font-size: clamp(1.25rem, 3.5vw, 1.75rem); font-weight: 700; margin: 0.5rem 0 0; }
  p { margin: 0; }
`;

export function Certificate({ name, moduleTitle, completedAt }: { name: string; moduleTitle: string; completedAt: string | null }) {
  const date = new Date(completedAt ?? Date.now()).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <Frame id="learn-certificate" aria-labelledby="certificate-title">
      <PrintOnlyCertificate />
      <p className="kicker">{ACADEMY_NAME}</p>
      <h2 id="certificate-title">Certificate of Completion</h2>
      <p>This certifies that</p>
      <p className="name">{name}</p>
      <p>
        has completed the module <strong>{moduleTitle}</strong>
      </p>
      <p>on {date}</p>
      <Button type="button" className="no-print" onClick={() => window.print()}>
        Print or save as PDF
      </Button>
    </Frame>
  );
}
