import { json } from '@codemirror/lang-json';
import { basicSetup, EditorView } from 'codemirror';
import { useEffect, useRef } from 'react';

export interface JsonEditorProps {
  value: string;
  onChange: (value: string) => void;
  'aria-label': string;
  height?: number;
}

/** CodeMirror 6 with JSON highlighting (loaded lazily by the JSON dialog, in its own chunk). */
export function JsonEditor({ value, onChange, height = 420, ...rest }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, value });
  const label = rest['aria-label'];

  useEffect(() => {
    latest.current = { onChange, value };
  });

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      doc: latest.current.value,
      parent: host.current,
      extensions: [
        basicSetup,
        json(),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.theme({ '&': { height: `${height}px` }, '.cm-scroller': { overflow: 'auto' } }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [label, height]);

  // Text replaced from outside (reset to the current design): show it without echoing it back.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} style={{ border: '1px solid #d9d9d9', borderRadius: 6 }} />;
}
