/** Query keys of the signed-in user's plan and payments. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: (userId: string) => [...billingKeys.all, 'subscription', userId] as const,
  payments: (userId: string) => [...billingKeys.all, 'payments', userId] as const,
};
