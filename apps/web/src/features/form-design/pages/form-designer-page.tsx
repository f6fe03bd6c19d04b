import { useSearchParams } from 'react-router';
import { DesignLoader } from '../components/design-loader';
import { DesignWorkspace } from '../components/design-workspace';
import { useReplaceAddress } from '../hooks/use-replace-address';
import { editHref, idParam } from '../paths';

/** /admin/form-design/edit?id=…: design a stored form, or a new one without an id. */
export function FormDesignerPage() {
  const [search] = useSearchParams();
  const replaceAddress = useReplaceAddress();
  const id = idParam(search);
  if (id === undefined) {
    return <DesignWorkspace onCreated={(created) => replaceAddress(editHref(created))} />;
  }
  return (
    <DesignLoader id={id}>
      {(record) => <DesignWorkspace key={record.id} record={record} />}
    </DesignLoader>
  );
}
