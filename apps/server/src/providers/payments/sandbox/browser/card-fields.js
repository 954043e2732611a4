// The sandbox PSP's hosted card fields (runs inside its iframe page, /sandbox-psp/v1/elements/card).
// The digits stay in this frame: it checks them, shows its own messages, and on the merchant's
// request tokenises them at the PSP (/sandbox-psp/v1/tokens), answering the page with a token only.
(() => {
  const config = JSON.parse(document.getElementById('config').textContent);
  const M = config.messages;
  const fields = ['number', 'expiry', 'cvc'];
  const input = Object.fromEntries(fields.map((f) => [f, document.getElementById(f)]));
  const touched = new Set();
  const toParent = (msg) => window.parent.postMessage({ ...msg, frame: config.frame }, config.origin);

  const digitsOf = (v) => v.replace(/\D/g, '');
  const brandOf = (d) =>
    /^4/.test(d)
      ? 'visa'
      : /^(5[1-5]|2[2-7])/.test(d)
        ? 'mastercard'
        : /^3[47]/.test(d)
          ? 'amex'
          : /^62/.test(d)
            ? 'unionpay'
            : 'unknown';
  const luhn = (d) => {
    let sum = 0;
    for (let i = 0; i < d.length; i++) {
      let n = Number(d[d.length - 1 - i]);
      if (i % 2 === 1) {
        n *= 2;
        if (n > 9) n -= 9;
      }
      sum += n;
    }
    return sum % 10 === 0;
  };

  /** The field's problem as a code, or null; `final` also calls incomplete input an error. */
  const check = (field, final) => {
    const v = input[field].value.trim();
    if (!v) return 'empty';
    if (field === 'number') {
      const d = digitsOf(v);
      if (d.length < (brandOf(d) === 'amex' ? 15 : 16) && !final) return 'typing';
      if (d.length < 12) return 'incomplete_number';
      return d.length <= 19 && luhn(d) ? null : 'invalid_number';
    }
    if (field === 'expiry') {
      const m = /^(\d{1,2})\s*\/?\s*(\d{2})$/.exec(v);
      if (!m) return final || v.length >= 7 ? 'incomplete_expiry' : 'typing';
      const month = Number(m[1]);
      const year = 2000 + Number(m[2]);
      const now = new Date();
      if (month < 1 || month > 12) return 'invalid_expiry';
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
        return 'expired';
      return null;
    }
    const len = brandOf(digitsOf(input.number.value)) === 'amex' ? 4 : 3;
    if (v.length < len && !final) return 'typing';
    return new RegExp(`^\\d{${len}}$`).test(v) ? null : v.length < len ? 'incomplete_cvc' : 'invalid_cvc';
  };

  const show = (field, code) => {
    const box = input[field].parentElement;
    const shown = code && code !== 'empty' && code !== 'typing' ? M[code] || code : '';
    box.querySelector('.error').textContent = shown;
    box.classList.toggle('invalid', Boolean(shown));
    input[field].setAttribute('aria-invalid', shown ? 'true' : 'false');
  };

  const state = () => {
    const codes = Object.fromEntries(fields.map((f) => [f, check(f, touched.has(f))]));
    const firstError = fields.find((f) => codes[f] && codes[f] !== 'empty' && codes[f] !== 'typing');
    return {
      elementType: 'card',
      brand: brandOf(digitsOf(input.number.value)),
      empty: fields.every((f) => codes[f] === 'empty'),
      emptyFields: Object.fromEntries(fields.map((f) => [f, codes[f] === 'empty'])),
      complete: fields.every((f) => codes[f] === null),
      error: firstError
        ? { field: firstError, code: codes[firstError], message: M[codes[firstError]] }
        : undefined,
    };
  };

  const changed = () => toParent({ type: 'change', event: state() });

  input.number.addEventListener('input', () => {
    const d = digitsOf(input.number.value).slice(0, 19);
    input.number.value = d.replace(/(\d{4})(?=\d)/g, '$1 ');
    if (check('number', false) === null && document.activeElement === input.number) input.expiry.focus();
    show('number', check('number', false));
    changed();
  });
  input.expiry.addEventListener('input', (e) => {
    let d = digitsOf(input.expiry.value).slice(0, 4);
    if (d.length === 1 && Number(d) > 1) d = `0${d}`;
    const deleting = e.inputType?.startsWith('delete');
    input.expiry.value =
      d.length > 2 || (d.length === 2 && !deleting) ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
    if (check('expiry', false) === null) input.cvc.focus();
    show('expiry', check('expiry', false));
    changed();
  });
  input.cvc.addEventListener('input', () => {
    input.cvc.value = digitsOf(input.cvc.value).slice(0, 4);
    show('cvc', check('cvc', false));
    changed();
  });
  for (const f of fields) {
    input[f].addEventListener('blur', () => {
      if (input[f].value.trim()) touched.add(f);
      show(f, check(f, touched.has(f)));
      changed();
      toParent({ type: 'blur', event: {} });
    });
    input[f].addEventListener('focus', () => toParent({ type: 'focus', event: {} }));
  }

  const tokenize = async (request) => {
    for (const f of fields) touched.add(f);
    const codes = Object.fromEntries(fields.map((f) => [f, check(f, true)]));
    for (const f of fields) show(f, codes[f]);
    changed();
    const bad = fields.find((f) => codes[f]);
    if (bad) {
      const code = codes[bad] === 'empty' ? `incomplete_${bad}` : codes[bad];
      return toParent({
        type: 'token-error',
        request,
        error: { field: bad, code, message: M[code] || code },
      });
    }
    try {
      const res = await fetch('/sandbox-psp/v1/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'omit',
        body: JSON.stringify({
          key: config.key,
          locale: config.locale,
          number: digitsOf(input.number.value),
          expiry: input.expiry.value,
          cvc: input.cvc.value,
        }),
      });
      const json = await res.json();
      if (!res.ok) {
        for (const [f, e] of Object.entries(json.errors || {})) show(f, e.code);
        return toParent({ type: 'token-error', request, error: json.error });
      }
      toParent({ type: 'token', request, token: json.token, card: json.card });
    } catch {
      toParent({
        type: 'token-error',
        request,
        error: { code: 'processing_error', message: M.processing_error },
      });
    }
  };

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== config.origin) return;
    const msg = event.data;
    if (!msg || msg.frame !== config.frame) return;
    if (msg.type === 'tokenize') void tokenize(msg.request);
    else if (msg.type === 'focus') input.number.focus();
    else if (msg.type === 'clear') {
      for (const f of fields) {
        input[f].value = '';
        show(f, null);
      }
      touched.clear();
      changed();
    }
  });

  const resize = () => toParent({ type: 'resize', height: Math.ceil(document.documentElement.scrollHeight) });
  new ResizeObserver(resize).observe(document.body);
  resize();
  toParent({ type: 'ready', event: {} });
  changed();
})();
