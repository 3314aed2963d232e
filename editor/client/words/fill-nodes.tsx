import { Fragment, type ReactNode } from "react";

/**
 * A sentence whose `{name}`s are parts of the screen (a link, a figure): each language places
 * them where its own word order puts them ("{orders} to pack" — "{orders} à emballer").
 */
export function fillNodes(text: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}
