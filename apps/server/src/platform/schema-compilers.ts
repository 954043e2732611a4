import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** Both of fastify's compiler factories: (externalSchemas, options) → a compiler of route schemas. */
type Factory = (externalSchemas: unknown, options: unknown) => unknown;

// Fastify's own compilers, resolved from fastify's folder as fastify itself resolves them.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

/** A factory that requires `selector` (and calls it, as fastify does) the first time a route needs it. */
function onFirstUse(selector: string): Factory {
  let factory: Factory | undefined;
  return (externalSchemas, options) => {
    factory ??= (fromFastify(selector) as () => Factory)();
    return factory(externalSchemas, options);
  };
}

/**
 * Fastify loads ajv and fast-json-stringify whenever an instance is made (~70 ms of a restart),
 * though no route of ours declares a JSON schema: requests and answers are checked by zod
 * (platform/rpc.ts). These factories load the same compilers on first use, so a route that does
 * declare a schema still gets fastify's validation and serialisation (decision 077). One difference:
 * fastify counts them as custom, so it does not lower-case the keys of a `headers` schema.
 */
export const lazySchemaCompilers = {
  buildValidator: onFirstUse('@fastify/ajv-compiler'),
  buildSerializer: onFirstUse('@fastify/fast-json-stringify-compiler'),
} as Factories;
