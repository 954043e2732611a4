import type { Plugin } from 'vite';

/**
 * Writes the entry's stylesheet into `index.html` as a `<style>` instead of a `<link>` (decision 070).
 *
 * The entry CSS (global rules, the banner, the boot shell: ~15 KB, ~4.5 KB compressed) is needed for
 * the first paint of every page. As a file it is one more round trip before anything shows, and the
 * module scripts fetched at the same time count as blocking that paint in Lighthouse's simulation
 * (they arrive before it). Inline, the boot shell paints with the document. `index.html` is
 * revalidated (ETag, 304) rather than downloaded on a reload, so the bytes are not sent again; the
 * file stays in `dist/assets` (the manifest names it) but nothing links it.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'kontor-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            // `</style` cannot occur in our CSS; guard anyway, a stray one would end the element early.
            if (/<\/style/i.test(css)) return tag;
            return `<style>${css.trim()}</style>`;
          },
        );
      },
    },
  };
}
