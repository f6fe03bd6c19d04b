import type { Post } from '../../../api/admin-org';
import { useCloseOnSave } from '../hooks/use-close-on-save';
import { usePostMutations } from '../hooks/use-post-mutations';
import { CodeNameDialog } from './code-name-dialog';
import { SortField } from './sort-field';

interface Values {
  code: string;
  name: string;
  sort?: number | null;
}

/** Adds a position (no record) or changes one. */
export function PostDialog({ record, onClose }: { record: Post | null; onClose: () => void }) {
  const { create, update } = usePostMutations();
  const onSuccess = useCloseOnSave(record !== null, onClose);

  const onSubmit = (values: Values) => {
    const body = { code: values.code.trim(), name: values.name.trim(), sort: values.sort ?? 0 };
    if (record) update.mutate({ postId: record.postId, ...body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };

  return (
    <CodeNameDialog<Values>
      area="post"
      editing={record !== null}
      nameMaxLength={64}
      initialValues={
        record ? { code: record.code, name: record.name, sort: record.sort } : { sort: 0 }
      }
      submitting={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <SortField />
    </CodeNameDialog>
  );
}
