import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Badge, Button, Checkbox, SelectField, showFailureToast, TextAreaField, toast } from 'shared-ui';
import { analyzeCaption, DISCLOSURE_LABELS, PLATFORM_OPTIONS, type CaptionReport, type CheckStatus, type Platform } from 'shared-ui/ai';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
`;

const Checks = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
  li { display: grid; grid-template-columns: 5.5rem 1fr; gap: 0.5rem; align-items: start; }
  p { margin: 0; }
`;

const STATUS: Record<CheckStatus, { text: string; tone: 'success' | 'warning' | 'danger' }> = {
  pass: { text: 'Pass', tone: 'success' },
  warn: { text: 'Improve', tone: 'warning' },
  fail: { text: 'Fix', tone: 'danger' },
};

/** Content optimisation: checks a caption for a platform and, for a sponsored post, its disclosure. */
export function ContentTool() {
  const [caption, setCaption] = useState('');
  const [platform, setPlatform] = useState<Platform>('instagram');
  const [sponsored, setSponsored] = useState(true);
  const [report, setReport] = useState<CaptionReport | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setReport(analyzeCaption(caption, platform, sponsored));
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Corrected caption copied');
    } catch {
      showFailureToast('copy');
    }
  };

  return (
    <div>
      <p>
        Paste a caption and pick a platform. Every check says why; the rules are written down in the README, and nothing leaves your browser.
      </p>
      <Form onSubmit={submit}>
        <TextAreaField label="Caption" value={caption} rows={5} maxLength={10000} onChange={(e) => setCaption(e.target.value)} />
        <SelectField label="Platform" value={platform} onChange={(e) => setPlatform(e.target.value as Platform)} options={PLATFORM_OPTIONS} />
        <Checkbox label="This is a sponsored post" checked={sponsored} onChange={setSponsored} />
        <div>
          <Button type="submit">Check caption</Button>
        </div>
      </Form>
      {report ? (
        <section aria-label="Caption checks">
          {report.disclosure ? (
            <p role="status">
              Disclosure: <strong>{DISCLOSURE_LABELS[report.disclosure.status]}</strong>
            </p>
          ) : null}
          <Checks>
            {report.checks.map((c) => (
              <li key={c.key}>
                <Badge $tone={STATUS[c.status].tone}>{STATUS[c.status].text}</Badge>
                <p>
                  <strong>{c.label}:</strong> {c.reason}
                </p>
              </li>
            ))}
          </Checks>
          {report.corrected ? (
            <div>
              <TextAreaField label="Corrected caption" value={report.corrected} rows={4} readOnly />
              <Button type="button" $variant="secondary" onClick={() => void copy(report.corrected!)}>
                Copy corrected caption
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
