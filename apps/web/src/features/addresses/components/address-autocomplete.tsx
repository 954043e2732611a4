import type { PlaceDetail } from '@kontor/domain/addresses/region-responses';
import { REGION_SEARCH_DEBOUNCE_MS } from '@kontor/domain/addresses/region-schemas';
import type { Language } from '@kontor/domain/sites';
import { AutoComplete } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeDetail, useAutocompletePlace } from '../api/autocomplete-place.ts';
import { useDebounced } from '../model/use-debounced.ts';

export interface AddressAutocompleteProps {
  /** ISO 3166-1 alpha-2 of the address's country (GB for the UK): suggestions stay inside it. */
  country?: string;
  /** antd Form control: the text of the field it sits in (the street, spec §3 poiName). */
  value?: string;
  onChange?: (value: string) => void;
  /** A suggestion was chosen: its postcode, city and street for the rest of the form. */
  onPlace?: (place: PlaceDetail) => void;
  id?: string;
  maxLength?: number;
  disabled?: boolean;
  status?: 'error' | 'warning';
  placeholder?: string;
}

/** A new id per typing session: Google bills the keystrokes and the chosen place as one. */
const newSessionToken = () => crypto.randomUUID();

/**
 * Place autocomplete (spec §7, §9: 300 ms after the last key), in the buyer's language and limited to
 * the address's country. Choosing a suggestion asks for the place's details and hands postcode, city
 * and street to the form; the field keeps what the buyer typed until then.
 */
export function AddressAutocomplete({
  country,
  value,
  onChange,
  onPlace,
  id,
  maxLength,
  disabled,
  status,
  placeholder,
}: AddressAutocompleteProps) {
  const { t, i18n } = useTranslation();
  const session = useRef(newSessionToken());
  const [typed, setTyped] = useState('');
  const input = useDebounced(typed.trim(), REGION_SEARCH_DEBOUNCE_MS);
  const language = i18n.language as Language;
  const { data } = useAutocompletePlace({ input, country, language, sessionToken: session.current });
  const options = (data?.data ?? []).map((p) => ({
    value: p.placeId,
    label: (
      <span>
        <strong>{p.mainText}</strong> {p.secondaryText}
      </span>
    ),
  }));

  return (
    <AutoComplete
      id={id}
      value={value}
      options={input.length > 1 ? options : []}
      disabled={disabled}
      status={status}
      placeholder={placeholder ?? t('regionPicker.autocomplete')}
      maxLength={maxLength}
      onSearch={setTyped}
      onChange={(text: string) => onChange?.(text)}
      onSelect={async (placeId: string) => {
        // The option's value is the place id, not a text for the field: keep the typed text.
        onChange?.(value ?? typed);
        try {
          const place = await placeDetail({ placeId, language, sessionToken: session.current });
          session.current = newSessionToken();
          if (place.street) onChange?.(place.street);
          onPlace?.(place);
        } catch {
          // No details: the buyer types the rest, as without autocomplete.
        }
      }}
      notFoundContent={input.length > 1 && data ? t('regionPicker.noPlaces') : null}
      style={{ width: '100%' }}
    />
  );
}
