import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Result, Spin } from 'antd';
import { assetCategoryListQueryOptions, assetKeys, updateAssetCategory } from '../../../api/asset';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formDesignPageQueryOptions } from '../../../api/form-design';
import { DesignLoader } from '../components/design-loader';
import { DesignWorkspace } from '../components/design-workspace';
import { useReplaceAddress } from '../hooks/use-replace-address';
import { ASSET_CATEGORY_CODE, assetCategoryHref, idParam } from '../paths';

/**
 * /as/assetstype/design (SPEC §2): the custom form of asset categories. With ?categoryId= it
 * opens that category's design, or makes one and links it to the category (the asset form
 * renders it). Else it opens ?id= when given, else the design with code 'asset-category', else
 * a new one that will be saved under it.
 */
export function AssetCategoryDesignPage() {
  const [search] = useSearchParams();
  const categoryId = Number(search.get('categoryId')) || undefined;
  return categoryId === undefined ? <SharedDesign /> : <CategoryDesign categoryId={categoryId} />;
}

/**
 * The design of one category's custom fields: opened, or made on first save and linked to the
 * category (PUT /as/category), after which the page holds the linked design at the same address.
 */
function CategoryDesign({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(assetCategoryListQueryOptions());
  const category = list.data?.find((c) => c.categoryId === categoryId);
  if (list.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  if (!category) return <Result status="404" title={t('assets.category.notFound')} />;
  if (category.formDesignId !== null) {
    return (
      <DesignLoader id={category.formDesignId}>
        {(record) => <DesignWorkspace key={record.id} record={record} />}
      </DesignLoader>
    );
  }
  return (
    <DesignWorkspace
      preset={{ code: `asset-cat-${category.codePrefix.toLowerCase()}`, name: category.name }}
      onCreated={(created) => {
        updateAssetCategory({ categoryId, formDesignId: created })
          .then(() => queryClient.invalidateQueries({ queryKey: assetKeys.categories() }))
          // The http client has shown why the link failed.
          .catch(() => undefined);
      }}
    />
  );
}

function SharedDesign() {
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
