import type { CurrentUser, Language, Role, SellerRight, SiteCode } from '@kontor/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Providers } from '../providers/providers.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { AppError, forbidden, unauthorized } from './errors.ts';
import { zodFields } from './validation.ts';

export type CallKind = 'flow' | 'func';

/** Who may make a call: anyone, any session (tourists too), a signed-in buyer (no tourist), a seller, an operator. */
export type Access = 'public' | 'session' | 'buyer' | 'seller' | 'operator';

/**
 * What services get from the app besides their transaction: the config and the providers, built
 * once in buildApp. Calls have them in their context; sweeps get them when they are registered.
 */
export interface AppDeps {
  config: Config;
  providers: Providers;
}

export interface CallContext extends AppDeps {
  db: Db;
  user: CurrentUser | null;
  site: SiteCode;
  language: Language;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The context of a call whose access guarantees a user. */
export type UserCallContext = CallContext & { user: CurrentUser };

/** What a handler returns: the response schema's input (response schemas carry no transforms). */
type Answer<R extends z.ZodType> = z.input<NoInfer<R>>;

export interface CallDef<S extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  kind: CallKind;
  /** The spec's name; `{host}_` is replaced by the configured prefix. */
  name: string;
  access: Access;
  schema: S;
  /**
   * The answer's `data`, from `packages/domain` beside the request schema (decision 013). It types
   * the handler's return so the DTO builders are checked by the compiler; it is not run in
   * production (the contract test `apps/server/test/contract-responses.test.ts` checks real answers).
   * Required: a call cannot be registered without it. A call answering nothing declares
   * `nullResponseSchema`.
   */
  response: R;
  handler: (input: z.output<S>, ctx: UserCallContext) => Promise<Answer<R>> | Answer<R>;
  /**
   * Seller calls: what the call does, for the rights of frozen and cleared shops (spec §6, decision
   * 055): `query` looks up, `pastOrders` acts on one order (name it with `sellerOrderOf`), `active`
   * (the default) anything else.
   */
  sellerRight?: SellerRight;
  sellerOrderOf?: (input: z.output<S>) => { orderId?: number; reverseOrderId?: number };
}

/** Checks a seller call against the shop's rights before the handler runs (set by app.ts). */
export type SellerGuard = (def: CallDef<any, any>, input: unknown, ctx: UserCallContext) => Promise<void>;

export function defineCall<S extends z.ZodType, R extends z.ZodType = z.ZodType>(
  def: CallDef<S, R>,
): CallDef<S, R> {
  return def;
}

export class CallRegistry {
  private readonly calls = new Map<string, CallDef<any, any>>();
  /** The rights check every seller call passes (decision 055); none until a feature sets it. */
  sellerGuard: SellerGuard | null = null;
  constructor(private readonly hostPrefix: string) {}

  resolveName(name: string): string {
    return name.replace(/^\{host\}_/, `${this.hostPrefix}_`);
  }

  register(...defs: CallDef<any, any>[]): void {
    for (const def of defs) {
      const key = `${def.kind}/${this.resolveName(def.name)}`;
      if (this.calls.has(key)) throw new Error(`call registered twice: ${key}`);
      this.calls.set(key, def);
    }
  }

  get(kind: string, name: string): CallDef<any, any> | undefined {
    return this.calls.get(`${kind}/${name}`);
  }

  names(): string[] {
    return [...this.calls.keys()];
  }
}

const ROLE_FOR_ACCESS: Partial<Record<Access, Role>> = { seller: 'seller', operator: 'operator' };

export function checkAccess(access: Access, user: CurrentUser | null): void {
  if (access === 'public') return;
  if (!user) throw unauthorized();
  if (access === 'session') return;
  if (access === 'buyer') {
    if (user.isTourist) throw unauthorized('errors.signInRequired');
    return;
  }
  const role = ROLE_FOR_ACCESS[access];
  if (role && !user.roles.includes(role)) throw forbidden();
}

const OWNER_FIELDS = ['buyerId', 'customerId'] as const;

/** A payload naming another buyer (`buyerId`/`customerId`, also one level down) is refused 403. */
export function checkOwnerFields(payload: unknown, user: CurrentUser | null): void {
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 1) return;
    if (Array.isArray(value)) {
      for (const v of value) visit(v, depth + 1);
      return;
    }
    for (const [k, v] of Object.entries(value)) {
      if ((OWNER_FIELDS as readonly string[]).includes(k) && v !== null && v !== undefined && v !== '') {
        if (!user || String(v) !== String(user.id)) throw forbidden('errors.foreignBuyer');
      } else visit(v, depth + 1);
    }
  };
  visit(payload, 0);
}

/** Takes the payload out of the one-element array the transport carries. */
export function unwrapBody(body: unknown, listPayload: boolean | 'either'): unknown {
  if (!Array.isArray(body) || body.length !== 1) {
    throw new AppError('INVALID_DATA', 'errors.bodyShape', {}, [
      { path: '', message: 'body must be a JSON array holding one payload' },
    ]);
  }
  const payload = body[0];
  const isList = Array.isArray(payload);
  const isObject = payload !== null && typeof payload === 'object' && !isList;
  const ok = listPayload === 'either' ? isList || isObject : listPayload ? isList : isObject;
  if (!ok) {
    throw new AppError('INVALID_DATA', 'errors.bodyShape', {}, [
      { path: '0', message: listPayload === true ? 'payload must be a list' : 'payload must be an object' },
    ]);
  }
  return payload;
}

export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  // `reportInput` tells a missing value from a wrong one (`issueMessageKey`); the input never leaves.
  const result = schema.safeParse(payload, { reportInput: true });
  if (!result.success) throw new AppError('INVALID_DATA', 'errors.invalidData', {}, zodFields(result.error));
  return result.data;
}

/** Whether a call's payload is a list (the element of the body array is itself an array), an object, or either. */
export function takesList(schema: z.ZodType): boolean | 'either' {
  const def = (schema as any)?._zod?.def ?? (schema as any)?.def;
  if (def?.type === 'array') return true;
  if (def?.type === 'union')
    return def.options.some((o: z.ZodType) => takesList(o) === true) ? 'either' : false;
  if (def?.type === 'pipe') return takesList(def.in);
  return false;
}
