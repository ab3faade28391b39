import { domAnimation } from 'framer-motion';

/** framer-motion's animation features, in a chunk of their own (see MotionProvider). */
export default domAnimation;
