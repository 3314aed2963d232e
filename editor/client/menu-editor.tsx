import { useState } from "react";
import type { MenuItem, MenuSettings } from "@vitrine/site/editor";
import { SettingField } from "./setting-field";
import { ItemTools, LinkRows } from "./setting-lists";
import { SettingsFrame } from "./settings-frame";
import { useSettingsFile, type SettingsForm } from "./use-settings-file";

type Kind = "link" | "dropdown" | "mega";
const kindOf = (item: MenuItem): Kind =>
  item.mega ? "mega" : item.children ? "dropdown" : "link";
const KINDS: { kind: Kind; label: string }[] = [
  { kind: "link", label: "A link" },
  { kind: "dropdown", label: "A drop-down of links" },
  { kind: "mega", label: "A mega menu: columns of links" },
];

/** How many links an item would lose by becoming `kind`. */
const linksLost = (item: MenuItem, kind: Kind) =>
  (kind === "dropdown" ? 0 : (item.children?.length ?? 0)) +
  (kind === "mega"
    ? 0
    : (item.mega ?? []).reduce((n, c) => n + c.links.length, 0));

/** The item as `kind`: a drop-down keeps a mega menu's links, a mega menu takes a drop-down's as its first column. */
function asKind(item: MenuItem, kind: Kind): MenuItem {
  const { children, mega, featured, ...link } = item;
  const links = [...(children ?? []), ...(mega ?? []).flatMap((c) => c.links)];
  if (kind === "dropdown") return { ...link, children: links };
  if (kind === "mega")
    return {
      ...link,
      mega: mega ?? [
        {
          title: item.label,
          links: links.length ? links : [{ label: "", href: "" }],
        },
      ],
      ...(featured ? { featured } : {}),
    };
  return link;
}

function MenuItemFields({
  form,
  item,
  index,
}: {
  form: SettingsForm;
  item: MenuItem;
  index: number;
}) {
  const at = ["menu", index] as const;
  const name = item.label || `item ${index + 1}`;
  const kind = kindOf(item);
  // A long menu folds: an item opens when it is new, when the owner opens it, or when a save found a problem in it.
  const [open, setOpen] = useState(!item.label);
  const troubled = form.problems.some(
    (p) => p.path?.[0] === "menu" && p.path[1] === index,
  );
  const opens =
    kind === "link"
      ? "a link"
      : kind === "dropdown"
        ? `a drop-down of ${item.children?.length ?? 0}`
        : `a mega menu of ${item.mega?.length ?? 0} columns`;
  const change = (next: Kind) => {
    const lost = linksLost(item, next);
    if (
      lost > 0 &&
      !window.confirm(
        `“${name}” becomes a plain link: its ${lost} link${lost === 1 ? "" : "s"} will be removed from the menu.`,
      )
    )
      return;
    form.set(at, asKind(item, next));
  };
  return (
    <li className="settings-file__item">
      <details
        open={open || troubled}
        onToggle={(e) => setOpen(e.currentTarget.open)}
      >
        <summary>
          <strong>{item.label || "(no label yet)"}</strong>{" "}
          <span className="page-list__meta">
            {item.href || "no address yet"} · {opens}
          </span>
        </summary>
        <fieldset>
          <legend>
            Menu item {index + 1}: {item.label || "(no label yet)"}
          </legend>
          <SettingField form={form} path={[...at, "label"]} label="Label" />
          <SettingField
            form={form}
            path={[...at, "href"]}
            label="Address"
            help="Pick a page of the site, or type another site's address (https://…)."
            kind="address"
          />
          <fieldset className="settings-file__choice">
            <legend>Opens</legend>
            {KINDS.map((k) => (
              <label key={k.kind}>
                <input
                  type="radio"
                  name={`menu-${index}-kind`}
                  checked={kind === k.kind}
                  onChange={() => change(k.kind)}
                />{" "}
                {k.label}
              </label>
            ))}
          </fieldset>
          {kind === "dropdown" && (
            <LinkRows
              form={form}
              path={[...at, "children"]}
              noun="drop-down link"
            />
          )}
          {kind === "mega" && (
            <ol
              className="settings-file__columns"
              aria-label={`Columns of “${name}”`}
            >
              {(item.mega ?? []).map((column, c) => (
                <li key={c}>
                  <fieldset>
                    <legend>
                      Column {c + 1}: {column.title || "(no title yet)"}
                    </legend>
                    <SettingField
                      form={form}
                      path={[...at, "mega", c, "title"]}
                      label="Column title"
                    />
                    <SettingField
                      form={form}
                      path={[...at, "mega", c, "href"]}
                      label="Column title's address"
                      help="Optional: the page the title links to, a category say."
                      kind="address"
                      optional
                    />
                    <LinkRows
                      form={form}
                      path={[...at, "mega", c, "links"]}
                      noun="column link"
                    />
                    <ItemTools
                      form={form}
                      path={[...at, "mega"]}
                      index={c}
                      name={column.title || `column ${c + 1}`}
                    />
                  </fieldset>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className="editor-button"
                  onClick={() =>
                    form.set(
                      [...at, "mega"],
                      [
                        ...(item.mega ?? []),
                        { title: "", links: [{ label: "", href: "" }] },
                      ],
                    )
                  }
                >
                  Add a column
                </button>
              </li>
            </ol>
          )}
          {kind === "mega" && item.featured && (
            <fieldset>
              <legend>Featured card beside the columns</legend>
              <SettingField
                form={form}
                path={[...at, "featured", "title"]}
                label="Card title"
              />
              <SettingField
                form={form}
                path={[...at, "featured", "text"]}
                label="Card text"
                kind="textarea"
              />
              <SettingField
                form={form}
                path={[...at, "featured", "link", "label"]}
                label="Card link: label"
              />
              <SettingField
                form={form}
                path={[...at, "featured", "link", "href"]}
                label="Card link: address"
                kind="address"
              />
            </fieldset>
          )}
          <ItemTools form={form} path={["menu"]} index={index} name={name} />
        </fieldset>
      </details>
    </li>
  );
}

/**
 * The header's menu (docs/behaviour/page-builder.md#site-menu-and-footer), in
 * content/settings/menu.yaml: items in order, each a link, a drop-down or a mega menu.
 */
export function MenuEditor() {
  const form = useSettingsFile<MenuSettings>("menu");
  const items = typeof form.data === "object" ? (form.data.menu ?? []) : [];
  return (
    <SettingsFrame
      form={form}
      heading="Menu"
      intro="The links across the top of every page, in order. On a phone they open from the menu button."
    >
      <ol className="settings-file__items" aria-label="Menu items">
        {items.map((item, i) => (
          <MenuItemFields key={i} form={form} item={item} index={i} />
        ))}
      </ol>
      <button
        type="button"
        className="editor-button"
        onClick={() => form.set(["menu"], [...items, { label: "", href: "" }])}
      >
        Add a menu item
      </button>
    </SettingsFrame>
  );
}
