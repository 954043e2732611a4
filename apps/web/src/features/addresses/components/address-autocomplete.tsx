import type { PlaceDetail, PlacePrediction } from '@kontor/domain/addresses/region-responses';
import { REGION_SEARCH_DEBOUNCE_MS } from '@kontor/domain/addresses/region-schemas';
import type { Language } from '@kontor/domain/sites';
import { Input } from 'antd';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeDetail, useAutocompletePlace } from '../api/autocomplete-place.ts';
import { useDebounced } from '../model/use-debounced.ts';
import styles from './addresses.module.css';

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
 * the address's country. An ARIA 1.2 combobox (decision 064): the field is the `combobox`, the
 * suggestions a `listbox` of `option`s it controls; arrows move the active option
 * (`aria-activedescendant`), Enter takes it, Escape closes the list. Choosing a suggestion asks for the
 * place's details and hands postcode, city district, city and street to the form.
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
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useDebounced(typed.trim(), REGION_SEARCH_DEBOUNCE_MS);
  const language = i18n.language as Language;
  const { data } = useAutocompletePlace({ input, country, language, sessionToken: session.current });
  const options = input.length > 1 ? (data?.data ?? []) : [];
  const expanded = open && options.length > 0;
  const nothing = open && input.length > 1 && !!data && options.length === 0;
  // On a phone the list opens under the field, often behind the sheet's buttons: bring it into view.
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (expanded) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);

  const pick = async (prediction: PlacePrediction) => {
    setOpen(false);
    setActive(-1);
    try {
      const place = await placeDetail({
        placeId: prediction.placeId,
        language,
        sessionToken: session.current,
      });
      session.current = newSessionToken();
      setTyped('');
      onPlace?.(place);
    } catch {
      // No details: the buyer types the rest, as without autocomplete.
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      // Takes the suggestion instead of sending the form.
      e.preventDefault();
      void pick(options[active]!);
    } else if (e.key === 'Escape' && expanded) {
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.autocomplete}>
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        disabled={disabled}
        status={status}
        maxLength={maxLength}
        placeholder={placeholder ?? t('regionPicker.autocomplete')}
        onChange={(e) => {
          onChange?.(e.target.value);
          setTyped(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('regionPicker.suggestions')}
        className={styles.suggestions}
        hidden={!expanded}
      >
        {expanded
          ? options.map((p, i) => (
              <div
                key={p.placeId}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? styles.suggestionActive : styles.suggestion}
                // Focus stays in the field (aria-activedescendant): never a tab stop of its own.
                tabIndex={-1}
                // Before the field's blur closes the list.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => void pick(p)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') void pick(p);
                }}
              >
                <strong>{p.mainText}</strong>{' '}
                <span className={styles.suggestionWhere}>{p.secondaryText}</span>
              </div>
            ))
          : null}
      </div>
      {nothing ? (
        <p className={styles.noSuggestion} role="status">
          {t('regionPicker.noPlaces')}
        </p>
      ) : null}
    </div>
  );
}
