import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Route } from './+types/contact-us';
import { paths } from '../config/paths';
import { SUPPORT_EMAIL } from '../config/site';
import { localPageMeta } from '../i18n/meta';
import { ContactForm } from '../features/enquiry/contact-form';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Contact us`),
    description: i18n._(
      msg`Questions about a test booking, card application or course? Send us a message and we will reply by email or phone.`,
    ),
    path: paths.contact,
  }));

export default function ContactUs() {
  return (
    <div className="page narrow">
      <ContactForm />
      <p>
        <Trans>
          You can also email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. If your
          question is about an existing order, include your order reference.
        </Trans>
      </p>
    </div>
  );
}
