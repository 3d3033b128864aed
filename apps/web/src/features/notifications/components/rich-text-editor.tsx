import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import TitleIcon from '@mui/icons-material/Title';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

export interface RichTextEditorProps {
  id: string;
  /** The accessible name of the editing area (and its visible label). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

interface ToolProps {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, active, onClick, children }: ToolProps) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={active}
        color={active ? 'primary' : 'default'}
        // Keep the editor's selection: the button must not take focus on mouse down.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

function editLink(editor: Editor) {
  const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
  const href = window.prompt('Link address (https://...)', previous);
  if (href === null) return;
  if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
  else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
}

/** The notification content editor (Tiptap): bold, italic, lists, link and heading. Lazy. */
export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
}: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      heading: current?.isActive('heading', { level: 3 }) ?? false,
    }),
  });

  return (
    <Box>
      <Box component="span" id={labelId} sx={{ typography: 'body2', color: 'text.secondary' }}>
        {label}
      </Box>
      <Box
        sx={{
          mt: 0.5,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <Box
          role="toolbar"
          aria-label={`${label} formatting`}
          sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tool
            label="Bold"
            active={active?.bold ?? false}
            onClick={() => editor?.chain().focus().toggleBold().run()}
          >
            <FormatBoldIcon fontSize="small" />
          </Tool>
          <Tool
            label="Italic"
            active={active?.italic ?? false}
            onClick={() => editor?.chain().focus().toggleItalic().run()}
          >
            <FormatItalicIcon fontSize="small" />
          </Tool>
          <Tool
            label="Heading"
            active={active?.heading ?? false}
            onClick={() => editor?.chain().focus().toggleHeading({ level: 3 }).run()}
          >
            <TitleIcon fontSize="small" />
          </Tool>
          <Tool
            label="Bullet list"
            active={active?.bulletList ?? false}
            onClick={() => editor?.chain().focus().toggleBulletList().run()}
          >
            <FormatListBulletedIcon fontSize="small" />
          </Tool>
          <Tool
            label="Numbered list"
            active={active?.orderedList ?? false}
            onClick={() => editor?.chain().focus().toggleOrderedList().run()}
          >
            <FormatListNumberedIcon fontSize="small" />
          </Tool>
          <Tool
            label="Link"
            active={active?.link ?? false}
            onClick={() => {
              if (editor) editLink(editor);
            }}
          >
            <InsertLinkIcon fontSize="small" />
          </Tool>
        </Box>
        <Box
          sx={{
            px: 1.5,
            '& .tiptap': { minHeight: 120, outline: 'none', py: 1 },
            '& .tiptap p': { my: 0.5 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
