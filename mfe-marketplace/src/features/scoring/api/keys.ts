/** Query keys of deal analysis (the score's keys are shared-ui/ai's aiKeys). */
export const dealAnalysisKeys = {
  all: ['ai-tools', 'analysis'] as const,
  deal: (dealId: string) => [...dealAnalysisKeys.all, dealId] as const,
};
