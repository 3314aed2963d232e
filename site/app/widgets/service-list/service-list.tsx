import type { PolicyWords } from "../../words/consent-words";
import { SITE_SERVICE_SLUG, type PolicyService, type PolicyServiceCategory } from "../../consent/policy-services";
import { breakableName } from "../cookie-list/cookie-list";

/**
 * Layer 2's services, one part per category with its heading, its description and a table
 * of its services: what each does, the cookies it sets and where it loads from
 * (docs/behaviour/consent-layer-2.md#privacy-policy). Rendered to HTML at build time and
 * never hydrated.
 */

export type ServiceListProps = {
  categories: readonly PolicyServiceCategory[];
  /** Heading level of each category. */
  level: 2 | 3 | 4;
  /** Shown instead of a table when a category has no services. With no categories (layer 2 off) the list renders nothing. */
  emptyText: string;
  /** The tables' words (`consentWords.policy`). */
  words: PolicyWords;
};

/** The anchor of a category's heading (`#services-marketing`); distinct from the cookie list's `cookies-…`. */
export const serviceListId = (slug: string): string => `services-${slug}`;

/**
 * A host name with line-break opportunities after each dot but a wildcard's, so
 * `*.analytics.google.com` wraps between its labels in a narrow column, never inside one;
 * `<wbr>` adds no text.
 */
function breakableHost(host: string) {
  return host.split(/(?<=[^*]\.)/).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}

/** The service's hosts; the site's own consent cookies come from nowhere else. */
function loadsFrom(service: PolicyService, words: PolicyWords) {
  if (service.hosts.length === 0) return service.slug === SITE_SERVICE_SLUG ? words.thisSiteOnly : words.notStated;
  return service.hosts.flatMap((host, i) => [...(i > 0 ? [", "] : []), <span key={host} className="service-table__host">{breakableHost(host)}</span>]);
}

function Cookies({ service, words }: { service: PolicyService; words: PolicyWords }) {
  if (service.cookies.length === 0 && service.listedAbove.length === 0) return <>{words.none}</>;
  return (
    <ul className="service-table__cookies">
      {service.cookies.map((cookie) => (
        <li key={cookie.name}>
          <code>{breakableName(cookie.name)}</code>
          {cookie.duration && cookie.description
            ? words.cookieDetails.replaceAll("{lasts}", cookie.duration).replaceAll("{purpose}", cookie.description)
            : cookie.duration
              ? ` (${cookie.duration})`
              : cookie.description
                ? `: ${cookie.description}`
                : null}
        </li>
      ))}
      {service.listedAbove.length > 0 && <li>{words.listedAbove.replaceAll("{cookies}", service.listedAbove.join(", "))}</li>}
    </ul>
  );
}

function ServiceTable({ category, words }: { category: PolicyServiceCategory; words: PolicyWords }) {
  return (
    <table className="service-table">
      <caption className="visually-hidden">{words.servicesCaption.replaceAll("{category}", category.name)}</caption>
      <thead>
        <tr>
          <th scope="col">{words.service}</th>
          <th scope="col">{words.purpose}</th>
          <th scope="col">{words.cookies}</th>
          <th scope="col">{words.loadsFrom}</th>
        </tr>
      </thead>
      <tbody>
        {category.services.map((service) => (
          <tr key={service.slug}>
            <th scope="row">{service.name}</th>
            {/* data-label: the column's name, shown before each cell where the rows stack on a phone. */}
            <td data-label={words.purpose}>{service.description || words.notStated}</td>
            <td data-label={words.cookies}>
              <Cookies service={service} words={words} />
            </td>
            <td data-label={words.loadsFrom}>{loadsFrom(service, words)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ServiceList({ categories, level, emptyText, words }: ServiceListProps) {
  const Heading = `h${level}` as const;
  // With no second consent layer there is nothing to list, and nothing to say about it.
  if (categories.length === 0) return null;
  return (
    <div className="service-list">
      {categories.map((category) => (
        <div key={category.slug} className="cookie-list__category">
          <Heading id={serviceListId(category.slug)}>{category.name}</Heading>
          {category.description && <p>{category.description}</p>}
          {category.locked && <p>{words.alwaysOn}</p>}
          {category.services.length > 0 ? <ServiceTable category={category} words={words} /> : <p className="cookie-list__empty">{emptyText}</p>}
        </div>
      ))}
    </div>
  );
}
