// Paying with the channels other than a plain card (issue 14 acceptance): the 3-D Secure card
// (completed and failed), the wallet (the provider's approval page, captured on return) and a
// pay-later widget (the provider's dialog). The demo buyer on the German storefront; each test makes
// its own contract through the API. Both widths, axe on checkout and the results, screenshots.
import { describe, expect, it } from 'vitest';
import {
  CARDS,
  chooseChannel,
  contractOf,
  contractState,
  enterNewCard,
  expectOutcome,
  openCheckout,
  recordStatuses,
  visible,
} from './checkout-kit.ts';
import {
  browserForFile,
  expectAccessible,
  newContext,
  onStorefront,
  screenshot,
  showInLanguage,
  signInByApi,
  type ViewportName,
} from './support.ts';

const browser = browserForFile();

async function buyer(viewport: ViewportName) {
  const context = await newContext(browser(), viewport);
  await signInByApi(context, 'buyer@kontor.test');
  await onStorefront(context, 'DE');
  await showInLanguage(context, 'en');
  return context;
}

describe.each(['desktop', 'mobile'] as const)('paying channels at %s width', (viewport) => {
  it('the 3-D Secure card: completing the challenge pays, failing it does not', async () => {
    const context = await buyer(viewport);
    const page = await context.newPage();

    const paid = await contractOf(context.request, ['lumen-clamp']);
    await openCheckout(page, paid);
    await enterNewCard(page, CARDS.challenge);
    await page.getByRole('button', { name: 'Pay now' }).click();
    const challenge = page.frameLocator('iframe[title="3-D Secure authentication"]');
    await visible(challenge.getByRole('heading', { name: '3-D Secure authentication' }));
    await screenshot(page, `checkout-3ds-challenge-${viewport}`);
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expectOutcome(page, 'success');
    expect((await contractState(context.request, paid)).tradeOrderList[0]!.displayStatus).toBe('UN_DELIVERY');

    const refused = await contractOf(context.request, ['lumen-desk-mat']);
    await openCheckout(page, refused);
    await enterNewCard(page, CARDS.challenge);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await visible(challenge.getByRole('button', { name: 'Fail authentication' }));
    await challenge.getByRole('button', { name: 'Fail authentication' }).click();
    await expectOutcome(page, 'failed');
    await visible(page.getByRole('button', { name: 'Try paying again' }));
    await expectAccessible(page);
    await screenshot(page, `pay-result-3ds-failed-${viewport}`);
    const after = await contractState(context.request, refused);
    expect(after.tradeOrderList[0]!.displayStatus).toBe('PENDING_PAY');
    expect(recordStatuses(after)).not.toContain('PAY_SUCCESS');
    await context.close();
  });

  it('the wallet: approved on the provider page, captured on the way back', async () => {
    const context = await buyer(viewport);
    const page = await context.newPage();
    const id = await contractOf(context.request, ['nordwerk-cable-tray']);
    await openCheckout(page, id);
    await chooseChannel(page, /^PayPal(?! Pay Later)/);
    await visible(page.getByText('Approve the payment in your wallet.'));
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/sandbox-psp\/wallet\//);
    await visible(page.getByRole('heading', { name: 'Sandbox Wallet' }));
    await screenshot(page, `wallet-approve-${viewport}`);
    await page.getByRole('button', { name: 'Approve and continue' }).click();
    await expectOutcome(page, 'success');
    await expectAccessible(page);
    await screenshot(page, `pay-result-wallet-${viewport}`);
    const after = await contractState(context.request, id);
    expect(after.tradeOrderList[0]!.displayStatus).toBe('UN_DELIVERY');
    expect(recordStatuses(after).filter((s) => s === 'PAY_SUCCESS')).toHaveLength(1);
    await context.close();
  });

  it('a pay-later widget: the provider approves in its dialog, the order is paid', async () => {
    const context = await buyer(viewport);
    const page = await context.newPage();
    const id = await contractOf(context.request, ['sitzgut-footrest']);
    await openCheckout(page, id);
    await chooseChannel(page, /^Klarna(?! Business)/);
    await visible(page.getByText('Pay in instalments or later; the provider checks your details.'));
    await expectAccessible(page);
    await screenshot(page, `checkout-pay-later-${viewport}`);
    await page.getByRole('button', { name: 'Pay now' }).click();
    // The provider's widget shows its offer inside the channel and asks in its own dialog.
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('button', { name: 'Approve' }));
    await visible(page.getByRole('group', { name: 'Sandbox Pay Later', includeHidden: true }));
    await screenshot(page, `pay-later-dialog-${viewport}`);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectOutcome(page, 'success');
    const after = await contractState(context.request, id);
    expect(['UN_DELIVERY']).toContain(after.tradeOrderList[0]!.displayStatus);
    await context.close();
  });
});
