import type { Queryable } from '../platform/db/index.ts';
import { DEMO_APPLICANT } from './accounts.ts';

/**
 * A buyer whose merchant application waits for the operator (issue 17): a Dutch company, under review
 * since yesterday. Written as the application writer would leave it after a submission.
 */
export async function insertDemoApplication(q: Queryable, passwordHash: string, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const user = await q.one<{ id: number }>(
    `INSERT INTO app_user (email, password_hash, nickname, username, roles, language, site, created_at)
     VALUES ($1, $2, $3, $4, '{buyer}', NULL, 'NL', $5) RETURNING id`,
    [DEMO_APPLICANT.email, passwordHash, DEMO_APPLICANT.nickname, 'applicant', at(40)],
  );
  await q.query(
    `INSERT INTO merchant_application (user_id, status, company, documents, submitted_at, created_at)
     VALUES ($1, 'AUDIT', $2, '[]', $3, $3)`,
    [
      user!.id,
      JSON.stringify({
        legalName: 'Van Dijk Kantoorinrichting B.V.',
        registrationNumber: 'KvK 81234567',
        country: 'NL',
        vatNumber: 'NL862345678B01',
        provinceId: 1200,
        province: 'Utrecht',
        cityId: 1201,
        street: 'Stationsplein',
        houseNo: '12',
        postalCode: '3511 ED',
        city: 'Utrecht',
        contactName: 'Paula van Dijk',
        contactEmail: 'paula@vandijk-kantoor.example',
        contactPhone: '+31 30 555 1200',
        accountHolder: 'Van Dijk Kantoorinrichting B.V.',
        iban: 'NL91ABNA0417164300',
        category: 'standing-desks',
      }),
      at(1),
    ],
  );
}
