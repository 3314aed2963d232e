import { useEditorState, type Editor } from "@tiptap/react";
import { useRef, useState, type KeyboardEvent } from "react";
import { richWords } from "../words/rich-body";
import { wordsOf } from "../words/studio-words";

const MAC = typeof navigator !== "undefined" && /Mac|iP(hone|ad)/.test(navigator.platform);
const MOD = MAC ? "Meta" : "Control";

type Tool = {
  /** Its words' key (words/rich-body.ts). */
  name: "paragraph" | "heading" | "subheading" | "bold" | "italic" | "link" | "bulletedList" | "numberedList" | "quote" | "image" | "undo" | "redo";
  /** The keys, as aria-keyshortcuts spells them (`Control+B`). */
  keys?: string;
  run(editor: Editor): void;
  active?(editor: Editor): boolean;
  /** Opens a panel instead of changing the text at once. */
  panel?: "link" | "image";
  group: number;
};

// The editor's own shortcuts (TipTap's starter kit), shown so the owner can learn them; Ctrl+K is the body's (rich-body-editor.tsx).
const TOOLS: Tool[] = [
  { group: 0, name: "paragraph", keys: `${MOD}+Alt+0`, run: (e) => e.chain().focus().setParagraph().run(), active: (e) => e.isActive("paragraph") },
  { group: 0, name: "heading", keys: `${MOD}+Alt+2`, run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive("heading", { level: 2 }) },
  { group: 0, name: "subheading", keys: `${MOD}+Alt+3`, run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive("heading", { level: 3 }) },
  { group: 1, name: "bold", keys: `${MOD}+B`, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive("bold") },
  { group: 1, name: "italic", keys: `${MOD}+I`, run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive("italic") },
  { group: 1, name: "link", keys: `${MOD}+K`, run: () => undefined, active: (e) => e.isActive("link"), panel: "link" },
  { group: 2, name: "bulletedList", keys: `${MOD}+Shift+8`, run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive("bulletList") },
  { group: 2, name: "numberedList", keys: `${MOD}+Shift+7`, run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive("orderedList") },
  { group: 2, name: "quote", keys: `${MOD}+Shift+B`, run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive("blockquote") },
  { group: 3, name: "image", run: () => undefined, panel: "image" },
  { group: 4, name: "undo", keys: `${MOD}+Z`, run: (e) => e.chain().focus().undo().run() },
  { group: 4, name: "redo", keys: `${MOD}+Shift+Z`, run: (e) => e.chain().focus().redo().run() },
];

/** `Control+Shift+8` as the owner reads it: Ctrl+Shift+8 (⌘⇧8 on a Mac). */
const shown = (keys: string) => (MAC ? keys.replace("Meta+", "⌘").replace("Shift+", "⇧").replace("Alt+", "⌥") : keys.replace("Control", "Ctrl"));

/**
 * The rich body's toolbar (docs/owner.md#journal-posts): one tab stop, the arrow keys move
 * along it (the ARIA toolbar pattern), each button named, its shortcut announced and shown.
 */
export function BodyToolbar({ editor, onPanel, controls }: { editor: Editor; onPanel(panel: "link" | "image"): void; controls: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: TOOLS.map((t) => t.active?.(e) ?? false),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const bar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const disabled = (tool: Tool) => (tool.name === "undo" && !state.canUndo) || (tool.name === "redo" && !state.canRedo);
  const t = wordsOf(richWords);
  // The one tab stop; a button that became disabled (Redo, once redone) hands it back to the first.
  const stop = disabled(TOOLS[current]!) ? 0 : current;
  const focusAt = (step: number | "first" | "last", event: KeyboardEvent) => {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>("button:not(:disabled)") ?? [])];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    const next = buttons[step === "first" ? 0 : step === "last" ? buttons.length - 1 : (at + step + buttons.length) % buttons.length];
    if (!next) return;
    setCurrent(Number(next.dataset.index));
    next.focus();
    event.preventDefault();
  };
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={t.formatting}
      aria-controls={controls}
      className="rich-body__toolbar"
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") focusAt(1, event);
        else if (event.key === "ArrowLeft") focusAt(-1, event);
        else if (event.key === "Home") focusAt("first", event);
        else if (event.key === "End") focusAt("last", event);
      }}
    >
      {TOOLS.map((tool, i) => {
        return (
          <button
            key={tool.name}
            type="button"
            className={`rich-body__tool${i > 0 && TOOLS[i - 1]!.group !== tool.group ? " rich-body__tool--gap" : ""}`}
            tabIndex={i === stop ? 0 : -1}
            data-index={i}
            aria-pressed={tool.active ? state.active[i] : undefined}
            aria-keyshortcuts={tool.keys}
            title={tool.keys ? `${t[tool.name].replace("…", "")} (${shown(tool.keys)})` : undefined}
            disabled={disabled(tool)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setCurrent(i);
              if (tool.panel) onPanel(tool.panel);
              else tool.run(editor);
            }}
          >
            {t[tool.name]}
          </button>
        );
      })}
    </div>
  );
}
