import { DEFAULT_SANDBOX_KEYS } from '../src/providers/payments/sandbox/sandbox-settings.ts';
import { expectOk, type TestContext } from './harness.ts';

/** The billing details of the add-card form, as a German buyer types them. */
export const CARD_FORM = {
  cardHolderName: 'Jürgen Müller-Lüdenscheidt',
  mobile: '+49 151 23456789',
  email: 'juergen@example.de',
  country: 'DE',
  address: 'Bayern/München/Altstadt',
  street: 'Straße der Einheit',
  houseNumber: '12a',
  zipCode: '80331',
  city: 'München',
  state: 'Bayern',
  isSave: 1,
};

export const PK = DEFAULT_SANDBOX_KEYS.publishableKey;

/**
 * What the browser does with the sandbox PSP after customer_CreateCardFlow: its card fields tokenise
 * the card at the PSP's own endpoint, then the SDK confirms the setup with the client secret. Answers
 * the setup intent (status, next action, last error).
 */
export async function confirmAtSandbox(t: TestContext, clientSecret: string, number: string) {
  const tok = await t.request('POST', '/sandbox-psp/v1/tokens', {
    body: { key: PK, number, expiry: '12 / 34', cvc: '123', locale: 'en' },
  });
  if (tok.statusCode !== 200) throw new Error(`tokens: ${tok.payload}`);
  const confirmed = await t.request('POST', '/sandbox-psp/v1/setup_intents/confirm', {
    body: { key: PK, clientSecret, paymentMethod: tok.body.token, locale: 'en' },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.payload}`);
  return confirmed.body.setupIntent as {
    status: string;
    nextAction: { url: string } | null;
    lastError: { code: string; message: string } | null;
  };
}

/** Starts a card setup as the buyer: the card id and the client secret. */
export async function createCard(t: TestContext, cookie: string, form: object = CARD_FORM) {
  const created = expectOk(await t.call('flow', 'customer_CreateCardFlow', form, { cookie, site: 'DE' }));
  return { id: created.id as number, clientSecret: JSON.parse(created.extra).clientSecret as string };
}

/** A saved, active card of the buyer, made the way the add-card dialog makes it. */
export async function saveTestCard(t: TestContext, cookie: string, number = '4242424242424242') {
  const { id, clientSecret } = await createCard(t, cookie);
  await confirmAtSandbox(t, clientSecret, number);
  const card = expectOk(await t.call('func', 'customer_QueryOneCardFunc', { id }, { cookie, site: 'DE' }));
  if (!card.payCenterToken) throw new Error(`card ${id} did not become active`);
  return id;
}
