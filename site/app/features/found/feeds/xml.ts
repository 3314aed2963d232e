/** Text or an attribute's value, escaped for XML. */
export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** `<name>text</name>`, escaped; nothing for an empty value. */
export const element = (name: string, text: string | undefined, attributes = ""): string => (text ? `<${name}${attributes}>${escapeXml(text)}</${name}>` : "");

/** The media type of a picture by its file name's ending (the site's media are WebP). */
export function imageType(url: string): string {
  const ending = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  return ending === "jpg" || ending === "jpeg" ? "image/jpeg" : ending === "png" ? "image/png" : ending === "avif" ? "image/avif" : "image/webp";
}
