import type { CascaderOption, OptionValue } from '@depot/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChinaRegions } from '../area/load-regions';
import { CascaderField, type CascaderFieldProps } from './cascader';

export type AreaWidgetProps = Omit<CascaderFieldProps, 'options'>;

/**
 * Province and city of China ([province, city] names). The region list loads on first use from
 * its own chunk; until then the field shows a loading placeholder. In a design the same
 * choice is a cascader preset whose options hold the regions (the designer's area item), so
 * the server checks the value against them.
 */
export function AreaWidget(props: AreaWidgetProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<CascaderOption[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadChinaRegions().then((loaded) => {
      if (live) setOptions(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <CascaderField
      {...props}
      value={props.value as OptionValue[] | null | undefined}
      options={options ?? []}
      placeholder={
        options ? (props.placeholder ?? t('form.widget.area')) : t('form.widget.areaLoading')
      }
      disabled={props.disabled || options === null}
    />
  );
}
