import { describe, expect, it } from "vitest";
import { pageCount, pageHref, paginate, parsePage } from "./pagination";

describe("pagination", () => {
  it("puts page 1 at the listing's own address and later pages under /page/n", () => {
    expect(pageHref("/shop", 1)).toBe("/shop");
    expect(pageHref("/shop/category/vases", 3)).toBe("/shop/category/vases/page/3");
  });

  it("counts at least one page, also for an empty listing", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });

  it("accepts only whole page numbers from 2 up to the last as an address", () => {
    expect(parsePage(undefined, 5)).toBe(1);
    expect(parsePage("2", 5)).toBe(2);
    expect(parsePage("5", 5)).toBe(5);
    for (const bad of ["1", "0", "6", "02", "2.0", "x", "-1", ""]) expect(parsePage(bad, 5), bad).toBeUndefined();
  });

  it("slices the items and links previous, next, the ends and the neighbours", () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    const { items: page, pagination } = paginate(items, { page: 5, pageSize: 10, base: "/blog" });
    expect(page).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 48, 49]);
    expect(pagination).toMatchObject({ page: 5, pageCount: 10, total: 100, prev: "/blog/page/4", next: "/blog/page/6" });
    expect(pagination.links.map((l) => l?.page ?? "…")).toEqual([1, "…", 3, 4, 5, 6, 7, "…", 10]);
    const first = paginate(items, { page: 1, pageSize: 10, base: "/blog" }).pagination;
    expect(first.prev).toBeUndefined();
    expect(first.links.map((l) => l?.page ?? "…")).toEqual([1, 2, 3, "…", 10]);
    expect(paginate(items, { page: 10, pageSize: 10, base: "/blog" }).pagination.next).toBeUndefined();
  });
});
