import type { ProjectStatus } from '@depot/shared';
import { Card, Descriptions, Flex, Timeline } from 'antd';
import type { DescriptionsItemType } from 'antd/es/descriptions';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { projectHref } from '../paths';
import { ProjectStatusTag } from './status-tags';
import { useFormatDateTime } from '../../../lib/date-time';

/*
 * What the pages of a project's documents share (a discarding request, a start-of-work
 * application, a SKU order, a dispatch): the facts, the project they belong to, the timeline; their
 * header is the kit's RecordHeader.
 */

/** The document's facts in a card: two columns, one on a phone. */
export function FactsCard({ items }: { items: DescriptionsItemType[] }) {
  return (
    <Card>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" items={items} />
    </Card>
  );
}

/** A project document's fields of its project. */
export interface OfProject {
  projectId: number;
  projectCode: string;
  projectName: string;
  projectStatus: ProjectStatus;
}

/** The descriptions' item of the document's project: a link, its state now, `extra` after. */
export const projectItem = (
  label: string,
  doc: OfProject,
  extra?: ReactNode,
): DescriptionsItemType => ({
  key: 'project',
  label,
  children: (
    <Flex gap={8} align="center" wrap>
      <Link to={projectHref(doc.projectId)}>
        {doc.projectCode} {doc.projectName}
      </Link>
      <ProjectStatusTag status={doc.projectStatus} />
      {extra}
    </Flex>
  ),
});

/** A timeline row as the server answers it. */
interface TimelineEvent<A extends string> {
  id: number;
  action: A;
  note: string | null;
  actor: { nickname: string } | null;
  at: string;
}

/** The document's timeline, oldest first: what (`action`'s words), who, a note, when. */
export function TimelineCard<A extends string>({
  title,
  events,
  action,
}: {
  title: string;
  events: readonly TimelineEvent<A>[];
  action: (a: A) => string;
}) {
  const at = useFormatDateTime();
  return (
    <Card title={title} size="small">
      <Timeline
        items={events.map((e) => ({
          key: e.id,
          content: [action(e.action), e.actor?.nickname, e.note, at(e.at)]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
    </Card>
  );
}
