import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationType } from '@site/domain/catalogue';
import type { OrderKind } from '@site/domain/fulfilment';

/**
 * What each CSCS card application type is called on the page. The value sent to the API and
 * sent back by it stays CSCS's English ('New Card', 'Renew Card', 'Lost/Stolen Card').
 */
export const APPLICATION_TYPE_LABELS: Record<ApplicationType, MessageDescriptor> = {
  'New Card': msg({ comment: 'A CSCS card application type: a first card', message: 'New Card' }),
  'Renew Card': msg({
    comment: 'A CSCS card application type: renewing an expiring card',
    message: 'Renew Card',
  }),
  'Lost/Stolen Card': msg({
    comment: 'A CSCS card application type: replacing a card that was lost, stolen or damaged',
    message: 'Lost/Stolen Card',
  }),
};

/** An application type as the API sends it, in the page's language (unknown ones as sent). */
export function applicationTypeIn(type: string, i18n: I18n): string {
  const label = Object.hasOwn(APPLICATION_TYPE_LABELS, type)
    ? APPLICATION_TYPE_LABELS[type as ApplicationType]
    : undefined;
  return label ? i18n._(label) : type;
}

/**
 * What an order is, as the API describes it in English (describeOrder, apps/api/src/repositories/
 * order-view.ts): 'CITB HS&E test: Operatives', 'CSCS Green Labourer card: Renew Card',
 * '<course name> (online)'. English pages show it as sent. Another language keeps the official
 * names (the test's, the card's, the course's) and says the words around them in its own; a
 * description it does not recognise is shown as it came.
 */
export function orderDescriptionIn(description: string, kind: OrderKind, i18n: I18n): string {
  if (i18n.locale === 'en') return description;
  if (kind === 'test') {
    const name = /^CITB HS&E test: (.+)$/.exec(description)?.[1];
    return name
      ? i18n._(
          msg({
            comment: "What was ordered: {name} is the CITB test's English name, e.g. 'Operatives'",
            message: `CITB HS&E test: ${name}`,
          }),
        )
      : description;
  }
  if (kind === 'card') {
    const match = /^(CSCS .+ card): (.+)$/.exec(description);
    // The card's name stays as CSCS writes it; its application type is said in words.
    return match ? `${match[1]}: ${applicationTypeIn(match[2]!, i18n)}` : description;
  }
  const suffix = kind === 'course-online' ? ' (online)' : ' (classroom)';
  if (!description.endsWith(suffix)) return description;
  const name = description.slice(0, -suffix.length);
  return kind === 'course-online'
    ? i18n._(msg({ comment: 'A course name, then how it is taught', message: `${name} (online)` }))
    : i18n._(
        msg({ comment: 'A course name, then how it is taught', message: `${name} (classroom)` }),
      );
}
