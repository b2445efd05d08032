import '@mantine/tiptap/styles.css';
import { Button, FileButton, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconClick, IconPhoto, IconUpload } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { NEWSLETTER_IMAGE_MAX_BYTES, newsletterImageTypes, newsletterMessages } from '@rally/domain';
import { notifyError } from '../../../components/notify';
import { useUploadNewsletterImage } from '../api/newsletters.api';
import { useBrokenImages } from './newsletter-html';
import classes from './newsletter-html.module.css';

/** A link that may carry the button class (the "button" of a newsletter). */
const ButtonLink = Link.extend({
  addAttributes() {
    return { ...this.parent?.(), class: { default: null } };
  },
}).configure({
  openOnClick: false,
  protocols: ['mailto'],
  HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const isHttps = (url: string) => /^https:\/\/\S+$/i.test(url.trim());

/** A file's bytes in base64 (what POST /newsletterimage/ takes). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Uploads an image from the computer (PNG, JPEG, GIF, WebP, at most 2 MB) and inserts it. */
function UploadImageControl({ clubId, onInsert }: { clubId: number; onInsert: (src: string, alt: string) => void }) {
  const upload = useUploadNewsletterImage(clubId);
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!(newsletterImageTypes as readonly string[]).includes(file.type)) return setError(newsletterMessages.imageType);
    if (file.size > NEWSLETTER_IMAGE_MAX_BYTES) return setError(newsletterMessages.imageSize);
    try {
      const saved = await upload.mutateAsync({ name: file.name, data: await base64Of(file) });
      onInsert(saved.src, '');
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <>
      <FileButton onChange={(file) => void choose(file)} accept={newsletterImageTypes.join(',')}>
        {(props) => (
          <RichTextEditor.Control
            {...props}
            aria-label="Upload image"
            title="Upload image (PNG, JPEG, GIF or WebP, at most 2 MB)"
            disabled={upload.isPending}
          >
            <IconUpload size={16} stroke={1.5} />
          </RichTextEditor.Control>
        )}
      </FileButton>
      {error && (
        <Text size="xs" c="red.8" role="alert" px={4}>
          {error}
        </Text>
      )}
    </>
  );
}

/** A toolbar control that asks for a URL (and a label) in a small popover, then inserts. */
function InsertControl({
  label,
  icon,
  withText,
  onInsert,
}: {
  label: string;
  icon: React.ReactNode;
  withText: boolean;
  onInsert: (url: string, text: string) => void;
}) {
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
          <TextInput
            label={withText ? 'Button link (https)' : 'Image address (https)'}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={url && !isHttps(url) ? 'Use an https:// address' : undefined}
          />
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
export function NewsletterEditor({
  clubId,
  value,
  onChange,
  onReady,
}: {
  clubId: number;
  value: string;
  onChange: (html: string) => void;
  onReady?: (editor: Editor) => void;
}) {
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

  const box = useRef<HTMLDivElement>(null);
  useBrokenImages(box, editor);

  return (
    <RichTextEditor ref={box} editor={editor} mih={320} className={classes.editor}>
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
          <UploadImageControl
            clubId={clubId}
            onInsert={(src, alt) =>
              editor?.chain().focus().setTextSelection(editor.state.selection.to).setImage({ src, alt }).run()
            }
          />
          <InsertControl
            label="Insert image"
            icon={<IconPhoto size={16} stroke={1.5} />}
            withText={false}
            onInsert={(url) =>
              editor?.chain().focus().setTextSelection(editor.state.selection.to).setImage({ src: url, alt: '' }).run()
            }
          />
          <InsertControl
            label="Insert button"
            icon={<IconClick size={16} stroke={1.5} />}
            withText
            onInsert={(url, text) =>
              editor
                ?.chain()
                .focus()
                .setTextSelection(editor.state.selection.to)
                .insertContent(`<p><a class="newsletter-button" href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`)
                .run()
            }
          />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
