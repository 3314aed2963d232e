/**
 * The host's shadow root. The HTML parser attaches the pre-rendered one itself
 * (declarative shadow DOM); a browser that does not know `shadowrootmode` leaves the
 * `<template>` inert, and it is attached here from the template's content instead.
 */
export function shadowRootOf(host: HTMLElement): ShadowRoot {
  if (host.shadowRoot) return host.shadowRoot;
  const template = host.querySelector<HTMLTemplateElement>(":scope > template[shadowrootmode]");
  const root = host.attachShadow({ mode: "open" });
  if (template) {
    root.append(template.content.cloneNode(true));
    template.remove();
  }
  return root;
}
