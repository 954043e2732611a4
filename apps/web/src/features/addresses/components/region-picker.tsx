import type { PickerNode } from '@kontor/domain/addresses/region-responses';
import {
  ADDRESS_PATH_COOKIE,
  ADDRESS_PATH_COOKIE_DAYS,
  type AddressLevel,
  type AddressPath,
  REGION_SEARCH_DEBOUNCE_MS,
} from '@kontor/domain/addresses/region-schemas';
import { normaliseSearch } from '@kontor/domain/addresses/region-search';
import { Select } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readCookie, writeCookie } from '../../../shared/cookies.ts';
import { useAddressChildren } from '../api/address-children.ts';
import {
  choose,
  clearFrom,
  decodeRemembered,
  encodeRemembered,
  isEmptyPath,
  keyOfLevel,
  type PathStep,
  stepOf,
  visibleLevels,
} from '../model/region-path.ts';
import { useDebounced } from '../model/use-debounced.ts';
import styles from './region-picker.module.css';

export interface RegionPickerProps {
  /** The country (a region id of bbc_common_PagingRegionFunc); nothing to pick without it. */
  regionId?: number;
  /** How deep the country's addresses go (the region's `addressLevel`, spec §9: 3 or 4). */
  addressLevel?: AddressLevel;
  /** antd Form control: the spec's keys province/city/region/street with their Id and Code. */
  value?: AddressPath;
  onChange?: (value: AddressPath) => void;
  /** Remember the chosen path in a cookie and offer it next time (spec §3). */
  remember?: boolean;
  disabled?: boolean;
  /**
   * Given by Form.Item: set on the group, so scrolling to a failed field finds it. Each level has its
   * own visible label; a Form.Item around the picker is best left without one (no second label).
   */
  id?: string;
  status?: 'error' | 'warning';
}

/**
 * The cascading address picker (spec §2, §4): province, city, then region (city district) and street
 * where the country goes that deep. Each level is loaded when it is shown, searched on the server by
 * name and English alias without regard to accents (300 ms after the last key), so a level longer
 * than one page (Bayern's 1,756 places) is still found. A level whose parent has no children does not
 * appear. Every level is a labelled combobox, usable by keyboard.
 */
export function RegionPicker({
  regionId,
  addressLevel = 3,
  value,
  onChange,
  remember = false,
  disabled,
  id,
  status,
}: RegionPickerProps) {
  const { t } = useTranslation();
  const [leafs, setLeafs] = useState<Map<number, boolean>>(() => new Map());
  const baseId = useId();

  const change = (next: AddressPath) => {
    onChange?.(next);
    if (remember && regionId)
      writeCookie(
        ADDRESS_PATH_COOKIE,
        encodeRemembered({ regionId, path: next }),
        ADDRESS_PATH_COOKIE_DAYS * 86_400,
      );
  };

  // Offer the remembered path once per country shown, when the form has none of its own for it (a
  // new address; an edited one has its path). Kept 30 days (decision 024, 064).
  const offered = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!remember || !regionId || offered.current === regionId) return;
    offered.current = regionId;
    if (!isEmptyPath(value)) return;
    const remembered = decodeRemembered(readCookie(ADDRESS_PATH_COOKIE));
    if (remembered?.regionId === regionId && !isEmptyPath(remembered.path)) onChange?.(remembered.path);
  }, [remember, regionId, value, onChange]);

  // Another country: the chosen places belong to the former one.
  const shownRegion = useRef(regionId);
  useEffect(() => {
    if (shownRegion.current === regionId) return;
    // The countries arriving after the form (no country shown before) change nothing.
    const before = shownRegion.current;
    shownRegion.current = regionId;
    if (before !== undefined && !isEmptyPath(value)) onChange?.({});
  }, [regionId, value, onChange]);

  const levels = visibleLevels(value, addressLevel, (_level, nodeId) => leafs.get(nodeId) === true);

  return (
    <fieldset id={id} className={styles.picker} aria-label={t('regionPicker.legend')}>
      {levels.map((level) => (
        <LevelSelect
          key={`${regionId}-${level}-${stepOf(value, level - 1)?.id ?? 0}`}
          id={`${baseId}-${level}`}
          regionId={regionId}
          level={level}
          parentId={level > 1 ? stepOf(value, level - 1)?.id : undefined}
          step={stepOf(value, level)}
          disabled={disabled || !regionId}
          status={status}
          onChoose={(node) => {
            setLeafs((m) => new Map(m).set(node.id, node.isLeaf));
            change(choose(value, node));
          }}
          onClear={() => change(clearFrom(value, level))}
        />
      ))}
    </fieldset>
  );
}

function LevelSelect({
  id,
  regionId,
  level,
  parentId,
  step,
  disabled,
  status,
  onChoose,
  onClear,
}: {
  id: string;
  regionId?: number;
  level: number;
  parentId?: number;
  step?: PathStep;
  disabled?: boolean;
  status?: 'error' | 'warning';
  onChoose: (node: PickerNode) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), REGION_SEARCH_DEBOUNCE_MS);
  const enabled = !!regionId && (level === 1 || parentId !== undefined);
  const { data, isFetching } = useAddressChildren(
    { regionId: regionId ?? 0, parentId, level, ...(keyword ? { keyword } : {}) },
    enabled,
  );
  // What the buyer typed filters the loaded list at once, by the server's own rule (name and alias
  // without accents), so Enter never takes a stale row while the debounced search is on its way.
  const typedKey = normaliseSearch(typed);
  const nodes = (data?.data ?? []).filter(
    (n) => !typedKey || normaliseSearch(`${n.name} ${n.alias ?? ''}`).includes(typedKey),
  );
  // A parent without children (known only once asked): this level has nothing to offer.
  if (enabled && data && !keyword && data.total === 0) return null;

  const key = keyOfLevel(level);
  const options = nodes.map((n) => ({ value: n.id, label: n.name, node: n }));
  // A value the list does not hold (a saved address, a place past the first page) is still shown.
  if (step && !options.some((o) => o.value === step.id))
    options.unshift({ value: step.id, label: step.name, node: undefined as unknown as PickerNode });
  const hidden = data && !typedKey ? data.total - nodes.length : 0;

  return (
    <div className={styles.level}>
      <label className={styles.label} htmlFor={id}>
        {t(`regionPicker.levels.${key}`)}
      </label>
      <Select
        id={id}
        showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
        allowClear
        disabled={disabled}
        status={status}
        // null, not undefined: an undefined value leaves the select uncontrolled, and it would keep
        // showing a district the path no longer holds (a place chosen at city level, decision 069).
        value={step?.id ?? null}
        placeholder={t('regionPicker.choose')}
        loading={isFetching}
        options={options}
        notFoundContent={isFetching ? t('common.loading') : t('regionPicker.notFound')}
        optionRender={(option) => (
          <span>
            {option.label}
            {option.data.node?.alias ? <span className={styles.alias}>{option.data.node.alias}</span> : null}
          </span>
        )}
        popupRender={(menu) => (
          <>
            {menu}
            {hidden > 0 ? (
              <div className={styles.more}>{t('regionPicker.more', { count: hidden })}</div>
            ) : null}
          </>
        )}
        onChange={(nodeId: number | undefined) => {
          setTyped('');
          if (nodeId === undefined) return onClear();
          const node = nodes.find((n) => n.id === nodeId);
          if (node) onChoose(node);
        }}
        style={{ width: '100%' }}
      />
    </div>
  );
}
