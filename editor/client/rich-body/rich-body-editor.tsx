import { Placeholder } from "@tiptap/extensions";
import { EditorContent, useEditor, type JSONContent } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import type { SiteAddress } from "../../server/content/site-addresses";
import { api } from "../api";
import { loadManifest, type Manifest } from "../image-field";
import { BodyToolbar } from "./body-toolbar";
import { bodyExtensions } from "./extensions";
import { ImagePanel } from "./image-panel";
import { insertImage } from "./insert-image";
import { LinkPanel } from "./link-panel";
import { takeSelectionFromPage } from "./page-selection";
import { keepOwnerText, toDocument, toMarkdown } from "./round-trip";

/** The width the editor draws a media image at: the smallest made for a 640 px column, or the largest there is. */
function mediaSrc(names: { current: Manifest }) {
  return (name: string) => {
    const entry = names.current[name];
    if (!entry) return undefined;
    const width = entry.widths.find((w) => w >= 640) ?? entry.widths.at(-1);
    return `/media/${name}-${width}.webp`;
  };
}

/** The body's document as the editor opens it: an empty body gets one empty paragraph, where the caret and the hint go. */
function opening(markdown: string): JSONContent {
  const doc = toDocument(markdown);
  return doc.content?.length ? doc : { type: "doc", content: [{ type: "paragraph" }] };
}

export type RichBodyProps = {
  /** The body's Markdown when the editor opens. */
  markdown: string;
  /** The body as last saved: the blocks the owner leaves alone are written back as they stand in it. */
  saved: string;
  onChange(markdown: string): void;
  manifest: Manifest;
  /** The text's id, which the toolbar controls. @default "post-body" */
  id?: string;
  labelledBy: string;
  describedBy?: string;
  /** What goes in an empty body, shown in it until the first letter. */
  hint?: string;
  invalid: boolean;
};

/**
 * The body as rich text (docs/decisions/045-rich-text-post-body.md): the toolbar, the
 * text, and the link and image panels. Each change is written back as Markdown, keeping
 * the saved text of every block it did not touch.
 */
export function RichBodyEditor({ markdown, saved, onChange, manifest, id = "post-body", labelledBy, describedBy, invalid, hint = "" }: RichBodyProps) {
  const [panel, setPanel] = useState<"link" | "image" | undefined>();
  const [addresses, setAddresses] = useState<SiteAddress[] | undefined>();
  const latest = useRef({ saved, onChange });
  latest.current = { saved, onChange };
  // The library as the editor draws from it: read again before an insert, as the panel may have just uploaded the image.
  const names = useRef(manifest);
  const editor = useEditor({
    extensions: [...bodyExtensions({ mediaSrc: mediaSrc(names) }), Placeholder.configure({ placeholder: hint })],
    content: opening(markdown),
    editorProps: {
      attributes: { id, role: "textbox", "aria-multiline": "true", "aria-labelledby": labelledBy, "aria-placeholder": hint, class: "rich-body__text" },
      handleKeyDown(view, event) {
        if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
        event.preventDefault();
        takeSelectionFromPage(view);
        setPanel("link");
        return true;
      },
    },
    onUpdate: ({ editor: e }) => latest.current.onChange(keepOwnerText(latest.current.saved, toMarkdown(e.getJSON()))),
  });
  useEffect(() => {
    let live = true;
    void api<SiteAddress[]>("GET", "/api/addresses").then((r) => live && r.status === 200 && setAddresses(r.body));
    return () => {
      live = false;
    };
  }, []);
  // The problem under the field is announced with the text, as a textarea's would be.
  useEffect(() => {
    const text = editor?.view.dom;
    if (!text) return;
    if (invalid) text.setAttribute("aria-invalid", "true");
    else text.removeAttribute("aria-invalid");
    if (describedBy) text.setAttribute("aria-describedby", describedBy);
    else text.removeAttribute("aria-describedby");
  }, [editor, invalid, describedBy]);
  if (!editor) return null;
  return (
    <div className="rich-body">
      <BodyToolbar editor={editor} controls={id} onPanel={setPanel} />
      {panel === "link" && <LinkPanel editor={editor} addresses={addresses} onClose={() => setPanel(undefined)} />}
      {panel === "image" && (
        <ImagePanel
          editor={editor}
          onInsert={async (image) => {
            names.current = await loadManifest();
            insertImage(editor, image);
          }}
          onClose={() => setPanel(undefined)}
        />
      )}
      <EditorContent editor={editor} className="rich-body__frame" />
    </div>
  );
}
