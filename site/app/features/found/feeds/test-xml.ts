import { JSDOM } from "jsdom";

/** An XML text parsed as a reader would: throws on a document that is not well-formed. */
export function parseXml(xml: string): Document {
  const { DOMParser } = new JSDOM().window;
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}
