import { useCallback, useEffect, useRef, useState, type DragEvent } from "react";
import type { LoadedProduct } from "../server/content/products";
import type { Problem } from "../server/content/problems";
import { DangerZone, DraftHeading, fieldProblems, SaveActions, SaveOutcome } from "./file-form-parts";
import { ImageField } from "./image-field";
import { BodyField } from "./rich-body/body-field";
import { fieldProblem } from "./post-fields";
import { useBuildJob } from "./use-build-job";
import { useProblemCheck } from "./use-problem-check";
import { useFileForm } from "./use-file-form";
import { draftFileForm, useDraftFile } from "./use-draft-file";
import { editorWords } from "./words/editors";
import { fill, wordsOf } from "./words/studio-words";

type Photo = { image: string; alt: string };
type Data = Record<string, unknown> & { images?: Photo[]; details?: Record<string, string>; inStock?: boolean; stock?: number };

/** A product's fields as the product editor names them (docs/behaviour/page-builder.md#products). */
const LABELS: Record<string, string> = {
  get title() { return wordsOf(editorWords).title; },
  get price() { return wordsOf(editorWords).price; },
  get currency() { return wordsOf(editorWords).currency; },
  get sku() { return wordsOf(editorWords).sku; },
  get category() { return wordsOf(editorWords).category; },
  get excerpt() { return wordsOf(editorWords).summary; },
  get images() { return wordsOf(editorWords).images; },
  get "images.image"() { return wordsOf(editorWords).image; },
  get "images.alt"() { return wordsOf(editorWords).imageAlt; },
  get inStock() { return wordsOf(editorWords).forSale; },
  get stock() { return wordsOf(editorWords).howMany; },
  get details() { return wordsOf(editorWords).details; },
};
const problemOf = (p: Problem) => fieldProblem(LABELS, wordsOf(editorWords).theProduct, p.path, p.message, p.text);

/** Moves the item at `from` to `to`, leaving the others in order. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Where a product stands, under its title: a draft is in no list of the shop until it is marked ready to sell. */
const draftLine = () => wordsOf(editorWords).draftLine;

/**
 * One product (docs/behaviour/page-builder.md#products): its fields, empty ones showing
 * what goes in them, its images ordered by drag or by the Move buttons, stock or sold out,
 * the details table, the description, Save (checked by the build's check), Mark ready to
 * sell for a draft, Publish, and Delete apart, asking first.
 */
export function ProductEditor({ product, categories }: { product: LoadedProduct; categories: string[] }) {
  // The details as rows while they are typed: a row may be half filled, or two may share a label for a moment.
  const [details, setDetails] = useState<[string, string][]>(Object.entries((product.data.details as Record<string, string> | undefined) ?? {}).map(([k, v]) => [k, String(v)]));
  const [moveStatus, setMoveStatus] = useState("");
  const dragged = useRef<number | undefined>(undefined);
  const { state: publishState, start: publish } = useBuildJob("/api/publish");
  // While a save's problems are shown, each change is checked again, so a field's message goes as soon as the field is right (docs/behaviour/page-builder.md#messages).
  const rechecking = useRef(false);
  // After Mark ready to sell met problems, a draft is checked whole, as marking it ready does, so an empty field's message stays until it is filled.
  const checkWhole = useRef(false);
  const form = useFileForm({
    ...draftFileForm<Data>("product", product),
    problemOf,
    beforeSave: () => {
      cancelCheck();
      rechecking.current = false;
      checkWhole.current = false;
    },
    refused: () => {
      rechecking.current = true;
    },
    written: (): string => (where.state === "draft" ? wordsOf(editorWords).savedDraft : wordsOf(editorWords).savedPublish),
  });
  const { data, body } = form.value;
  const { problems, setProblems, setMessage } = form;
  // Checked whole as a product of the shop: what it still lacks is marked on its fields, in plain words.
  const { where, marking, ready, remove } = useDraftFile(form, {
    thing: "product",
    opened: product,
    title: String(data.title ?? product.slug),
    unpublish: wordsOf(editorWords).publishAfterProduct,
    words: {
      ready: wordsOf(editorWords).productReady,
      refused: wordsOf(editorWords).productRefused,
      failed: (status) => fill(wordsOf(editorWords).productFailed, { status }),
    },
    problemOf,
    onReady: () => setProblems([]),
    onRefused: () => {
      rechecking.current = true;
      checkWhole.current = true;
    },
  });
  const setData = (change: (data: Data) => Data) => form.setValue((f) => ({ ...f, data: change(f.data) }));
  const onChecked = useCallback(
    (found: Problem[]) => {
      if (!rechecking.current) return;
      setProblems(found.map(problemOf));
      if (found.length === 0) setMessage(wordsOf(editorWords).allFixed);
    },
    [setProblems, setMessage],
  );
  const { check, cancel: cancelCheck } = useProblemCheck(`/api/products/${encodeURIComponent(product.slug)}/check`, onChecked);
  useEffect(() => {
    if (rechecking.current) check({ data, body, whole: checkWhole.current });
  }, [data, body, check]);

  const set = (name: string, value: unknown) => setData((d) => ({ ...d, [name]: value }));
  const images = data.images ?? [];
  const setImages = (next: Photo[]) => set("images", next);
  const setDetailRows = (rows: [string, string][]) => {
    setDetails(rows);
    const filled = rows.filter(([label]) => label.trim());
    setData(({ details: _old, ...d }) => (filled.length ? { ...d, details: Object.fromEntries(filled.map(([k, v]) => [k.trim(), v])) } : d));
  };

  function move(from: number, to: number) {
    if (to < 0 || to >= images.length) return;
    setImages(moved(images, from, to));
    setMoveStatus(fill(wordsOf(editorWords).moved, { name: images[from]!.alt || images[from]!.image, position: to + 1, all: images.length }));
  }
  const onDrop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged.current !== undefined) move(dragged.current, to);
    dragged.current = undefined;
  };

  const field = (name: string) => problems.filter((p) => (name === "body" ? !p.field : p.field === name || p.field.startsWith(`${name}.`)));
  const { problemsOf, invalid } = fieldProblems(field, (name) => `product-${name}-problem`);
  const soldOut = data.inStock === false;

  return (
    <main className="post-editor product-editor" id="main">
      <DraftHeading thing="product" title={data.title} badge={where.state === "draft" ? wordsOf(editorWords).draft : undefined} line={where.state === "draft" ? draftLine() : undefined} />
      <form className="settings__form product-editor__form" onSubmit={form.submit}>
        <label htmlFor="product-title">{wordsOf(editorWords).title}</label>
        <input id="product-title" value={String(data.title ?? "")} onChange={(e) => set("title", e.target.value)} {...invalid("title")} />
        {problemsOf("title")}
        <label htmlFor="product-price">{fill(wordsOf(editorWords).priceIn, { currency: String(data.currency ?? "EUR") })}</label>
        <input id="product-price" type="number" min="0.01" step="0.01" inputMode="decimal" placeholder={wordsOf(editorWords).pricePlaceholder} value={String(data.price ?? "")} onChange={(e) => set("price", e.target.value === "" ? undefined : Number(e.target.value))} {...invalid("price")} />
        {problemsOf("price")}
        <label htmlFor="product-category">{wordsOf(editorWords).category}</label>
        <input id="product-category" list="product-categories" placeholder={fill(wordsOf(editorWords).categoryPlaceholder, { category: categories[0] ?? "Mugs" })} value={String(data.category ?? "")} onChange={(e) => set("category", e.target.value)} {...invalid("category")} />
        <datalist id="product-categories">
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        {problemsOf("category")}
        <label htmlFor="product-excerpt">{wordsOf(editorWords).summary}</label>
        <small id="product-excerpt-help">{wordsOf(editorWords).summaryHelp}</small>
        <textarea id="product-excerpt" rows={3} placeholder={wordsOf(editorWords).summaryPlaceholder} value={String(data.excerpt ?? "")} aria-describedby="product-excerpt-help" onChange={(e) => set("excerpt", e.target.value)} {...invalid("excerpt")} />
        {problemsOf("excerpt")}

        <fieldset className="product-editor__group">
          <legend>{wordsOf(editorWords).images}</legend>
          <small>{wordsOf(editorWords).imagesHelp}</small>
          <ol className="product-editor__images" aria-label={wordsOf(editorWords).imagesInOrder}>
            {images.map((photo, i) => (
              // Keyed by place, not by picture: a key that changed with the picture would draw the
              // field anew as a picture is chosen, closing its thumbnails under the owner's hand.
              <li key={i} draggable onDragStart={() => (dragged.current = i)} onDragOver={(e) => e.preventDefault()} onDrop={onDrop(i)} className="product-editor__image">
                <ImageField label={fill(wordsOf(editorWords).imageNumber, { number: i + 1 })} value={photo.image} onChange={(image) => setImages(images.map((p, j) => (j === i ? { ...p, image } : p)))} />
                <label htmlFor={`product-image-alt-${i}`}>Image {i + 1}: text alternative</label>
                <input id={`product-image-alt-${i}`} placeholder={wordsOf(editorWords).photoPlaceholder} value={photo.alt} onChange={(e) => setImages(images.map((p, j) => (j === i ? { ...p, alt: e.target.value } : p)))} />
                <span className="product-editor__image-tools">
                  <button type="button" className="editor-button" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={fill(wordsOf(editorWords).moveImageUp, { number: i + 1 })}>
                    {wordsOf(editorWords).moveUp}
                  </button>
                  <button type="button" className="editor-button" disabled={i === images.length - 1} onClick={() => move(i, i + 1)} aria-label={fill(wordsOf(editorWords).moveImageDown, { number: i + 1 })}>
                    {wordsOf(editorWords).moveDown}
                  </button>
                  <button type="button" className="editor-button editor-button--danger" disabled={images.length === 1 && where.state === "published"} onClick={() => setImages(images.filter((_, j) => j !== i))} aria-label={fill(wordsOf(editorWords).removeImage, { number: i + 1 })}>
                    {wordsOf(editorWords).remove}
                  </button>
                </span>
              </li>
            ))}
          </ol>
          {images.length === 0 && <p className="page-list__meta">{wordsOf(editorWords).noPhoto}</p>}
          <button type="button" className="editor-button" onClick={() => setImages([...images, { image: "", alt: "" }])}>
            {wordsOf(editorWords).addImage}
          </button>
          <p role="status" className="product-editor__moved">
            {moveStatus}
          </p>
          {problemsOf("images")}
        </fieldset>

        <fieldset className="product-editor__group">
          <legend>{wordsOf(editorWords).stock}</legend>
          <label className="product-editor__choice">
            <input type="radio" name="product-stock" checked={!soldOut} onChange={() => set("inStock", true)} /> {wordsOf(editorWords).forSale}
          </label>
          <label className="product-editor__choice">
            <input type="radio" name="product-stock" checked={soldOut} onChange={() => set("inStock", false)} /> {wordsOf(editorWords).soldOut}
          </label>
          {!soldOut && (
            <>
              <label htmlFor="product-stock-count">{wordsOf(editorWords).howManyForSale}</label>
              <small id="product-stock-help">{wordsOf(editorWords).stockHelp}</small>
              <input
                id="product-stock-count"
                type="number"
                min="0"
                step="1"
                aria-describedby="product-stock-help"
                value={data.stock ?? ""}
                onChange={(e) => setData(({ stock: _old, ...d }) => (e.target.value === "" ? d : { ...d, stock: Number(e.target.value) }))}
                {...invalid("stock")}
              />
            </>
          )}
          {problemsOf("stock")}
        </fieldset>

        <fieldset className="product-editor__group">
          <legend>{wordsOf(editorWords).details}</legend>
          <small>{wordsOf(editorWords).detailsHelp}</small>
          {details.map(([label, value], i) => (
            <div key={i} className="product-editor__detail">
              <label htmlFor={`product-detail-label-${i}`}>{fill(wordsOf(editorWords).detailNumber, { number: i + 1 })}</label>
              <input id={`product-detail-label-${i}`} value={label} onChange={(e) => setDetailRows(details.map((row, j) => (j === i ? [e.target.value, row[1]] : row)))} />
              <label htmlFor={`product-detail-value-${i}`}>{fill(wordsOf(editorWords).detailValue, { number: i + 1 })}</label>
              <input id={`product-detail-value-${i}`} value={value} onChange={(e) => setDetailRows(details.map((row, j) => (j === i ? [row[0], e.target.value] : row)))} />
              <button type="button" className="editor-button" onClick={() => setDetailRows(details.filter((_, j) => j !== i))} aria-label={fill(wordsOf(editorWords).removeDetail, { number: i + 1 })}>
                {wordsOf(editorWords).remove}
              </button>
            </div>
          ))}
          <button type="button" className="editor-button" onClick={() => setDetails([...details, ["", ""]])}>
            {wordsOf(editorWords).addDetail}
          </button>
          {problemsOf("details")}
        </fieldset>

        <label htmlFor="product-sku">{wordsOf(editorWords).sku}</label>
        <input id="product-sku" placeholder={wordsOf(editorWords).skuPlaceholder} value={String(data.sku ?? "")} onChange={(e) => set("sku", e.target.value)} {...invalid("sku")} />
        {problemsOf("sku")}
        <BodyField
          thing="product"
          label={wordsOf(editorWords).description}
          body={body}
          saved={form.saved.body}
          onChange={(next) => form.setValue((f) => ({ ...f, body: next }))}
          problems={problemsOf("body")}
          invalid={field("body").length > 0}
          hint={wordsOf(editorWords).descriptionHint}
        />
        <SaveActions
          dirty={form.dirty}
          saving={form.saving}
          ready={where.state === "draft" ? { label: wordsOf(editorWords).markReadySell, busy: marking, mark: () => void ready() } : undefined}
          publish={where.state === "draft" ? undefined : { running: publishState.status === "running", start: () => void publish() }}
        />
        <SaveOutcome form={form} publishState={publishState} conflictLabel={wordsOf(editorWords).productChanged} />
        <DangerZone id="product-danger-title" thing="product" onDelete={() => void remove()} />
      </form>
    </main>
  );
}
