import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnounceSendType } from '../../../api/notice';
import { roleListQueryOptions } from '../../../api/admin-roles';
import { userListQueryOptions } from '../../../api/admin-users';
import { DeptTreeSelect } from './dept-tree-select';
import { SearchSelect } from '../../../components/search-select';

/** What Form.Item hands its control. */
interface IdsFieldProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  placeholder: string;
}

/** Several ids picked by name, searched as typed. */
function IdsSelect({
  options,
  loading,
  ...props
}: IdsFieldProps & { options: { value: number; label: string }[]; loading: boolean }) {
  return <SearchSelect {...props} mode="multiple" loading={loading} options={options} />;
}

function UserSelect(props: IdsFieldProps) {
  const { data, isPending } = useQuery(userListQueryOptions());
  const options = (data ?? []).map((user) => ({
    value: user.userId,
    label: user.nickname ? `${user.nickname} (${user.username})` : user.username,
  }));
  return <IdsSelect {...props} loading={isPending} options={options} />;
}

function RoleSelect(props: IdsFieldProps) {
  const { data, isPending } = useQuery(roleListQueryOptions());
  const options = (data ?? []).map((role) => ({ value: role.roleId, label: role.roleName }));
  return <IdsSelect {...props} loading={isPending} options={options} />;
}

/** The recipients of an announcement: users, departments or roles, by the chosen send type. */
export function RecipientField({ sendType }: { sendType: AnnounceSendType }) {
  const { t } = useTranslation();
  if (sendType === 'all') return null;
  const label = t(`messages.announce.target.${sendType}`);
  const placeholder = t('messages.announce.targetPlaceholder');
  return (
    <Form.Item
      name="targetIds"
      label={label}
      rules={[
        { required: true, type: 'array', min: 1, message: t('messages.announce.targetRequired') },
      ]}
    >
      {sendType === 'users' ? (
        <UserSelect placeholder={placeholder} />
      ) : sendType === 'depts' ? (
        <DeptTreeSelect placeholder={placeholder} />
      ) : (
        <RoleSelect placeholder={placeholder} />
      )}
    </Form.Item>
  );
}
