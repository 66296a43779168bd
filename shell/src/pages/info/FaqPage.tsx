import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageHead } from 'shared-ui';
import { InfoPage } from '../../core/page-layout';
import { FAQ, searchFaq } from '../../core/faq-data';

const SearchBox = styled.div`
  max-width: 36rem;
  margin-bottom: 1.5rem;
  label { display: block; font-weight: 600; margin-bottom: 0.375rem; }
  input {
    width: 100%;
    font: inherit;
    padding: 0.75rem 0.875rem;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
`;

const List = styled.div`
  max-width: 48rem;
  display: grid;
  gap: 0.5rem;
  h2 { margin: 0; font-size: 1rem; }
  button {
    width: 100%;
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    text-align: left;
    font: inherit;
    font-weight: 600;
    padding: 1rem 1.125rem;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
  button[aria-expanded='true'] { border-bottom-left-radius: 0; border-bottom-right-radius: 0; }
  [role='region'] {
    padding: 0.75rem 1.125rem 1rem;
    border-style: none solid solid;
    border-width: 1px;
    border-color: ${({ theme }) => theme.color.border};
    border-radius: 0 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.textMuted};
    p { margin: 0; }
  }
  small { color: ${({ theme }) => theme.color.textMuted}; font-weight: 500; }
`;

export default function FaqPage() {
  usePageHead({ title: 'FAQ', description: 'Answers about Pitchside for athletes, creators, brands and agencies: deals, verification, billing and accounts.' });
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const baseId = useId();
  const results = searchFaq(FAQ, query);

  const toggle = (q: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(q)) next.delete(q);
      else next.add(q);
      return next;
    });

  return (
    <InfoPage eyebrow="Help" title="Frequently asked questions" lead="Search the questions athletes, creators and brands ask us most.">
      <SearchBox role="search">
        <label htmlFor={`${baseId}-search`}>Search questions</label>
        <input id={`${baseId}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. payments, verification" />
      </SearchBox>
      <p aria-live="polite" style={{ marginTop: 0 }}>
        {query ? `${results.length} ${results.length === 1 ? 'question matches' : 'questions match'} “${query}”` : `${FAQ.length} questions`}
      </p>
      <List>
        {results.map((item, i) => {
          const id = `${baseId}-${i}`;
          const expanded = open.has(item.q);
          return (
            <div key={item.q}>
              <h2>
                <button type="button" id={`${id}-btn`} aria-expanded={expanded} aria-controls={`${id}-panel`} onClick={() => toggle(item.q)}>
                  <span>{item.q}</span>
                  <small>{item.topic}</small>
                </button>
              </h2>
              <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-btn`} hidden={!expanded}>
                <p>{item.a}</p>
                {item.link ? (
                  <p>
                    <Link to={item.link.to}>{item.link.label}</Link>
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </List>
    </InfoPage>
  );
}
