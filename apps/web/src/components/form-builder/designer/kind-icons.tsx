import {
  AlignLeftOutlined,
  BgColorsOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  ColumnWidthOutlined,
  DownSquareOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  FontSizeOutlined,
  LockOutlined,
  MoneyCollectOutlined,
  NodeIndexOutlined,
  NumberOutlined,
  ScheduleOutlined,
  SlidersOutlined,
  StarOutlined,
  SwapOutlined,
  TableOutlined,
  TeamOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { PaletteKind } from './palette-items';

type Icon = ComponentType<{ 'aria-hidden'?: boolean }>;

const ICONS: Record<PaletteKind, Icon> = {
  input: FontSizeOutlined,
  textarea: AlignLeftOutlined,
  password: LockOutlined,
  number: NumberOutlined,
  amount: MoneyCollectOutlined,
  calculate: CalculatorOutlined,
  richText: EditOutlined,
  select: DownSquareOutlined,
  cascader: NodeIndexOutlined,
  area: EnvironmentOutlined,
  radio: CheckCircleOutlined,
  checkbox: CheckSquareOutlined,
  switch: SwapOutlined,
  slider: SlidersOutlined,
  rate: StarOutlined,
  color: BgColorsOutlined,
  time: ClockCircleOutlined,
  timeRange: FieldTimeOutlined,
  date: CalendarOutlined,
  dateRange: ScheduleOutlined,
  orgSelect: TeamOutlined,
  upload: UploadOutlined,
  row: ColumnWidthOutlined,
  table: TableOutlined,
};

/** The palette icon of a kind (decorative: the text names the item). */
export function KindIcon({ kind }: { kind: PaletteKind }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden />;
}
