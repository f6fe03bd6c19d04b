import { useNavigate, useSearchParams } from 'react-router';
import { DesignLoader } from '../components/design-loader';
import { DesignWorkspace } from '../components/design-workspace';
import { editHref, idParam } from '../paths';

/** /admin/form-design/edit?id=…: design a stored form, or a new one without an id. */
export function FormDesignerPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = idParam(search);
  if (id === undefined) {
    return (
      <DesignWorkspace
        onCreated={(created) => void navigate(editHref(created), { replace: true })}
      />
    );
  }
  return (
    <DesignLoader id={id}>
      {(record) => <DesignWorkspace key={record.id} record={record} />}
    </DesignLoader>
  );
}
