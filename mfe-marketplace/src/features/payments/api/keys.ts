/** Query keys of deal payments (the money held for an accepted application). */
export const dealPaymentKeys = {
  all: ['deal-payments'] as const,
  forApplication: (applicationId: string) => [...dealPaymentKeys.all, applicationId] as const,
};
