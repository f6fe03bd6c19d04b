import { useMutation } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { download } from '../api/get-data';
import { saveFile } from '../lib/save-file';

/** A stored file as a record names it (the server's `url` is `/admin/files/:id`). */
export interface StoredFileLink {
  id: string;
  name: string;
  url: string;
}

/**
 * A record's attached files, each downloaded when clicked. Through the http client, so the
 * caller's token goes along: a plain link to the file's address would be refused (401), as the
 * server reads no cookie.
 */
export function StoredFileLinks({ files }: { files: readonly StoredFileLink[] }) {
  const fetchIt = useMutation({
    mutationFn: (file: StoredFileLink) => download(file.url),
    onSuccess: (got, file) => saveFile(got.blob, got.filename ?? file.name),
  });
  return (
    <Flex vertical align="flex-start">
      {files.map((f) => (
        <Button
          key={f.id}
          type="link"
          style={{ padding: 0, height: 'auto' }}
          loading={fetchIt.isPending && fetchIt.variables?.id === f.id}
          onClick={() => fetchIt.mutate(f)}
        >
          {f.name}
        </Button>
      ))}
    </Flex>
  );
}
