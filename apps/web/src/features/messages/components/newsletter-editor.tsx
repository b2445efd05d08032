import '@mantine/tiptap/styles.css';
import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconClick, IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import classes from './newsletter-html.module.css';

/** A link that may carry the button class (the "button" of a newsletter). */
const ButtonLink = Link.extend({
  addAttributes() {
    return { ...this.parent?.(), class: { default: null } };
  },
}).configure({ openOnClick: false, protocols: ['mailto'], HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' } });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const isHttps = (url: string) => /^https:\/\/\S+$/i.test(url.trim());

/** A toolbar control that asks for a URL (and a label) in a small popover, then inserts. */
function InsertControl({ label, icon, withText, onInsert }: { label: string; icon: React.ReactNode; withText: boolean; onInsert: (url: string, text: string) => void }) {
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const valid = isHttps(url) && (!withText || text.trim());
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow shadow="md">
      <Popover.Target>
        <RichTextEditor.Control onClick={() => setOpened((o) => !o)} aria-label={label} title={label}>
          {icon}
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          {withText && <TextInput label="Button text" value={text} onChange={(e) => setText(e.currentTarget.value)} />}
          <TextInput label={withText ? 'Button link (https)' : 'Image address (https)'} value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={url && !isHttps(url) ? 'Use an https:// address' : undefined} />
          <Group justify="flex-end">
            <Button
              size="xs"
              disabled={!valid}
              onClick={() => {
                onInsert(url.trim(), text.trim());
                setOpened(false);
                setUrl('');
                setText('');
              }}
            >
              Insert
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The newsletter's rich-text editor: headings, bold, lists, links, images and a button. */
export function NewsletterEditor({ value, onChange, onReady }: { value: string; onChange: (html: string) => void; onReady?: (editor: Editor) => void }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), ButtonLink, Image.configure({ HTMLAttributes: {} })],
    content: value,
    immediatelyRender: false,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    editorProps: { attributes: { 'aria-label': 'Newsletter content', role: 'textbox', 'aria-multiline': 'true' } },
  });
  useEffect(() => {
    if (editor && onReady) onReady(editor);
  }, [editor, onReady]);
  // A different newsletter loaded into the same editor.
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the record changes, not on every keystroke echo
  }, [editor, value === '' ? 'empty' : 'filled']);

  return (
    <RichTextEditor editor={editor} mih={320} className={classes.editor}>
      <RichTextEditor.Toolbar sticky stickyOffset={0}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H1 />
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          <InsertControl label="Insert image" icon={<IconPhoto size={16} stroke={1.5} />} withText={false} onInsert={(url) => editor?.chain().focus().setTextSelection(editor.state.selection.to).setImage({ src: url, alt: '' }).run()} />
          <InsertControl
            label="Insert button"
            icon={<IconClick size={16} stroke={1.5} />}
            withText
            onInsert={(url, text) => editor?.chain().focus().setTextSelection(editor.state.selection.to).insertContent(`<p><a class="newsletter-button" href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`).run()}
          />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
