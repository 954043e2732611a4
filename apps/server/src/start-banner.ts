import { SITE_CODES } from '@kontor/domain';
import { DEMO_LOGINS } from './demo/accounts.ts';
import type { Config } from './platform/config.ts';

/** What `npm start` prints once the server answers: where, which database, the demo logins. */
export function startBanner(config: Config, dbKind: 'pg' | 'pglite', seconds: number): string {
  const url = `http://localhost:${config.port}`;
  return `
  Kontor is running at ${url} (ready ${seconds.toFixed(1)} s after start)
  Database: ${dbKind === 'pg' ? 'PostgreSQL server (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`}
  Storefronts: ${SITE_CODES.join(' ')}

  Demo logins (password for all: ${DEMO_LOGINS.password}):
${DEMO_LOGINS.accounts.map((a) => `    ${a.role.padEnd(16)} ${a.login}`).join('\n')}
`;
}
