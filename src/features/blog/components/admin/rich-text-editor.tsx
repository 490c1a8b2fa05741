'use client';

import { useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MediaPicker } from '@/features/media/picker';
import { cn } from '@/lib/utils';

// The post body editor. Admin-only: it is loaded with next/dynamic from the
// post editor, so Tiptap never reaches a public page's JavaScript. What it
// produces is cleaned again on the server before it is stored.

const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

function ToolbarButton({
  label,
  icon: Icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // keep the editor's selection while the toolbar is used with a mouse
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-ink-soft transition-colors hover:bg-sand hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink disabled:opacity-30',
        active && 'bg-ink text-paper hover:bg-ink-soft hover:text-paper',
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

function Toolbar({ editor, onImage }: { editor: Editor; onImage: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState('');
  const chain = () => editor.chain().focus();

  const applyLink = () => {
    const value = href.trim();
    if (value === '') {
      chain().extendMarkRange('link').unsetLink().run();
      setLinking(false);
      return;
    }
    if (!SAFE_HREF.test(value)) {
      setLinkError(
        'Use a web address starting with https://, a mailto: link or a path such as /projects.',
      );
      return;
    }
    chain().extendMarkRange('link').setLink({ href: value }).run();
    setLinking(false);
  };

  return (
    <div className="sticky top-0 z-10 border-b border-line bg-white/95 backdrop-blur">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap items-center gap-0.5 p-1.5"
      >
        <ToolbarButton
          label="Bold"
          icon={Bold}
          active={state.bold}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolbarButton
          label="Italic"
          icon={Italic}
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolbarButton
          label="Underline"
          icon={Underline}
          active={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        />
        <ToolbarButton
          label="Strikethrough"
          icon={Strikethrough}
          active={state.strike}
          onClick={() => chain().toggleStrike().run()}
        />
        <span aria-hidden className="mx-1 h-5 w-px bg-line" />
        <ToolbarButton
          label="Heading"
          icon={Heading2}
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolbarButton
          label="Subheading"
          icon={Heading3}
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolbarButton
          label="Bulleted list"
          icon={List}
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolbarButton
          label="Numbered list"
          icon={ListOrdered}
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolbarButton
          label="Quote"
          icon={Quote}
          active={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <ToolbarButton
          label="Divider"
          icon={Minus}
          onClick={() => chain().setHorizontalRule().run()}
        />
        <span aria-hidden className="mx-1 h-5 w-px bg-line" />
        <ToolbarButton
          label={state.link ? 'Edit link' : 'Add link'}
          icon={Link2}
          active={state.link}
          onClick={() => {
            setHref(state.href);
            setLinkError('');
            setLinking(true);
          }}
        />
        {state.link ? (
          <ToolbarButton
            label="Remove link"
            icon={Link2Off}
            onClick={() => chain().extendMarkRange('link').unsetLink().run()}
          />
        ) : null}
        <ToolbarButton label="Insert image from library" icon={ImagePlus} onClick={onImage} />
        <span aria-hidden className="mx-1 h-5 w-px bg-line" />
        <ToolbarButton
          label="Undo"
          icon={Undo2}
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        />
        <ToolbarButton
          label="Redo"
          icon={Redo2}
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        />
      </div>
      {linking ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-line px-2 py-2">
          <label htmlFor="post-link-href" className="text-sm font-medium text-ink">
            Link address
          </label>
          <Input
            id="post-link-href"
            autoFocus
            className="h-9 min-w-0 flex-1 text-sm"
            placeholder="https://"
            value={href}
            aria-invalid={!!linkError || undefined}
            aria-describedby={linkError ? 'post-link-error' : undefined}
            onChange={(e) => {
              setHref(e.target.value);
              setLinkError('');
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                setLinking(false);
                editor.commands.focus();
              }
            }}
          />
          <Button type="button" size="sm" onClick={applyLink}>
            Apply
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setLinking(false)}>
            Cancel
          </Button>
          {linkError ? (
            <p id="post-link-error" className="w-full text-sm text-danger">
              {linkError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export default function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  invalid,
}: {
  initialHtml: string;
  onChange: (html: string, text: string) => void;
  labelledBy: string;
  invalid?: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        // the article's quote face, as the public page shows it
        class: 'prose-article min-h-80 px-5 py-4 focus:outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML(), e.getText()),
  });

  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl border bg-white focus-within:border-ink focus-within:ring-4 focus-within:ring-ink/8',
        invalid ? 'border-danger' : 'border-line',
      )}
    >
      {editor ? (
        <>
          <Toolbar editor={editor} onImage={() => setPicking(true)} />
          <EditorContent editor={editor} />
        </>
      ) : (
        <div className="min-h-80 animate-pulse bg-sand/40" aria-hidden />
      )}
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        accept="image"
        multiple
        onSelect={(items) => {
          if (!editor) return;
          let chain = editor.chain().focus();
          for (const item of items) chain = chain.setImage({ src: item.url, alt: item.alt });
          chain.run();
        }}
      />
    </div>
  );
}
