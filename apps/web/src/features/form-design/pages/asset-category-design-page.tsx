import { useQuery } from '@tanstack/react-query';
import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formDesignPageQueryOptions } from '../../../api/form-design';
import { DesignLoader } from '../components/design-loader';
import { DesignWorkspace } from '../components/design-workspace';
import { useReplaceAddress } from '../hooks/use-replace-address';
import { ASSET_CATEGORY_CODE, assetCategoryHref, idParam } from '../paths';

/**
 * /as/assetstype/design (SPEC §2): the custom form of asset categories. Opens ?id= when given,
 * else the design with code 'asset-category', else a new one that will be saved under it.
 */
export function AssetCategoryDesignPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const replaceAddress = useReplaceAddress();
  const id = idParam(search);
  const found = useQuery({
    ...formDesignPageQueryOptions({ current: 1, size: 1, code: ASSET_CATEGORY_CODE }),
    enabled: id === undefined,
  });
  const existing = found.data?.records.find((r) => r.code === ASSET_CATEGORY_CODE)?.id;
  const openId = id ?? existing;

  if (openId !== undefined) {
    return (
      <DesignLoader id={openId}>
        {(record) => <DesignWorkspace key={record.id} record={record} />}
      </DesignLoader>
    );
  }
  if (found.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  return (
    <DesignWorkspace
      preset={{ code: ASSET_CATEGORY_CODE, name: t('form.assetCategory.name') }}
      onCreated={(created) => replaceAddress(assetCategoryHref(created))}
    />
  );
}
