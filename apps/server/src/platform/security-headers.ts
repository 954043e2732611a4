import type { IncomingMessage, ServerResponse } from 'node:http';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a header-setting middleware (helmet's) writes, recorded once. With fixed options its
 * answer is the same for every request: helmet's own object is still what decides every header,
 * but a request no longer walks its thirteen middlewares and thirteen `setHeader` calls on the
 * raw response (which also sent every other header of the answer through Node's slower path).
 * Fastify then writes them with the answer's other headers (decision 078). A middleware that does
 * not finish at once, fails, or removes a header other than X-Powered-By (which Fastify does not
 * set) is refused: it depends on the request.
 */
export function recordedHeaders(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  let finished = false;
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      if (typeof value !== 'string') throw new Error(`security headers: ${name} is not one text`);
      headers[name.toLowerCase()] = value;
      return res;
    },
    removeHeader(name: string) {
      if (name.toLowerCase() !== 'x-powered-by') throw new Error(`security headers: removes ${name}`);
    },
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('security headers: the middleware did not finish at once');
  return headers;
}
