import { useLocation } from 'react-router-dom';
import AiScoringPage from './AiScoringPage';
import DealAnalysisTool from './DealAnalysisTool';

/** One chunk for both places the shell mounts scoring: the AI Tools page's Deal analysis tab at /ai-tools, AI Deal Scoring at /ai-scoring. */
export default function ScoringMount() {
  return useLocation().pathname.startsWith('/ai-tools') ? <DealAnalysisTool /> : <AiScoringPage />;
}
