import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is 2 in @node-rs/argon2 (a const enum, so not importable under isolatedModules).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS as any);

let dummy: Promise<string> | null = null;

/** Verifies; with no stored hash it still spends the same work, so unknown accounts answer like wrong passwords. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('kontor-timing-equaliser');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
