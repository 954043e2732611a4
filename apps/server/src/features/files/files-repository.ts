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
};
