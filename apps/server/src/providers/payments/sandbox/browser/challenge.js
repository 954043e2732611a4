// The sandbox PSP's 3-D Secure challenge page: the buyer completes or fails the authentication; the
// answer goes to the PSP, then back to the merchant page (its SDK's modal frame, or its return URL).
(() => {
  const config = JSON.parse(document.getElementById('config').textContent);
  const status = document.getElementById('status');
  const buttons = [document.getElementById('complete'), document.getElementById('fail')];
  buttons[0].focus();

  const answer = async (outcome) => {
    for (const b of buttons) b.disabled = true;
    let result;
    try {
      const res = await fetch(`/sandbox-psp/v1/challenge/${encodeURIComponent(config.id)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'omit',
        body: JSON.stringify({ outcome, locale: config.locale }),
      });
      result = await res.json();
      if (!res.ok) result = { error: result.error };
    } catch {
      result = { error: { code: 'processing_error', message: 'processing_error' } };
    }
    if (window.parent !== window && config.origin) {
      window.parent.postMessage({ type: 'challenge-result', ...result }, config.origin);
    } else if (config.returnUrl) {
      location.assign(config.returnUrl);
    } else {
      status.textContent = result.error ? result.error.message : '✓';
    }
  };

  buttons[0].addEventListener('click', () => answer('complete'));
  buttons[1].addEventListener('click', () => answer('fail'));
})();
