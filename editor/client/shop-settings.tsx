import { useMemo, useState } from "react";
import { amountOf, amountText } from "./amount-text";
import { FieldProblems, idOf, SettingField } from "./setting-field";
import { ItemTools } from "./setting-lists";
import { SettingsFrame } from "./settings-frame";
import { ScreenLinks } from "./studio-screens";
import { useSettingsFile, valueAt, type SettingsForm } from "./use-settings-file";
import { shellWords } from "./words/shell";
import { shopWords } from "./words/shop";
import { fill, studioLanguage, wordsOf } from "./words/studio-words";

type Path = readonly (string | number)[];
type Zone = { name?: string; countries?: string[]; rate?: number | string; freeFrom?: number | string };

/** What the shop's keys are called on this screen, for naming a problem's place, each read in the owner's language. */
const NAMES: Record<string, string> = {
  get currency() { return wordsOf(shopWords).currency; },
  get pricesIncludeVat() { return wordsOf(shopWords).vat; },
  get shipping() { return wordsOf(shopWords).shippingZone; },
  get name() { return wordsOf(shopWords).name; },
  get countries() { return wordsOf(shopWords).country; },
  get rate() { return wordsOf(shopWords).shippingPrice; },
  get freeFrom() { return wordsOf(shopWords).freeFrom; },
  get orderEmail() { return wordsOf(shopWords).orderEmail; },
  get holdMinutes() { return wordsOf(shopWords).holdTime; },
};

const regions = () => new Intl.DisplayNames([studioLanguage()], { type: "region", fallback: "code" });
/** Codes Intl names that are no country a parcel goes to: groups of countries, test codes, islands ISO reserves but does not list. */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ", "AC", "CP", "CQ", "DG", "EA", "IC", "TA"]);

/** Every country by its name in the owner's language, from what the browser's Intl knows (current codes only: "DD" and "SU" are history). */
function allCountries(): { code: string; name: string }[] {
  const named = new Intl.DisplayNames([studioLanguage()], { type: "region", fallback: "none" });
  const list: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = NOT_COUNTRIES.has(code) ? undefined : named.of(code);
      if (name && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`) list.push({ code, name });
    }
  }
  return list.sort((x, y) => x.name.localeCompare(y.name, studioLanguage()));
}

const countryName = (code: string) => regions().of(code) ?? code;
/** Digits after the point in `currency` (2 for EUR, 0 for JPY). */
const digitsOf = (currency: string) => {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

/** A new shop's terms: one zone to name and price; the save says what is missing. */
const STARTER = { currency: "EUR", pricesIncludeVat: true, shipping: [{ name: "", countries: [], rate: 0 }] };

/**
 * Shop settings (docs/owner.md#shop-settings): the currency, whether prices include VAT, where
 * the shop ships for how much, where order mails go and how long a checkout holds its pieces.
 * One set for every language, saved with the build's own check.
 */
export function ShopSettingsForm() {
  const form = useSettingsFile<Record<string, unknown>>("shop");
  const data = typeof form.data === "object" ? form.data : undefined;
  const selling = Array.isArray(data?.shipping);
  const currency = typeof data?.currency === "string" ? data.currency : "EUR";
  const t = wordsOf(shopWords);
  return (
    <SettingsFrame
      form={form}
      names={NAMES}
      heading={wordsOf(shellWords).shopSettings}
      intro={t.intro}
    >
      {!selling ? (
        <div className="settings-file__links">
          <p>{t.notSelling}</p>
          <button type="button" className="editor-button" onClick={() => Object.entries(STARTER).forEach(([key, value]) => form.set([key], value))}>
            {t.startSelling}
          </button>
        </div>
      ) : (
        <>
          <CurrencyField form={form} currency={currency} />
          <VatChoice form={form} />
          <Zones form={form} currency={currency} />
          <SettingField form={form} path={["orderEmail"]} label={NAMES.orderEmail!} kind="email" optional help={t.orderEmailHelp} />
          <AmountField form={form} path={["holdMinutes"]} label={t.holdLabel} help={t.holdHelp} whole placeholder="30" />
        </>
      )}
      <ScreenLinks label="moreSettings" only={["#/mail", "#/orders", "#/site"]} className="settings-file__more" />
    </SettingsFrame>
  );
}

function CurrencyField({ form, currency }: { form: SettingsForm; currency: string }) {
  const choices = useMemo(() => {
    const names = new Intl.DisplayNames([studioLanguage()], { type: "currency" });
    const codes = Intl.supportedValuesOf("currency");
    return (codes.includes(currency) ? codes : [...codes, currency]).map((code) => ({ code, name: `${names.of(code) ?? code} (${code})` }));
  }, [currency]);
  const id = idOf(["currency"]);
  const invalid = form.problemsAt(["currency"]).length > 0;
  return (
    <div className="settings__field">
      <label htmlFor={id}>{NAMES.currency}</label>
      <small id={`${id}-help`}>{wordsOf(shopWords).currencyHelp}</small>
      <select id={id} value={currency} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-problem ${id}-help` : `${id}-help`} onChange={(e) => form.set(["currency"], e.target.value)}>
        {choices.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <FieldProblems form={form} path={["currency"]} label={NAMES.currency!} />
    </div>
  );
}

function VatChoice({ form }: { form: SettingsForm }) {
  const t = wordsOf(shopWords);
  const included = valueAt(form.data, ["pricesIncludeVat"]) !== false;
  return (
    <fieldset className="settings-file__choice" id={idOf(["pricesIncludeVat"])} tabIndex={-1}>
      <legend>{t.vat}</legend>
      <label>
        <input type="radio" name="vat" checked={included} onChange={() => form.set(["pricesIncludeVat"], true)} /> {t.included}
      </label>
      <label>
        <input type="radio" name="vat" checked={!included} onChange={() => form.set(["pricesIncludeVat"], false)} /> {t.onTop}
      </label>
      <FieldProblems form={form} path={["pricesIncludeVat"]} label={t.vat} />
    </fieldset>
  );
}

/** The shipping zones, each a name, its countries, its price and the order total from which it is free. */
function Zones({ form, currency }: { form: SettingsForm; currency: string }) {
  const zones = (valueAt(form.data, ["shipping"]) as Zone[] | undefined) ?? [];
  const countries = useMemo(allCountries, []);
  const t = wordsOf(shopWords);
  return (
    <fieldset className="settings-file__links" id={idOf(["shipping"])} tabIndex={-1}>
      <legend>{t.shipping}</legend>
      <p className="settings-file__note">{t.zonesNote}</p>
      <FieldProblems form={form} path={["shipping"]} label={t.shipping} />
      <ol>
        {zones.map((zone, i) => (
          <li key={i} className="settings-file__item">
            <fieldset>
              <legend>{zone.name ? fill(t.zoneNamed, { number: i + 1, name: zone.name }) : fill(t.zone, { number: i + 1 })}</legend>
              <SettingField form={form} path={["shipping", i, "name"]} label={t.name} help={t.zoneNameHelp} />
              <ZoneCountries form={form} index={i} zones={zones} countries={countries} />
              <AmountField form={form} path={["shipping", i, "rate"]} label={t.shippingPrice} help={fill(t.rateHelp, { currency })} currency={currency} />
              <AmountField form={form} path={["shipping", i, "freeFrom"]} label={t.freeFrom} help={fill(t.freeFromHelp, { currency })} currency={currency} optional />
              <ItemTools form={form} path={["shipping"]} index={i} name={zone.name || fill(t.zoneLower, { number: i + 1 })} />
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" className="editor-button" onClick={() => form.set(["shipping"], [...zones, { name: "", countries: [], rate: 0 }])}>
        {t.addZone}
      </button>
    </fieldset>
  );
}

/** A zone's countries by name, each removable, and one more picked from every country not yet in a zone. */
function ZoneCountries({ form, index, zones, countries }: { form: SettingsForm; index: number; zones: Zone[]; countries: { code: string; name: string }[] }) {
  const path = ["shipping", index, "countries"] as const;
  const chosen = zones[index]?.countries ?? [];
  const [picked, setPicked] = useState("");
  const zoneOf = (code: string) => zones.findIndex((z) => z.countries?.includes(code));
  const id = idOf(path);
  const t = wordsOf(shopWords);
  return (
    <div className="settings__field">
      <span className="settings-file__label" id={`${id}-label`}>
        {t.countries}
      </span>
      {chosen.length === 0 ? (
        <p className="settings-file__empty">{t.noCountry}</p>
      ) : (
        <ul className="zone-countries" aria-labelledby={`${id}-label`}>
          {chosen.map((code, j) => (
            <li key={`${code}-${j}`}>
              {countryName(code)}{" "}
              <button type="button" className="editor-button" aria-label={fill(t.removeCountry, { country: countryName(code) })} onClick={() => form.set(path, chosen.filter((c) => c !== code))}>
                {t.remove}
              </button>
              <FieldProblems form={form} path={[...path, j]} label={countryName(code)} />
            </li>
          ))}
        </ul>
      )}
      <FieldProblems form={form} path={path} label={t.countries} />
      <div className="zone-countries__add">
        <label htmlFor={id}>{t.addCountry}</label>
        <select id={id} value={picked} onChange={(e) => setPicked(e.target.value)}>
          <option value="">{t.chooseCountry}</option>
          {countries.map(({ code, name }) => {
            const other = zoneOf(code);
            return (
              <option key={code} value={code} disabled={other >= 0}>
                {other >= 0 && other !== index ? fill(t.inZone, { country: name, zone: zones[other]?.name || fill(t.zoneLower, { number: other + 1 }) }) : name}
              </option>
            );
          })}
        </select>
        <button
          type="button"
          className="editor-button"
          disabled={!picked}
          onClick={() => {
            form.set(path, [...chosen, picked]);
            setPicked("");
          }}
        >
          {t.add}
        </button>
      </div>
    </div>
  );
}

/**
 * A number field as the owner writes it ("12.50", "12,50"), stored as the file stores it
 * (12.5): the text typed stays as typed while it means the stored number.
 */
function AmountField({ form, path, label, help, currency, optional = false, whole = false, placeholder }: { form: SettingsForm; path: Path; label: string; help: string; currency?: string; optional?: boolean; whole?: boolean; placeholder?: string }) {
  const value = valueAt(form.data, path);
  const [typed, setTyped] = useState<string | undefined>();
  const parse = (text: string) => amountOf(text, whole) ?? (optional || whole ? undefined : "");
  const shown = typed !== undefined && parse(typed) === value ? typed : amountText(value, whole ? 0 : digitsOf(currency ?? "EUR"));
  const id = idOf(path);
  const invalid = form.problemsAt(path).length > 0;
  return (
    <div className="settings__field">
      <label htmlFor={id}>{label}</label>
      <small id={`${id}-help`}>{help}</small>
      <input
        id={id}
        type="text"
        inputMode={whole ? "numeric" : "decimal"}
        value={shown}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-problem ${id}-help` : `${id}-help`}
        onChange={(e) => {
          setTyped(e.target.value);
          form.set(path, parse(e.target.value));
        }}
      />
      <FieldProblems form={form} path={path} label={label} />
    </div>
  );
}
