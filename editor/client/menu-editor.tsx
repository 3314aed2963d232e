import { useState } from "react";
import type { MenuItem, MenuSettings } from "@vitrine/site/editor";
import { SettingField } from "./setting-field";
import { ItemTools, LinkRows } from "./setting-lists";
import { SettingsFrame } from "./settings-frame";
import { useSettingsFile, type SettingsForm } from "./use-settings-file";
import { menuWords } from "./words/menus";
import { shellWords } from "./words/shell";
import { countWord, fill, wordsOf } from "./words/studio-words";

type Kind = "link" | "dropdown" | "mega";
const kindOf = (item: MenuItem): Kind =>
  item.mega ? "mega" : item.children ? "dropdown" : "link";
const KINDS: { kind: Kind; label: "kindLink" | "kindDropdown" | "kindMega" }[] = [
  { kind: "link", label: "kindLink" },
  { kind: "dropdown", label: "kindDropdown" },
  { kind: "mega", label: "kindMega" },
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
  const t = wordsOf(menuWords);
  const name = item.label || fill(t.itemName, { number: index + 1 });
  const kind = kindOf(item);
  // A long menu folds: an item opens when it is new, when the owner opens it, or when a save found a problem in it.
  const [open, setOpen] = useState(!item.label);
  const troubled = form.problems.some(
    (p) => p.path?.[0] === "menu" && p.path[1] === index,
  );
  const opens =
    kind === "link"
      ? t.opensLink
      : kind === "dropdown"
        ? countWord(t.opensDropdown, item.children?.length ?? 0)
        : countWord(t.opensMega, item.mega?.length ?? 0);
  const change = (next: Kind) => {
    const lost = linksLost(item, next);
    if (
      lost > 0 &&
      !window.confirm(
        countWord(t.linksLost, lost, { name }),
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
          <strong>{item.label || t.noLabel}</strong>{" "}
          <span className="page-list__meta">
            {item.href || t.noAddress} · {opens}
          </span>
        </summary>
        <fieldset>
          <legend>
            {fill(t.itemLegend, { number: index + 1, label: item.label || t.noLabel })}
          </legend>
          <SettingField form={form} path={[...at, "label"]} label={t.label} />
          <SettingField
            form={form}
            path={[...at, "href"]}
            label={t.address}
            help={t.addressHelp}
            kind="address"
          />
          <fieldset className="settings-file__choice">
            <legend>{t.opens}</legend>
            {KINDS.map((k) => (
              <label key={k.kind}>
                <input
                  type="radio"
                  name={`menu-${index}-kind`}
                  checked={kind === k.kind}
                  onChange={() => change(k.kind)}
                />{" "}
                {t[k.label]}
              </label>
            ))}
          </fieldset>
          {kind === "dropdown" && (
            <LinkRows
              form={form}
              path={[...at, "children"]}
              noun="dropdownLink"
            />
          )}
          {kind === "mega" && (
            <ol
              className="settings-file__columns"
              aria-label={fill(t.columnsOf, { name })}
            >
              {(item.mega ?? []).map((column, c) => (
                <li key={c}>
                  <fieldset>
                    <legend>
                      {fill(t.columnLegend, { number: c + 1, title: column.title || t.noTitle })}
                    </legend>
                    <SettingField
                      form={form}
                      path={[...at, "mega", c, "title"]}
                      label={t.columnTitle}
                    />
                    <SettingField
                      form={form}
                      path={[...at, "mega", c, "href"]}
                      label={t.columnAddress}
                      help={t.columnAddressHelp}
                      kind="address"
                      optional
                    />
                    <LinkRows
                      form={form}
                      path={[...at, "mega", c, "links"]}
                      noun="columnLink"
                    />
                    <ItemTools
                      form={form}
                      path={[...at, "mega"]}
                      index={c}
                      name={column.title || fill(t.columnName, { number: c + 1 })}
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
                  {t.addColumn}
                </button>
              </li>
            </ol>
          )}
          {kind === "mega" && item.featured && (
            <fieldset>
              <legend>{t.featured}</legend>
              <SettingField
                form={form}
                path={[...at, "featured", "title"]}
                label={t.cardTitle}
              />
              <SettingField
                form={form}
                path={[...at, "featured", "text"]}
                label={t.cardText}
                kind="textarea"
              />
              <SettingField
                form={form}
                path={[...at, "featured", "link", "label"]}
                label={t.cardLinkLabel}
              />
              <SettingField
                form={form}
                path={[...at, "featured", "link", "href"]}
                label={t.cardLinkAddress}
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
      heading={wordsOf(shellWords).menu}
      intro={wordsOf(menuWords).menuIntro}
    >
      <ol className="settings-file__items" aria-label={wordsOf(menuWords).menuItems}>
        {items.map((item, i) => (
          <MenuItemFields key={i} form={form} item={item} index={i} />
        ))}
      </ol>
      <button
        type="button"
        className="editor-button"
        onClick={() => form.set(["menu"], [...items, { label: "", href: "" }])}
      >
        {wordsOf(menuWords).addItem}
      </button>
    </SettingsFrame>
  );
}
