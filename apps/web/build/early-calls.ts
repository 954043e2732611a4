import path from 'node:path';
import { build } from 'esbuild';

/**
 * The inline script that starts the hot pages' first API calls from `index.html` (decision 079):
 * `startEarlyCalls` of `src/app/early-calls.ts` bundled with the very model functions the pages'
 * queries build their payloads with, so the two cannot drift apart. `hostPrefix` is the `{host}_`
 * of the spec's call names (`VITE_HOST_PREFIX`, as api-client.ts reads it).
 */
export async function earlyCallsScript(webRoot: string, hostPrefix: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { startEarlyCalls } from './src/app/early-calls.ts';\nstartEarlyCalls(${JSON.stringify(hostPrefix)});\n`,
      resolveDir: webRoot,
      sourcefile: 'early-calls-entry.ts',
      loader: 'ts',
    },
    absWorkingDir: webRoot,
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'silent',
    metafile: true,
  });
  // Nothing beyond our payload builders: a module that pulls in React, the query client or zod
  // (anything of node_modules that survives tree shaking) would weigh on every page's HTML.
  const foreign = Object.values(result.metafile.outputs)
    .flatMap((o) => Object.entries(o.inputs))
    .filter(([file, i]) => i.bytesInOutput > 0 && file.includes('node_modules'))
    .map(([file]) => file);
  if (foreign.length) throw new Error(`early-calls: the inline script would carry ${foreign.join(', ')}`);
  const code = result.outputFiles[0]?.text.trim() ?? '';
  if (!code || /<\/script|<!--/i.test(code))
    throw new Error(
      `early-calls: cannot inline the script (${path.join(webRoot, 'src/app/early-calls.ts')})`,
    );
  return code;
}
