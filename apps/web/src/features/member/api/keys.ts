/** Query keys of the member area: everything under ['member'] is refreshed after a sign-in. */
export const memberKeys = {
  all: ['member'] as const,
  customer: () => ['member', 'customer'] as const,
  levelUp: () => ['member', 'level-up'] as const,
  benefits: () => ['member', 'benefits'] as const,
  points: (filter: unknown) => ['member', 'points', filter] as const,
  signInLog: (month?: string) => ['member', 'sign-in-log', month ?? 'current'] as const,
  tasks: () => ['member', 'tasks'] as const,
  paidService: () => ['member', 'paid-service'] as const,
  paidServiceItem: (site: string, periodCode: string) =>
    ['member', 'paid-service-item', site, periodCode] as const,
};
