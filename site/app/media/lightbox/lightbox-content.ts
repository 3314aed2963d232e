import LIGHTBOX_TEXT from "~/config/parts/lightbox-words";

/** Replaces a slide's content with a message from the error catalogue. */
function message(box: HTMLElement, text: string) {
  box.replaceChildren(messageElement(box.ownerDocument, text));
}

function messageElement(doc: Document, text: string, { status = false } = {}): HTMLParagraphElement {
  const p = doc.createElement("p");
  p.className = "lightbox__message";
  p.textContent = text;
  // The wait is announced; it gives way to the content or to an error message.
  if (status) p.setAttribute("role", "status");
  return p;
}

/** The part of a fetched page the lightbox shows: the element its address's hash names, else its main content. */
function fragmentOf(html: string, href: string): Element | null {
  const page = new DOMParser().parseFromString(html, "text/html");
  const id = new URL(href, location.href).hash.slice(1);
  if (id) return page.getElementById(decodeURIComponent(id));
  return page.querySelector("main") ?? page.body;
}

/**
 * An HTML slide (docs/behaviour/media.md#lightbox): an image of unknown size, a video file,
 * an element of this page (inline), or an HTML fragment of this site fetched on open (ajax).
 * It says `Loading...` while waiting and shows the catalogue's message when it fails.
 */
export function loadHtmlSlide(doc: Document, { kind, href, alt }: { kind: string; href: string; alt: string }): HTMLDivElement {
  const box = doc.createElement("div");
  box.className = `lightbox__html lightbox__html--${kind}`;
  if (kind === "image" || kind === "video") {
    // Its size is unknown until it arrives: `Loading...` until then, the media hidden.
    const media = doc.createElement(kind === "image" ? "img" : "video");
    const waiting = messageElement(doc, LIGHTBOX_TEXT.loading, { status: true });
    if (media instanceof HTMLImageElement) media.alt = alt;
    else Object.assign(media, { controls: true, playsInline: true, preload: "metadata" });
    media.hidden = true;
    const shown = () => {
      waiting.remove();
      media.hidden = false;
    };
    media.addEventListener(kind === "image" ? "load" : "loadedmetadata", shown, { once: true });
    media.addEventListener("error", () => message(box, kind === "image" ? LIGHTBOX_TEXT.imageError : LIGHTBOX_TEXT.contentError), { once: true });
    media.src = href;
    box.append(waiting, media);
    return box;
  }
  if (kind === "inline") {
    const source = href.startsWith("#") ? doc.getElementById(decodeURIComponent(href.slice(1))) : null;
    if (!source) message(box, LIGHTBOX_TEXT.notFound);
    else box.append(...Array.from(source.cloneNode(true).childNodes));
    return box;
  }
  box.replaceChildren(messageElement(doc, LIGHTBOX_TEXT.loading, { status: true }));
  const url = new URL(href, doc.location.href);
  if (url.origin !== doc.location.origin) {
    // Only this site's own pages: fetching elsewhere would be a third-party request.
    message(box, LIGHTBOX_TEXT.contentError);
    return box;
  }
  fetch(url, { headers: { Accept: "text/html" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const part = fragmentOf(await response.text(), href);
      if (!part) return message(box, LIGHTBOX_TEXT.notFound);
      box.replaceChildren(...Array.from(doc.importNode(part, true).childNodes));
    })
    .catch(() => message(box, LIGHTBOX_TEXT.contentError));
  return box;
}
