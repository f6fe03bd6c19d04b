import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { assetDocPageQueryOptions, exportAssetDocs } from '../../../api/asset-doc';
import { DataTable, useDataTable } from '../../../components/data-table';
import { ExportButton } from '../../../components/export-button';
import { DocFilterFields } from '../components/doc-filter-fields';
import { useDocColumns } from '../components/doc-columns';
import { assetDocDetailHref, assetDocFormHref } from '../paths';
import { useAssetDocPermissions } from '../permissions';

/**
 * /as/doc (menu): the lifecycle documents the user may see, newest first, filtered by type,
 * status and keyword, paged on the server; a row opens its document; Excel of the filtered
 * list; "new document" for those who may apply for one.
 */
export function AssetDocsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useAssetDocPermissions();
  const table = useDataTable({ query: assetDocPageQueryOptions, rowKey: 'docId' });
  const columns = useDocColumns();
  const { current: _c, size: _s, ...filters } = table.params;

  const toolbar = (
    <Flex gap={8} wrap>
      {can.types.length > 0 && (
        <Button type="primary" onClick={() => void navigate(assetDocFormHref())}>
          {t('assetDocs.list.add')}
        </Button>
      )}
      <ExportButton
        run={() => exportAssetDocs(filters)}
        fallbackName="asset-documents.xlsx"
        label={t('assetDocs.list.export')}
      />
    </Flex>
  );

  return (
    <Card title={t('assetDocs.list.title')}>
      <DataTable
        table={table}
        columns={columns}
        aria-label={t('assetDocs.list.table')}
        filters={<DocFilterFields />}
        toolbar={toolbar}
        onRow={(doc) => ({
          style: { cursor: 'pointer' },
          onClick: (event) => {
            // The number is a link already; a click elsewhere on the row opens it too.
            if ((event.target as HTMLElement).closest('a, button')) return;
            void navigate(assetDocDetailHref(doc.docId));
          },
        })}
      />
    </Card>
  );
}
