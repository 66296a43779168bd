/**
 * shared-ui/ai: the AI features shared by the shell and the marketplace: the score explanation, its badge and
 * breakdown, the score inputs query, the disclosure rules and the deal red flags. Not a federation singleton
 * (it holds no state), so it is bundled into the apps that import it and stays out of the shell's first load.
 */
export * from './score';
export { aiKeys } from './keys';
export { fetchScoreInputs, useScoreInputsQuery } from './score-inputs-query';
export { ScoreBadge, ScoreBreakdown, scoreTone } from './ScoreBreakdown';
export * from './disclosure';
export { analyzeCaption, PLATFORMS, PLATFORM_OPTIONS, CALLS_TO_ACTION, type Platform, type CaptionCheck, type CaptionReport, type CheckStatus } from './caption';
export * from './deal-analysis';
export { marketCountsSchema, scoreInputsSchema } from './ai-rpc-schemas';
