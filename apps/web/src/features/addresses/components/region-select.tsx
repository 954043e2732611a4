import type { Region } from '@kontor/domain/addresses/region-responses';
import { normaliseSearch } from '@kontor/domain/addresses/region-search';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePagingRegion } from '../api/paging-region.ts';

export interface RegionSelectProps {
  /** antd Form control: the chosen region's (country's) id. */
  value?: number;
  onChange?: (id: number | undefined, region: Region | undefined) => void;
  id?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
}

/**
 * The country of an address: bbc_common_PagingRegionFunc's list in the interface language, Germany
 * (id 5) first as the spec sorts it. Thirteen names: searched here, by any spelling without accents.
 */
export function RegionSelect({ value, onChange, id, disabled, status }: RegionSelectProps) {
  const { t, i18n } = useTranslation();
  const { data, isLoading } = usePagingRegion(i18n.language);
  const regions = data?.data ?? [];
  return (
    <Select
      id={id}
      value={value}
      disabled={disabled}
      status={status}
      loading={isLoading}
      placeholder={t('regionPicker.country')}
      showSearch={{
        filterOption: (typed, option) =>
          normaliseSearch(`${option?.label ?? ''} ${option?.code ?? ''}`).includes(normaliseSearch(typed)),
      }}
      options={regions.map((r) => ({ value: r.id, label: r.regionName, code: r.regionShortName }))}
      onChange={(regionId: number | undefined) =>
        onChange?.(
          regionId,
          regions.find((r) => r.id === regionId),
        )
      }
      style={{ width: '100%' }}
    />
  );
}
