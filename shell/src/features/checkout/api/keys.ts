/** Query keys of the signed-in user's plan, payments, billing history and receipts. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: (userId: string) => [...billingKeys.all, 'subscription', userId] as const,
  payments: (userId: string) => [...billingKeys.all, 'payments', userId] as const,
  history: (userId: string) => [...billingKeys.all, 'history', userId] as const,
  receipt: (userId: string, paymentId: string) => [...billingKeys.all, 'receipt', userId, paymentId] as const,
};
