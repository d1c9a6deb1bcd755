/** No server import: the end-to-end specs load it too (tests/e2e/admin/verification-review.spec.ts). */

export type ListedPerson = { reference: string; names: string[]; birthDates?: string[]; remark?: string };

/**
 * A small list in the format of the EU's consolidated financial-sanctions list (XML full list,
 * version 1.1: `export/sanctionEntity`, the data in attributes), written here for the tests.
 */
export function euSanctionsXml(people: ListedPerson[], entities: { reference: string; name: string }[] = []): string {
  const person = (p: ListedPerson, i: number) => `
  <sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="${p.reference}" logicalId="${1000 + i}">
    <remark>${p.remark ?? "Persona incluida en la lista"}</remark>
    <regulation regulationType="regulation" organisationType="council" publicationDate="2022-03-15" entryIntoForceDate="2022-03-15" numberTitle="2022/427 (OJ L87)" programme="RUS" logicalId="${2000 + i}"/>
    <subjectType code="person" classificationCode="P"/>
    ${p.names.map((name, n) => `<nameAlias firstName="" middleName="" lastName="" wholeName="${name}" function="" gender="M" title="" nameLanguage="" strong="true" regulationLanguage="en" logicalId="${3000 + i * 10 + n}"/>`).join("\n    ")}
    ${(p.birthDates ?? []).map((date, n) => (date.length === 4 ? `<birthdate circa="false" calendarType="GREGORIAN" city="" zipCode="" year="${date}" region="" place="" countryIso2Code="RU" countryDescription="RUSSIAN FEDERATION" regulationLanguage="en" logicalId="${4000 + i * 10 + n}"/>` : `<birthdate circa="false" calendarType="GREGORIAN" city="" zipCode="" birthdate="${date}" dayOfMonth="${Number(date.slice(8))}" monthOfYear="${Number(date.slice(5, 7))}" year="${date.slice(0, 4)}" region="" place="" countryIso2Code="RU" countryDescription="RUSSIAN FEDERATION" regulationLanguage="en" logicalId="${4000 + i * 10 + n}"/>`)).join("\n    ")}
  </sanctionEntity>`;
  const entity = (e: { reference: string; name: string }, i: number) => `
  <sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="${e.reference}" logicalId="${5000 + i}">
    <subjectType code="enterprise" classificationCode="E"/>
    <nameAlias wholeName="${e.name}" strong="true" regulationLanguage="en" logicalId="${6000 + i}"/>
  </sanctionEntity>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-11-30T18:04:27.145+01:00" globalFileId="170000">
${people.map(person).join("")}${entities.map(entity).join("")}
</export>
`;
}
