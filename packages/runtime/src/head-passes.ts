import { stretchPass, whileParsing } from '@islet/elements/while-parsing';
import { galleryPass } from '@islet/lightbox/gallery-while-parsing';
import { countdownPass } from '@islet/widgets/countdown-while-parsing';

/**
 * What `islet-head.js` does, before the first paint: stretched sections stretched, then Pro
 * galleries laid out (a gallery in a stretched section is measured once the section is stretched),
 * then countdowns whose time was up shown expired, as the parser inserts them. Returns a function
 * that stops watching.
 */
export function headPasses(doc: Document): () => void {
  return whileParsing(doc, [stretchPass(doc), galleryPass(doc), countdownPass(doc)]);
}
