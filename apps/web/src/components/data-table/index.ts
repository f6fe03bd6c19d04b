/**
 * A paged, filterable, sortable table on antd's Table, driven by a TanStack queryOptions
 * factory of a page call (`{ records, total, current, size }`, DESIGN §4).
 *
 * ```tsx
 * // The filters are the factory's parameters (`UserPageParams`: username, enabled, deptId…).
 * const table = useDataTable({
 *   query: userPageQueryOptions,          // (params) => queryOptions({ queryKey, queryFn })
 *   rowKey: 'userId',
 *   sortable: ['username', 'createdAt'],
 * });
 * // table.params = { ...filters, current, size, sort? } — pass it to an export call too
 * <DataTable
 *   table={table}
 *   columns={columns}                     // key 'username' sorts: sort=username,asc|desc
 *   filters={<Form.Item name="username" label="…"><Input /></Form.Item>}
 *   toolbar={<Button>…</Button>}
 *   rowSelection={…}                      // any other antd Table prop passes through
 * />
 * table.patchFilters({ deptId: 3 });      // a filter from outside the bar (a tree); page 1
 * ```
 *
 * - Page, size and sort live in the address's fragment (`#current=2&size=20&sort=name,desc`),
 *   so a reload keeps them; the fragment because the shell makes one tab per path + query.
 *   One DataTable per page. Defaults (page 1, size 10, server order) are left out.
 * - Page sizes 10/20/30/40/50, default 10 (SPEC §9). One sort at a time.
 * - Filter bar: search (also Enter in a field) and reset; both go back to page 1. Empty values
 *   ('' / null / undefined) are not sent.
 * - Loading shows the table's spinner; an error with no data shows the message and a retry.
 *   Use `placeholderData: keepPreviousData` in the factory to keep rows while the next page loads.
 *
 * `FormModal` is the create/edit dialog that goes with it: an antd Form in a Modal; Enter
 * submits, Escape closes unless something was typed (then it asks first). `SavingFormModal` is
 * one that writes with useSaving and closes when saved.
 */
export { ChoiceFilter } from './choice-filter';
export { FormModal, type FormModalProps } from './form-modal';
export { SavingFormModal, type SavingFormModalProps } from './saving-form-modal';
export { DataTable, type DataTableProps } from './data-table';
export {
  useDataTable,
  type DataTableOptions,
  type DataTableParams,
  type DataTableSource,
  type DataTableState,
  type PageQueryFactory,
  type PagedTable,
} from './use-data-table';
