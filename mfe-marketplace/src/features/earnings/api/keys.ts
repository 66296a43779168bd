/** Query keys of the talent's earnings and payout account. */
export const earningsKeys = {
  all: ['earnings'] as const,
  payments: (userId: string) => [...earningsKeys.all, 'payments', userId] as const,
  account: (userId: string) => [...earningsKeys.all, 'account', userId] as const,
};
