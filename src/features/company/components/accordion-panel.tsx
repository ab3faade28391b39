import { AnimatePresence, m } from 'framer-motion';
import { MotionRoot } from '@/components/motion/motion-root';
import { AccordionBody } from './accordion-body';

export interface AccordionPanelProps {
  id: string;
  /** The id of the button that folds and unfolds it. */
  labelledBy: string;
  open: boolean;
  paragraphs: readonly string[];
}

/** An accordion item's body (CompanyAccordion), unfolding and folding its height. */
export default function AccordionPanel({ id, labelledBy, open, paragraphs }: AccordionPanelProps) {
  return (
    <MotionRoot>
      <AnimatePresence initial={false}>
        {open && (
          <m.div
            id={id}
            role="region"
            aria-labelledby={labelledBy}
            initial={{ height: 0, opacity: 0 }}
            animate={{ height: 'auto', opacity: 1 }}
            exit={{ height: 0, opacity: 0 }}
            transition={{ duration: 0.25, ease: 'easeOut' }}
            style={{ overflow: 'hidden' }}
          >
            <AccordionBody paragraphs={paragraphs} />
          </m.div>
        )}
      </AnimatePresence>
    </MotionRoot>
  );
}
