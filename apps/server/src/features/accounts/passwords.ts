// The native argon2 binding loads with the first sign-in or sign-up, not at every start (decision 077).
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
const argon = () => {
  argon2 ??= import('@node-rs/argon2');
  return argon2;
};

// Algorithm.Argon2id is 2 in @node-rs/argon2 (a const enum, so not importable under isolatedModules).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = async (password: string) => (await argon()).hash(password, OPTIONS as any);

let dummy: Promise<string> | null = null;

/** Verifies; with no stored hash it still spends the same work, so unknown accounts answer like wrong passwords. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('kontor-timing-equaliser');
    const { verify } = await argon();
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  const { verify } = await argon();
  return verify(stored, password).catch(() => false);
}
