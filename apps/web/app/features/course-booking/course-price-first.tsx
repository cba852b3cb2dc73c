import { Trans } from '@lingui/react/macro';
import { DEFAULT_COURSE_KIND } from '@site/domain/catalogue';
import { formatMoney } from '@site/domain/format';
import { coursePrice } from '@site/domain/pricing';
import { PriceFirst } from '../../components/checkout/price-first';

/**
 * The course's whole price before its first question: online (the default), and in a
 * classroom. We run the course, so no official fee is passed on (domain pricing).
 */
export function CoursePriceFirst() {
  const classroomTotal = formatMoney(coursePrice('Offline').total);
  return (
    <PriceFirst price={coursePrice(DEFAULT_COURSE_KIND)} of="course">
      <p>
        <Trans>This is the price online. In a classroom, the course costs {classroomTotal}.</Trans>
      </p>
      <p>
        <Trans>
          There is no separate official fee: we run the course, and the price includes the final
          assessment.
        </Trans>
      </p>
    </PriceFirst>
  );
}
