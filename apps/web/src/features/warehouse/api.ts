import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Envelope,
  Movement,
  MovementPageParams,
  MovementReverseBody,
  Page,
  Replenishment,
  StockAssetParams,
  StockAssetRow,
  WarehouseCategory,
  StockOutBody,
  StockPageParams,
  StockReservation,
  StockReservationQuery,
  StockRow,
  Threshold,
  ThresholdChange,
  ThresholdInput,
  ThresholdPageParams,
  Warehouse,
  WarehouseChange,
  WarehouseIn,
  WarehouseInInput,
  WarehouseInPageParams,
  WarehouseInput,
  Stocktake,
  StocktakeDecisionBody,
  StocktakeDetail,
  StocktakeLine,
  StocktakeInput,
  StocktakePageParams,
  StocktakeProgress,
  StocktakeScan,
  StocktakeScanAnswer,
  StocktakeUpdateInput,
  InTransitRow,
  Transfer,
  TransferDetail,
  TransferInput,
  TransferPageParams,
} from '@depot/shared';
import { download, getData } from '../../api/get-data';
import { http } from '../../api/http';

/**
 * The warehouse area (`/ware`, docs/warehouses.md): one query factory per endpoint, every key
 * under `warehouseKeys.all` (api/one-factory-per-endpoint.test.ts walks this file too).
 */
export const warehouseKeys = {
  all: ['warehouse'] as const,
  stock: (params: StockPageParams) => [...warehouseKeys.all, 'stock', params] as const,
  stockAssets: (params: StockAssetParams) =>
    [...warehouseKeys.all, 'stock-assets', params] as const,
  ledger: (params: MovementPageParams) => [...warehouseKeys.all, 'ledger', params] as const,
  ins: (params: WarehouseInPageParams) => [...warehouseKeys.all, 'ins', params] as const,
  in: (id: number) => [...warehouseKeys.all, 'in', id] as const,
  thresholds: (params: ThresholdPageParams) =>
    [...warehouseKeys.all, 'thresholds', params] as const,
  replenish: (id: number) => [...warehouseKeys.all, 'replenish', id] as const,
  categories: () => [...warehouseKeys.all, 'categories'] as const,
  stocktakes: (params: StocktakePageParams) =>
    [...warehouseKeys.all, 'stocktakes', params] as const,
  stocktake: (id: number) => [...warehouseKeys.all, 'stocktake', id] as const,
  stocktakeProgress: (id: number) => [...warehouseKeys.all, 'stocktake-progress', id] as const,
};

/** Every category, for the warehouse pages' pickers. */
export const warehouseCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: warehouseKeys.categories(),
    queryFn: () => getData<WarehouseCategory[]>('/ware/category/list'),
    staleTime: 60_000,
  });

export const stockPageQueryOptions = (params: StockPageParams) =>
  queryOptions({
    queryKey: warehouseKeys.stock(params),
    queryFn: () => getData<Page<StockRow>>('/ware/stock/page', params),
    placeholderData: keepPreviousData,
  });

/** Which documents hold the reserved part of one stock row. */
export const stockReservationsQueryOptions = (params: StockReservationQuery) =>
  queryOptions({
    queryKey: [...warehouseKeys.all, 'stock-reservations', params] as const,
    queryFn: () => getData<StockReservation[]>('/ware/stock/reservations', params),
  });

export const stockAssetsQueryOptions = (params: StockAssetParams) =>
  queryOptions({
    queryKey: warehouseKeys.stockAssets(params),
    queryFn: () => getData<Page<StockAssetRow>>('/ware/stock/assets', params),
    placeholderData: keepPreviousData,
  });

export const ledgerPageQueryOptions = (params: MovementPageParams) =>
  queryOptions({
    queryKey: warehouseKeys.ledger(params),
    queryFn: () => getData<Page<Movement>>('/ware/movement/page', params),
    placeholderData: keepPreviousData,
  });

export const warehouseInPageQueryOptions = (params: WarehouseInPageParams) =>
  queryOptions({
    queryKey: warehouseKeys.ins(params),
    queryFn: () => getData<Page<WarehouseIn>>('/ware/in/page', params),
    placeholderData: keepPreviousData,
  });

export const warehouseInQueryOptions = (id: number) =>
  queryOptions({
    queryKey: warehouseKeys.in(id),
    queryFn: () => getData<WarehouseIn>(`/ware/in/${id}`),
  });

export const thresholdPageQueryOptions = (params: ThresholdPageParams) =>
  queryOptions({
    queryKey: warehouseKeys.thresholds(params),
    queryFn: () => getData<Page<Threshold>>('/ware/threshold/page', params),
    placeholderData: keepPreviousData,
  });

/** A low-stock notice's offer: the threshold's shortfall. */
export const replenishmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: warehouseKeys.replenish(id),
    queryFn: () => getData<Replenishment>(`/ware/threshold/${id}/replenish`),
  });

const dataOf = <T>(answer: { data: Envelope<T> }) => answer.data.data;

export const createWarehouse = async (body: WarehouseInput) =>
  dataOf(await http.post<Envelope<Warehouse>>('/ware/warehouse', body));
export const updateWarehouse = async (body: WarehouseChange) =>
  dataOf(await http.put<Envelope<Warehouse>>('/ware/warehouse', body));
export const deleteWarehouse = async (id: number) => {
  await http.delete<Envelope<boolean>>(`/ware/warehouse/${id}`);
};

export const stockOut = async (body: StockOutBody) =>
  dataOf(await http.post<Envelope<Movement[]>>('/ware/stock/out', body));
export const reverseMovement = async (id: number, body: MovementReverseBody) =>
  dataOf(await http.post<Envelope<Movement>>(`/ware/movement/${id}/reverse`, body));

export const createWarehouseIn = async (body: WarehouseInInput) =>
  dataOf(await http.post<Envelope<WarehouseIn>>('/ware/in', body));

export const createThreshold = async (body: ThresholdInput) =>
  dataOf(await http.post<Envelope<Threshold>>('/ware/threshold', body));
export const updateThreshold = async (body: ThresholdChange) =>
  dataOf(await http.put<Envelope<Threshold>>('/ware/threshold', body));
export const deleteThreshold = async (id: number) => {
  await http.delete<Envelope<boolean>>(`/ware/threshold/${id}`);
};

export const exportStock = (params: Omit<StockPageParams, 'current' | 'size'>) =>
  download('/ware/stock/export', params);
export const exportLedger = (params: Omit<MovementPageParams, 'current' | 'size'>) =>
  download('/ware/movement/export', params);
export const exportWarehouseIns = (params: Omit<WarehouseInPageParams, 'current' | 'size'>) =>
  download('/ware/in/export', params);
export const exportStocktakes = (params: Omit<StocktakePageParams, 'current' | 'size'>) =>
  download('/ware/stocktake/export', params);

export const stocktakePageQueryOptions = (params: StocktakePageParams) =>
  queryOptions({
    queryKey: warehouseKeys.stocktakes(params),
    queryFn: () => getData<Page<Stocktake>>('/ware/stocktake/page', params),
    placeholderData: keepPreviousData,
  });

export const stocktakeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: warehouseKeys.stocktake(id),
    queryFn: () => getData<StocktakeDetail>(`/ware/stocktake/${id}`),
  });

/**
 * How often the page of a plan being counted reads its progress again, so each counter sees
 * the others' scans (the counted figure, the not-found list) without scanning or reloading.
 */
export const STOCKTAKE_LIVE_MS = 10_000;

export const stocktakeProgressQueryOptions = (id: number) =>
  queryOptions({
    queryKey: warehouseKeys.stocktakeProgress(id),
    queryFn: () => getData<StocktakeProgress>(`/ware/stocktake/${id}/progress`),
  });

export const createStocktake = async (body: StocktakeInput) =>
  dataOf(await http.post<Envelope<StocktakeDetail>>('/ware/stocktake', body));
export const updateStocktake = async (id: number, body: StocktakeUpdateInput) =>
  dataOf(await http.put<Envelope<StocktakeDetail>>(`/ware/stocktake/${id}`, body));
export const startStocktake = async (id: number, version: number) =>
  dataOf(await http.post<Envelope<StocktakeDetail>>(`/ware/stocktake/${id}/start`, { version }));
export const submitStocktake = async (id: number, version: number) =>
  dataOf(await http.post<Envelope<StocktakeDetail>>(`/ware/stocktake/${id}/submit`, { version }));
export const cancelStocktake = async (id: number, version: number, reason: string) =>
  dataOf(
    await http.post<Envelope<StocktakeDetail>>(`/ware/stocktake/${id}/cancel`, { version, reason }),
  );
export const decideStocktakeLine = async (
  id: number,
  lineId: number,
  body: StocktakeDecisionBody,
) =>
  dataOf(
    await http.post<Envelope<StocktakeLine>>(
      `/ware/stocktake/${id}/lines/${lineId}/decision`,
      body,
    ),
  );
export const scanStocktake = async (id: number, body: StocktakeScan) =>
  dataOf(await http.post<Envelope<StocktakeScanAnswer>>(`/ware/stocktake/${id}/scan`, body));
/** A started plan's count sheet, an A4 PDF in the reader's language. */
export const stocktakeSheet = (id: number) => download(`/ware/stocktake/${id}/sheet`);

/**
 * Transfers between warehouses (`/ware/transfer`, docs/warehouses.md "Transfers"): one query
 * factory per endpoint, every key under `warehouseKeys.all` (a transfer moves stock, so the
 * stock and ledger pages refresh with it).
 */
export const transferKeys = {
  page: (params: TransferPageParams) => [...warehouseKeys.all, 'transfers', params] as const,
  one: (id: number) => [...warehouseKeys.all, 'transfer', id] as const,
  inTransit: () => [...warehouseKeys.all, 'in-transit'] as const,
};

export const exportTransfers = (params: Omit<TransferPageParams, 'current' | 'size'>) =>
  download('/ware/transfer/export', params);

export const transferPageQueryOptions = (params: TransferPageParams) =>
  queryOptions({
    queryKey: transferKeys.page(params),
    queryFn: () => getData<Page<Transfer>>('/ware/transfer/page', params),
    placeholderData: keepPreviousData,
  });

export const transferQueryOptions = (id: number) =>
  queryOptions({
    queryKey: transferKeys.one(id),
    queryFn: () => getData<TransferDetail>(`/ware/transfer/${id}`),
  });

/** Stock on its way, per destination × item. */
export const inTransitQueryOptions = () =>
  queryOptions({
    queryKey: transferKeys.inTransit(),
    queryFn: () => getData<InTransitRow[]>('/ware/transfer/in-transit'),
  });

export const sendTransfer = async (body: TransferInput) =>
  dataOf(await http.post<Envelope<TransferDetail>>('/ware/transfer', body));
export const receiveTransfer = async (
  id: number,
  body: { version: number; lines?: Array<{ categoryId: number; quantity: number }> },
) => dataOf(await http.post<Envelope<TransferDetail>>(`/ware/transfer/${id}/receive`, body));
export const cancelTransfer = async (id: number, body: { version: number; reason: string }) =>
  dataOf(await http.post<Envelope<TransferDetail>>(`/ware/transfer/${id}/cancel`, body));
