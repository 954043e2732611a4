import type { CardProviderConfig } from '@kontor/domain/cards/cards-responses';

/**
 * The card provider's browser side, whatever the provider (decision 030): hosted fields mounted in
 * an element, and confirmations of a setup or a payment with a client secret. The digits stay in
 * the provider's fields; this page only ever holds what they report (empty, complete, a message).
 */
export interface CardFieldsReport {
  /** Which of the provider's fields are still empty (spec §5: "… cannot be empty"). */
  empty: { number: boolean; expiry: boolean; cvc: boolean };
  complete: boolean;
  /** The provider's own message for what was typed, if any. */
  error?: { code: string; message: string };
}

export type ConfirmResult = { ok: true; status: string } | { ok: false; code: string; message: string };

export interface BillingDetails {
  name: string;
  email: string;
  phone: string;
  address: {
    country: string;
    postal_code: string;
    city?: string;
    state?: string;
    line1: string;
    line2?: string;
  };
}

export interface MountedCardFields {
  confirmSetup(clientSecret: string, billing: BillingDetails): Promise<ConfirmResult>;
  confirmPayment(clientSecret: string, billing?: BillingDetails): Promise<ConfirmResult>;
  destroy(): void;
}

/** Labels for providers whose fields come without their own (one frame per field). */
export interface CardFieldLabels {
  number: string;
  expiry: string;
  cvc: string;
}

export interface CardProviderAdapter {
  mount(
    host: HTMLElement,
    onReport: (report: CardFieldsReport) => void,
    labels: CardFieldLabels,
  ): MountedCardFields;
}

const LOAD_TIMEOUT_MS = 15_000;
const scripts = new Map<string, Promise<void>>();

/** Adds the provider's script once per page; rejects when it fails or is not there in time. */
function loadScript(src: string, ready: () => boolean): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      if (ready()) return resolve();
      const el = document.createElement('script');
      el.src = src;
      el.async = true;
      const timer = window.setTimeout(
        () => reject(new Error('card provider script timed out')),
        LOAD_TIMEOUT_MS,
      );
      el.onload = () => {
        window.clearTimeout(timer);
        if (ready()) resolve();
        else reject(new Error('card provider script did not start'));
      };
      el.onerror = () => {
        window.clearTimeout(timer);
        reject(new Error('card provider script failed to load'));
      };
      document.head.append(el);
    });
    // A failed load may be tried again (the buyer reopens the dialog).
    loading.catch(() => scripts.delete(src));
    scripts.set(src, loading);
  }
  return loading;
}

// ---- the embedded sandbox PSP (Stripe.js-shaped SDK at /sandbox-psp/v1/sandbox.js) ----

interface SandboxCardElement {
  mount(host: HTMLElement): void;
  on(type: string, fn: (event: any) => void): void;
  destroy(): void;
}
interface SandboxResult {
  error?: { code?: string; message?: string };
  setupIntent?: { status: string };
  paymentIntent?: { status: string };
}
interface SandboxSdk {
  elements(): { create(type: 'card'): SandboxCardElement };
  confirmCardSetup(secret: string, data: object): Promise<SandboxResult>;
  confirmCardPayment(secret: string, data: object): Promise<SandboxResult>;
}
declare global {
  interface Window {
    Sandbox?: (key: string, options: { locale: string }) => SandboxSdk;
  }
}

function sandboxAdapter(config: CardProviderConfig, sdk: SandboxSdk): CardProviderAdapter {
  void config;
  return {
    mount(host, onReport) {
      const card = sdk.elements().create('card');
      card.on('change', (e) =>
        onReport({
          empty: e.emptyFields ?? { number: true, expiry: true, cvc: true },
          complete: Boolean(e.complete),
          error: e.error ? { code: e.error.code, message: e.error.message } : undefined,
        }),
      );
      card.mount(host);
      const result = (r: SandboxResult, intent?: { status: string }): ConfirmResult =>
        r.error
          ? { ok: false, code: r.error.code ?? 'card_error', message: r.error.message ?? '' }
          : { ok: true, status: intent?.status ?? 'succeeded' };
      return {
        async confirmSetup(secret, billing) {
          const r = await sdk.confirmCardSetup(secret, {
            payment_method: { card, billing_details: billing },
          });
          return result(r, r.setupIntent);
        },
        async confirmPayment(secret, billing) {
          const r = await sdk.confirmCardPayment(secret, {
            payment_method: { card, billing_details: billing },
          });
          return result(r, r.paymentIntent);
        },
        destroy: () => card.destroy(),
      };
    },
  };
}

// ---- Stripe (Stripe.js through @stripe/stripe-js, split card elements) ----

type Part = 'number' | 'expiry' | 'cvc';
const STRIPE_ELEMENTS = { number: 'cardNumber', expiry: 'cardExpiry', cvc: 'cardCvc' } as const;

async function stripeAdapter(config: CardProviderConfig): Promise<CardProviderAdapter> {
  // Imported here, so Stripe.js is fetched only where card fields are shown with Stripe configured.
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(config.publishableKey, { locale: config.locale });
  if (!stripe) throw new Error('Stripe.js did not load');
  return {
    mount(host, onReport, labels) {
      const elements = stripe.elements({ locale: config.locale });
      const state: Record<
        Part,
        { empty: boolean; complete: boolean; error?: { code: string; message: string } }
      > = {
        number: { empty: true, complete: false },
        expiry: { empty: true, complete: false },
        cvc: { empty: true, complete: false },
      };
      const report = () => {
        const parts = Object.values(state);
        onReport({
          empty: { number: state.number.empty, expiry: state.expiry.empty, cvc: state.cvc.empty },
          complete: parts.every((p) => p.complete),
          error: parts.find((p) => p.error)?.error,
        });
      };
      host.replaceChildren();
      const created = (Object.keys(STRIPE_ELEMENTS) as Part[]).map((part) => {
        const box = document.createElement('div');
        const label = document.createElement('div');
        label.textContent = labels[part];
        const slot = document.createElement('div');
        slot.style.cssText = 'padding:9px 11px;border:1px solid #d9d9d9;border-radius:6px;margin:4px 0 12px';
        box.append(label, slot);
        host.append(box);
        const element = elements.create(STRIPE_ELEMENTS[part] as 'cardNumber');
        element.on('change', (e) => {
          state[part] = {
            empty: e.empty,
            complete: e.complete,
            error: e.error ? { code: e.error.code ?? 'invalid', message: e.error.message } : undefined,
          };
          report();
        });
        element.mount(slot);
        return element;
      });
      const card = created[0]!;
      const result = (
        r: { error?: { code?: string; message?: string } },
        intent?: { status: string } | null,
      ): ConfirmResult =>
        r.error
          ? { ok: false, code: r.error.code ?? 'card_error', message: r.error.message ?? '' }
          : { ok: true, status: intent?.status ?? 'succeeded' };
      const billing = (b?: BillingDetails) => (b ? { billing_details: b } : {});
      return {
        async confirmSetup(secret, details) {
          const r = await stripe.confirmCardSetup(secret, { payment_method: { card, ...billing(details) } });
          return result(r, r.setupIntent);
        },
        async confirmPayment(secret, details) {
          const r = await stripe.confirmCardPayment(secret, {
            payment_method: { card, ...billing(details) },
          });
          return result(r, r.paymentIntent);
        },
        destroy: () => {
          for (const e of created) e.destroy();
        },
      };
    },
  };
}

/**
 * Loads the provider's browser script (only on the routes that show card fields) and answers its
 * adapter. Rejects when the provider cannot be loaded: the form then says so (spec §5).
 */
export async function loadCardProvider(config: CardProviderConfig): Promise<CardProviderAdapter> {
  if (config.provider === 'sandbox' && config.scriptUrl) {
    await loadScript(config.scriptUrl, () => typeof window.Sandbox === 'function');
    return sandboxAdapter(config, window.Sandbox!(config.publishableKey, { locale: config.locale }));
  }
  if (config.provider === 'stripe') return stripeAdapter(config);
  throw new Error(`no browser adapter for the card provider ${config.provider}`);
}
