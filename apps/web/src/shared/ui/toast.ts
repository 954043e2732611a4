type Level = 'success' | 'error' | 'info' | 'warning';

let loading: Promise<typeof import('./toast-messages.tsx')> | undefined;

function show(level: Level, text: string): void {
  loading ??= import('./toast-messages.tsx');
  void loading.then(({ message }) => message[level](text));
}

/**
 * Short confirmations ("N items added to cart"). antd's message component is fetched the first time
 * one is shown, not with every page.
 */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
};
