import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { approvalPageQueryOptions } from '../../../api/approval';
import { DataTable, useDataTable, type DataTableParams } from '../../../components/data-table';
import { CentreFilterFields } from '../components/centre-filter-fields';
import { CentreTabs } from '../components/centre-tabs';
import { useApprovalPushRefresh } from '../hooks/use-approval-push-refresh';
import { useRequestColumns } from '../hooks/use-request-columns';
import {
  centreFiltersFromSearch,
  toCentreParams,
  type CentreFilterValues,
} from '../lib/centre-filters';
import { requestHref } from '../paths';
import { useWide, wideScroll } from '../../../lib/use-wide';

const pageQuery = (params: DataTableParams<CentreFilterValues>) =>
  approvalPageQueryOptions(toCentreParams(params));

/** A click on a row's own link or control is that control's, not the row's. */
const CONTROLS = 'a, button, input, label';

/**
 * /approval/center (menu): my to-do, what I decided, my requests and what was copied to me, each
 * tab with its count (refreshed when a notice arrives); filters by type, status, keyword and
 * submitted days; server-side pages; a row opens the request.
 */
export function ApprovalCentrePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const wide = useWide();
  const table = useDataTable({
    query: pageQuery,
    rowKey: 'requestId',
    initialFilters: centreFiltersFromSearch(search),
  });
  const columns = useRequestColumns();
  useApprovalPushRefresh();
  const view = table.filters.view;

  return (
    <Card title={t('approvals.centre.title')}>
      <CentreTabs view={view} onChange={(next) => table.patchFilters({ view: next })} />
      <DataTable
        table={table}
        columns={columns}
        aria-label={t('approvals.centre.table')}
        filters={<CentreFilterFields />}
        scroll={wideScroll(wide)}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(`approvals.centre.empty.${view}`)}
            />
          ),
        }}
        onRow={(row) => ({
          style: { cursor: 'pointer' },
          onClick: (event) => {
            if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
            void navigate(requestHref(row.requestId));
          },
        })}
      />
    </Card>
  );
}
