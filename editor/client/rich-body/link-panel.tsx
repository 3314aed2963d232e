import type { Editor } from "@tiptap/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { SiteAddress } from "../../server/content/site-addresses";
import { linkAddressProblem } from "./link-address";
import { richWords } from "../words/rich-body";
import { wordsOf } from "../words/studio-words";

/**
 * The link's address for the selected words (docs/owner.md#journal-posts): a page of the
 * site picked from the list, or a whole address, checked before it is applied. Enter
 * applies, Escape goes back to the text as it was.
 */
export function LinkPanel({ editor, addresses, onClose }: { editor: Editor; addresses: SiteAddress[] | undefined; onClose(): void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const current = editor.isActive("link") ? String(editor.getAttributes("link").href ?? "") : "";
  const [address, setAddress] = useState(current);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => input.current?.focus(), []);

  function apply() {
    const href = address.trim();
    const refused = linkAddressProblem(href, addresses?.map((a) => a.href));
    if (refused) return setProblem(refused);
    const chain = editor.chain().focus().extendMarkRange("link");
    // With no words chosen, the address itself becomes the link's words.
    if (editor.state.selection.empty && !editor.isActive("link")) chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onClose();
  }
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };
  const cancel = () => {
    editor.commands.focus();
    onClose();
  };
  const keys = (event: KeyboardEvent) => {
    // Enter would otherwise submit the post's form (a save).
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <div className="rich-body__panel" role="group" aria-labelledby={`${id}-title`} onKeyDown={(e) => e.key === "Escape" && cancel()}>
      <p className="rich-body__panel-title" id={`${id}-title`}>
        {wordsOf(richWords).linkTitle}
      </p>
      <label htmlFor={`${id}-address`}>{wordsOf(richWords).address}</label>
      <small id={`${id}-help`}>{wordsOf(richWords).addressHelp}</small>
      <input
        ref={input}
        id={`${id}-address`}
        list={`${id}-addresses`}
        value={address}
        autoComplete="off"
        onChange={(e) => {
          setAddress(e.target.value);
          setProblem(undefined);
        }}
        onKeyDown={keys}
        aria-describedby={problem ? `${id}-help ${id}-problem` : `${id}-help`}
        aria-invalid={problem ? true : undefined}
      />
      {problem && (
        <p className="settings__problem" role="alert" id={`${id}-problem`}>
          {problem}
        </p>
      )}
      <datalist id={`${id}-addresses`}>
        {addresses?.map((a) => (
          <option key={a.href} value={a.href} label={`${a.label} (${a.kind})`} />
        ))}
      </datalist>
      <div className="rich-body__panel-actions">
        <button type="button" className="editor-button editor-button--small editor-button--primary" onClick={apply}>
          {wordsOf(richWords).applyLink}
        </button>
        {current && (
          <button type="button" className="editor-button editor-button--small" onClick={remove}>
            {wordsOf(richWords).removeLink}
          </button>
        )}
        <button type="button" className="editor-button editor-button--small" onClick={cancel}>
          {wordsOf(richWords).cancel}
        </button>
      </div>
    </div>
  );
}
