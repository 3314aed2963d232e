import { useEffect, useRef, useState } from "react";
import { humanize, type ConsentSettings } from "@vitrine/site/editor";
import type { StudioCategory, StudioService, StudioWordPart } from "@vitrine/site/editor/server";
import { api } from "./api";
import { SettingField } from "./setting-field";
import { SettingsFrame } from "./settings-frame";
import { ScreenLinks } from "./studio-screens";
import { useSettingsFile, valueAt, type SettingsForm } from "./use-settings-file";
import { consentWords } from "./words/consent";
import { shellWords } from "./words/shell";
import { fill, studioLanguage, wordsOf } from "./words/studio-words";

type Catalogue = { services: StudioService[]; edition?: { chosen: string[] }; categories: { slug: string; name: string }[]; categoryWords: StudioCategory[]; words: StudioWordPart[] };
type Choice = NonNullable<ConsentSettings["services"]>[number];

/** What each part of the consent words is, in the owner's terms, read in the owner's language. */
const PARTS: Record<string, { title: string; about: string }> = {
  get layer1() { return { title: wordsOf(consentWords).layer1Title, about: wordsOf(consentWords).layer1About }; },
  get layer2() { return { title: wordsOf(consentWords).layer2Title, about: wordsOf(consentWords).layer2About }; },
  get placeholder() { return { title: wordsOf(consentWords).placeholderTitle, about: wordsOf(consentWords).placeholderAbout }; },
  get policy() { return { title: wordsOf(consentWords).policyTitle, about: wordsOf(consentWords).policyAbout }; },
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
    void api<Catalogue>("GET", "/api/consent-catalogue").then((r) => setCatalogue(r.status === 200 ? r.body : wordsOf(consentWords).notRead));
  }, []);
  return (
    <SettingsFrame form={form} heading={wordsOf(shellWords).consent} intro={wordsOf(consentWords).intro}>
      {typeof catalogue === "string" ? (
        <p role="alert">{catalogue}</p>
      ) : catalogue?.edition ? (
        <EditionServices form={form} catalogue={catalogue} chosen={catalogue.edition.chosen} />
      ) : catalogue ? (
        <ServiceList form={form} catalogue={catalogue} />
      ) : (
        <p>{wordsOf(consentWords).openingList}</p>
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
    return <p className="settings-file__note">{wordsOf(consentWords).layer2Off}</p>;
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
            <p className="settings-file__note">{fill(wordsOf(consentWords).waitUntil, { category: /^en(-|$)/i.test(studioLanguage()) ? category.name.toLowerCase() : category.name })}</p>
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
          {fill(wordsOf(consentWords).unknownService, { service: choice.service })}{" "}
          <button type="button" className="editor-button editor-button--danger" onClick={() => form.set(["services"], choices.filter((_, j) => j !== index))}>
            {fill(wordsOf(consentWords).removeService, { service: choice.service })}
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
          <dt>{wordsOf(consentWords).whatItDoes}</dt>
          <dd>{service.purpose}</dd>
          <dt>{wordsOf(consentWords).loadsFrom}</dt>
          <dd>{[...service.hosts, ...(service.reaches ?? [])].join(", ")}</dd>
          <dt>{wordsOf(consentWords).cookies}</dt>
          <dd>{service.cookies.length ? service.cookies.map((c) => `${c.name} (${c.duration})`).join(", ") : wordsOf(consentWords).noneNamed}</dd>
        </dl>
        {chosen && (
          <>
            {service.account && <SettingField form={form} path={["services", index, "account"]} label={service.account.label} help={fill(wordsOf(consentWords).fromAccount, { service: service.name, example: service.account.example })} />}
            <SettingField form={form} path={["services", index, "purpose"]} label={wordsOf(consentWords).onYourSite} help={wordsOf(consentWords).onYourSiteHelp} placeholder={service.purpose} optional />
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
  if (services.length === 0) return <p className="settings-file__note">{wordsOf(consentWords).noServices}</p>;
  return (
    <fieldset className="settings-file__links consent-services">
      <legend>{wordsOf(consentWords).inThisLanguage}</legend>
      <p className="settings-file__note">{wordsOf(consentWords).inThisLanguageNote}</p>
      <ul className="settings-file__items">
        {services.map((service) => {
          const choice = own.find((c) => c.service === service.slug);
          return (
            <li key={service.slug} className="settings-file__item consent-service">
              <div className="consent-service__card" role="group" aria-labelledby={`service-${service.slug}-name`}>
                <p className="consent-service__name" id={`service-${service.slug}-name`}>
                  {service.name}
                </p>
                <WordField id={`service-${service.slug}-purpose`} label={wordsOf(consentWords).onYourSite} value={choice?.purpose} placeholder={service.purpose} onChange={(v) => set(service.slug, ["purpose"], v)} />
                {service.cookies.map((cookie) => (
                  <WordField
                    key={cookie.name}
                    id={`service-${service.slug}-cookie-${cookie.name}`}
                    label={fill(wordsOf(consentWords).cookieFor, { cookie: cookie.name, duration: cookie.duration })}
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

const LAYERS = { get layer1() { return wordsOf(consentWords).inCookieBar; }, get layer2() { return wordsOf(consentWords).inBanner; } };

/** Each category's name and description as visitors read them, folded; an empty field keeps the default shown in it. */
function CategoryWords({ form, categories }: { form: SettingsForm; categories: StudioCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="consent-categories-title">
      <h2 id="consent-categories-title">{wordsOf(consentWords).categories}</h2>
      <p className="settings-file__note">{wordsOf(consentWords).categoriesNote}</p>
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
                  <SettingField form={form} path={["categories", slug, "name"]} label={wordsOf(consentWords).name} placeholder={defaults.name} optional />
                  <SettingField form={form} path={["categories", slug, "description"]} label={wordsOf(consentWords).description} kind="textarea" placeholder={defaults.description} optional />
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
      <h2 id="consent-words-title">{wordsOf(consentWords).words}</h2>
      <p className="settings-file__note">{wordsOf(consentWords).wordsNote}</p>
      <ul className="settings-file__items">
        {parts.map(({ part, shown, defaults, title, about: what }) => {
          // A feature's part (the video's) names itself.
          const about = PARTS[part] ?? { title: title ?? wordLabel(part), about: what ?? "" };
          return (
            <li key={part} className="settings-file__item">
              <details ref={(el) => void (el && form.problems.some((p) => p.path?.[0] === "words" && p.path[1] === part) && (el.open = true))}>
                <summary>
                  <strong>{about.title}</strong>
                  {!shown && <span className="settings-file__note">{wordsOf(consentWords).notShown}</span>}
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
