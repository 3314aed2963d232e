-- Whether the owner has read each form submission, for the studio's Messages screen
-- (docs/owner.md#messages): when it was first opened, or empty while it is new.

alter table submissions add column read_at bigint;
