/**
 * The pay-later provider's widget in the browser (Klarna-shaped: `Payments.init({client_token})`,
 * `load({container}, cb)`, `authorize({auto_finalize}, data, cb)`), whatever serves it — the
 * embedded sandbox (`window.SandboxPayLater`) or Klarna (`window.Klarna`). The script comes from the
 * attempt's next action; the widget shows the offer in the channel's panel and asks the buyer in the
 * provider's own dialog. Answers the authorization token, or why there is none.
 */

interface WidgetAnswer {
  approved?: boolean;
  show_form?: boolean;
  authorization_token?: string;
  error?: unknown;
}
type Callback = (answer: WidgetAnswer) => void;
interface PaymentsApi {
  init(options: { client_token: string }): void;
  load(options: { container: HTMLElement | string }, data: object, callback: Callback): void;
  authorize(options: { auto_finalize?: boolean }, data: object, callback: Callback): void;
}
type WidgetWindow = Window & {
  SandboxPayLater?: { Payments: PaymentsApi };
  Klarna?: { Payments: PaymentsApi };
};

const api = () => {
  const w = window as WidgetWindow;
  return w.SandboxPayLater?.Payments ?? w.Klarna?.Payments;
};

const LOAD_TIMEOUT_MS = 15_000;
const loaded = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = loaded.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      if (api()) return resolve();
      const el = document.createElement('script');
      el.src = src;
      el.async = true;
      const timer = window.setTimeout(() => reject(new Error('pay-later script timed out')), LOAD_TIMEOUT_MS);
      el.onload = () => {
        window.clearTimeout(timer);
        if (api()) resolve();
        else reject(new Error('pay-later script did not start'));
      };
      el.onerror = () => {
        window.clearTimeout(timer);
        reject(new Error('pay-later script failed to load'));
      };
      document.head.append(el);
    });
    loading.catch(() => loaded.delete(src));
    loaded.set(src, loading);
  }
  return loading;
}

export type PayLaterOutcome =
  | { kind: 'approved'; authorizationToken: string }
  | { kind: 'refused' }
  | { kind: 'closed' };

/** Loads the widget into `container`, then asks the buyer (the provider's dialog). */
export async function authorizePayLater(
  scriptUrl: string,
  clientToken: string,
  container: HTMLElement | null,
): Promise<PayLaterOutcome> {
  await loadScript(scriptUrl);
  const payments = api();
  if (!payments) throw new Error('pay-later script did not start');
  payments.init({ client_token: clientToken });
  if (container) {
    await new Promise<void>((resolve, reject) =>
      payments.load({ container }, {}, (a) =>
        a.show_form === false && a.error ? reject(a.error) : resolve(),
      ),
    );
  }
  const answer = await new Promise<WidgetAnswer>((resolve) =>
    payments.authorize({ auto_finalize: true }, {}, resolve),
  );
  if (answer.approved && answer.authorization_token)
    return { kind: 'approved', authorizationToken: answer.authorization_token };
  return answer.show_form === false ? { kind: 'refused' } : { kind: 'closed' };
}
