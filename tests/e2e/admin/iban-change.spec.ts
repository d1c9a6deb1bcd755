import { expect, test, type APIRequestContext } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite, mailTo, OWN_INVESTOR_PASSWORD, ownInvestor } from "../fixtures";

const CURRENT = "ES9121000418450200051332";

test.use({ storageState: SIGNED_IN.admin });

/** The investor's own payout IBAN, set from Mis datos (with the password, in force at once). */
async function setOwnIban(investor: APIRequestContext, iban: string) {
  const profile = (await (await investor.get("/api/account/profile")).json()) as Record<string, unknown>;
  const { nif, address, phone } = profile;
  const saved = await investor.put("/api/account/profile", {
    data: { nif, address, phone, iban, password: OWN_INVESTOR_PASSWORD },
    ...fromTheSite(),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * Issue 46, item 3: an admin types a new payout IBAN for an investor; the SEPA batch keeps paying the
 * old one until the investor confirms the new one by the link e-mailed to them (the server's mailbox:
 * tests/e2e/mail-catcher.mjs). Mis datos shows it meanwhile.
 */
test("an admin changes an investor's IBAN: it waits, the SEPA file pays the old one until the investor confirms", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const api = page.request;
  // An investor of the spec's own: their liquidated operation stays on record (nothing posted is deleted).
  const { id: userId, email, context: investorContext } = await ownInvestor(api, browser, "Cuenta");
  const investor = investorContext.request;
  await setOwnIban(investor, CURRENT);
  // A liquidated operation of its own with the investor's participation (archived at the end).
  const operation = (await (
    await api.post("/api/operations", {
      data: {
        title: `IBAN pendiente e2e ${Date.now().toString(36)}`,
        province: "madrid",
        pvp: "10000",
        ticketMin: "1000",
        status: "en_curso",
      },
      ...fromTheSite(),
    })
  ).json()) as { id: string };
  const participation = (await (
    await api.post("/api/investments", { data: { userId, operationId: operation.id, amount: "10000", status: "active" }, ...fromTheSite() })
  ).json()) as { id: string };
  try {
    const paid = await api.post("/api/transactions", {
      data: {
        operationId: operation.id,
        investmentId: participation.id,
        type: "APORTE",
        amount: "10000",
        status: "completed",
        transactionDate: "2026-11-02",
      },
      ...fromTheSite(),
    });
    expect(paid.status()).toBe(201);
    const liquidated = await api.post(`/api/operations/${operation.id}/liquidation`, {
      data: { proceeds: "11000", costs: [], date: "2026-11-30" },
      ...fromTheSite(),
    });
    expect(liquidated.status(), await liquidated.text()).toBe(200);

    // The admin types another IBAN in the investor's form.
    await open(page, `/admin/inversores/${userId}`);
    await page.getByRole("button", { name: "Editar" }).click();
    const edit = page.getByRole("dialog", { name: "Editar Inversor" });
    await edit.getByLabel("IBAN").fill("ES79 2100 0813 6101 2345 6789");
    await edit.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Inversor actualizado", { exact: true })).toBeVisible();
    const notice = page.getByTestId("pending-iban");
    await expect(notice).toContainText("Cambio de IBAN pendiente");
    await expect(notice).toContainText("ES79 2100 0813 6101 2345 6789");
    await expect(notice.getByRole("button", { name: "Aprobar el cambio" })).toBeDisabled(); // another admin must
    await open(page, `/admin/operations/${operation.id}`);
    await expect(page.getByTestId("pending-ibans")).toContainText("Cambio de IBAN pendiente de Cuenta Prueba");
    // (That a batch made now pays CURRENT is tests/integration/iban-change.test.ts's: a batch, once made, is the bank's as it is.)

    // Mis datos shows it waiting; the investor confirms it by the e-mailed link: from then on the payouts go there.
    const own = await investorContext.newPage();
    await open(own, "/investor/datos");
    await expect(own.getByTestId("pending-iban")).toContainText("ES79 2100 0813 6101 2345 6789");
    const subject = "Confirma tu nueva cuenta para cobros en Club Inversión Hipotecaria";
    await expect.poll(() => mailTo(email).some((mail) => mail.subject === subject), { timeout: 20_000 }).toBe(true);
    const mail = mailTo(email).findLast((sent) => sent.subject === subject)!;
    expect(mail.text).toContain("ES79 **** **** **** **** 6789");
    const link = /https?:\/\/\S+\/handler\/iban\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    const mailbox = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const confirmation = await mailbox.newPage();
    await confirmation.goto(link!);
    await open(own, "/investor/datos");
    await expect(own.getByTestId("pending-iban")).toContainText("ES79 2100 0813 6101 2345 6789"); // opening the link alone changes nothing
    await confirmation.getByRole("button", { name: "Confirmar la cuenta nueva" }).click();
    await expect(confirmation.getByRole("status")).toContainText("desde ahora el club te paga en la cuenta ES79 2100 0813 6101 2345 6789");
    await mailbox.close();
    await open(own, "/investor/datos");
    await expect(own.getByTestId("pending-iban")).toHaveCount(0);
    // (That the first batch made now pays the confirmed account is tests/integration/iban-change.test.ts's.)
  } finally {
    // The operation out of the lists and the public pages; its money stays on record.
    await api.post(`/api/operations/${operation.id}/archive`, { data: {}, ...fromTheSite() });
    await investorContext.close();
  }
});
