import { isDeepStrictEqual } from "node:util";
import { enquiryBlock, enquiryPlacements } from "./blocks.server";
import type { ContentStore } from "./content-store.server";
import { pagePath } from "./page-view.server";
import type { WidgetDoc } from "../widgets/widget-registry";

type FormDoc = Extract<WidgetDoc, { type: "form" }>;

/**
 * What the server needs to check and store a submission (docs/behaviour/server.md#forms),
 * written by the build beside the pages as `forms.json`: every form's definition and the
 * pages it is on, with what each page is about (a product page's enquiry form).
 */
export type FormsManifest = {
  site: { name: string; url: string };
  forms: Record<string, Omit<FormDoc, "type" | "animate"> & { file: string; pages: Record<string, { subject?: { slug: string; title: string } }> }>;
};

const isForm = (widget: WidgetDoc): widget is FormDoc => widget.type === "form";

/**
 * Every form of the content and where it is. A name stands for one form: two files may
 * place the same form, but not two different ones under one name (their submissions
 * would mix). Problems name the file.
 */
export function collectForms(store: ContentStore, site: FormsManifest["site"]): { manifest: FormsManifest; problems: string[] } {
  const forms: FormsManifest["forms"] = {};
  const problems: string[] = [];
  const place = (file: string, doc: FormDoc, path: string, subject?: { slug: string; title: string }) => {
    const { type: _type, animate: _animate, ...definition } = doc;
    const known = forms[doc.name];
    if (!known) {
      forms[doc.name] = { ...definition, file, pages: { [path]: subject ? { subject } : {} } };
      return;
    }
    const { file: first, pages, ...knownDefinition } = known;
    if (!isDeepStrictEqual(knownDefinition, definition)) {
      problems.push(`${file}: the form "${doc.name}" is defined differently in ${first}; give one of them another name`);
    } else if (pages[path] && file === first) {
      problems.push(`${file}: the form "${doc.name}" is on the page ${path} twice`);
    } else {
      pages[path] = subject ? { subject } : {};
    }
  };
  for (const page of store.pages) {
    for (const widget of page.data.sections.flatMap((s) => s.columns.flatMap((c) => c.widgets))) {
      if (isForm(widget)) place(page.file, widget, pagePath(page.slug));
    }
  }
  const block = enquiryBlock(store);
  if (block && isForm(block.data)) {
    for (const { path, subject } of enquiryPlacements(store)) place(block.file, block.data, path, subject);
  }
  return { manifest: { site, forms }, problems };
}
