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

type ToolbarState = ReturnType<typeof readToolbarState>;
type Chain = ReturnType<Editor['chain']>;

function readToolbarState({ editor: e }: { editor: Editor }) {
  return {
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
  };
}

type Format = {
  label: string;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** whether the selection has it (a pressed button); absent for an action such as Divider */
  active?: keyof ToolbarState;
  run: (chain: Chain) => Chain;
};

// The toolbar's formatting buttons, group by group (a divider between groups).
const TEXT_FORMATS: Format[] = [
  { label: 'Bold', icon: Bold, active: 'bold', run: (c) => c.toggleBold() },
  { label: 'Italic', icon: Italic, active: 'italic', run: (c) => c.toggleItalic() },
  { label: 'Underline', icon: Underline, active: 'underline', run: (c) => c.toggleUnderline() },
  { label: 'Strikethrough', icon: Strikethrough, active: 'strike', run: (c) => c.toggleStrike() },
];
const BLOCK_FORMATS: Format[] = [
  { label: 'Heading', icon: Heading2, active: 'h2', run: (c) => c.toggleHeading({ level: 2 }) },
  { label: 'Subheading', icon: Heading3, active: 'h3', run: (c) => c.toggleHeading({ level: 3 }) },
  { label: 'Bulleted list', icon: List, active: 'bullet', run: (c) => c.toggleBulletList() },
  {
    label: 'Numbered list',
    icon: ListOrdered,
    active: 'ordered',
    run: (c) => c.toggleOrderedList(),
  },
  { label: 'Quote', icon: Quote, active: 'quote', run: (c) => c.toggleBlockquote() },
  { label: 'Divider', icon: Minus, run: (c) => c.setHorizontalRule() },
];

const Divider = () => <span aria-hidden className="mx-1 h-5 w-px bg-line" />;

function FormatButtons({
  formats,
  state,
  chain,
}: {
  formats: Format[];
  state: ToolbarState;
  chain: () => Chain;
}) {
  return formats.map((format) => (
    <ToolbarButton
      key={format.label}
      label={format.label}
      icon={format.icon}
      active={format.active ? Boolean(state[format.active]) : undefined}
      onClick={() => format.run(chain()).run()}
    />
  ));
}

const LINK_RULE =
  'Use a web address starting with https://, a mailto: link or a path such as /projects.';

/** The link address row under the toolbar: Enter applies, Escape goes back to the text. */
function LinkBar({
  editor,
  initial,
  onClose,
}: {
  editor: Editor;
  initial: string;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initial);
  const [linkError, setLinkError] = useState('');
  const apply = () => {
    const value = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (value === '') chain.unsetLink().run();
    else if (!SAFE_HREF.test(value)) return setLinkError(LINK_RULE);
    else chain.setLink({ href: value }).run();
    onClose();
  };
  return (
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
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onClose();
            editor.commands.focus();
          }
        }}
      />
      <Button type="button" size="sm" onClick={apply}>
        Apply
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onClose}>
        Cancel
      </Button>
      {linkError ? (
        <p id="post-link-error" className="w-full text-sm text-danger">
          {linkError}
        </p>
      ) : null}
    </div>
  );
}

function Toolbar({ editor, onImage }: { editor: Editor; onImage: () => void }) {
  const state = useEditorState({ editor, selector: readToolbarState });
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();

  return (
    <div className="sticky top-0 z-10 border-b border-line bg-white/95 backdrop-blur">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap items-center gap-0.5 p-1.5"
      >
        <FormatButtons formats={TEXT_FORMATS} state={state} chain={chain} />
        <Divider />
        <FormatButtons formats={BLOCK_FORMATS} state={state} chain={chain} />
        <Divider />
        <ToolbarButton
          label={state.link ? 'Edit link' : 'Add link'}
          icon={Link2}
          active={state.link}
          onClick={() => setLinking(true)}
        />
        {state.link ? (
          <ToolbarButton
            label="Remove link"
            icon={Link2Off}
            onClick={() => chain().extendMarkRange('link').unsetLink().run()}
          />
        ) : null}
        <ToolbarButton label="Insert image from library" icon={ImagePlus} onClick={onImage} />
        <Divider />
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
        <LinkBar editor={editor} initial={state.href} onClose={() => setLinking(false)} />
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
