import type { Editor } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";
import { ImageField } from "../image-field";
import { MEDIA_PREFIX } from "./extensions";
import { richWords } from "../words/rich-body";
import { wordsOf } from "../words/studio-words";

/**
 * An image from the media library into the body (docs/owner.md#journal-posts), with the
 * words that stand for it for people who can't see it: the site draws it responsive, as
 * every `media:` image (site/app/content/markdown.server.ts).
 */
export function ImagePanel({ editor, onInsert, onClose }: { editor: Editor; onInsert(image: { src: string; alt: string }): Promise<void>; onClose(): void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.querySelector("select")?.focus(), []);
  function insert() {
    if (!name) return setProblem(wordsOf(richWords).chooseImage);
    if (!alt.trim()) return setProblem(wordsOf(richWords).describeImage);
    void onInsert({ src: `${MEDIA_PREFIX}${name}`, alt: alt.trim() }).then(onClose);
  }
  const cancel = () => {
    editor.commands.focus();
    onClose();
  };
  return (
    <div ref={panel} className="rich-body__panel" role="group" aria-labelledby={`${id}-title`} onKeyDown={(e) => e.key === "Escape" && cancel()}>
      <p className="rich-body__panel-title" id={`${id}-title`}>
        {wordsOf(richWords).imageTitle}
      </p>
      <ImageField label={wordsOf(richWords).imageTitle} value={name} onChange={(value) => (setName(value), setProblem(undefined))} />
      <label htmlFor={`${id}-alt`}>{wordsOf(richWords).textAlternative}</label>
      <input
        id={`${id}-alt`}
        value={alt}
        onChange={(e) => (setAlt(e.target.value), setProblem(undefined))}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          insert();
        }}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem && (
        <p className="settings__problem" role="alert" id={`${id}-problem`}>
          {problem}
        </p>
      )}
      <div className="rich-body__panel-actions">
        <button type="button" className="editor-button editor-button--small editor-button--primary" onClick={insert}>
          {wordsOf(richWords).insertImage}
        </button>
        <button type="button" className="editor-button editor-button--small" onClick={cancel}>
          {wordsOf(richWords).cancel}
        </button>
      </div>
    </div>
  );
}
