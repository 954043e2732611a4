import type { Queryable } from '../../platform/db/index.ts';

export interface StoredFileRow {
  id: number;
  owner_user_id: number;
  stored_name: string;
  content_type: string;
  size_bytes: number;
  purpose: string;
}

export const filesRepository = {
  async record(
    q: Queryable,
    f: {
      ownerId: number;
      purpose: string;
      storedName: string;
      originalName: string;
      type: string;
      size: number;
    },
  ): Promise<void> {
    await q.query(
      `INSERT INTO stored_file (owner_user_id, purpose, stored_name, original_name, content_type, size_bytes)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [f.ownerId, f.purpose, f.storedName, f.originalName, f.type, f.size],
    );
  },

  async byStoredName(q: Queryable, storedName: string): Promise<StoredFileRow | undefined> {
    return q.one<StoredFileRow>(
      'SELECT id, owner_user_id, stored_name, content_type, size_bytes, purpose FROM stored_file WHERE stored_name = $1',
      [storedName],
    );
  },

  /** Which of these URLs are the user's own uploads for purpose (reviews and after-sales attach only those). */
  async ownedUrls(q: Queryable, ownerId: number, purpose: string, urls: string[]): Promise<Set<string>> {
    const names = urls.map((u) => u.replace(/^\/files\//, ''));
    const rows = await q.query<{ stored_name: string }>(
      'SELECT stored_name FROM stored_file WHERE owner_user_id = $1 AND purpose = $2 AND stored_name = ANY($3)',
      [ownerId, purpose, names],
    );
    return new Set(rows.map((r) => `/files/${r.stored_name}`));
  },

  async ownedByUrl(
    q: Queryable,
    ownerId: number,
    purpose: string,
    url: string,
  ): Promise<StoredFileRow | undefined> {
    const name = url.replace(/^(https?:\/\/[^/]+)?\/files\//, '');
    return q.one<StoredFileRow>(
      `SELECT id, owner_user_id, stored_name, content_type, size_bytes, purpose FROM stored_file
        WHERE owner_user_id = $1 AND purpose = $2 AND stored_name = $3`,
      [ownerId, purpose, name],
    );
  },

  /** Whether a private file was handed to the shop (the shop concerned may fetch it; decision 017). */
  async isGrantedToShop(q: Queryable, fileId: number, shopId: number): Promise<boolean> {
    const row = await q.one(
      'SELECT 1 AS hit FROM stored_file_shop WHERE stored_file_id = $1 AND shop_id = $2',
      [fileId, shopId],
    );
    return !!row;
  },

  /**
   * Hands the owner's private uploads at these URLs to a shop, which may then fetch them: after-sales
   * evidence to the order's shop, a billing document to the shops of the orders that use it, merchant
   * documents to the applicant's shop. URLs that are not the owner's uploads are ignored.
   */
  async grantToShop(q: Queryable, ownerId: number, urls: string[], shopId: number): Promise<void> {
    if (!urls.length) return;
    const names = urls.map((u) => u.replace(/^(https?:\/\/[^/]+)?\/files\//, ''));
    await q.query(
      `INSERT INTO stored_file_shop (stored_file_id, shop_id)
       SELECT id, $3 FROM stored_file WHERE owner_user_id = $1 AND stored_name = ANY($2)
       ON CONFLICT DO NOTHING`,
      [ownerId, names, shopId],
    );
  },
};
