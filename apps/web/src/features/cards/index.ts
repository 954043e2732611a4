// The saved-cards feature's public surface: what other features may import (decision 015).
// Checkout mounts the provider's card fields and confirms a payment with them.

export { cardProviderQuery, useCardProvider } from './api/card-provider.ts';
export { savedCardsQuery, useSavedCards } from './api/query-cards.ts';
export { CardFields, type CardFieldsHandle } from './components/card-fields.tsx';
export type { BillingDetails, CardFieldsReport, ConfirmResult } from './model/card-provider-script.ts';
