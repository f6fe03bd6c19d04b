import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BuildOutlined,
  CarOutlined,
  ContainerOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  FileTextOutlined,
  FormOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  KeyOutlined,
  LinkOutlined,
  LockOutlined,
  LoginOutlined,
  MenuOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { MenuRoute } from '../lib/menu-routes';

/**
 * Icons a menu record may name in its `icon` field (kebab-case antd icon names, without
 * "Outlined"). Only these are bundled; an unknown name falls back to an icon for its kind.
 */
const ICONS: Record<string, ComponentType> = {
  apartment: ApartmentOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  'bar-chart': BarChartOutlined,
  build: BuildOutlined,
  car: CarOutlined,
  container: ContainerOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  desktop: DesktopOutlined,
  file: FileTextOutlined,
  form: FormOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  inbox: InboxOutlined,
  key: KeyOutlined,
  link: LinkOutlined,
  lock: LockOutlined,
  login: LoginOutlined,
  menu: MenuOutlined,
  message: MessageOutlined,
  notification: NotificationOutlined,
  project: ProjectOutlined,
  'question-circle': QuestionCircleOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  'shopping-cart': ShoppingCartOutlined,
  team: TeamOutlined,
  tool: ToolOutlined,
  user: UserOutlined,
};

const BY_KIND: Record<MenuRoute['kind'], ComponentType> = {
  directory: AppstoreOutlined,
  page: FileTextOutlined,
  link: LinkOutlined,
};

function iconName(icon: string): string {
  return icon
    .trim()
    .replace(/^icon-/, '')
    .replace(/Outlined$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

export function MenuIcon({ route }: { route: Pick<MenuRoute, 'icon' | 'kind'> }) {
  const Icon = (route.icon && ICONS[iconName(route.icon)]) || BY_KIND[route.kind];
  return <Icon aria-hidden />;
}

/** The icon names the shell can show, for the menu admin's icon picker. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

/** One icon by its menu name (nothing for an unknown name). */
export function MenuIconByName({ name }: { name: string }) {
  const Icon = ICONS[iconName(name)];
  return Icon ? <Icon aria-hidden /> : null;
}
