// The addresses feature's public surface (decision 015): the address book's query and form, the
// region picker and place autocomplete other features' forms use, and the region list's query.
export { ADDRESSES_KEY } from './api/keys.ts';
export { pagingRegionQuery, usePagingRegion } from './api/paging-region.ts';
export { addressListQuery, useAddressList } from './api/query-address-list.ts';
export { AddressAutocomplete, type AddressAutocompleteProps } from './components/address-autocomplete.tsx';
export { ADDRESS_MODAL_WIDTH, AddressFormModal } from './components/address-form-modal.tsx';
export { LazyAddressFormModal } from './components/address-form-modal-lazy.tsx';
export { AddressLines, countryName } from './components/address-lines.tsx';
export { RegionPicker, type RegionPickerProps } from './components/region-picker.tsx';
export { RegionSelect, type RegionSelectProps } from './components/region-select.tsx';
