import { useEffect, useRef, useState } from "react";
import { humanize, type ConsentSettings } from "@vitrine/site/editor";
import type { StudioCategory, StudioService, StudioWordPart } from "@vitrine/site/editor/server";
import { api } from "./api";
import { SettingField } from "./setting-field";
import { SettingsFrame } from "./settings-frame";
import { ScreenLinks } from "./studio-screens";
import { useSettingsFile, valueAt, type SettingsForm } from "./use-settings-file";

type Catalogue = { services: StudioService[]; edition?: { chosen: string[] }; categories: { slug: string; name: string }[]; categoryWords: StudioCategory[]; words: StudioWordPart[] };
type Choice = NonNullable<ConsentSettings["services"]>[number];

/** What each part of the consent words is, in the owner's terms. */
const PARTS: Record<string, { title: string; about: string }> = {
  layer1: { title: "The cookie bar", about: "The bar a new visitor sees, its buttons, the tab that brings it back, and its settings window." },
  layer2: { title: "The services banner", about: "The second consent layer's banner and preferences." },
  placeholder: { title: "Content waiting for consent", about: "What stands in for a map, a player or a frame until the visitor allows its service. {service} becomes the service's name." },
  policy: { title: "The privacy page's lists", about: "The headings and phrases of the cookie and service lists on the privacy page." },
};

/** `privacyOverviewTitle` → "Privacy overview title"; CCPA and GPC stay capitals. */
const wordLabel = (key: string) => humanize(key).replace(/\b(ccpa|gpc)\b/gi, (w) => w.toUpperCase());

/**
 * Consent (docs/owner.md#consent): the outside services the site uses, picked from the
 * catalogue, each showing what it loads and stores; and every consent word, empty for its
 * default. Saved to content/settings/consent.yaml, checked as the build checks it.
 */
export function ConsentSettingsForm() {
  const form = useSettingsFile<ConsentSettings>("consent");
  const [catalogue, setCatalogue] = useState<Catalogue | string>();
  useEffect(() => {
    void api<Catalogue>("GET", "/api/consent-catalogue").then((r) => setCatalogue(r.status === 200 ? r.body : "The list of services could not be read."));
  }, []);
  return (
    <SettingsFrame form={form} heading="Consent" intro="Outside services wait for each visitor's say-so: nothing from them loads, not even a picture, until the visitor allows it. Tick the ones your site uses; the privacy page lists them with the cookies they set.">
      {typeof catalogue === "string" ? (
        <p role="alert">{catalogue}</p>
      ) : catalogue?.edition ? (
        <EditionServices form={form} catalogue={catalogue} chosen={catalogue.edition.chosen} />
      ) : catalogue ? (
        <ServiceList form={form} catalogue={catalogue} />
      ) : (
        <p>Opening the list of services…</p>
      )}
      {typeof catalogue === "object" && <CategoryWords form={form} categories={catalogue.categoryWords} />}
      {typeof catalogue === "object" && <WordParts form={form} parts={catalogue.words} />}
      <ScreenLinks label="moreSettings" only={["#/site", "#/menu", "#/footer"]} className="settings-file__more" />
    </SettingsFrame>
  );
}

function ServiceList({ form, catalogue }: { form: SettingsForm; catalogue: Catalogue }) {
  const choices: Choice[] = typeof form.data === "object" ? ((form.data.services as Choice[] | undefined) ?? []) : [];
  // What an unticked service held, so ticking it again in this visit brings its account and words back.
  const dropped = useRef(new Map<string, Choice>());
  const toggle = (slug: string, on: boolean) => {
    if (on) return form.set(["services"], [...choices, dropped.current.get(slug) ?? { service: slug }]);
    const choice = choices.find((c) => c.service === slug);
    if (choice) dropped.current.set(slug, choice);
    form.set(["services"], choices.filter((c) => c.service !== slug));
  };
  if (catalogue.categories.length === 0) {
    return <p className="settings-file__note">The site's second consent layer is off (layer2 in site.config.ts), so it uses no outside services that wait for consent.</p>;
  }
  const unknown = choices.map((choice, index) => ({ choice, index })).filter(({ choice }) => !catalogue.services.some((s) => s.slug === choice.service));
  return (
    <>
      {catalogue.categories.map((category) => {
        const services = catalogue.services.filter((s) => s.category === category.slug);
        if (services.length === 0) return null;
        return (
          <fieldset key={category.slug} className="settings-file__links consent-services">
            <legend>{category.name}</legend>
            <p className="settings-file__note">These wait until a visitor allows {category.name.toLowerCase()}, or the service itself.</p>
            <ul className="settings-file__items">
              {services.map((service) => (
                <ServiceCard key={service.slug} form={form} service={service} index={choices.findIndex((c) => c.service === service.slug)} onToggle={(on) => toggle(service.slug, on)} />
              ))}
            </ul>
          </fieldset>
        );
      })}
      {unknown.map(({ choice, index }) => (
        <p key={index} className="settings__problem" role="alert">
          “{choice.service}” is not a service the studio knows.{" "}
          <button type="button" className="editor-button editor-button--danger" onClick={() => form.set(["services"], choices.filter((_, j) => j !== index))}>
            Remove “{choice.service}”
          </button>
        </p>
      ))}
    </>
  );
}

/** One service of the catalogue: its tick, what it loads and stores, and once ticked, its account and the owner's words for it. */
function ServiceCard({ form, service, index, onToggle }: { form: SettingsForm; service: StudioService; index: number; onToggle(on: boolean): void }) {
  const id = `service-${service.slug}`;
  const chosen = index >= 0;
  return (
    <li className="settings-file__item consent-service">
      {/* A group named by the service, its tick first: a checkbox inside a legend would be read as part of the group's name. */}
      <div className="consent-service__card" role="group" aria-labelledby={`${id}-name`}>
        <p className="consent-service__name">
          <input type="checkbox" id={id} checked={chosen} onChange={(e) => onToggle(e.target.checked)} aria-describedby={`${id}-about`} />
          <label id={`${id}-name`} htmlFor={id}>
            {service.name}
          </label>
        </p>
        <dl className="consent-service__about" id={`${id}-about`}>
          <dt>What it does</dt>
          <dd>{service.purpose}</dd>
          <dt>Loads from</dt>
          <dd>{[...service.hosts, ...(service.reaches ?? [])].join(", ")}</dd>
          <dt>Cookies</dt>
          <dd>{service.cookies.length ? service.cookies.map((c) => `${c.name} (${c.duration})`).join(", ") : "None named"}</dd>
        </dl>
        {chosen && (
          <>
            {service.account && <SettingField form={form} path={["services", index, "account"]} label={service.account.label} help={`From your ${service.name} account, such as ${service.account.example}.`} />}
            <SettingField form={form} path={["services", index, "purpose"]} label="What it does on your site" help="On the privacy page. Leave it empty for the words above." placeholder={service.purpose} optional />
          </>
        )}
      </div>
    </li>
  );
}

/**
 * In a second language (docs/owner.md#consent): the services are ticked in the first language,
 * once for both; here each ticked one is worded in this language, what it does and what each
 * of its cookies is for, empty for the catalogue's words in this language shown in the field.
 */
function EditionServices({ form, catalogue, chosen }: { form: SettingsForm; catalogue: Catalogue; chosen: string[] }) {
  const own: Choice[] = typeof form.data === "object" ? ((form.data.services as Choice[] | undefined) ?? []) : [];
  const services = chosen.flatMap((slug) => catalogue.services.filter((s) => s.slug === slug));
  // The file holds an entry only for a service worded here: the first word typed adds it.
  const set = (slug: string, key: string[], value: string) => {
    const index = own.findIndex((c) => c.service === slug);
    const entry = (index >= 0 ? own[index] : { service: slug }) as Record<string, unknown>;
    const next = withWord(entry, key, value.trim() === "" ? undefined : value);
    form.set(["services"], index >= 0 ? own.map((c, i) => (i === index ? next : c)) : [...own, next]);
  };
  if (services.length === 0) return <p className="settings-file__note">The site uses no outside services: they are ticked in the site's first language.</p>;
  return (
    <fieldset className="settings-file__links consent-services">
      <legend>Outside services in this language</legend>
      <p className="settings-file__note">Which services the site uses is chosen in the site's first language, once for both. Here, say what each does in this language; leave a field empty for the words shown in it.</p>
      <ul className="settings-file__items">
        {services.map((service) => {
          const choice = own.find((c) => c.service === service.slug);
          return (
            <li key={service.slug} className="settings-file__item consent-service">
              <div className="consent-service__card" role="group" aria-labelledby={`service-${service.slug}-name`}>
                <p className="consent-service__name" id={`service-${service.slug}-name`}>
                  {service.name}
                </p>
                <WordField id={`service-${service.slug}-purpose`} label="What it does on your site" value={choice?.purpose} placeholder={service.purpose} onChange={(v) => set(service.slug, ["purpose"], v)} />
                {service.cookies.map((cookie) => (
                  <WordField
                    key={cookie.name}
                    id={`service-${service.slug}-cookie-${cookie.name}`}
                    label={`What the cookie ${cookie.name} is for (${cookie.duration})`}
                    value={choice?.cookies?.[cookie.name]}
                    placeholder={cookie.description}
                    onChange={(v) => set(service.slug, ["cookies", cookie.name], v)}
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** `entry` with `value` at `key` (one or two levels), an empty word taken out. */
function withWord(entry: Record<string, unknown>, key: string[], value: string | undefined): Choice {
  const [first, second] = key as [string, string | undefined];
  if (second === undefined) return { ...entry, [first]: value } as Choice;
  const inner = { ...((entry[first] as Record<string, unknown> | undefined) ?? {}), [second]: value };
  return { ...entry, [first]: inner } as Choice;
}

function WordField({ id, label, value, placeholder, onChange }: { id: string; label: string; value: string | undefined; placeholder: string; onChange(value: string): void }) {
  return (
    <div className="settings__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" value={value ?? ""} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

const LAYERS = { layer1: "In the cookie bar's settings", layer2: "In the services banner" } as const;

/** Each category's name and description as visitors read them, folded; an empty field keeps the default shown in it. */
function CategoryWords({ form, categories }: { form: SettingsForm; categories: StudioCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="consent-categories-title">
      <h2 id="consent-categories-title">Categories</h2>
      <p className="settings-file__note">What visitors read about each kind of cookie or service when they choose, and on the privacy page. Leave a field empty to keep the words shown in it.</p>
      <ul className="settings-file__items">
        {categories.map(({ layer, slug, defaults }) => {
          // The summary names the category as visitors will read it: the owner's name once typed.
          const name = String(valueAt(form.data, ["categories", slug, "name"]) ?? "").trim() || defaults.name;
          return (
            <li key={`${layer}-${slug}`} className="settings-file__item">
              <details ref={(el) => void (el && form.problems.some((p) => p.path?.[0] === "categories" && p.path[1] === slug) && (el.open = true))}>
                <summary>
                  <strong>{name}</strong>
                  <span className="settings-file__note">{LAYERS[layer]}</span>
                </summary>
                <fieldset>
                  <legend className="visually-hidden">{`${name}, ${LAYERS[layer].toLowerCase()}`}</legend>
                  <SettingField form={form} path={["categories", slug, "name"]} label="Name" placeholder={defaults.name} optional />
                  <SettingField form={form} path={["categories", slug, "description"]} label="Description" kind="textarea" placeholder={defaults.description} optional />
                </fieldset>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Every consent word, part by part, folded; an empty field keeps the default shown in it. */
function WordParts({ form, parts }: { form: SettingsForm; parts: StudioWordPart[] }) {
  return (
    <section aria-labelledby="consent-words-title">
      <h2 id="consent-words-title">Words</h2>
      <p className="settings-file__note">Every word the consent layers show. Leave a field empty to keep the words shown in it.</p>
      <ul className="settings-file__items">
        {parts.map(({ part, shown, defaults, title, about: what }) => {
          // A feature's part (the video's) names itself.
          const about = PARTS[part] ?? { title: title ?? wordLabel(part), about: what ?? "" };
          return (
            <li key={part} className="settings-file__item">
              <details ref={(el) => void (el && form.problems.some((p) => p.path?.[0] === "words" && p.path[1] === part) && (el.open = true))}>
                <summary>
                  <strong>{about.title}</strong>
                  {!shown && <span className="settings-file__note">Not shown to visitors with the site's present settings</span>}
                </summary>
                <fieldset>
                  <legend className="settings-file__note">{about.about}</legend>
                  {Object.entries(defaults).map(([key, text]) => (
                    <SettingField key={key} form={form} path={["words", part, key]} label={wordLabel(key)} kind={text.length > 90 ? "textarea" : "text"} placeholder={text} optional />
                  ))}
                </fieldset>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
