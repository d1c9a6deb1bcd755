-- Issue 31: an investor's NIF/NIE and the IBAN their payouts go to.
ALTER TABLE "users" ADD COLUMN "nif" VARCHAR(9);
ALTER TABLE "users" ADD COLUMN "iban" VARCHAR(34);
