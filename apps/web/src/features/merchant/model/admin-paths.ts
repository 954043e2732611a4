/**
 * The operator console's sections (decision 067). They live with the console rather than in
 * shared/paths.ts: only the console and its own nav link to them, and the shell stays lighter.
 */
export const ADMIN_PATHS = {
  /** ?status&page */
  applications: '/admin/applications',
  /** ?status&page */
  shops: '/admin/shops',
  /** ?shopId&applicantId&page */
  log: '/admin/log',
  settings: '/admin/settings',
} as const;
