-- The language the visitor used, with each form submission and order: the edition of the
-- site they sent it from (`en`, `fr`; docs/decisions/046-two-languages-on-one-site.md), so
-- the owner knows which language to answer in, and the order's emails are written in it.
-- Empty for what was stored before a site had a second language.

alter table submissions add column language text;
alter table orders add column language text;
