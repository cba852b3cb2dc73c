import type { Route } from './+types/contact-us';
import { paths } from '../config/paths';
import { SUPPORT_EMAIL } from '../config/site';
import { pageMeta } from '../lib/seo';
import { ContactForm } from '../features/enquiry/contact-form';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Contact us',
    description:
      'Questions about a test booking, card application or course? Send us a message and we will reply by email or phone.',
    path: paths.contact,
  });

export default function ContactUs() {
  return (
    <div className="page narrow">
      <ContactForm />
      <p>
        You can also email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. If your question
        is about an existing order, include your order reference.
      </p>
    </div>
  );
}
