import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live. The local folder is the default; an S3-compatible bucket plugs in here. */
export interface Storage {
  put(bytes: Buffer, extension: string): Promise<{ storedName: string; url: string }>;
  open(storedName: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes a stored file (an expired data export, a deleted account's archives); gone already is fine. */
  remove(storedName: string): Promise<void>;
}

const SAFE_NAME = /^[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/;

export function localStorage(root: string, publicPrefix = '/files'): Storage {
  return {
    async put(bytes, extension) {
      await mkdir(root, { recursive: true });
      const storedName = `${randomBytes(16).toString('base64url')}.${extension}`;
      await writeFile(path.join(root, storedName), bytes, { flag: 'wx' });
      return { storedName, url: `${publicPrefix}/${storedName}` };
    },
    async open(storedName) {
      if (!SAFE_NAME.test(storedName)) return null;
      const file = path.join(root, storedName);
      try {
        const s = await stat(file);
        return { stream: createReadStream(file), size: s.size };
      } catch {
        return null;
      }
    },
    async remove(storedName) {
      if (!SAFE_NAME.test(storedName)) return;
      await rm(path.join(root, storedName), { force: true });
    },
  };
}
