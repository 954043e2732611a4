// The sandbox PSP's browser SDK (served at /sandbox-psp/v1/sandbox.js), shaped like Stripe.js:
//   const sandbox = window.Sandbox(publishableKey, { locale: 'zh' | 'en' });
//   const card = sandbox.elements().create('card'); card.mount(element); card.on('change', fn);
//   const { setupIntent, error } = await sandbox.confirmCardSetup(clientSecret, { payment_method: { card } });
//   const { paymentIntent, error } = await sandbox.confirmCardPayment(clientSecret, { payment_method: { card } });
// The card digits live only in the fields' iframe (the PSP's own page); it tokenises them at the PSP's
// own endpoint and hands this script a token. The merchant page never sees a number or a security code.
(() => {
  const script = document.currentScript;
  const base = new URL('.', script ? script.src : `${location.origin}/sandbox-psp/v1/`);
  const pspOrigin = base.origin;
  let frames = 0;

  const post = async (path, body) => {
    const res = await fetch(new URL(path, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify(body),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) {
      const error = json.error ?? {
        code: 'api_error',
        message: 'The payment provider could not be reached.',
      };
      return { error: { type: 'card_error', ...error } };
    }
    return json;
  };

  class CardElement {
    constructor(key, locale) {
      this.key = key;
      this.locale = locale;
      this.id = `sbx-card-${++frames}`;
      this.listeners = { change: [], ready: [], focus: [], blur: [] };
      this.pending = new Map();
      this.iframe = null;
      this.onMessage = (event) => {
        if (event.origin !== pspOrigin || !this.iframe || event.source !== this.iframe.contentWindow) return;
        const msg = event.data;
        if (!msg || msg.frame !== this.id) return;
        if (msg.type === 'resize') this.iframe.style.height = `${msg.height}px`;
        else if (msg.type === 'token' || msg.type === 'token-error') {
          const resolve = this.pending.get(msg.request);
          this.pending.delete(msg.request);
          resolve?.(msg);
        } else if (this.listeners[msg.type]) for (const fn of this.listeners[msg.type]) fn(msg.event ?? {});
      };
    }

    mount(target) {
      const host = typeof target === 'string' ? document.querySelector(target) : target;
      if (!host) throw new Error('Sandbox: the element to mount the card fields in does not exist');
      const iframe = document.createElement('iframe');
      const url = new URL('elements/card', base);
      url.searchParams.set('key', this.key);
      url.searchParams.set('locale', this.locale);
      url.searchParams.set('frame', this.id);
      url.searchParams.set('origin', location.origin);
      iframe.src = url.toString();
      iframe.name = this.id;
      iframe.title = this.locale === 'zh' ? '安全的银行卡输入框' : 'Secure card payment input frame';
      iframe.setAttribute('allow', 'payment');
      iframe.style.cssText =
        'border:0;width:100%;height:132px;display:block;overflow:hidden;background:transparent';
      iframe.setAttribute('scrolling', 'no');
      host.replaceChildren(iframe);
      this.iframe = iframe;
      window.addEventListener('message', this.onMessage);
      return this;
    }

    on(type, fn) {
      if (!this.listeners[type]) this.listeners[type] = [];
      this.listeners[type].push(fn);
      return this;
    }

    off(type, fn) {
      this.listeners[type] = (this.listeners[type] ?? []).filter((f) => f !== fn);
      return this;
    }

    focus() {
      this.iframe?.contentWindow?.postMessage({ type: 'focus', frame: this.id }, pspOrigin);
    }

    clear() {
      this.iframe?.contentWindow?.postMessage({ type: 'clear', frame: this.id }, pspOrigin);
    }

    unmount() {
      window.removeEventListener('message', this.onMessage);
      this.iframe?.remove();
      this.iframe = null;
    }

    destroy() {
      this.unmount();
    }

    /** Asks the fields to tokenise what was typed: answers `{token}` or `{error}`. */
    tokenize(billing) {
      if (!this.iframe)
        return Promise.resolve({
          error: { code: 'not_mounted', message: 'The card fields are not mounted.' },
        });
      const request = `${this.id}:${Date.now()}:${Math.random()}`;
      return new Promise((resolve) => {
        this.pending.set(request, (msg) =>
          resolve(msg.type === 'token' ? { token: msg.token, card: msg.card } : { error: msg.error }),
        );
        this.iframe.contentWindow.postMessage(
          { type: 'tokenize', frame: this.id, request, billing },
          pspOrigin,
        );
      });
    }
  }

  /** The 3-D Secure challenge in a modal frame over the page; answers the challenge's outcome. */
  const challenge = (url, locale) =>
    new Promise((resolve) => {
      const overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', locale === 'zh' ? '3-D Secure 验证' : '3-D Secure authentication');
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center';
      const frame = document.createElement('iframe');
      const src = new URL(url, base);
      src.searchParams.set('locale', locale);
      src.searchParams.set('origin', location.origin);
      frame.src = src.toString();
      frame.title = locale === 'zh' ? '3-D Secure 验证' : '3-D Secure authentication';
      frame.style.cssText =
        'border:0;background:#fff;border-radius:8px;width:min(420px,calc(100vw - 24px));height:min(440px,calc(100vh - 24px))';
      overlay.append(frame);
      const done = (event) => {
        if (event.origin !== pspOrigin || event.source !== frame.contentWindow) return;
        if (event.data?.type !== 'challenge-result') return;
        window.removeEventListener('message', done);
        overlay.remove();
        resolve(event.data);
      };
      window.addEventListener('message', done);
      document.body.append(overlay);
      frame.focus();
    });

  class Sandbox {
    constructor(publishableKey, options = {}) {
      if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_'))
        throw new Error('Sandbox: a publishable key (pk_…) is required');
      this.key = publishableKey;
      this.locale = options.locale === 'zh' ? 'zh' : 'en';
    }

    elements() {
      return {
        create: (type) => {
          if (type !== 'card') throw new Error(`Sandbox: unknown element ${type}`);
          return new CardElement(this.key, this.locale);
        },
      };
    }

    confirmCardSetup(clientSecret, data = {}) {
      return this.confirm('setup_intents', 'setupIntent', clientSecret, data);
    }

    confirmCardPayment(clientSecret, data = {}) {
      return this.confirm('payment_intents', 'paymentIntent', clientSecret, data);
    }

    async confirm(kind, name, clientSecret, data) {
      const card = data.payment_method?.card;
      let token = typeof data.payment_method === 'string' ? data.payment_method : null;
      if (!token) {
        if (!(card instanceof CardElement))
          return {
            error: { type: 'validation_error', code: 'missing_card', message: 'A card element is required.' },
          };
        const tokenised = await card.tokenize(data.payment_method.billing_details);
        if (tokenised.error) return { error: { type: 'validation_error', ...tokenised.error } };
        token = tokenised.token;
      }
      const confirmed = await post(`${kind}/confirm`, {
        key: this.key,
        clientSecret,
        paymentMethod: token,
        locale: this.locale,
      });
      if (confirmed.error) return confirmed;
      let intent = confirmed[name];
      if (intent.status === 'requires_action' && intent.nextAction?.url) {
        const outcome = await challenge(intent.nextAction.url, this.locale);
        intent = outcome.intent ?? intent;
        if (outcome.error) return { error: { type: 'card_error', ...outcome.error }, [name]: intent };
      }
      if (intent.status === 'failed' || intent.lastError)
        return { error: { type: 'card_error', ...intent.lastError }, [name]: intent };
      return { [name]: intent };
    }
  }

  window.Sandbox = (key, options) => new Sandbox(key, options);
})();
