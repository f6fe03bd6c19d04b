/** What the shell's top bar takes from the warehouse area (app/layout/top-bar.tsx). */
export { WarehouseSelector } from './components/warehouse-selector';
