import { lazy } from 'react';

/**
 * The address dialog for other features' pages (checkout, decision 042): its form, with every
 * country's phone and postcode rules, loads when it is first opened. Render it inside Suspense.
 */
export const LazyAddressFormModal = lazy(() =>
  import('./address-form-modal.tsx').then((m) => ({ default: m.AddressFormModal })),
);
