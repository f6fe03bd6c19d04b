import { projectOpen } from '@depot/shared';
import type { ProjectDetail } from '@depot/shared';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useProjectPermissions } from '../permissions';
import { ProjectRecordPage } from './project-record-page';

/**
 * A project's quality records of one kind (inspections, samplings) at `?projectId=`: the
 * project's heading, a button adding one while the project is open and the caller may
 * inspect, the list, and `&id=` opening one record in a drawer (closing it drops `id`).
 */
export function QualityListPage({
  title,
  addLabel,
  addHref,
  list,
  drawer,
}: {
  title: (project: string) => string;
  addLabel: string;
  addHref: (projectId: number) => string;
  list: (project: ProjectDetail) => ReactNode;
  drawer: (id: number, onClose: () => void) => ReactNode;
}) {
  const can = useProjectPermissions();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const projectId = Number(search.get('projectId')) || 0;
  const id = Number(search.get('id')) || 0;
  const close = () =>
    setSearch(
      (s) => {
        s.delete('id');
        return s;
      },
      { replace: true },
    );
  return (
    <ProjectRecordPage
      projectId={projectId}
      title={title}
      extra={(p) =>
        can.inspect &&
        projectOpen(p.status) && (
          <Button type="primary" onClick={() => void navigate(addHref(p.id))}>
            {addLabel}
          </Button>
        )
      }
    >
      {(p) => (
        <>
          {list(p)}
          {id > 0 && drawer(id, close)}
        </>
      )}
    </ProjectRecordPage>
  );
}
