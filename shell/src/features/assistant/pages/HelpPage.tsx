import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageHeader, usePageHead } from 'shared-ui';
import { HELP_ARTICLES } from '../content/help-articles';

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  padding-left: 1.1rem;
`;

const Body = styled.article`
  max-width: 44rem;
  p { line-height: 1.6; }
`;

/** /help: every help article; /help/<slug>: one article (the assistant links here). */
export default function HelpPage() {
  const { slug } = useParams();
  const article = slug ? HELP_ARTICLES.find((a) => a.slug === slug) : undefined;
  usePageHead({ title: article ? article.title : 'Help articles', description: article?.paragraphs[0] ?? 'How to use Pitchside, step by step.' });
  if (slug && !article) return <Navigate to="/help" replace />;
  if (article) {
    return (
      <Page>
        <PageHeader title={article.title} />
        <Body>
          {article.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p>
            <Link to="/help">All help articles</Link> · <Link to="/support">Contact support</Link>
          </p>
        </Body>
      </Page>
    );
  }
  return (
    <Page>
      <PageHeader title="Help articles" description="How to use Pitchside, step by step. The AI Help button answers from these articles too." />
      <List>
        {HELP_ARTICLES.map((a) => (
          <li key={a.slug}>
            <Link to={`/help/${a.slug}`}>{a.title}</Link>
          </li>
        ))}
      </List>
    </Page>
  );
}
